"""Regel 3: Deine Hülle kürzt ein Ergebnis mit mehr als 5000 Zeichen. Auch eine hohe Grenze
ist eine Grenze: Das Tor reicht jedes Ergebnis unverändert weiter, auch einen Text mit einer
Million Zeichen. Kürzen ist Sache der Schleife (M4·03): Gib `tool(**eingabe)` so zurück, wie
es kommt.
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
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        ergebnis = tool(**eingabe)
        if isinstance(ergebnis, str) and len(ergebnis) > 5000:
            return ergebnis[:5000]
        return ergebnis

    return bewacht
