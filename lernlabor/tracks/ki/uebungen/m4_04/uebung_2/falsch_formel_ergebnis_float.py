"""Regel 4: Eine Runde ist eine ganze Zahl: Gib ein `int` zurück, kein `float`."""

from math import isqrt


def runde_ueber_budget(budget, start, zuwachs):
    if min(budget, start, zuwachs) < 0:
        raise ValueError("Keine negativen Zahlen, bitte.")
    if start == zuwachs == 0:
        raise ValueError("Ohne Start und Zuwachs bleibt die Summe 0.")
    if zuwachs == 0:
        return budget // start + 1
    b = 2 * start - zuwachs
    n = max(0, (isqrt(b * b + 8 * zuwachs * budget) - b) / (2 * zuwachs))
    n = n // 1
    while n > 0 and n * start + zuwachs * n * (n - 1) // 2 > budget:
        n -= 1
    while n * start + zuwachs * n * (n - 1) // 2 <= budget:
        n += 1
    return n
