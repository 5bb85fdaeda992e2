"""Regel 6: Der Text einer Ausnahme kann aus Leerzeichen bestehen (`RuntimeError("   ")`), dann ist
`str(fehler)` nicht leer und trotzdem ohne Inhalt. Prüfe mit `.strip()`, oder schreib die Art der
Ausnahme dazu (`f"{type(fehler).__name__}: {fehler}"`).
"""

def lauf_agent(modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, max_kosten=None):
    messages = [{"role": "user", "content": aufgabe}]
    tokens = 0
    kosten = 0.0
    for schritt in range(max_schritte):
        antwort = modell(messages)
        u = antwort["usage"]
        tokens += u["input_tokens"] + u["output_tokens"]
        kosten += kosten_von(u["input_tokens"], u["output_tokens"], PREIS_JE_1K)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return {"antwort": text_von(antwort["content"]), "grund": "fertig",
                    "schritte": schritt + 1, "tokens": tokens, "kosten": kosten}
        if (max_tokens is not None and tokens > max_tokens) or (max_kosten is not None and kosten > max_kosten):
            return {"antwort": None, "grund": "budget",
                    "schritte": schritt + 1, "tokens": tokens, "kosten": kosten}
        ergebnisse = []
        for b in aufrufe:
            try:
                inhalt = str(werkzeuge[b["name"]](**b["input"]))
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": inhalt})
            except Exception as fehler:
                inhalt = str(fehler) or "Fehler im Tool"
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": inhalt, "is_error": True})
        messages.append({"role": "user", "content": ergebnisse})
    return {"antwort": None, "grund": "max_schritte",
            "schritte": max_schritte, "tokens": tokens, "kosten": kosten}
