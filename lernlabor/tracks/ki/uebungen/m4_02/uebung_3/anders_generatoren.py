def suche_buch(stichwort):
    gesucht = stichwort.casefold()
    treffer = next((buch for buch in KATALOG if gesucht in buch["titel"].casefold()), None)
    if treffer is None:
        raise ValueError(f"Zum Stichwort {stichwort!r} gibt es kein Buch im Katalog.")
    return dict(treffer)


def wechselkurs(waehrung):
    try:
        return KURSE[waehrung]
    except KeyError:
        raise ValueError(f"Für {waehrung} kenne ich keinen Kurs.") from None


def schrittfolge(messages):
    namen = []
    for nachricht in messages:
        if nachricht["role"] != "assistant":
            continue
        for block in nachricht["content"]:
            if isinstance(block, dict) and block.get("type") == "tool_use":
                namen.append(block["name"])
    return namen


def abbruchgrund(messages):
    *_, letzte = messages
    if letzte["role"] == "user":
        return "max_schritte"  # die Tools der letzten erlaubten Runde liefen noch
    if next((b for b in letzte["content"] if b["type"] == "tool_use"), None):
        return "budget"  # ein Wunsch ohne Ergebnis: das Budget hat gestoppt
    return "fertig"
