class UngueltigeLast(ValueError):
    """Eine Last, die es nicht geben kann; ein ValueError wie verlangt."""


def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise UngueltigeLast
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise UngueltigeLast
    eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    dollar = (eingabe * preise["input"] + ausgabe * preise["output"]) / 1000
    return {"dollar": dollar, "output": ausgabe, "input": eingabe}
