"""Regel 2: Zwei gleiche Wünsche haben je eine eigene `id` und brauchen je ein eigenes Ergebnis:
Fasse Ergebnisse nicht nach Name und Eingabe zusammen, hänge für jeden `tool_use`-Block eins an.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        je_wunsch = {(b["name"], str(b["input"])): tool_result_fuer(b, werkzeuge) for b in aufrufe}
        messages.append({"role": "user", "content": list(je_wunsch.values())})
    return None
