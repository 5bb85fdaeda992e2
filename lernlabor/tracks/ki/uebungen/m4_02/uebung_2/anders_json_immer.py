import json


def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = []
        for b in reversed(aufrufe):
            ergebnis = {"type": "tool_result", "tool_use_id": b["id"], "is_error": False}
            try:
                ergebnis["content"] = json.dumps(werkzeuge[b["name"]](**b["input"]))
            except Exception as fehler:  # noqa: BLE001
                ergebnis.update(content=f"{type(fehler).__name__}", is_error=True)
            ergebnisse.append(ergebnis)
        messages.append({"role": "user", "content": ergebnisse})
    return None
