"""Regel 4: Der Text deines `PermissionError` enthält den Namen des Tools nicht so, wie er in
`werkzeuge` steht. Schreib ihn unverändert hinein (`f"Das Tool {name} …"`): Das Modell liest die
Meldung und soll wissen, welches Tool abgelehnt wurde.
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
            raise PermissionError("Nicht freigegeben.")
        return tool(**eingabe)

    return bewacht
