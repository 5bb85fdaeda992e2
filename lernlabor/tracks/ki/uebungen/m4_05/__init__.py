"""Die Übungen der Lektion M4·05 „Agenten mit Grenzen“.

Jedes Unterpaket ist eine Übung; das Register (``lernlabor.uebung``) findet sie.
"""
