import json


def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": [{"type": "text", "text": aufgabe}]}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = []
        for b in aufrufe:
            try:
                wert = werkzeuge[b["name"]](**b["input"])
            except Exception as fehler:
                ergebnisse.append({"content": f"Fehler: {type(fehler).__name__}", "is_error": True,
                                   "tool_use_id": b["id"], "type": "tool_result"})
            else:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"],
                                   "content": json.dumps(wert, indent=2, sort_keys=True)})
        messages.append({"role": "user", "content": ergebnisse})
    return None
