"""Beispiel-Lektion der Autorenseite: eine kleine Übung, an der man das Format sieht.

Jedes Unterpaket ist eine Übung; das Register (``lernlabor.uebung``) findet sie.
"""
