"""Regel 1: `werkzeuge.copy()` (wie `werkzeuge | {...}`) gibt ein Objekt vom Typ von
`werkzeuge` zurück: Ist `werkzeuge` ein `OrderedDict`, ist es auch dein Ergebnis. Verlangt ist
genau ein `dict`: Baue es mit `dict(werkzeuge)`.
"""


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = werkzeuge.copy()
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
        return tool(**eingabe)

    return bewacht
