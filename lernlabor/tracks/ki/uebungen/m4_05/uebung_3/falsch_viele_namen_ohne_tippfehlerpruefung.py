"""Regel 5: Ab mehr als acht Namen in `gefaehrlich` nimmt ein „schneller Weg“ nur die bekannten und
übergeht einen Tippfehler, statt einen ValueError auszulösen.
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


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    neu = dict(werkzeuge)
    if len(gefaehrlich) > 8:
        # schneller Weg für große Listen: Schnittmenge statt Einzelprüfung
        for name in set(gefaehrlich) & set(werkzeuge):
            neu[name] = bewache(name, werkzeuge[name], frage)
        return neu
    fehlend = [n for n in gefaehrlich if n not in werkzeuge]
    if fehlend:
        raise ValueError(f"Unbekannte gefährliche Tools: {fehlend}")
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
