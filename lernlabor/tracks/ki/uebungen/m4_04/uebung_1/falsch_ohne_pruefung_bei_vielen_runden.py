"""Regel 4: Ab sehr vielen Runden rechnest du mit einer Formel und prüfst die Zahlen nicht mehr.
Ungültige Zahlen geben bei jedem `runden` einen `ValueError`: Prüfe sie zuerst, vor jedem Weg
der Rechnung.
"""
def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("runden >= 1, start und zuwachs >= 0")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if runden > 100_000:
        eingabe = runden * start + zuwachs * (runden * (runden - 1) // 2)
    else:
        if output_je_runde < 0:
            raise ValueError("output_je_runde >= 0")
        eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
