"""Regel 2: Ab mehr als zehn Tools entstehen die Hüllen als lambda in einer Comprehension: Spät
gebunden fragt jede mit dem letzten Namen und ruft dessen Tool.
"""


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception as fehler:
            raise PermissionError(f"{name!r}: Rückfrage fehlgeschlagen") from fehler
        if antwort is not True:
            raise PermissionError(f"{name!r} wurde nicht freigegeben.")
        return tool(**eingabe)

    return bewacht


def _frag_und_lauf(name, tool, frage, eingabe):
    return bewache(name, tool, frage)(**eingabe)


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    fehlend = [n for n in gefaehrlich if n not in werkzeuge]
    if fehlend:
        raise ValueError(f"Unbekannte gefährliche Tools: {fehlend}")
    gef = set(gefaehrlich)
    if len(werkzeuge) > 10:
        namen = [n for n in werkzeuge if n in gef]
        neu = dict(werkzeuge)
        for n in namen:
            neu[n] = None
        huellen = [lambda **e: _frag_und_lauf(n, werkzeuge[n], frage, e) for n in namen]  # noqa: B023
        neu.update(zip(namen, huellen, strict=True))
        return neu
    neu = dict(werkzeuge)
    for name in gef:
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
