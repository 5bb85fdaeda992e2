"""Die Übungen der Lektion M4·05 „Agenten mit Grenzen“."""

from .uebung_1 import UEBUNG as UEBUNG_1
from .uebung_2 import UEBUNG as UEBUNG_2

UEBUNGEN = (UEBUNG_1, UEBUNG_2)
