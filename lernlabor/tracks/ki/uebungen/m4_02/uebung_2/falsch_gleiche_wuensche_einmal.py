"""Regel 2: Zwei gleiche Wünsche in einer Antwort sind zwei Aufträge: Führe jeden aus, nicht nur
den ersten.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse, schon = [], {}
        for b in aufrufe:
            schluessel = (b["name"], str(b["input"]))
            if schluessel not in schon:
                schon[schluessel] = tool_result_fuer(b, werkzeuge)
            ergebnisse.append({**schon[schluessel], "tool_use_id": b["id"]})
        messages.append({"role": "user", "content": ergebnisse})
    return None
