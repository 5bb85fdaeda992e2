"""Regel 1: Dein zweiter Aufruf ändert die Liste, die der erste zurückgab: Du gibst dieselbe Liste
geleert und neu gefüllt zurück, oder du leerst die gemerkte Liste des vorigen Aufrufs. Wer das erste
Ergebnis noch hält, findet es dann verändert. Baue bei jedem Aufruf eine neue Liste und fass die
alten nicht mehr an.
"""

_RUNDEN = []


def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("runden ab 1, start und zuwachs ab 0")
    _RUNDEN.clear()
    _RUNDEN.extend(start + (k - 1) * zuwachs for k in range(1, runden + 1))
    return _RUNDEN


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("output_je_runde ab 0")
    eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
