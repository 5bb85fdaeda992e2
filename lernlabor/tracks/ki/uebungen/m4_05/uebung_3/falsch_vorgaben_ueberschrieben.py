"""Regel 2: Deine Hülle zeigt `frage` die Vorgabewerte aus der Signatur des Tools statt der
Werte, die kamen. Schickt das Modell `papierkorb=False`, sieht der Mensch `True` und gibt etwas
frei, das er so nie freigeben würde. Gib `frage` genau die Argumente, die die Hülle bekam.
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
            antwort = frage(name, {**eingabe, **vorgaben(tool)})
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
