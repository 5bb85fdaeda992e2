"""Regel 2: Der Sonderweg für `start == 0` vergleicht mit `>=`: Eine Summe, die das Budget genau
erreicht, ist noch nicht darüber.
"""
def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("negative Zahl")
    if start == 0 and zuwachs == 0:
        raise ValueError("start und zuwachs sind 0")
    if start == 0:
        # Runde 1 schickt nichts, Runde 2 den ersten Zuwachs.
        if budget < zuwachs:
            return 2
        runde = 2
        summe = zuwachs
        while summe < budget or runde == 2:
            runde += 1
            summe += (runde - 1) * zuwachs
        return runde
    runde = 1
    summe = start
    while summe <= budget:
        runde += 1
        summe += start + (runde - 1) * zuwachs
    return runde
