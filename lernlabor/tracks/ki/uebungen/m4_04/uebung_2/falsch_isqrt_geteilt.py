"""Regel 4: `math.isqrt` rechnet genau, aber `/` macht daraus wieder eine Kommazahl, und über 2**53
rundet sie: `int(...)` landet eine Runde zu weit. Teile mit `//` und rechne ganz in `int`.
"""

import math


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")
    if zuwachs == 0:
        return budget // start + 1
    b = 2 * start - zuwachs
    return int((-b + math.isqrt(b * b + 8 * zuwachs * budget)) / (2 * zuwachs)) + 1
