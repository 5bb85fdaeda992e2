"""Regel 2: Deine Hülle normalisiert den Namen des Tools (`unicodedata.normalize`), bevor sie
`frage` fragt. Manche Buchstaben ersetzt schon NFC durch andere, etwa das Ohm-Zeichen `Ω`
(U+2126) durch das griechische `Ω` (U+03A9): Dann bekommt `frage` einen Namen, den es in
`werkzeuge` nicht gibt. Gib `frage` den Namen genau so, wie er in `werkzeuge` steht.
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
            antwort = frage(unicodedata.normalize("NFC", name), dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
