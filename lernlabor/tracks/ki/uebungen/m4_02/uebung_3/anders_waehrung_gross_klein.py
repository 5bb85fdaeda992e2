import copy


def suche_buch(stichwort):
    if not stichwort.strip():
        raise ValueError("Leeres Stichwort")
    for eintrag in KATALOG:
        if stichwort.strip().upper() in eintrag["titel"].upper():
            return copy.copy(eintrag)
    raise ValueError(f"Kein Titel enthält {stichwort}")


def wechselkurs(waehrung):
    if waehrung in KURSE:
        return KURSE[waehrung]
    for k in KURSE:
        if k.strip().upper() == waehrung.strip().upper():
            return KURSE[k]
    raise ValueError(waehrung)


def schrittfolge(messages):
    namen = []
    for nachricht in messages:
        if nachricht["role"] != "assistant":
            continue
        for block in nachricht["content"] or []:
            if isinstance(block, dict) and block.get("type") == "tool_use":
                namen += [block["name"]]
    return namen


def abbruchgrund(messages):
    rolle = messages[-1]["role"]
    inhalt = messages[-1]["content"]
    if rolle == "user":
        return "max_schritte"
    wuensche = [b for b in inhalt if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
