"""Regel 1: Du gibst die gemerkte Liste selbst heraus, solange sie noch stimmt; nur wenn der
Aufrufer sie geändert hat, baust du eine neue. Zwei Aufrufe hintereinander teilen so dieselbe
Liste, und was der Aufrufer an die eine hängt, steht in der anderen: Baue bei jedem Aufruf eine
neue Liste.
"""

# Nur der letzte Aufruf bleibt gemerkt: So antwortet jeder Fall gleich, in welcher Reihenfolge
# die Fälle auch laufen (der Fehler zeigt sich zwischen den Aufrufen eines Falls).
_letzter = None


def input_je_runde(runden, start, zuwachs):
    global _letzter
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("runden ab 1, start und zuwachs ab 0")
    liste = [start + (k - 1) * zuwachs for k in range(1, runden + 1)]
    if _letzter is not None and _letzter[0] == (runden, start, zuwachs) and _letzter[1] == liste:
        return _letzter[1]
    _letzter = ((runden, start, zuwachs), liste)
    return liste


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if runden < 1 or start < 0 or zuwachs < 0 or output_je_runde < 0:
        raise ValueError("runden ab 1, start, zuwachs und output_je_runde ab 0")
    eingabe = runden * start + zuwachs * runden * (runden - 1) // 2
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
