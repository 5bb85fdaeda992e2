"""Regel 2: Deine Hülle hat `name` als Parameter mit Vorgabewert (`def bewacht(name=name, ...)`).
Schickt das Modell selbst ein Argument `name`, etwa `loesche_datei(name='notizen.txt')`,
überschreibt es den Tool-Namen: `frage` erfährt nicht, welches Tool laufen will, und dem Tool
fehlt sein Argument. Die Hülle nimmt nur `**eingabe`; den Namen bindest du in einer eigenen
Funktion wie `bewache(name, tool, frage)`.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        tool = werkzeuge[name]

        # Vorgabewerte binden name und tool sofort, nicht erst beim Aufruf.
        def bewacht(name=name, tool=tool, **eingabe):
            try:
                antwort = frage(name, dict(eingabe))
            except Exception:
                antwort = None
            if antwort is not True:
                raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
            return tool(**eingabe)

        neu[name] = bewacht
    return neu
