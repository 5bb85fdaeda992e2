"""Regel 6: Du trägst für einen unbekannten Namen kurz einen Platzhalter in `werkzeuge` ein und
löschst ihn danach wieder. Das dict liest du nur, auch nicht für einen Augenblick änderst du es:
Ein unbekannter Name wird nur ein Ergebnis mit `is_error`, das macht `tool_result_fuer` schon.
"""


def _unbekannt(**kwargs):
    raise LookupError("Tool gibt es nicht")


def _ergebnis(block, werkzeuge):
    if block["name"] in werkzeuge:
        return tool_result_fuer(block, werkzeuge)
    werkzeuge[block["name"]] = _unbekannt
    try:
        return tool_result_fuer(block, werkzeuge)
    finally:
        del werkzeuge[block["name"]]


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
        ergebnisse = [_ergebnis(b, werkzeuge) for b in aufrufe]
        messages.append({"role": "user", "content": ergebnisse})
    return {"antwort": None, "grund": "max_schritte",
            "schritte": max_schritte, "tokens": tokens, "kosten": kosten}
