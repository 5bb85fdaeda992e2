"""Regel 5: `Decimal` rechnet nur mit 28 Stellen: Bei einer Tokenzahl wie `10**30 + 1` rundet es
die Summe, und `int(...)` danach macht sie nicht wieder genau. Rechne mit `int` (summiere die Liste
oder teile mit `//`): `int` ist bei jeder Größe genau.
"""

from decimal import Decimal


def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("runden ab 1, start und zuwachs ab 0")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if runden < 1 or start < 0 or zuwachs < 0 or output_je_runde < 0:
        raise ValueError("runden ab 1, die Tokenzahlen ab 0")
    eingabe = int(Decimal(runden) * start + Decimal(zuwachs) * runden * (runden - 1) / 2)
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
