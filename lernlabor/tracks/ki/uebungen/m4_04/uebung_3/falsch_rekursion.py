"""Regel 3: Deine Funktion summiert rekursiv, ein Aufruf je Runde. Python erlaubt nur etwa 1000
Aufrufe ineinander, und `runden` hat keine Obergrenze: Summiere mit einer Schleife.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("ungültig")
    diese = start + min(runden - 1, fenster) * zuwachs
    if runden == 1:
        return diese
    return diese + input_mit_fenster(runden - 1, start, zuwachs, fenster)
