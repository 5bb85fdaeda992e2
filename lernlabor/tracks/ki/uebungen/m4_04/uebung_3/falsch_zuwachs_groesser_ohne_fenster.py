"""Regel 1: Ist `zuwachs` größer als `start`, nimmst du eine Formel, die das Fenster vergisst. Auch
dann schickt Runde `k` nur `min(k - 1, fenster)` Zuwächse: Kürze mit dem Fenster wie in jedem Fall.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("ungültige Eingabe")
    if zuwachs > start and runden > 5:
        return runden * start + zuwachs * runden * (runden - 1) // 2
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
