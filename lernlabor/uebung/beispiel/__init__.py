"""Beispiel-Lektion der Autorenseite: eine kleine Übung, an der man das Format sieht."""

from .verdoppeln import UEBUNG as VERDOPPELN

UEBUNGEN = (VERDOPPELN,)
