"""Regel 2: `frage` bekommt bei dir nicht den Namen, unter dem das Tool in `werkzeuge` steht,
sondern einen anderen, etwa `tool.__name__`. Eine Funktion kann anders heißen als ihr Schlüssel
(eine `lambda` heißt immer `'<lambda>'`): Nimm den Schlüssel aus `werkzeuge`.
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
    name = tool.__name__

    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
