"""Regel 4: Deine Hülle lehnt nur bei `False` ab und lässt das Tool bei jeder anderen Antwort
laufen, auch bei `None`, `0` oder `'nein'`. Umgekehrt ist es sicher: Frei gibt nur `antwort is
True`, alles andere ist eine Ablehnung (fail closed).
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
        if antwort is False:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
