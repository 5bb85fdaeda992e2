"""Regel 6: Erst ab einigen Runden liest du die Preise mit `preise.values()`, also in der Reihenfolge
des dicts, und die ist nicht festgelegt: Steht `"output"` vorn, vertauschst du die Preise. Lies
`preise["input"]` und `preise["output"]` bei jeder Zahl von Runden über ihre Schlüssel.
"""

def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("ungültige Last")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("negativer Output")
    inp = sum(input_je_runde(runden, start, zuwachs))
    out = runden * output_je_runde
    if runden >= 3:
        p_in, p_out = preise.values()
    else:
        p_in, p_out = preise["input"], preise["output"]
    dollar = inp / 1000 * p_in + out / 1000 * p_out
    return {"input": inp, "output": out, "dollar": dollar}
