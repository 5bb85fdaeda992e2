# Starte den Trockenlauf und trage die Zahl der Modellaufrufe ein.
aufgabe = None
