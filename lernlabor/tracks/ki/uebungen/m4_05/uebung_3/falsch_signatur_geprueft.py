"""Regel 2: Deine Hülle prüft mit `inspect.signature(tool).bind(...)`, ob die Argumente zum
Tool passen, bevor sie fragt. Passt eines nicht, wirft sie den `TypeError`, ohne `frage` gefragt
zu haben. Die Hülle fragt zuerst, ganz gleich, welche Argumente kommen; passt dann ein Argument
nicht, wirft das freigegebene Tool selbst den `TypeError`, und der geht unverändert weiter
(Regel 3).
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


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        inspect.signature(tool).bind(**eingabe)  # ein falsches Argument: TypeError vor der Frage
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
