"""Regel 3: Deine Hüllen fragen nach dem richtigen Namen, rufen aber alle dasselbe Tool: das
zuletzt eingepackte. Du legst das Tool an der Klasse ab (`Tor.tool = ...`), und diesen einen
Platz teilen alle Hüllen; jede neue überschreibt ihn. Gib jeder Hülle ihr eigenes Tool:
`self.tool = tool` in `__init__`.
"""


class Tor:
    def __init__(self, name, tool, frage):
        self.name, self.frage = name, frage
        Tor.tool = staticmethod(tool)

    def __call__(self, /, **eingabe):
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
    return {n: Tor(n, t, frage) if n in gefaehrlich else t for n, t in werkzeuge.items()}
