"""Regel 3: Dein `try` umschließt auch das Tool, dein `except` fängt also auch, was das Tool
wirft. Fange nur Fehler aus `frage` ab.
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
        try:
            if frage(name, dict(eingabe)) is True:
                return tool(**eingabe)
        except Exception:
            pass
        raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")

    return bewacht
