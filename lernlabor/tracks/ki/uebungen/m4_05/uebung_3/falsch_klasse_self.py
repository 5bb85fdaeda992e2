"""Regel 2: Dein `__call__(self, **eingabe)` nimmt ein Argument `self` vom Modell
nicht ins dict, sondern stößt mit dem eigenen `self` zusammen: Der Aufruf endet mit einem
`TypeError`, ohne dass `frage` gefragt wird. Schreibe `def __call__(self, /, **eingabe)`: Vor
dem `/` ist `self` nur als Position zu haben.
"""

class Bewacht:
    def __init__(self, name, tool, frage):
        self.name, self.tool, self.frage = name, tool, frage

    def __call__(self, **eingabe):
        try:
            antwort = self.frage(self.name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {self.name} wurde nicht freigegeben und lief nicht.")
        return self.tool(**eingabe)


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        neu[name] = Bewacht(name, werkzeuge[name], frage)
    return neu
