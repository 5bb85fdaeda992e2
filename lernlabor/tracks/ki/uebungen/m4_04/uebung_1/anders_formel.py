def _nicht_negativ(**zahlen):
    for name, wert in zahlen.items():
        if wert < 0:
            raise ValueError(f"{name} darf nicht negativ sein, bekommen {wert}.")


def input_je_runde(runden, start, zuwachs):
    if runden < 1:
        raise ValueError("Eine Aufgabe hat mindestens eine Runde.")
    _nicht_negativ(start=start, zuwachs=zuwachs)
    return list(range(start, start + runden * zuwachs, zuwachs)) if zuwachs else [start] * runden


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    _nicht_negativ(output_je_runde=output_je_runde)  # vor der Liste: Regel 4
    input_je_runde(runden, start, zuwachs)  # prüft die übrigen Eingaben
    eingabe = runden * start + zuwachs * runden * (runden - 1) // 2  # gaußsche Summe
    ausgabe = runden * output_je_runde
    return {
        "input": eingabe,
        "output": ausgabe,
        "dollar": (eingabe * preise["input"] + ausgabe * preise["output"]) / 1000,
    }
