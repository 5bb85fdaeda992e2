from math import isqrt


def summe_nach(n, start, zuwachs):
    return n * start + zuwachs * n * (n - 1) // 2


def runde_ueber_budget(budget, start, zuwachs):
    if min(budget, start, zuwachs) < 0:
        raise ValueError("Keine negativen Zahlen, bitte.")
    if start == zuwachs == 0:
        raise ValueError("Ohne Start und Zuwachs bleibt die Summe 0.")
    if zuwachs == 0:
        return budget // start + 1
    # zuwachs/2 · n² + (start − zuwachs/2) · n > budget, nach n aufgelöst (ganzzahlig)
    b = 2 * start - zuwachs
    n = max(0, (isqrt(b * b + 8 * zuwachs * budget) - b) // (2 * zuwachs))
    while n > 0 and summe_nach(n, start, zuwachs) > budget:
        n -= 1
    while summe_nach(n, start, zuwachs) <= budget:
        n += 1
    return n
