"""Regel 4: Bei vielen Runden wirft dein Code einen `ValueError`, obwohl die Eingabe gültig ist.
Prüfst du `runden` auch nach oben? Gültig ist jedes `runden` ab 1, auch 10.000 und mehr. Oder
scheitert ein Weg, den du nur für viele Runden nimmst (etwa `range` mit Schrittweite 0)?"""


def input_je_runde(runden, start, zuwachs):
    if runden < 1 or runden > 1000:
        raise ValueError(f"runden muss zwischen 1 und 1000 liegen, nicht {runden}.")
    if start < 0 or zuwachs < 0:
        raise ValueError("start und zuwachs dürfen nicht negativ sein.")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("output_je_runde darf nicht negativ sein.")
    eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
