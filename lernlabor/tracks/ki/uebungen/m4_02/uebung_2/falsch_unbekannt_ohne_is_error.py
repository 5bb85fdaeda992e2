"""Regel 3: Für ein Tool, das es nicht gibt, baust du selbst ein Ergebnis, aber `"is_error": True`
fehlt darin: So hält das Modell deinen Hinweis für eine Antwort des Tools.
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
            if b["name"] in werkzeuge:
                ergebnisse.append(tool_result_fuer(b, werkzeuge))
            else:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"],
                                   "content": f"Tool {b['name']} gibt es nicht."})
        messages.append({"role": "user", "content": ergebnisse})
    return None
