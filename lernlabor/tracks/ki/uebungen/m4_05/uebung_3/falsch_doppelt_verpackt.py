"""Regel 2: Deine Hülle fragt in einem Aufruf mehr als einmal. Ein Grund kann sein, dass sie
nicht das Tool ruft, sondern wieder eine Hülle (`neu[name]` statt `werkzeuge[name]`), etwa weil
ein Name doppelt in `gefaehrlich` steht. Frag in jeder Hülle genau einmal und bewache immer das
Original aus `werkzeuge`.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        neu[name] = bewache(name, neu[name], frage)
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
