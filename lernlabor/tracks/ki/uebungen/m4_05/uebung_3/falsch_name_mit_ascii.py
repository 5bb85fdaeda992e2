"""Regel 4: In deiner Ablehnung steht der Name des Tools nicht so, wie er in `werkzeuge`
steht: Aus `lösche_datei` wird etwas anderes. Der Name muss unverändert im Text stehen; ersetze
oder maskiere keine Zeichen (etwa mit `{name!a}` oder `encode("ascii", …)`), schreib einfach
`{name}`.
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
            raise PermissionError(f"Das Tool {name!a} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
