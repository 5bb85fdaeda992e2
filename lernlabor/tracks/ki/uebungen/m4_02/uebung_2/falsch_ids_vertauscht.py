"""Regel 4: Die `tool_use_id` deiner Ergebnisse zeigt auf den falschen Wunsch: So hält das
Modell das Ergebnis eines Tools für das eines anderen. Die ids einer Antwort folgen keiner
Ordnung, ob du sie umdrehst oder sortierst: Gib jedem Ergebnis die `id` des Blocks, dessen Tool
du dafür ausgeführt hast.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in aufrufe]
        for ergebnis, b in zip(ergebnisse, reversed(aufrufe), strict=True):
            ergebnis["tool_use_id"] = b["id"]
        messages.append({"role": "user", "content": ergebnisse})
    return None
