def lauf_agent(modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, max_kosten=None):
    """Summiert Input und Output getrennt und rechnet die Kosten daraus (gleiches Ergebnis)."""
    messages = [{"role": "user", "content": aufgabe}]
    rein = raus = 0
    schritte = 0

    def bericht(antwort, grund):
        return {
            "antwort": antwort,
            "grund": grund,
            "schritte": schritte,
            "tokens": rein + raus,
            "kosten": kosten_von(rein, raus, PREIS_JE_1K),
            "messages": messages,
        }

    for schritte in range(1, max_schritte + 1):  # noqa: B007 – schritte zählt für bericht mit
        antwort = modell(messages)
        rein += antwort["usage"]["input_tokens"]
        raus += antwort["usage"]["output_tokens"]
        messages.append({"role": "assistant", "content": antwort["content"]})
        tool_wuensche = [b for b in antwort["content"] if b.get("type") == "tool_use"]
        if not tool_wuensche:
            return bericht(text_von(antwort["content"]), "fertig")
        if max_tokens is not None and rein + raus > max_tokens:
            return bericht(None, "budget")
        if max_kosten is not None and kosten_von(rein, raus, PREIS_JE_1K) > max_kosten:
            return bericht(None, "budget")
        messages.append({"role": "user", "content": list(map(lambda b: tool_result_fuer(b, werkzeuge), tool_wuensche))})
    return bericht(None, "max_schritte")
