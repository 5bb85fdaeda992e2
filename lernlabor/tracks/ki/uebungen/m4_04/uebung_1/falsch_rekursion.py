"""Regel 4: Deine Funktion baut die Liste rekursiv, ein Aufruf je Runde. Python erlaubt nur etwa
1000 Aufrufe ineinander, die Prüfung rechnet mit bis zu 100.000 Runden: Baue die Liste mit einer
Schleife.
"""

def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("ungültig")
    if runden == 1:
        return [start]
    vorher = input_je_runde(runden - 1, start, zuwachs)
    return vorher + [vorher[-1] + zuwachs]

def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("output negativ")
    inp = sum(input_je_runde(runden, start, zuwachs))
    out = runden * output_je_runde
    dollar = inp / 1000 * preise["input"] + out / 1000 * preise["output"]
    return {"input": inp, "output": out, "dollar": float(dollar)}
