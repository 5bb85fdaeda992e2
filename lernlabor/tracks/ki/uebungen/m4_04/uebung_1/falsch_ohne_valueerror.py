"""Regel 4: Prüfe `runden`, `start` und `zuwachs`, bevor du rechnest, und löse dann einen
`ValueError` aus.
"""

def input_je_runde(runden, start, zuwachs):
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("output_je_runde darf nicht negativ sein.")
    eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
