"""Regel 4: Ein Tool, das `0`, `""`, `[]`, `None` oder `False` liefert, hat Erfolg gehabt: Das ist
kein Fehler, also kein `is_error`.
"""

def ergebnis(block, werkzeuge):
    ergebnis = tool_result_fuer(block, werkzeuge)
    if not ergebnis["content"] or ergebnis["content"] in ("0", "None", "False", "[]", "{}", '""'):
        ergebnis["is_error"] = True
    return ergebnis


def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "user", "content": [ergebnis(b, werkzeuge) for b in aufrufe]})
    return None
