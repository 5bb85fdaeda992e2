"""Regel 2: Du merkst dir Ergebnisse und führst ein Tool mit gleicher Eingabe nicht noch einmal
aus. Das Modell wünscht es aber erneut, und ein Tool kann jedes Mal etwas anderes liefern.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    gemerkt = {}
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = []
        for b in aufrufe:
            schluessel = (b["name"], repr(b["input"]))
            if schluessel not in gemerkt:
                gemerkt[schluessel] = tool_result_fuer(b, werkzeuge)
            ergebnisse.append({**gemerkt[schluessel], "tool_use_id": b["id"]})
        messages.append({"role": "user", "content": ergebnisse})
    return None
