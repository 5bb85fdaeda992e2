"""Regel 6: Merkst du dir Preise oder Ergebnisse, etwa unter `id(preise)`? Der Aufrufer darf die
Preise in seinem dict ändern, und dasselbe dict trägt dann andere. Lies die Preise bei jedem
Aufruf neu aus `preise`.
"""

_gemerkt = {}


def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("runden muss mindestens 1 sein, start und zuwachs nicht negativ.")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("output_je_runde darf nicht negativ sein.")
    # Das dict bleibt mit gemerkt: So bekommt kein anderes dict seine id.
    schluessel = (runden, start, zuwachs, output_je_runde, id(preise))
    if schluessel not in _gemerkt:
        eingabe = sum(input_je_runde(runden, start, zuwachs))
        ausgabe = runden * output_je_runde
        dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
        _gemerkt[schluessel] = (preise, {"input": eingabe, "output": ausgabe, "dollar": dollar})
    return dict(_gemerkt[schluessel][1])
