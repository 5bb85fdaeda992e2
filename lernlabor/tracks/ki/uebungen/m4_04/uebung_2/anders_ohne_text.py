def runde_ueber_budget(budget, start, zuwachs):
    if min(budget, start, zuwachs) < 0 or start == zuwachs == 0:
        raise ValueError
    runde, summe = 1, start
    while summe <= budget:
        summe += start + runde * zuwachs
        runde += 1
    return runde
