"""Regel 3: `str(fehler)` ist leer, wenn ein Tool seine Ausnahme ohne Text wirft (`raise
ValueError()`), und ein leerer `content` sagt dem Modell nichts. Nimm etwa auch den Namen der
Klasse dazu (`f"{type(fehler).__name__}: {fehler}"`) oder gleich `tool_result_fuer`.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = []
        for b in aufrufe:
            if b["name"] not in werkzeuge:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": "Unbekanntes Tool", "is_error": True})
                continue
            try:
                wert = werkzeuge[b["name"]](**b["input"])
            except Exception as fehler:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(fehler), "is_error": True})
                continue
            ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(wert)})
        messages.append({"role": "user", "content": ergebnisse})
    return None
