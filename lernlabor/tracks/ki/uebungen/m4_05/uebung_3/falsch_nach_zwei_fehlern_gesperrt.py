"""Regel 2: Hat `frage` zweimal hintereinander eine Exception geworfen, sperrt deine Hülle das
Tool und fragt nicht mehr. Jeder Aufruf fragt genau einmal, auch nach vielen Exceptions in
Folge: Beim nächsten Mal kann jemand da sein, der zustimmt. Lass den Zähler weg.
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
    fehler = 0

    def bewacht(**eingabe):
        nonlocal fehler
        if fehler >= 2:
            raise PermissionError(f"Das Tool {name} ist gesperrt.")
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            fehler += 1
            antwort = None
        else:
            fehler = 0
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
