"""Regel 5: Schätzt du die Runde zuerst mit Kommazahlen und zählst dann in Einerschritten zur
Antwort? Liegt die Schätzung weit daneben, sind das Millionen Schritte. Rechne genau mit ganzen
Zahlen (`//`, `math.isqrt`) oder zähle von Runde 1 an.
"""

import math


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")

    def summe(k):
        return k * start + zuwachs * k * (k - 1) // 2

    # Die Schätzung übersieht start: Ist start groß, liegt sie viel zu hoch.
    runde = max(1, int(math.sqrt(2 * budget / zuwachs))) if zuwachs else max(1, budget // start)
    while runde > 1 and summe(runde - 1) > budget:
        runde -= 1
    while summe(runde) <= budget:
        runde += 1
    return runde
