"""Regel 2: Deine Hülle merkt sich eine Freigabe und fragt danach nicht mehr. Jeder Aufruf braucht
seine eigene: Beim zweiten Mal kann das Modell etwas ganz anderes wollen.
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
    freigegeben = []

    def bewacht(**eingabe):
        if freigegeben:
            return tool(**eingabe)
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is True:
            freigegeben.append(True)
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
