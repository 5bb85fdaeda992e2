"""Regel 4: Du kürzt den Rückgabewert. Der `content` ist der ganze Wert als String, auch wenn er
lang ist.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = []
        for b in aufrufe:
            ergebnis = tool_result_fuer(b, werkzeuge)
            if not ergebnis.get("is_error"):
                ergebnis["content"] = ergebnis["content"][:200]
            ergebnisse.append(ergebnis)
        messages.append({"role": "user", "content": ergebnisse})
    return None
