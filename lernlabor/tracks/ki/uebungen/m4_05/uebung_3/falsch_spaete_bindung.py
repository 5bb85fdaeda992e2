"""Regel 2: Späte Bindung: Deine Hüllen entstehen im Rumpf der Schleife und lesen `name` erst beim
Aufruf, wenn die Schleifenvariable schon ihren letzten Wert hat. So fragt jede Hülle nach dem
letzten Tool und ruft es. Baue die Hülle in einer eigenen Funktion, die `name` und `tool` als
Parameter bekommt.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        def bewacht(**eingabe):
            try:
                antwort = frage(name, dict(eingabe))
            except Exception:
                antwort = None
            if antwort is not True:
                raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
            return werkzeuge[name](**eingabe)

        neu[name] = bewacht
    return neu
