def lauf_agent(modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, max_kosten=None):
    messages = [{"role": "user", "content": aufgabe}]
    stand = {"antwort": None, "grund": "max_schritte", "schritte": 0, "tokens": 0, "kosten": 0.0}
    for _ in range(max_schritte):
        antwort = modell(messages)
        stand["schritte"] += 1
        eingabe = antwort["usage"]["input_tokens"]
        ausgabe = antwort["usage"]["output_tokens"]
        stand["tokens"] += eingabe + ausgabe
        stand["kosten"] += kosten_von(eingabe, ausgabe, PREIS_JE_1K)
        messages.append({"role": "assistant", "content": antwort["content"]})
        wuensche = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not wuensche:
            stand["antwort"] = text_von(antwort["content"])
            stand["grund"] = "fertig"
            break
        zu_viele_tokens = max_tokens is not None and stand["tokens"] > max_tokens
        zu_teuer = max_kosten is not None and stand["kosten"] > max_kosten
        if zu_viele_tokens or zu_teuer:
            stand["grund"] = "budget"
            break
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in wuensche]})
    else:
        print("MAX_SCHRITTE erreicht")
    return stand
