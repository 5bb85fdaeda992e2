"""Regel 4: Der `content` eines `tool_result` muss ein String sein: Wandle den Rückgabewert mit
`str()` oder als JSON um.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            break
        ergebnisse = []
        for b in aufrufe:
            try:
                wert = werkzeuge[b["name"]](**b["input"])
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": wert})
            except Exception as fehler:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"],
                                   "content": f"Fehler: {fehler}", "is_error": True})
        messages.append({"role": "user", "content": ergebnisse})
    else:
        return None
    return text_von(antwort["content"])
