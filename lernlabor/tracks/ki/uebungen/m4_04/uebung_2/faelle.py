"""Die Fälle des Netzes von Übung 2: Budgets genau auf, knapp unter und über einer Rundensumme.

Start und Zuwachs sind oft größer als 2**53: Dort rundet eine Formel mit ``math.sqrt`` oder
``/`` um eine Runde daneben, genau an der Grenze. ``start = 0`` und kleine Budgets treffen
eine Suche, die an einer festen Obergrenze wie ``budget + 1`` endet. Die Antworten bleiben
unter ein paar tausend Runden: Die Musterlösung und jede Schleife der Lernenden zählen Runde
für Runde, und die Prüfung muss im Browser schnell bleiben.
"""

import math

from ..netz import fall

NAME = "runde_ueber_budget"
GENAU = 2**53
HAND = (
    (0, 0, 1),  # Runde 1 kostet nichts: erst Runde 2 liegt darüber
    (1, 0, 1),
    (0, 1, 0),
    (10, 1, 0),
    (7 * (10**16 + 1) - 1, 10**16 + 1, 0),  # budget / start rundet auf 7, richtig ist 6 + 1
    (0, 1, -1),  # zuwachs negativ, obwohl Runde 1 schon darüber liegt
    (0, 0, 0),
    (10**16 + 1, 0, 0),
    (-GENAU - 1, 1, 1),
)


def summe_nach(n, start, zuwachs):
    """Die laufende Summe nach ``n`` Runden (gaußsche Summe, ganzzahlig)."""
    return n * start + zuwachs * n * (n - 1) // 2


def _grenzfall(zufall, runden_bis):
    """Ein Budget auf oder knapp neben der Summe nach ``n`` Runden, mit großen Zahlen."""
    start = zufall.gross() if zufall.random() < 0.6 else zufall.ganzzahl(0, 10**6)
    zuwachs = zufall.gross() if zufall.random() < 0.6 else zufall.ganzzahl(1, 10**6)
    n = zufall.ganzzahl(1, runden_bis)
    budget = max(0, summe_nach(n, start, zuwachs) + zufall.choice((-1, 0, 1)))
    return budget, start, zuwachs


def _wurzeln(budget, start, zuwachs):
    """Die Lösung von summe_nach(n) = budget, wie zwei übliche float-Formeln sie ausrechnen."""
    a, b = zuwachs / 2, start - zuwachs / 2
    yield (-b + math.sqrt(b * b + 4 * a * budget)) / (2 * a)
    b2 = 2 * start - zuwachs
    yield (math.sqrt(b2 * b2 + 8 * zuwachs * budget) - b2) / (2 * zuwachs)


def _float_faelle(zufall, anzahl, versuche=200):
    """Budgets, bei denen float auf der falschen Seite einer ganzen Runde landet.

    ``budget = summe_nach(n) - 1``: Die wahre Lösung liegt knapp unter n, float trifft n
    oder mehr. ``budget = summe_nach(n)``: Sie ist genau n, float liegt knapp darunter.
    """
    gefunden = []
    for _ in range(versuche):
        start = zufall.gross()
        zuwachs = zufall.gross() if zufall.random() < 0.3 else zufall.ganzzahl(1, 10**6)
        n, verschiebung = zufall.ganzzahl(2, 60), len(gefunden) % 2 - 1
        budget = summe_nach(n, start, zuwachs) + verschiebung
        daneben = (x >= n if verschiebung else x < n for x in _wurzeln(budget, start, zuwachs))
        if any(daneben):
            gefunden.append((budget, start, zuwachs))
            if len(gefunden) == anzahl:
                break
    return gefunden


def faelle(zufall):
    """Die Fälle für ``runde_ueber_budget``: von Hand gewählte und 14 gezogene Grenzfälle.

    Eine float-Formel liegt nur in manchen Grenzfällen daneben (je nach Rundungsrichtung):
    darum sechs, in denen zwei übliche Formeln danebenliegen, dazu zwei mit bis zu 3000 Runden.
    """
    gezogen = [_grenzfall(zufall, 60) for _ in range(6)] + _float_faelle(zufall, 6)
    gezogen += [_grenzfall(zufall, 3000) for _ in range(2)]
    return [fall(NAME, *f) for f in (*HAND, *gezogen)]
