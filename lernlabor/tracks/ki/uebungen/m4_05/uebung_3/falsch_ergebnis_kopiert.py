"""Regel 3: Deine Hülle gibt eine Kopie des Ergebnisses zurück (etwa mit `copy.copy` oder
`copy.deepcopy`), nicht das Objekt, das das Tool zurückgab. Der Wert sieht gleich aus, aber es ist
ein anderes Objekt: Wer es ändert, ändert nicht mehr das, was das Tool geliefert hat. Gib
`tool(**eingabe)` selbst zurück.
"""

import copy


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
        return copy.deepcopy(tool(**eingabe))

    return bewacht
