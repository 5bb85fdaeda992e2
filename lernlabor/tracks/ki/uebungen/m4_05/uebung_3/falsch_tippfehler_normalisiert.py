"""Regel 5: Du vergleichst die Namen aus `gefaehrlich` erst nach `unicodedata.normalize`. Die
Normalisierung macht verschiedene Zeichen gleich: NFKC macht aus einem `l` in voller Breite `ｌ`
(U+FF4C) ein `l`, schon NFC aus dem Ohm-Zeichen `Ω` (U+2126) das griechische Omega `Ω` (U+03A9).
So gilt ein Name als bekannt, der in `werkzeuge` gar nicht steht. Das ist ein anderer Name, und
`mit_freigabe` muss einen `ValueError` auslösen. Vergleiche die Namen genau so, wie sie
geschrieben sind.
"""

import unicodedata


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    norm = {unicodedata.normalize("NFKC", n): n for n in werkzeuge}
    unbekannt = {n for n in gefaehrlich if unicodedata.normalize("NFKC", n) not in norm}
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        echt = norm[unicodedata.normalize("NFKC", name)]
        neu[echt] = bewache(echt, werkzeuge[echt], frage)
    return neu


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
