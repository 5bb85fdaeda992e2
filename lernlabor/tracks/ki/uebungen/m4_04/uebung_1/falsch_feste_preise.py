"""Regel 3: Du rechnest mit festen Preisen (etwa `PREIS_JE_1K` aus der Lektion), nicht mit `preise`
aus dem Aufruf. Nimm `preise["input"]` und `preise["output"]`: Jeder Aufruf bringt seine Preise
mit.
"""

PREIS_JE_1K = {"input": 0.003, "output": 0.015}


def input_je_runde(runden, start, zuwachs):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0:
        raise ValueError("start und zuwachs dürfen nicht negativ sein.")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("output_je_runde darf nicht negativ sein.")
    eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * PREIS_JE_1K["input"] + ausgabe / 1000 * PREIS_JE_1K["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
