"""Regel 4: Du ersetzt in `str(wert)` die `'` durch `"`. Das ergibt weder `str(wert)` noch JSON, das
`json.loads` zu dem Wert macht (ein Apostroph im Text, `True` oder `None` in einem dict): Nimm
`str(wert)` oder `json.dumps(wert)`.
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
            try:
                wert = werkzeuge[b["name"]](**b["input"])
            except Exception as fehler:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"],
                                   "content": f"Fehler: {fehler!r}", "is_error": True})
                continue
            ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"],
                               "content": str(wert).replace("'", '"')})
        messages.append({"role": "user", "content": ergebnisse})
    return None
