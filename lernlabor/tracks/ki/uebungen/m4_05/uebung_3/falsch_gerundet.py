"""Regel 2: Deine Hülle rundet Kommazahlen, bevor `frage` sie sieht: Aus `19.999` wird `20.0`.
Gib `frage` jeden Wert so, wie er kam; das Tool bekommt ihn ja auch ungerundet.
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
            antwort = frage(
                name, {k: round(v, 2) if isinstance(v, float) else v for k, v in eingabe.items()}
            )
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
