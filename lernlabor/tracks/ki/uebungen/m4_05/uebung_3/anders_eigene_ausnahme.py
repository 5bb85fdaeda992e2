class NichtFreigegeben(PermissionError):
    """Eine Ablehnung des Tors; der Text nennt das Tool."""

    def __init__(self, name, grund):
        super().__init__(f"{name}: {grund}")
        self.name = name

    def __str__(self):
        return f"Abgelehnt, {super().__str__()}"


class UnbekanntesTool(KeyError, ValueError):
    """Ein unbekannter Name ist beides: ein fehlender Schlüssel und ein falscher Wert."""


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise UnbekanntesTool(f"Kein Tool namens {name!r}.")
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = _tor(name, werkzeuge[name], frage)
    return neu


def _tor(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, eingabe)
        except Exception as fehler:
            grund = f"die Rückfrage scheiterte ({type(fehler).__name__})"
            raise NichtFreigegeben(name, grund) from None
        if antwort is not True:
            raise NichtFreigegeben(name, f"keine Freigabe (Antwort {antwort!r})")
        return tool(**eingabe)

    return bewacht
