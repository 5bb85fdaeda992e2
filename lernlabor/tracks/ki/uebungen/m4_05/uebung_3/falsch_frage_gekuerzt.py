"""Regel 2: Deine Hülle kürzt lange Texte, bevor `frage` sie sieht. Was hinter der Schnittstelle
steht, prüft dann niemand, etwa ein `; rm -rf ~` nach 200 Leerzeichen, und das Tool bekommt es
trotzdem. Gib `frage` jeden Wert ganz, auch einen mit Tausenden Zeichen.
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
                    k: v[:200] + "…" if isinstance(v, str) and len(v) > 200 else v
                    for k, v in eingabe.items()
                },
            )
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
