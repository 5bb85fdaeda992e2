"""Regel 1: Du teilst die Aufgabe in mehrere Textblöcke. Die erste Nachricht enthält sie als einen
Text, auch wenn sie Zeilenumbrüche hat: `"content": aufgabe` oder eine Liste mit genau einem
Textblock.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    bloecke = [{"type": "text", "text": zeile} for zeile in aufgabe.split("\n")]
    messages = [{"role": "user", "content": bloecke}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
