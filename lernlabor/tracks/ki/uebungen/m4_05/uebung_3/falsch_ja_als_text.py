"""Regel 4: Deine Hülle lässt auch einen Text wie `'ja'` oder `'True'` als Freigabe gelten. Frei
gibt nur der Wert `True` selbst (`antwort is True`); ein Text ist eine Ablehnung, was immer
darin steht.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu


JA = {"ja", "j", "yes", "y", "true"}


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        frei = antwort is True or (isinstance(antwort, str) and antwort.strip().lower() in JA)
        if not frei:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
