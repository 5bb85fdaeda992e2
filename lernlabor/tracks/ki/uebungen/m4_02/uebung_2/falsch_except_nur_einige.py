"""Regel 3: Du fängst nur einige Ausnahmen ab. Jede Unterklasse von `Exception` aus einem
Tool wird zum Ergebnis mit `is_error`, auch `IndexError`: Fang `Exception`.
"""

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
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(wert)})
            except (KeyError, ValueError, TypeError, RuntimeError) as e:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(e), "is_error": True})
        messages.append({"role": "user", "content": ergebnisse})
    return None
