"""Regel 2: Du schaust nur auf den letzten Block: Steht nach einem Tool-Wunsch noch Text, hältst
du die Antwort für die Endantwort. Entscheide nach allen Blöcken: Ist irgendeiner `tool_use`?
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        inhalt = antwort["content"]
        if not inhalt or inhalt[-1]["type"] != "tool_use":
            return text_von(inhalt)
        aufrufe = [b for b in inhalt if b["type"] == "tool_use"]
        messages.append({"role": "assistant", "content": inhalt})
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
