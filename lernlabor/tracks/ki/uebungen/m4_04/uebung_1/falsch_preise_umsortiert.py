"""Regel 6: Deine Funktion verändert `preise`. Jede Änderung zählt: ein Preis, der danach anders
dasteht (auch `3` als `3.0`), ebenso wie eine neue Reihenfolge der Schlüssel (etwa nach `pop` und
neuem Einsetzen). Lies die Preise, ohne das dict anzufassen.
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
    preis_input = preise.pop("input")
    preise["input"] = preis_input
    eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preis_input + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
