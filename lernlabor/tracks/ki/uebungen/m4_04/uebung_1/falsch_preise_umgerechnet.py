"""Regel 6: Deine Funktion verändert `preise`, das sie vom Aufrufer bekommt. Rechne mit eigenen
Variablen und lass die Eingabe, wie sie ist.
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
    eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    for art in preise:  # Preis je 1000 Token in Preis je Token umrechnen
        preise[art] = preise[art] / 1000
    dollar = eingabe * preise["input"] + ausgabe * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
