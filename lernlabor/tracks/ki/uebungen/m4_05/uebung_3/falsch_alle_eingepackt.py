"""Regel 1: Du packst jedes Tool ein, auch die harmlosen. Die übernimmst du unverändert (dasselbe
Funktionsobjekt); nur die Namen aus `gefaehrlich` bekommen eine Hülle.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in werkzeuge:
        neu[name] = bewache(name, werkzeuge[name], frage if name in gefaehrlich else None)
    return neu


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        if frage is None:
            return tool(**eingabe)
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
