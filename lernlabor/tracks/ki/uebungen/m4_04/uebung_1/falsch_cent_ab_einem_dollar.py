"""Regel 3: Du rundest Beträge ab einem Dollar auf Cent (`round(dollar, 2)`). Regel 3 verlangt
den Betrag auf das 10⁻⁹-Fache genau, bei jeder Größe: Runde nicht.
"""

def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("ungültig")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("output negativ")
    inp = sum(input_je_runde(runden, start, zuwachs))
    out = runden * output_je_runde
    dollar = inp / 1000 * preise["input"] + out / 1000 * preise["output"]
    return {"input": inp, "output": out, "dollar": round(dollar, 2) if dollar >= 1 else dollar}
