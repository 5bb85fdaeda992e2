"""Regel 4: In deiner Ablehnung steht der Name des Tools in einer anderen Unicode-Form: Du
normalisierst ihn (`unicodedata.normalize` mit NFD oder NFKD), und aus dem `ö` in `lösche_datei` werden
zwei Zeichen, `o` und `¨`. Es sieht gleich aus, ist aber ein anderer Text, und der Name steht
nicht mehr darin. Schreib den Namen unverändert in den Text, einfach `{name}`.
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
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(
                f"Das Tool {unicodedata.normalize('NFD', name)} wurde nicht freigegeben und lief nicht."
            )
        return tool(**eingabe)

    return bewacht
