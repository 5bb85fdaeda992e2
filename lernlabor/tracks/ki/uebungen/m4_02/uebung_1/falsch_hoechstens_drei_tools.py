"""Regel 6: Deine Schleife führt je Antwort höchstens drei Tool-Wünsche aus; jeder weitere bekommt
einen Fehler, ohne dass sein Tool läuft.
"""
MAX_TOOLS_JE_ANTWORT = 3


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
        ergebnisse = []
        for nr, b in enumerate(wuensche):
            if nr < MAX_TOOLS_JE_ANTWORT:
                ergebnisse.append(tool_result_fuer(b, werkzeuge))
            else:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"],
                                   "content": "Zu viele Tools in einer Antwort, übersprungen.",
                                   "is_error": True})
        messages.append({"role": "user", "content": ergebnisse})
    return {"antwort": None, "grund": "max_schritte",
            "schritte": max_schritte, "tokens": tokens, "kosten": kosten}
