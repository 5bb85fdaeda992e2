"""Regel 2: Nach einer Exception aus `frage` fragt deine Hülle noch einmal. Jeder Aufruf fragt
genau einmal: Wirft `frage`, ist das schon die Antwort, eine Ablehnung mit `PermissionError`.
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
            # Noch ein Versuch: Vielleicht war nur gerade niemand da.
            try:
                antwort = frage(name, dict(eingabe))
            except Exception:
                antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
