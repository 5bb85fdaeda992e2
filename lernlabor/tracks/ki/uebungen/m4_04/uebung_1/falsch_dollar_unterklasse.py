"""Regel 3: Der Betrag steckt in einer eigenen Klasse. Auch mit dem richtigen Wert zählt das
nicht: Regel 3 verlangt genau den Typ `float`, wie Regel 1 genau `list` und Regel 2 genau `dict`."""


class Dollar(float):
    def __repr__(self):
        return f"${float(self)}"


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
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": Dollar(dollar)}
