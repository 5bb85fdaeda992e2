"""Regel 4: Bei einer Ablehnung gibst du einen Text zurück, statt einen `PermissionError` zu
werfen. Ohne Ausnahme macht `tool_result_fuer` kein Ergebnis mit `is_error` daraus, und das
Modell hält die Ablehnung für einen Erfolg.
"""

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
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            return f"Das Tool {name} wurde nicht freigegeben und lief nicht."
        return tool(**eingabe)

    return bewacht
