import json


def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        ergebnisse = []
        for b in aufrufe:
            try:
                wert = werkzeuge[b["name"]](**b["input"])
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"],
                                   "content": json.dumps(wert, separators=(",", ":"))})
            except Exception as fehler:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": f"{type(fehler).__name__}: {fehler}", "is_error": True})
        messages.append({"role": "user", "content": ergebnisse})
    return None
