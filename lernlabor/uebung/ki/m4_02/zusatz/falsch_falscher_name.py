anzahl = 3
