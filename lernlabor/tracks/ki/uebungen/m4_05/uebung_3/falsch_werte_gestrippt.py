"""Regel 2: Deine Hülle streicht Leerzeichen am Rand der Werte (`strip`), bevor `frage` und das
Tool sie sehen. Gib beiden die Werte so, wie sie kamen: Auch ein Leerzeichen kann zum Wert
gehören, und `frage` soll prüfen, was wirklich ankam.
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
    def bewacht(**roh):
        eingabe = {k: v.strip() if isinstance(v, str) else v for k, v in roh.items()}
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
