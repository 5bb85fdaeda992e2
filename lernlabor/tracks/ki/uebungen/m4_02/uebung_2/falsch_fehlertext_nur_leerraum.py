r"""Regel 3: Der Text einer Exception kann aus lauter Leerzeichen oder Zeilenumbrüchen bestehen
(`raise ValueError("\n")`), und so ein `content` sagt dem Modell nichts. Nimm den Namen der Klasse
immer dazu (`f"{type(fehler).__name__}: {fehler}"`) oder gleich `tool_result_fuer`.
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
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(wert)})
            except Exception as fehler:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"],
                                   "content": str(fehler) or type(fehler).__name__, "is_error": True})
        messages.append({"role": "user", "content": ergebnisse})
    return None
