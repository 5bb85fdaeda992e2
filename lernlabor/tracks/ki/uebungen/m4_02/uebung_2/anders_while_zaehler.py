def ergebnis_fuer(block, werkzeuge):
    ergebnis = {"type": "tool_result", "tool_use_id": block["id"]}
    if block["name"] not in werkzeuge:
        return ergebnis | {"content": f"Unbekanntes Tool {block['name']}", "is_error": True}
    try:
        wert = werkzeuge[block["name"]](**block["input"])
    except Exception as fehler:
        return ergebnis | {"content": f"{type(fehler).__name__}: {fehler}", "is_error": True}
    return ergebnis | {"content": f"{wert}"}


def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    verlauf = [{"role": "user", "content": aufgabe}]
    schritt = 0
    while schritt < max_schritte:
        schritt += 1
        inhalt = modell(verlauf)["content"]
        verlauf.append({"role": "assistant", "content": inhalt})
        wuensche = [b for b in inhalt if b["type"] == "tool_use"]
        if wuensche:
            verlauf.append({"role": "user", "content": [ergebnis_fuer(b, werkzeuge) for b in wuensche]})
        else:
            return text_von(inhalt)
    return None
