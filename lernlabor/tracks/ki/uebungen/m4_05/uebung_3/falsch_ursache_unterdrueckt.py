"""Regel 3: Wirft das Tool, wirfst du seine Ausnahme mit `raise … from …` weiter (auch
`from None` zählt). Das Objekt ist dasselbe, aber du hast ihm eine Ursache eingetragen: `from x`
nennt eine, die es nicht gab, `from None` verschweigt, was davor geschah. Lass die Ausnahme
unverändert weitergehen: ein bloßes `raise`, oder gar kein `try` um `tool(**eingabe)`.
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
            raise fehler from None

    return bewacht
