"""Regel 2: `frage` bekommt nur die ersten sechs Argumente („übersichtlich für den Menschen“): Der
Rest bleibt dem Menschen verborgen.
"""


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(list(eingabe.items())[:6]))
        except Exception as fehler:
            raise PermissionError(f"{name!r}: Rückfrage fehlgeschlagen") from fehler
        if antwort is not True:
            raise PermissionError(f"{name!r} wurde nicht freigegeben.")
        return tool(**eingabe)

    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    fehlend = [n for n in gefaehrlich if n not in werkzeuge]
    if fehlend:
        raise ValueError(f"Unbekannte gefährliche Tools: {fehlend}")
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
