aufrufe = ["suche_dokumente", "wechselkurs", "Endantwort"]
aufgabe = len(aufrufe)
