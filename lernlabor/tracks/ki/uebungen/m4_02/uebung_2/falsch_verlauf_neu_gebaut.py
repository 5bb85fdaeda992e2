"""Regel 1: Dem Modell fehlen frühere Schritte: Hänge jede neue Nachricht an `messages` an und
schicke dem Modell jedes Mal die ganze Liste, keine neu gebaute und keine gekürzte.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages = [messages[0], messages[-1], {"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]}]
    return None
