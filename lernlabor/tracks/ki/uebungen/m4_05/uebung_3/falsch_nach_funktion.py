"""Regel 1: Du erkennst gefährliche Tools an der Funktion statt am Namen. Steht dieselbe Funktion
auch unter einem harmlosen Namen, bekommt sie dort ebenfalls eine Hülle. Welche Tools gefährlich
sind, sagen die Namen in `gefaehrlich`: Prüfe `name in gefaehrlich`.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    gefaehrliche = [werkzeuge[name] for name in gefaehrlich]
    neu = {}
    for name, tool in werkzeuge.items():
        if any(tool is g for g in gefaehrliche):
            neu[name] = bewache(name, tool, frage)
        else:
            neu[name] = tool
    return neu


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
