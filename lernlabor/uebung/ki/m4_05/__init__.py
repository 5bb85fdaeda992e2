"""Die Übungen der Lektion M4·05 „Agenten mit Grenzen“."""

from .uebung_2 import UEBUNG as UEBUNG_2

UEBUNGEN = (UEBUNG_2,)
