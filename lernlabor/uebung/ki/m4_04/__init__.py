"""Die Übungen der Lektion M4·04 „Was ein Agent kostet“."""

from .uebung_1 import UEBUNG as UEBUNG_1
from .uebung_2 import UEBUNG as UEBUNG_2
from .uebung_3 import UEBUNG as UEBUNG_3

UEBUNGEN = (UEBUNG_1, UEBUNG_2, UEBUNG_3)
