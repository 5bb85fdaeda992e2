def runde_ueber_budget(budget, start, zuwachs):
    # Die erste Runde (ab 1), nach der die laufende Summe des Inputs größer als budget ist.
    # Negative Zahlen oder start = zuwachs = 0: ValueError
    pass
