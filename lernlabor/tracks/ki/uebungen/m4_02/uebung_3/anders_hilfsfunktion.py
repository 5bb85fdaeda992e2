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
    gruende = {"user": "max_schritte", "assistant": "fertig"}
    grund = gruende[messages[-1]["role"]]
    if grund == "fertig" and tool_wuensche(messages[-1]):
        grund = "budget"
    return grund
