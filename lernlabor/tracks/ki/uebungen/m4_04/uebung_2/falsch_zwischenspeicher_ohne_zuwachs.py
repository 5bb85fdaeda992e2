"""Regel 1: Du merkst dir Ergebnisse unter `(budget, start)` ohne `zuwachs`: Kommt dasselbe
Paar mit einem anderen Zuwachs wieder, gibst du die Runde des früheren Aufrufs zurück. Merke dir
unter allen drei Zahlen oder gar nicht.
"""
_cache = {}


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("negative Zahl")
    if start == 0 and zuwachs == 0:
        raise ValueError("start und zuwachs sind 0")
    schluessel = (budget, start)
    if schluessel in _cache:
        return _cache[schluessel]
    runde = 0
    summe = 0
    while summe <= budget:
        runde += 1
        summe += start + (runde - 1) * zuwachs
    _cache[schluessel] = runde
    return runde
