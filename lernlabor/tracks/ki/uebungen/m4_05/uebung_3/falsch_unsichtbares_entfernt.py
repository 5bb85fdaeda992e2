"""Regel 2: Deine Hülle entfernt unsichtbare Zeichen (etwa U+200B) aus den Werten, bevor `frage`
sie sieht. Das Tool bekommt sie trotzdem: `frage` gibt `notizen.txt` frei, geschrieben wird
eine andere Datei. Gib `frage` die Werte so, wie sie kamen.
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
                    k: "".join(z for z in v if z.isprintable() or z in "\n\t")
                    if isinstance(v, str)
                    else v
                    for k, v in eingabe.items()
                },
            )
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
