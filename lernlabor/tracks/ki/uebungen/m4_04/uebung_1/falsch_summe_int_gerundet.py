"""Regel 5: Bei so großen Zahlen rundet float: Ab 2**53 stellt eine Kommazahl nicht mehr jede ganze
Zahl dar. `int(...)` um eine Kommazahl macht sie nicht wieder genau.
"""

def input_je_runde(runden, start, zuwachs):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0:
        raise ValueError("start und zuwachs dürfen nicht negativ sein.")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    input_je_runde(runden, start, zuwachs)  # prüft die Eingaben
    if output_je_runde < 0:
        raise ValueError("output_je_runde darf nicht negativ sein.")
    eingabe = int(runden * start + zuwachs * runden * (runden - 1) / 2)
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
