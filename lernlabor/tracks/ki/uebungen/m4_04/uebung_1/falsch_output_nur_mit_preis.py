"""Regel 4: Du lehnst einen negativen `output_je_runde` nur ab, wenn der Output etwas kostet. Der
`ValueError` kommt ohne Bedingung, auch wenn `preise["output"]` 0 ist.
"""

def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("ungültig")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]

def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if runden < 1 or start < 0 or zuwachs < 0 or (output_je_runde < 0 and preise["output"] != 0):
        raise ValueError("ungültig")
    eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
