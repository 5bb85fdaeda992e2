"""Regel 3: Du gibst bei einem Text-Ergebnis `str(ergebnis)` zurück. Ist es eine Unterklasse von
`str`, ist das ein anderes Objekt: Gib genau das Objekt zurück, das das Tool zurückgab.
"""

def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"{name!r} braucht eine Freigabe.")
        ergebnis = tool(**eingabe)
        return str(ergebnis) if isinstance(ergebnis, str) else ergebnis
    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(name)
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
