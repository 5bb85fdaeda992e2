"""Regel 1: Dein zweiter Aufruf mit denselben Zahlen gibt dieselbe Liste zurück wie der erste, samt
dem, was der Aufrufer angehängt hat (etwa aus einem Cache wie `lru_cache`). Baue bei jedem Aufruf
eine neue Liste.
"""

from functools import lru_cache


# Nur der letzte Aufruf bleibt gemerkt: So antwortet jeder Fall gleich, in welcher Reihenfolge
# die Fälle auch laufen (der Fehler zeigt sich zwischen den beiden Aufrufen eines Falls).
@lru_cache(maxsize=1)
def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("runden ab 1, start und zuwachs ab 0")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("output_je_runde ab 0")
    eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
