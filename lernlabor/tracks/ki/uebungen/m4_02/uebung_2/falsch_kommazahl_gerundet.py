"""Regel 4: Du rundest Kommazahlen auf zwei Stellen (`f"{wert:.2f}"`): Aus `1.0825` wird `"1.08"`,
das ist weder `str(wert)` noch JSON dieses Werts. Schreib jede Zahl mit allen Stellen.
"""

def _text(wert):
    if isinstance(wert, float):
        return f"{wert:.2f}"
    return str(wert)

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        erg = []
        for b in aufrufe:
            try:
                wert = werkzeuge[b["name"]](**b["input"])
                erg.append({"type": "tool_result", "tool_use_id": b["id"], "content": _text(wert)})
            except Exception as e:
                erg.append({"type": "tool_result", "tool_use_id": b["id"], "content": f"Fehler: {type(e).__name__} {e}", "is_error": True})
        messages.append({"role": "user", "content": erg})
    return None
