def mit_freigabe(werkzeuge, gefaehrlich, frage):
    fehlt = [name for name in gefaehrlich if name not in werkzeuge]
    if fehlt:
        raise ValueError(f"Unknown tools: {fehlt}")
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, eingabe)
        except Exception:
            antwort = None
        if antwort is True:
            return tool(**eingabe)
        raise PermissionError(f"Permission denied: {name} was not approved.")

    return bewacht
