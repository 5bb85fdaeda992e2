"""Regel 5: Bei einem unbekannten Namen bricht `werkzeuge[name]` mit `KeyError` ab, und der ist
keine Unterart von `ValueError`. Prüfe die Namen vorher und löse einen `ValueError` aus.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
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
