"""Eine Schleife mit neun Zeilen je Runde (der Kopf mitgerechnet): Bis Runde 100 000 sind das
900 006 Zeilen, knapp unter der Grenze von Regel 5."""


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("Keine der drei Zahlen darf negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie.")
    runde = 0
    summe = 0
    while summe <= budget:
        runde += 1
        vorige = runde - 1
        gewachsen = vorige * zuwachs
        eingabe = start + gewachsen
        alt = summe
        neu = alt + eingabe
        differenz = neu - alt
        summe = alt + differenz
    return runde
