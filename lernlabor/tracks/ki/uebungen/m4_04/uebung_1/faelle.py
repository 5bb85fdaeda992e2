"""Die Fälle des Netzes von Übung 1: kleine, große und ungültige Lasten, dazu andere Preise.

Große Zahlen liegen über 2**53: Dort rechnet float falsch, eine Lösung mit ``/`` fällt auf.
``kosten_der_aufgabe`` läuft zweimal mit demselben ``preise``: Wer die Preise im dict des
Aufrufers umrechnet, bekommt beim zweiten Mal einen 1000-mal zu kleinen Betrag.
"""

from ..netz import fall

LISTE, KOSTEN = "input_je_runde", "kosten_der_aufgabe"
GENAU = 2**53
PREISE = (
    {"input": 0.003, "output": 0.015},
    {"input": 0.25, "output": 1.25},
    {"input": 3, "output": 15},
    {"input": 0, "output": 0.0},
)
# Jeder Fall kostet die Prüfung im Browser Zeit: Die Listen sind so kurz wie möglich. Die
# gezielten Prüfungen decken die Last der Lektion und die kleinen Lasten schon ab.
LISTE_HAND = ((2, GENAU + 1, GENAU + 1), (1, 0, -1))
KOSTEN_HAND = (
    (4, 5, 6, 7, PREISE[3]),
    (3, GENAU + 1, GENAU - 1, 10**16 + 1, PREISE[2]),
    (1, 0, -5, 0, PREISE[1]),
    (1, 0, 0, -1, PREISE[0]),
)


def _last(zufall):
    runden = zufall.ganzzahl(1, 25)
    start = zufall.ganzzahl(0, 10**18 + 7)
    zuwachs = zufall.gross() if zufall.random() < 0.3 else zufall.ganzzahl(0, 5000)
    return runden, start, zuwachs


def liste_faelle(zufall):
    """Die Fälle für ``input_je_runde``: von Hand gewählte Ränder und eine gezogene Last."""
    lasten = [*LISTE_HAND, _last(zufall)]
    return [fall(LISTE, *last) for last in lasten]


def kosten_faelle(zufall):
    """Die Fälle für ``kosten_der_aufgabe``, jeder zweimal mit demselben ``preise``."""
    gezogen = (*_last(zufall), zufall.ganzzahl(0, 10**6), dict(zufall.choice(PREISE)))
    return [fall(KOSTEN, *f, zweimal=True) for f in (*KOSTEN_HAND, gezogen)]
