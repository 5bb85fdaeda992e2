"""Regel 4: Du kürzt lange Ergebnisse ab 500 Zeichen. Der `content` ist der ganze Rückgabewert
als String, auch wenn er mehrere tausend Zeichen lang ist.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        erg = []
        for b in aufrufe:
            r = tool_result_fuer(b, werkzeuge)
            if len(r["content"]) > 500:
                r["content"] = r["content"][:500] + " …"
            erg.append(r)
        messages.append({"role": "user", "content": erg})
    return None
