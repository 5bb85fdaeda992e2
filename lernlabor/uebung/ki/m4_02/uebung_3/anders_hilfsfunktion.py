def tool_wuensche(nachricht):
    if nachricht["role"] != "assistant" or isinstance(nachricht["content"], str):
        return []
    return [b for b in nachricht["content"] if b["type"] == "tool_use"]


def suche_buch(stichwort):
    for eintrag in KATALOG:
        if eintrag["titel"].lower().find(stichwort.lower()) >= 0:
            return {"titel": eintrag["titel"], "waehrung": eintrag["waehrung"], "preis": eintrag["preis"]}
    raise ValueError("Nichts gefunden: " + stichwort)


def wechselkurs(waehrung):
    kurs = KURSE.get(waehrung)
    if kurs is None:
        raise ValueError("Währung unbekannt: " + waehrung)
    return kurs


def schrittfolge(messages):
    folge = []
    for nachricht in messages:
        folge.extend(b["name"] for b in tool_wuensche(nachricht))
    return folge


def abbruchgrund(messages):
    antworten = [n for n in messages if n["role"] == "assistant"]
    return "max_schritte" if tool_wuensche(antworten[-1]) else "fertig"
