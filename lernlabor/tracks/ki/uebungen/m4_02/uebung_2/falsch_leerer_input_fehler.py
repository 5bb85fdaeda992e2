"""Regel 2: Ein leerer `input` ist kein Fehler: Das Tool braucht dann keine Argumente. Ruf es auf
wie jedes andere.
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
            if not b["input"]:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": "Eingabe fehlt", "is_error": True})
            else:
                ergebnisse.append(tool_result_fuer(b, werkzeuge))
        messages.append({"role": "user", "content": ergebnisse})
    return None
