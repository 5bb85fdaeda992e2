"""Regel 3: Späte Bindung: Deine Hüllen fragen nach dem richtigen Namen, rufen aber ein anderes
Tool, das letzte aus deiner Schleife. Sie lesen die Schleifenvariable `tool` erst beim Aufruf,
wenn die Schleife längst durch ist. Gib jeder Hülle ihr Tool als Parameter mit:
`bewache(name, tool, frage)`.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")

    def bewache(name):
        def bewacht(**eingabe):
            try:
                antwort = frage(name, dict(eingabe))
            except Exception:
                antwort = None
            if antwort is not True:
                raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
            return tool(**eingabe)

        return bewacht

    neu = dict(werkzeuge)
    for name, tool in werkzeuge.items():  # noqa: B007 – bewacht liest tool erst später
        if name in gefaehrlich:
            neu[name] = bewache(name)
    return neu
