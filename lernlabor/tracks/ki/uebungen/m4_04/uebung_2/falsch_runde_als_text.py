"""Regel 4: Du wandelst die Runde am Ende in Text um (etwa mit `str(...)`). Lass das weg."""


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")
    summe = 0
    runde = 0
    while summe <= budget:
        runde += 1
        summe += start + (runde - 1) * zuwachs
    return str(runde)
