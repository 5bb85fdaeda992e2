"""Regel 2: Hat `frage` einmal eine Exception geworfen, sperrt deine Hülle das Tool für immer und
fragt nicht mehr. Jeder Aufruf fragt genau einmal, auch nach einer Exception: Beim nächsten
Mal kann jemand da sein, der zustimmt.
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
    gesperrt = []

    def bewacht(**eingabe):
        if gesperrt:
            raise PermissionError(f"Das Tool {name} ist gesperrt.")
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            gesperrt.append(True)
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.") from None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
