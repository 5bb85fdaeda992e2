"""Regel 4: Deine Hülle lässt das Tool auch bei Antworten laufen, die nicht `True` sind, etwa bei
`1` oder einem Text wie `'nein'`. Frei gibt nur `antwort is True` (Regel 3); jede andere Antwort
ist eine Ablehnung (fail closed).
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
            antwort = False
        if not antwort:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
