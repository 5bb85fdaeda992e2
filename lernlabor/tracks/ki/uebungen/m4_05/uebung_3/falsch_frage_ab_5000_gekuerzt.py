"""Regel 2: Deine Hülle kürzt lange Texte auf 5000 Zeichen, bevor `frage` sie sieht. Wer
zustimmt, muss alles sehen, was das Tool bekommt, auch einen Text mit einer Million Zeichen:
Gib `frage` die Argumente unverändert.
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
    def bewacht(**eingabe):
        gezeigt = {k: v[:5000] if isinstance(v, str) else v for k, v in eingabe.items()}
        try:
            antwort = frage(name, gezeigt)
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
