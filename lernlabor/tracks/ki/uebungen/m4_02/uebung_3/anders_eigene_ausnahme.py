class NichtGefunden(ValueError):
    def __init__(self, was, wert):
        super().__init__(f"{was} {wert!r} nicht gefunden")

    def __str__(self):
        return "Katalog: " + super().__str__()


def suche_buch(stichwort):
    gesucht = stichwort.strip().lower()
    for buch in KATALOG:
        if gesucht in buch["titel"].lower():
            return dict(buch)
    raise NichtGefunden("Stichwort", stichwort)


def wechselkurs(waehrung):
    schluessel = waehrung if waehrung in KURSE else waehrung.strip().upper()
    if schluessel not in KURSE:
        raise NichtGefunden("Währung", waehrung)
    return KURSE[schluessel]


def schrittfolge(messages):
    namen = []
    for nachricht in messages:
        if nachricht["role"] == "assistant":
            namen.extend(block["name"] for block in nachricht["content"]
                         if block["type"] == "tool_use")
    return namen


def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] != "assistant":
        return "max_schritte"
    if any(block["type"] == "tool_use" for block in letzte["content"]):
        return "budget"
    return "fertig"
