def suche_buch(stichwort):
    # Erster Eintrag aus KATALOG, dessen titel das Stichwort enthält (ohne Groß/klein),
    # sonst ValueError.
    ...


def wechselkurs(waehrung):
    # Kurs aus KURSE, bei unbekannter Währung ValueError.
    ...


def schrittfolge(messages):
    # Namen aus allen Tool-Wünschen (tool_use-Blöcke), in der Reihenfolge des Verlaufs.
    ...


def abbruchgrund(messages):
    # "fertig", "budget" oder "max_schritte", abgeleitet aus dem Verlauf allein.
    ...
