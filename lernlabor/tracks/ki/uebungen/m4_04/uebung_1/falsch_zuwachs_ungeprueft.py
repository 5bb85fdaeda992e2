"""Regel 4: Eine der Zahlen ist negativ, und trotzdem rechnet deine Funktion: Prüfe jede Zahl, auch
`zuwachs`.
"""

def input_je_runde(runden, start, zuwachs):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0:
        raise ValueError("start und zuwachs dürfen nicht negativ sein.")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if runden < 1 or start < 0 or output_je_runde < 0:
        raise ValueError("runden ab 1, start und output_je_runde ab 0")
    eingabe = runden * start + zuwachs * runden * (runden - 1) // 2
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
