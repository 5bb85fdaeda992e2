"""Regel 3: Wirft das Tool, fängst du seine Ausnahme und wirfst eine neue derselben Art; auch mit
demselben Text ist sie nicht dieselbe. Verlangt ist das Objekt des Tools, mit seiner
Aufrufkette: Lass es einfach durch (kein `try` um den Aufruf des Tools, oder im `except` nur
`raise`).
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
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        try:
            return tool(**eingabe)
        except Exception as fehler:
            raise type(fehler)(*fehler.args) from None

    return bewacht
