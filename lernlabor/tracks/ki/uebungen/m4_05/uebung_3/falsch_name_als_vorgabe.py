def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        tool = werkzeuge[name]

        # Vorgabewerte binden name und tool sofort, nicht erst beim Aufruf.
        def bewacht(name=name, tool=tool, **eingabe):
            try:
                antwort = frage(name, dict(eingabe))
            except Exception:
                antwort = None
            if antwort is not True:
                raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
            return tool(**eingabe)

        neu[name] = bewacht
    return neu
