"""Regel 2: Deine Hülle macht aus einer ganzen Kommazahl wie `1.0` ein `int`. Verlangt ist
derselbe Wert vom selben Typ: `1.0` bleibt `1.0`. Gib `frage` die Werte so, wie sie kamen.
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
                name,
                {
                    k: int(v) if isinstance(v, float) and v.is_integer() else v
                    for k, v in eingabe.items()
                },
            )
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
