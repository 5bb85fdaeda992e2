"""Regel 4: Mit einem riesigen `start` rechnet `math.sqrt` ungenau, auch wenn es nur wenige
Runden sind: Die Schätzung der Formel liegt dann um Runden daneben. Liegt sie zu hoch, bleibt dein
Nachzählen dort, denn es geht nur nach oben; liegt sie weit zu tief, dauert es ewig. Zähl in
beide Richtungen nach, oder rechne ganz mit `int` (`//`, `math.isqrt`).
"""

import math


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0 or start == zuwachs == 0:
        raise ValueError("budget, start und zuwachs ab 0, start und zuwachs nicht beide 0")
    if zuwachs == 0:
        return budget // start + 1
    b = 2 * start - zuwachs
    runde = int((-b + math.sqrt(b * b + 8 * zuwachs * budget)) / (2 * zuwachs))
    while runde * start + zuwachs * runde * (runde - 1) // 2 <= budget:
        runde += 1
    return runde
