def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0 or start + zuwachs == 0:
        raise ValueError("budget, start, zuwachs ab 0, und start oder zuwachs größer als 0")

    def summe(n):
        return n * start + zuwachs * n * (n - 1) // 2

    unten, oben = 0, 1
    while summe(oben) <= budget:  # oben verdoppeln, bis die Summe darüber liegt
        unten, oben = oben, 2 * oben
    while oben - unten > 1:  # summe(unten) <= budget < summe(oben)
        mitte = (unten + oben) // 2
        if summe(mitte) > budget:
            oben = mitte
        else:
            unten = mitte
    return oben
