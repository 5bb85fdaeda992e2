"""Regel 5: Erst ab vielen Runden rechnest du die Summe mit einer Formel über `/`, also als `float`,
und machst danach ein `int` daraus: Über 2**53 ist sie dann nicht mehr genau. Teile mit `//` (die
Summe ist immer ganz) oder summiere die Liste, bei jeder Zahl von Runden.
"""

def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("ungültige Last")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if runden < 1 or start < 0 or zuwachs < 0 or output_je_runde < 0:
        raise ValueError("ungültige Last")
    if runden > 1000:
        inp = int(runden * start + zuwachs * (runden * (runden - 1) / 2))
    else:
        inp = sum(input_je_runde(runden, start, zuwachs))
    out = runden * output_je_runde
    dollar = inp / 1000 * preise["input"] + out / 1000 * preise["output"]
    return {"input": inp, "output": out, "dollar": dollar}
