"""Die Übungen der Lektion M4·04 „Was ein Agent kostet“.

Jedes Unterpaket ist eine Übung; das Register (``lernlabor.uebung``) findet sie.
"""
