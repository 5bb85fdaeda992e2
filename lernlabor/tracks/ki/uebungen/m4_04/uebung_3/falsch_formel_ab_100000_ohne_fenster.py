"""Regel 1: Ab 100.000 Runden nimmt der Code eine schnelle Formel, die das Fenster vergisst."""


def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("ungültige Eingabe")
    if runden > 100_000:
        return runden * start + zuwachs * runden * (runden - 1) // 2
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
