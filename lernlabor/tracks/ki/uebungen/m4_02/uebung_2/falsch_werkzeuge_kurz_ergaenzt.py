"""Regel 3: Du trägst für einen unbekannten Namen kurz einen Platzhalter in `werkzeuge` ein und
löschst ihn danach wieder. Das dict gehört dem Aufrufer und bleibt während des ganzen Laufs
unverändert, auch für einen Augenblick: Ein unbekannter Name wird nur ein Ergebnis mit
`is_error`, das macht `tool_result_fuer` schon.
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


def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "user", "content": [_ergebnis(b, werkzeuge) for b in aufrufe]})
    return None
