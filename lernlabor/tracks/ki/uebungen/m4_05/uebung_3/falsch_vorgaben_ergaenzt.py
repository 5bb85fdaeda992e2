"""Regel 2: Deine Hülle ergänzt im dict für `frage` die Vorgabewerte des Tools, die das Modell
nicht geschickt hat. `frage` soll genau das sehen, was kam, nicht mehr: Gib ihr nur die
Argumente, die die Hülle bekam.
"""

import inspect


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu


def vorgaben(tool):
    parameter = inspect.signature(tool).parameters.values()
    return {p.name: p.default for p in parameter if p.default is not p.empty}


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, {**vorgaben(tool), **eingabe})
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
