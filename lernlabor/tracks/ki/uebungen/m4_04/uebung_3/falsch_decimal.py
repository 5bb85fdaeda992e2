"""Regel 4: `Decimal` rechnet nur mit 28 Stellen: Bei `start = 10**30 + 1` rundet es schon das
Produkt mit `runden`, und `int(...)` danach macht die Summe nicht wieder genau. Rechne mit `int`
(addiere Runde für Runde oder teile mit `//`).
"""

from decimal import Decimal


def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("runden ab 1; start, zuwachs und fenster ab 0")
    voll = min(fenster, runden - 1)  # so viele Ergebnisse schickt die letzte Runde mit
    teil = Decimal(voll) * (voll + 1) / 2 + (runden - voll - 1) * voll
    return int(Decimal(runden) * start + Decimal(zuwachs) * teil)
