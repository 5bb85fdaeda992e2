"""Regel 3: Dein Tool bekommt die Argumente nach einem Weg über JSON (`json.dumps` und
`json.loads`): Aus einem Tupel wird eine Liste, aus einem Schlüssel `1` der Text `"1"`. Das ist
keine Kopie, die Werte sind andere. Ruf das Tool mit `tool(**eingabe)` auf, oder mit einer
tiefen Kopie (`copy.deepcopy`), wenn du es vor Änderungen schützen willst.
"""

import json


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
        return tool(**json.loads(json.dumps(eingabe, default=str)))

    return bewacht
