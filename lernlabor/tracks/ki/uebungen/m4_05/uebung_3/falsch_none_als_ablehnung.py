"""Regel 3: Du erkennst eine Ablehnung daran, dass kein Ergebnis da ist (`None`). Ein freigegebenes
Tool darf aber `None` zurückgeben: Dann lief es, und `None` ist sein Ergebnis. Entscheide nach
der Antwort von `frage`, nicht nach dem Ergebnis des Tools.
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
        ergebnis = None
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is True:
            ergebnis = tool(**eingabe)
        if ergebnis is None:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return ergebnis

    return bewacht
