"""Regel 4: `antwort == True` gilt auch für `1` und `1.0`, denn in Python ist `True == 1`.
Frei gibt nur `antwort is True` (Regel 3), jede andere Antwort ist eine Ablehnung: Vergleiche
mit `is True`.
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
            antwort = None
        if antwort == True:  # noqa: E712
            return tool(**eingabe)
        raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")

    return bewacht
