"""Die Übungen der Lektion M4·02 „Die Tool-Use-Schleife“."""

from .uebung_1 import UEBUNG as UEBUNG_1
from .uebung_2 import UEBUNG as UEBUNG_2
from .uebung_3 import UEBUNG as UEBUNG_3
from .zusatz import UEBUNG as ZUSATZ

UEBUNGEN = (UEBUNG_1, UEBUNG_2, UEBUNG_3, ZUSATZ)
