"""Regel 3: Deine Hülle kürzt ein langes Ergebnis des Tools. Das Tor entscheidet nur, ob das Tool
laufen darf; was es zurückgibt, reicht die Hülle unverändert weiter, auch Tausende Zeichen.
Kürzen ist Sache der Schleife, die das Ergebnis ans Modell schickt (M4·03): Gib
`tool(**eingabe)` so zurück, wie es kommt.
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
        # Wie in M4·03: Ein langes Ergebnis füllt sonst das Kontextfenster.
        if isinstance(ergebnis, str) and len(ergebnis) > 2000:
            return ergebnis[:2000]
        return ergebnis

    return bewacht
