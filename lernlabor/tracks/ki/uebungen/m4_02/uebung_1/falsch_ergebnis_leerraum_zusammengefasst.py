"""Regel 6: Du fasst den Leerraum im `content` eines Erfolgs zusammen (`" ".join(str(wert).split())`).
Er ist aber der Wert als String, mit `str()` oder als JSON, sonst unverändert: Doppelte
Leerzeichen, Zeilenumbrüche und Tabulatoren bleiben.
"""


def ergebnis_fuer(block, werkzeuge):
    name = block["name"]
    try:
        if name not in werkzeuge:
            raise LookupError(f"Tool {name!r} gibt es nicht")
        wert = werkzeuge[name](**block["input"])
    except Exception as fehler:
        return {"type": "tool_result", "tool_use_id": block["id"],
                "content": f"Fehler: {type(fehler).__name__}: {fehler}", "is_error": True}
    return {"type": "tool_result", "tool_use_id": block["id"], "content": " ".join(str(wert).split())}


def lauf_agent(modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, max_kosten=None):
    messages = [{"role": "user", "content": aufgabe}]
    tokens = 0
    kosten = 0.0
    for schritt in range(max_schritte):
        antwort = modell(messages)
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
                         "content": [ergebnis_fuer(b, werkzeuge) for b in wuensche]})
    return {"antwort": None, "grund": "max_schritte",
            "schritte": max_schritte, "tokens": tokens, "kosten": kosten}
