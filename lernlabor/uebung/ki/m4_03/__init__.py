"""Die Übungen der Lektion M4·03 „Tool-Ergebnisse zurückgeben“."""

from .uebung_2 import UEBUNG as UEBUNG_2

UEBUNGEN = (UEBUNG_2,)
