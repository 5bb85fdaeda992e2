"""Regel 2: Du stutzt den `input` des Wunsches, bevor du das Tool aufrufst. Übergib ihn, wie er
ist: `**block["input"]`.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        ergebnisse = []
        for b in aufrufe:
            eingabe = {k.strip(): (v.strip() if isinstance(v, str) else v) for k, v in b["input"].items()}
            ergebnisse.append(tool_result_fuer({**b, "input": eingabe}, werkzeuge))
        messages.append({"role": "user", "content": ergebnisse})
    return None
