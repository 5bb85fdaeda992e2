"""Regel 2: Deine Schleife endet nach dem Fehler eines Tools (hier mit `"fertig"`). Der Fehler geht
als Ergebnis mit `is_error` an das Modell, und die Schleife ruft es weiter auf, bis Regel 7, 8
oder 9 den Lauf beendet.
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
        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in aufrufe]
        if any(e.get("is_error") for e in ergebnisse):  # ein Tool ist kaputt: fertig
            return {"antwort": None, "grund": "fertig",
                    "schritte": schritt + 1, "tokens": tokens, "kosten": kosten}
        messages.append({"role": "user", "content": ergebnisse})
    return {"antwort": None, "grund": "max_schritte",
            "schritte": max_schritte, "tokens": tokens, "kosten": kosten}
