"""Regel 1: Die Antwort des Modells fehlt im Verlauf, und `while True` achtet nicht auf
`max_schritte`.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    while True:
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = []
        for b in aufrufe:
            wert = werkzeuge[b["name"]](**b["input"])
            ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(wert)})
        messages.append({"role": "user", "content": ergebnisse})
