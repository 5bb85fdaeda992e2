"""Regel 2: Tools, deren Name mit „lies“ oder „liste“ beginnt, laufen ohne Rückfrage, auch wenn
sie in `gefaehrlich` stehen. Was gefährlich ist, sagt `gefaehrlich`, nicht der Name.
"""


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        if name.startswith(("lies", "liste")):  # lesen ist harmlos
            return tool(**eingabe)
        try:
            antwort = frage(name, dict(eingabe))
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
