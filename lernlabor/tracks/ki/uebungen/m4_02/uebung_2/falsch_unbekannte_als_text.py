"""Regel 3: Für einen Wunsch nach einem Tool, das es nicht gibt, fehlt dein Ergebnis, und ohne
ein bekanntes Tool schickst du statt der Ergebnisse einen eigenen Text. Auch ein unbekanntes
Tool bekommt ein `tool_result` mit `"is_error": True`; `tool_result_fuer` macht es.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in aufrufe if b["name"] in werkzeuge]
        messages.append({"role": "user", "content": ergebnisse or "Kein passendes Tool gefunden."})
    return None
