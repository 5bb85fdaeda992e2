"""Regel 2: Du hörst beim ersten Text nach einem Tool-Wunsch auf zu sammeln, aber Text und
Wünsche dürfen sich abwechseln. Nimm jeden `tool_use`-Block der Antwort.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        inhalt = antwort["content"]
        aufrufe = []
        for b in inhalt:
            if b["type"] == "tool_use":
                aufrufe.append(b)
            elif aufrufe:
                break
        if not aufrufe:
            return text_von(inhalt)
        messages.append({"role": "assistant", "content": inhalt})
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
