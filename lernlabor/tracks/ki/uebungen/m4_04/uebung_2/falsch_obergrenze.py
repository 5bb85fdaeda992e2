"""Regel 5: Gibt deine Schleife nach einer festen Zahl von Runden auf? Zähle ohne Obergrenze, bis
die Summe größer als `budget` ist: Die ungültigen Fälle, in denen sie nie darüber käme, fängt deine
Prüfung der Eingaben vorher ab.
"""


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0 or (start == 0 and zuwachs == 0):
        raise ValueError("budget, start und zuwachs ab 0, start und zuwachs nicht beide 0")
    summe = 0
    for runde in range(1, 50_001):  # eine Grenze gegen eine endlose Schleife
        summe += start + (runde - 1) * zuwachs
        if summe > budget:
            return runde
    return None
