"""Die Übungen der Lektion M4·03 „Tool-Ergebnisse zurückgeben“.

Jedes Unterpaket ist eine Übung; das Register (``lernlabor.uebung``) findet sie.
"""
