"""Regel 6: Die Schleife deckelt `max_schritte` still bei 20: Kommt die Endantwort erst in einem
späteren erlaubten Aufruf, gibt sie `None` zurück.
"""


def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(min(max_schritte, 20)):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append(
            {"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]}
        )
    return None
