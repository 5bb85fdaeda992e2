"""Regel 1: Deine Liste hat bei vielen Runden zu wenige Einträge: Du kappst sie bei einer festen
Zahl von Runden. Verlangt ist ein Eintrag für jede Runde `k = 1` bis `runden`, wie groß `runden`
auch ist: Lass die Grenze weg.
"""


def input_je_runde(runden, start, zuwachs):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0:
        raise ValueError("start und zuwachs dürfen nicht negativ sein.")
    return [start + (k - 1) * zuwachs for k in range(1, min(runden, 1000) + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("output_je_runde darf nicht negativ sein.")
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0:
        raise ValueError("start und zuwachs dürfen nicht negativ sein.")
    eingabe = runden * start + zuwachs * (runden * (runden - 1) // 2)
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
