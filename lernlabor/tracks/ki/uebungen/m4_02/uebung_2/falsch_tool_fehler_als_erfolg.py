"""Regel 3: Ein Fehler darf nicht als Erfolg erscheinen: Setze `"is_error": True`."""

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
            try:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(werkzeuge[b["name"]](**b["input"]))})
            except Exception as e:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": f"Fehler: {e}"})
        messages.append({"role": "user", "content": ergebnisse})
    return None
