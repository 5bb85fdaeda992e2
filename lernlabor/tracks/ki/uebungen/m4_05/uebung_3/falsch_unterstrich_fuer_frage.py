"""Regel 2: Du lässt im dict für `frage` Argumente weg, deren Name mit `_` beginnt (etwa
`_quelle`). Das Tool bekommt sie trotzdem, der Mensch sieht sie aber nicht, bevor er zustimmt.
Gib `frage` alle Argumente: `frage(name, dict(eingabe))`.
"""


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, {k: v for k, v in eingabe.items() if not k.startswith("_")})
        except Exception:
            antwort = None
        if antwort is True:
            return tool(**eingabe)
        raise PermissionError(f"Tool {name} wurde nicht freigegeben")

    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(f"unbekanntes Tool: {name}")
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
