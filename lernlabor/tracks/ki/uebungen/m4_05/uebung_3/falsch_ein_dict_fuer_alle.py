"""Regel 2: Deine Hülle gibt `frage` bei jeder Rückfrage dasselbe dict
und füllt es für die nächste neu. Behält `frage` die dicts (etwa für ein Protokoll), ändern
sich so die früheren Einträge: Gib jeder Rückfrage ein eigenes dict, etwa `dict(eingabe)`.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu


def bewache(name, tool, frage):
    puffer = {}

    def bewacht(**eingabe):
        puffer.clear()
        puffer.update(eingabe)
        try:
            antwort = frage(name, puffer)
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
