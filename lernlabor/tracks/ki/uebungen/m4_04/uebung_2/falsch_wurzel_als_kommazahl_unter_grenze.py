"""Regel 1: Unterhalb einer Grenze rechnest du die Wurzel als Kommazahl (`math.sqrt`). Schon unter
2**53 rundet sie bei großem `start` und `zuwachs` eine Runde daneben: Nimm `math.isqrt` oder
zähle Runde für Runde.
"""

import math


def _summe(n, s, z):
    return n * s + z * n * (n - 1) // 2


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0 or start == zuwachs == 0:
        raise ValueError("ungültig")
    if zuwachs == 0:
        return budget // start + 1
    b = 2 * start - zuwachs
    if budget < 10**15 and start < 10**15 and zuwachs < 10**15:
        x = (-b + math.sqrt(b * b + 8 * zuwachs * budget)) / (2 * zuwachs)
        return int(x) + 1
    return (math.isqrt(b * b + 8 * zuwachs * budget) - b) // (2 * zuwachs) + 1
