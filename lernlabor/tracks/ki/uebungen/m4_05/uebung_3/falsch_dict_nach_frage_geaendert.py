"""Regel 2: Deine Hülle ändert das dict, das sie `frage` gab, nachdem `frage` antwortete (hier mit
`pop`). `frage` darf es behalten: Gib jeder Rückfrage ihr eigenes dict, etwa `dict(eingabe)`,
und ändere es danach nicht.
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
            antwort = frage(name, eingabe)
        except Exception:
            antwort = None
        eingabe.pop("bestaetigt", None)  # das entscheidet frage, nicht das Modell
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
