"""Regel 4: Du prüfst `output_je_runde` erst nach der Schleife über die Runden. Bei riesigem
`runden` kommt der `ValueError` dann nie: Prüfe alle Zahlen, bevor du rechnest.
"""
def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("runden >= 1, start und zuwachs >= 0")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("ungültig")
    eingabe = 0
    ausgabe = 0
    for k in range(1, runden + 1):
        eingabe += start + (k - 1) * zuwachs
        ausgabe += output_je_runde
    if output_je_runde < 0:
        raise ValueError("output_je_runde >= 0")
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
