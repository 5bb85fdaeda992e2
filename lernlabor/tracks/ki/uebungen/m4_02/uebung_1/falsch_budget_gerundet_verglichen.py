"""Regel 8: Du rundest die Kosten vor `> max_kosten` auf Nachkommastellen (etwa `round(kosten, 12)`
oder `round(kosten, 15)`). Vergleiche die ungerundete Summe: Liegt `max_kosten` genau auf einer
Summe mit vielen Stellen, ist es noch nicht überschritten, gerundet aber schon.
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
        if (max_tokens is not None and tokens > max_tokens) or (max_kosten is not None and round(kosten, 12) > max_kosten):
            return {"antwort": None, "grund": "budget",
                    "schritte": schritt + 1, "tokens": tokens, "kosten": kosten}
        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in aufrufe]
        messages.append({"role": "user", "content": ergebnisse})
    return {"antwort": None, "grund": "max_schritte",
            "schritte": max_schritte, "tokens": tokens, "kosten": kosten}
