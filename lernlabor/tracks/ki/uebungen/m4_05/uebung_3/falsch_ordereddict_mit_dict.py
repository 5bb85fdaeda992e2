"""Regel 2: Du kopierst jedes dict-Argument mit `dict(v)`. Ein `OrderedDict` wird dabei zu einem
`dict`: Gib jeden Wert so weiter, wie er kam.
"""

def bewache(name, tool, frage):
    def bewacht(**eingabe):
        eingabe = {k: dict(v) if isinstance(v, dict) else v for k, v in eingabe.items()}
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
