def lauf_agent(modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, max_kosten=None):
    messages = [{"role": "user", "content": aufgabe}]
    tokens = 0
    kosten = 0.0
    for schritt in range(max_schritte):
        # 1. Modell mit messages aufrufen; usage zu tokens und kosten addieren.
        # 2. Die Antwort unverändert als assistant-Nachricht anhängen.
        # 3. Kein tool_use-Block? Endantwort: return {...}
        # 4. Budget überschritten? return {...}, ohne die Tools auszuführen.
        # 5. Alle Tools ausführen, alle Ergebnisse in einer user-Nachricht anhängen.
        pass
    return {"antwort": None, "grund": "max_schritte",
            "schritte": max_schritte, "tokens": tokens, "kosten": kosten}
