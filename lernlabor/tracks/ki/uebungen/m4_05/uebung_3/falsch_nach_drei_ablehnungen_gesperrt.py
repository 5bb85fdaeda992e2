"""Regel 2: Nach drei Ablehnungen in Folge lehnt deine Hülle ab, ohne noch zu fragen. Jeder
Aufruf fragt genau einmal, auch nach vielen Ablehnungen hintereinander: Beim nächsten Mal kann
`frage` zustimmen. Lass den Zähler weg.
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
    ablehnungen = 0

    def bewacht(**eingabe):
        nonlocal ablehnungen
        if ablehnungen >= 3:
            raise PermissionError(f"Das Tool {name} ist gesperrt.")
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            ablehnungen += 1
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        ablehnungen = 0
        return tool(**eingabe)

    return bewacht
