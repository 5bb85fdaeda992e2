class Freigabe:
    """Eine Hülle um ein Tool: ruft es erst nach einer Rückfrage auf."""

    def __init__(self, name, tool, frage):
        self.name = name
        self.tool = tool
        self.frage = frage

    def __call__(self, /, **eingabe):  # self nur als Position: ein Argument self stört nicht
        try:
            antwort = self.frage(self.name, dict(eingabe))
        except Exception:
            antwort = "Fehler"
        if antwort is True:
            return self.tool(**eingabe)
        raise PermissionError(f"Das Tool {self.name} braucht eine Freigabe (Antwort: {antwort!r}).")


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    tippfehler = [name for name in gefaehrlich if name not in werkzeuge]
    if tippfehler:
        raise ValueError(f"Unbekannte Tools: {tippfehler}")
    neu = dict(werkzeuge)
    neu.update({name: Freigabe(name, werkzeuge[name], frage) for name in gefaehrlich})
    return neu
