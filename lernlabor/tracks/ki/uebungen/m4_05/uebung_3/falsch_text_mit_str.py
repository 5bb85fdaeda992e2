"""Regel 2: Du machst aus jedem Text-Argument `str(v)`. Ist es eine Unterklasse von `str`, bekommen
`frage` und das Tool einen anderen Typ: Gib jeden Wert so weiter, wie er kam.
"""

def bewache(name, tool, frage):
    def bewacht(**eingabe):
        eingabe = {k: str(v) if isinstance(v, str) else v for k, v in eingabe.items()}
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"{name!r} braucht eine Freigabe.")
        return tool(**eingabe)
    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(name)
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
