"""Regel 5: Deine Bisektion sucht nur zwischen Runde 1 und 99 999: Runde 100 000 findet sie nie.
"""


def _S(k, s, z):
    return k * s + z * k * (k - 1) // 2


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("negative Zahl")
    if start == 0 and zuwachs == 0:
        raise ValueError("start und zuwachs sind 0")
    lo, hi = 1, 99_999
    while lo < hi:
        mid = (lo + hi) // 2
        if _S(mid, start, zuwachs) > budget:
            hi = mid
        else:
            lo = mid + 1
    return lo
