"""Regel 2: Du kopierst jedes Listen-Argument mit `list(v)`. Eine Unterklasse von `list` wird dabei
zu einer `list`: Gib jeden Wert so weiter, wie er kam (eine tiefe Kopie behielte den Typ).
"""

def bewache(name, tool, frage):
    def bewacht(**eingabe):
        eingabe = {k: list(v) if isinstance(v, list) else v for k, v in eingabe.items()}
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
