"""Regel 2: Nach einer Antwort, die nicht `True` ist, fragt deine Hülle noch einmal. Jeder Aufruf
fragt genau einmal: Jede andere Antwort ist schon die Ablehnung.
"""

def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
            if antwort is not True:
                antwort = frage(name, dict(eingabe))  # zweite Chance
        except Exception:
            antwort = None
        if antwort is True:
            return tool(**eingabe)
        raise PermissionError(f"{name} nicht freigegeben")
    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(name)
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
