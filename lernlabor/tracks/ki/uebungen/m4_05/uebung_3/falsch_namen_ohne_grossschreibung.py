"""Regel 5: Du vergleichst die Namen aus `gefaehrlich` ohne Groß- und Kleinschreibung (`lower()`
oder `casefold()`). Dann gilt `Sende_mail` als bekannt, obwohl das Tool `sende_mail` heißt, und
`casefold()` macht sogar das Ohm-Zeichen `Ω` (U+2126) und das griechische Omega `Ω` (U+03A9) zum
selben `ω`. Das sind andere Namen, und `mit_freigabe` muss einen `ValueError` auslösen.
Vergleiche die Namen genau so, wie sie geschrieben sind: `name in werkzeuge`.
"""


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    klein = {n.casefold(): n for n in werkzeuge}
    unbekannt = {n for n in gefaehrlich if n.casefold() not in klein}
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        echt = klein[name.casefold()]
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
