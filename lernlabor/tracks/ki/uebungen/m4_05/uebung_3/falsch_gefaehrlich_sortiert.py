"""Regel 1: Du sortierst die übergebene Liste `gefaehrlich` an Ort
und Stelle und entfernst Doppelte daraus. Sie gehört dem, der `mit_freigabe` aufruft: Arbeite
mit einer Kopie, etwa `set(gefaehrlich)`.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    if isinstance(gefaehrlich, list):
        gefaehrlich[:] = sorted(set(gefaehrlich))
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
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
