"""Regel 2: Deine Hülle streicht Leerzeichen aus den Namen der Argumente. Aus `" name"` wird so
`"name"`, und steht beides da, geht ein Wert verloren: `frage` und das Tool bekommen die
Argumente mit genau den Namen, mit denen sie kamen.
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
        eingabe = {k.strip(): v for k, v in roh.items()}
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
