def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("runden ab 1, start und zuwachs ab 0")
    liste = []
    aktuell = start
    while len(liste) < runden:
        liste.append(aktuell)
        aktuell += zuwachs
    return liste


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("output_je_runde ab 0")
    eingabe = 0
    for tokens in input_je_runde(runden, start, zuwachs):
        eingabe += tokens
    ausgabe = 0
    for _ in range(runden):
        ausgabe += output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
