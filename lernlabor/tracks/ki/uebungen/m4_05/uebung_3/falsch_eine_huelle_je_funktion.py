"""Regel 2: Du baust für jede Funktion nur eine Hülle, mit dem ersten gefährlichen Namen, unter
dem sie steht. Steht dieselbe Funktion unter zwei gefährlichen Namen, fragt die Hülle beim
zweiten mit dem falschen Namen. Baue für jeden Namen in `gefaehrlich` eine eigene Hülle.
"""


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    huellen = {}  # eine Hülle je Funktion
    for name in gefaehrlich:
        tool = werkzeuge[name]
        if id(tool) not in huellen:
            huellen[id(tool)] = bewache(name, tool, frage)
        neu[name] = huellen[id(tool)]
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
