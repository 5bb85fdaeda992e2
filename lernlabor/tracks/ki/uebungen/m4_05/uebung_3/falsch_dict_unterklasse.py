"""Regel 1: Du gibst eine Unterklasse von `dict` zurück, die erst beim Nachschlagen mit `[...]`
einpackt; gespeichert sind die Originale. `.get(...)`, `.values()` oder `dict(...)` holen sie
ohne Hülle heraus, und das Tool läuft ohne Frage. Gib ein gewöhnliches dict zurück, in dem
jedes gefährliche Tool schon in seiner Hülle steht.
"""


class Bewacht(dict):
    def __init__(self, werkzeuge, gefaehrlich, frage):
        super().__init__(werkzeuge)
        self.gefaehrlich, self.frage = set(gefaehrlich), frage

    def __getitem__(self, name):
        tool = super().__getitem__(name)
        return bewache(name, tool, self.frage) if name in self.gefaehrlich else tool


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    return Bewacht(werkzeuge, gefaehrlich, frage)


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
