"""Regel 2: Deine Hülle normalisiert Texte (`unicodedata.normalize`), bevor `frage` und das Tool
sie sehen. Ein zerlegtes `ü` (u und ¨ als zwei Zeichen) ist ein anderer Wert als ein
zusammengesetztes: Reiche die Werte unverändert weiter.
"""

import unicodedata


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu


def bewache(name, tool, frage):
    def bewacht(**roh):
        eingabe = {k: unicodedata.normalize("NFC", v) if isinstance(v, str) else v
                   for k, v in roh.items()}
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
