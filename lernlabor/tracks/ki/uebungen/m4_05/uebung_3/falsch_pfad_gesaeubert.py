"""Regel 2: Deine Hülle streicht `"../"` aus den Werten, bevor `frage` und das Tool sie sehen.
Wer freigibt, muss genau das sehen, was das Modell schickte, und das Tool bekommt dieselben
Argumente: Ändere keinen Wert. Ob ein Pfad erlaubt ist, entscheidet `frage`.
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
    def bewacht(**roh):
        eingabe = {k: v.replace("../", "") if isinstance(v, str) else v for k, v in roh.items()}
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
