"""Die Fälle des Netzes von Übung 3: Fenster 0, gleich den Runden, riesig; große Zahlen.

Über 2**53 fällt eine Formel mit ``/`` oder ``int(...)`` auf; ``zuwachs = 0`` ist gültig, und
eine ungültige Zahl zählt auch dann, wenn eine Abkürzung (etwa für ``fenster == 0``) sie nie
bräuchte. Die Runden bleiben klein: Die Musterlösung zählt Runde für Runde.
"""

from ..netz import fall

NAME = "input_mit_fenster"
# Jeder Fall kostet die Prüfung im Browser Zeit; was die gezielten Prüfungen schon abdecken
# (die Last der Lektion, fenster = runden - 1, negativer Start), steht hier nicht noch einmal.
GENAU = 2**53
HAND = (
    (1, 0, 0, 0),
    (3, 5, 0, 1),
    (4, 7, 2, 4),
    (5, 10**16 + 1, 3, 2),
    (3, GENAU + 1, GENAU + 1, 10**18 + 7),
    (0, 0, 0, 0),
    (1, 0, -1, 0),
    (1, 0, 0, -1),
)


def _last(zufall):
    runden = zufall.ganzzahl(1, 40)
    start = zufall.gross() if zufall.random() < 0.4 else zufall.ganzzahl(0, 10**6)
    zuwachs = zufall.gross() if zufall.random() < 0.4 else zufall.ganzzahl(0, 10**6)
    fenster = zufall.ganzzahl(0, runden + 1) if zufall.random() < 0.8 else zufall.gross()
    return runden, start, zuwachs, fenster


def faelle(zufall):
    """Die Fälle für ``input_mit_fenster``: von Hand gewählte Ränder und zwei gezogene Lasten."""
    return [fall(NAME, *f) for f in (*HAND, *(_last(zufall) for _ in range(2)))]
