def ergebnis(antwort, grund, schritte, tokens, kosten):
    return {"kosten": kosten, "tokens": tokens, "schritte": schritte, "grund": grund, "antwort": antwort}


def budget_ueberschritten(tokens, kosten, max_tokens, max_kosten):
    if max_tokens is not None and tokens > max_tokens:
        return True
    return max_kosten is not None and kosten > max_kosten


def lauf_agent(modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, max_kosten=None):
    verlauf = [{"role": "user", "content": aufgabe}]
    summe_tokens = 0
    summe_kosten = 0.0
    n = 0
    while n < max_schritte:
        n += 1
        a = modell(verlauf)
        rein, raus = a["usage"]["input_tokens"], a["usage"]["output_tokens"]
        summe_tokens = summe_tokens + rein + raus
        summe_kosten = summe_kosten + kosten_von(rein, raus, PREIS_JE_1K)
        verlauf.append({"role": "assistant", "content": a["content"]})
        wuensche = []
        for block in a["content"]:
            if block["type"] == "tool_use":
                wuensche.append(block)
        if len(wuensche) == 0:
            return ergebnis(text_von(a["content"]), "fertig", n, summe_tokens, summe_kosten)
        if budget_ueberschritten(summe_tokens, summe_kosten, max_tokens, max_kosten):
            return ergebnis(None, "budget", n, summe_tokens, summe_kosten)
        antworten = []
        for block in wuensche:
            antworten.append(tool_result_fuer(block, werkzeuge))
        verlauf.append({"role": "user", "content": antworten})
    return ergebnis(None, "max_schritte", n, summe_tokens, summe_kosten)
