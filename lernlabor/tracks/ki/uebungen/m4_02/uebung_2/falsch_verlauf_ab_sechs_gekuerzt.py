"""Regel 1: Ab zehn Nachrichten schickt die Schleife nur noch die Aufgabe und die letzten vier
(„Kontext sparen“): Das Modell bekommt ab dem sechsten Aufruf nicht mehr den ganzen Verlauf.
"""


def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        if len(messages) > 9:
            messages = messages[:1] + messages[-4:]
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append(
            {"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]}
        )
    return None
