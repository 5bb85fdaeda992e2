"""Regel 4: Ab 1000 Runden rechnest du die Formel mit `/` als Kommazahl und machst erst danach
`int(...)` daraus. Über 2**53 rundet eine Kommazahl, bei jeder Zahl der Runden: Teile mit `//`.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("ungültige Eingabe")
    if runden > 1000:
        m = min(fenster, runden - 1)
        return int(runden * start + zuwachs * (m * (m + 1) / 2 + (runden - 1 - m) * m))
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
