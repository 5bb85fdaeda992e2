"""Regel 1: Du kopierst `werkzeuge` „zur Sicherheit“ mit `copy.deepcopy`. Funktionen lässt das,
wie sie sind, aber eine gebundene Methode oder ein `functools.partial` wird dabei ein anderes
Objekt.
"""

import copy


def bewache(name, tool, frage):
    def bewacht(**eingabe):
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
    neu = dict(copy.deepcopy(werkzeuge))
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
