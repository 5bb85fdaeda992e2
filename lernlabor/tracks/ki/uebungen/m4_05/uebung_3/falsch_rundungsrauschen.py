"""Regel 2: Du rundest jede Kommazahl mit `round(v, 10)`, um Rundungsrauschen zu „säubern“: Aus
`0.1 + 0.2` wird `0.3`, aus `1e-12` wird `0.0`. Gib `frage` und dem Tool jeden Wert so, wie er kam.
"""

def bewache(name, tool, frage):
    def bewacht(**eingabe):
        eingabe = {k: round(v, 10) if isinstance(v, float) else v for k, v in eingabe.items()}
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
