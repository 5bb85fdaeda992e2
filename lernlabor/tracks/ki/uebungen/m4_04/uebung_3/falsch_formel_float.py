"""Regel 4: Tokenzahlen sind ganze Zahlen, deine Summe ist aber eine Kommazahl
(`float`). Das wird sie, sobald eine Kommazahl hineinkommt: durch den Operator `/` (teile mit
`//`) oder einen Startwert wie `0.0` (etwa in `sum(..., 0.0)`). Rechne nur mit `int`.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("runden ab 1; start, zuwachs und fenster ab 0")
    voll = min(runden, fenster + 1)  # diese Runden schicken noch den ganzen Verlauf
    anfang = voll * start + zuwachs * voll * (voll - 1) / 2
    rest = (runden - voll) * (start + fenster * zuwachs)
    return anfang + rest
