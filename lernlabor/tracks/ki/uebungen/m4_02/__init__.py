"""Die Übungen der Lektion M4·02 „Die Tool-Use-Schleife“.

Jedes Unterpaket ist eine Übung; das Register (``lernlabor.uebung``) findet sie.
"""
