"""Die Übungen der Lektion M4·02 „Die Tool-Use-Schleife“."""

UEBUNGEN = ()
