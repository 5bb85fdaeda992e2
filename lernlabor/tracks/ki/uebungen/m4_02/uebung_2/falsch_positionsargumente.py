"""Regel 2: Du rufst das Tool mit Positionsargumenten (`*block["input"].values()`). Die Eingabe ist
ein dict mit Namen: Übergib sie mit `**block["input"]`, dann passt jeder Wert zu seinem
Parameter.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    antwort = None
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = []
        for b in aufrufe:
            try:
                wert = werkzeuge[b["name"]](*b["input"].values())
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(wert)})
            except Exception as e:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(e), "is_error": True})
        messages.append({"role": "user", "content": ergebnisse})
    return None
