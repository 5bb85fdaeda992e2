"""Regel 3: Du rechnest erst und prüfst die Zahlen danach. Bei ungültigen Zahlen mit riesigem
`runden` kommt deine Funktion so nie zur Prüfung: Prüfe jede Zahl zuerst und löse dann gleich den
`ValueError` aus.
"""


def input_mit_fenster(runden, start, zuwachs, fenster):
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("runden ab 1; start, zuwachs und fenster ab 0")
    return summe
