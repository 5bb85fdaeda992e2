"""Regel 5: Erst ab einigen Runden rechnest du über `float` (etwa mit `float(zuwachs)`). Ein `float`
hält nur 53 Bit: Über 2**53 rundet er die Tokenzahlen, und `int(...)` danach macht sie nicht wieder
genau. Rechne bei jeder Zahl von Runden nur mit `int`.
"""

def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("ungültige Last")
    if runden <= 3:
        return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]
    schritt = float(zuwachs)
    return [int(start + (k - 1) * schritt) for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("negativer Output")
    inp = sum(input_je_runde(runden, start, zuwachs))
    out = runden * output_je_runde
    dollar = inp / 1000 * preise["input"] + out / 1000 * preise["output"]
    return {"input": inp, "output": out, "dollar": dollar}
