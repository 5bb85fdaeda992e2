"""Regel 2: Deine Hülle normalisiert Texte nur für `frage` (`unicodedata.normalize`). Ein
zerlegtes `ü` (u und ¨ als zwei Zeichen) sieht aus wie ein ganzes, ist aber ein anderer Wert,
und das Tool bekommt das Original. Gib `frage` die Werte unverändert.
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
    def bewacht(**eingabe):
        try:
            antwort = frage(
                name,
                {
                    k: unicodedata.normalize("NFC", v) if isinstance(v, str) else v
                    for k, v in eingabe.items()
                },
            )
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
