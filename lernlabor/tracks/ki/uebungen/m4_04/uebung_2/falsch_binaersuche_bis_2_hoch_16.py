"""Regel 5: Die Binärsuche hat eine feste Obergrenze von 2**16 Runden: Größere Antworten findet sie
nie.
"""
def summe_bis(n, start, zuwachs):
    return n * start + zuwachs * n * (n - 1) // 2


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("negative Zahl")
    if start == 0 and zuwachs == 0:
        raise ValueError("start und zuwachs sind 0")
    if zuwachs == 0:
        return budget // start + 1
    lo, hi = 1, 2**16
    while lo < hi:
        mitte = (lo + hi) // 2
        if summe_bis(mitte, start, zuwachs) > budget:
            hi = mitte
        else:
            lo = mitte + 1
    return lo
