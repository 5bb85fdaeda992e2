"""Regel 5: Ab 16 Nachrichten schickst du dem Modell nur die Aufgabe und die letzten zehn. Es
bekommt aber jedes Mal den ganzen bisherigen Verlauf, auch nach vielen Schritten.
"""
def lauf_agent(modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, max_kosten=None):
    messages = [{"role": "user", "content": aufgabe}]
    tokens = 0
    kosten = 0.0
    for schritt in range(max_schritte):
        antwort = modell(messages if len(messages) <= 15 else messages[:1] + messages[-10:])
        ein = antwort["usage"]["input_tokens"]
        aus = antwort["usage"]["output_tokens"]
        tokens += ein + aus
        kosten += kosten_von(ein, aus, PREIS_JE_1K)
        messages.append({"role": "assistant", "content": antwort["content"]})
        wuensche = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not wuensche:
            return {"antwort": text_von(antwort["content"]), "grund": "fertig",
                    "schritte": schritt + 1, "tokens": tokens, "kosten": kosten}
        if (max_tokens is not None and tokens > max_tokens) or (
                max_kosten is not None and kosten > max_kosten):
            return {"antwort": None, "grund": "budget",
                    "schritte": schritt + 1, "tokens": tokens, "kosten": kosten}
        messages.append({"role": "user",
                         "content": [tool_result_fuer(b, werkzeuge) for b in wuensche]})
    return {"antwort": None, "grund": "max_schritte",
            "schritte": max_schritte, "tokens": tokens, "kosten": kosten}
