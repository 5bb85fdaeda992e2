"""Regel 4: Du lehnst sehr viele Runden mit einem `ValueError` ab, mit einer Obergrenze für
`runden`. Es gibt keine, und `kosten_der_aufgabe` rechnet die Prüfung auch mit 100.000 Runden:
Lass die Prüfung nach oben weg.
"""

def input_je_runde(runden, start, zuwachs):
    if runden < 1 or runden > 10_000 or start < 0 or zuwachs < 0:
        raise ValueError("ungueltig")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if runden < 1 or runden > 10_000 or start < 0 or zuwachs < 0:
        raise ValueError("ungueltig")
    if output_je_runde < 0:
        raise ValueError("output negativ")
    inp = sum(input_je_runde(runden, start, zuwachs))
    out = runden * output_je_runde
    dollar = inp / 1000 * preise["input"] + out / 1000 * preise["output"]
    return {"input": inp, "output": out, "dollar": dollar}
