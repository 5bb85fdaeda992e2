"""Die Prüfungen von Übung 3: ``input_mit_fenster``, der gekürzte Verlauf.

Zu jeder falschen Summe rechnet die Prüfung die typischen Irrtümer nach (Fenster ignoriert,
eine Runde verschoben, Start vergessen, …) und nennt den, der genau diese Summe ergibt.
"""

from lernlabor.pruefen import hole_funktion, pruefung, richtig, vergleich

from .. import meldungen as m
from ..netz import diagnose
from ..pruefhilfe import erwarte_valueerror, erwarte_werte
from .faelle import faelle

NAME, PARAMETER = "input_mit_fenster", "runden, start, zuwachs, fenster"
FAELLE = (
    (10, 2000, 1500, 3),
    (10, 2000, 1500, 0),
    (10, 2000, 1500, 9),
    (10, 2000, 1500, 20),
    (1, 500, 100, 2),
    (5, 0, 10, 2),
    (6, 300, 50, 1),
)


def _summe(runden, je_runde):
    return sum(je_runde(k) for k in range(1, runden + 1))


def erwartet(runden, start, zuwachs, fenster):
    """Die Summe laut Aufgabe: Runde k schickt start + min(k - 1, fenster) · zuwachs."""
    return _summe(runden, lambda k: start + min(k - 1, fenster) * zuwachs)


def _irrtuemer(runden, start, zuwachs, fenster):
    """(Meldung, Summe) für die typischen Fehler; der erste passende wird genannt."""
    im_fenster = lambda k: k - 1 <= fenster  # noqa: E731 – kurz und nur hier
    if fenster == 0:
        yield m.FENSTER_NULL, _summe(runden, lambda k: start + (k - 1) * zuwachs)
    yield m.FENSTER_IGNORIERT, _summe(runden, lambda k: start + (k - 1) * zuwachs)
    yield m.FENSTER_PLUS_EINS, _summe(runden, lambda k: start + min(k, fenster) * zuwachs)
    yield (
        m.FENSTER_OHNE_START,
        _summe(runden, lambda k: start + (k - 1) * zuwachs if im_fenster(k) else fenster * zuwachs),
    )
    yield (
        m.FENSTER_NUR_START,
        _summe(runden, lambda k: start + (k - 1) * zuwachs if im_fenster(k) else start),
    )


@pruefung("input_mit_fenster für verschiedene Fenster")
def werte(namensraum):
    """Die Last der Lektion mit fenster 3 (56.000), 0, 9 und 20, dazu kleine Lasten."""
    funktion, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
    if fehlt:
        return fehlt
    abweichung = erwarte_werte(funktion, NAME, FAELLE, erwartet, _diagnose)
    return abweichung or richtig(f"{NAME}: alle Fenster stimmen, auch 0 und größer als die Runden.")


def _diagnose(wert, soll, fall):
    for text, summe in _irrtuemer(*fall):
        if summe is not None and summe != soll and summe == wert:
            return text
    return ""


@pruefung("input_mit_fenster lehnt ungültige Eingaben ab")
def fehler(namensraum):
    """runden < 1 und negative Zahlen geben einen ValueError."""
    funktion, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
    if fehlt:
        return fehlt
    faelle = ((0, 2000, 1500, 3), (10, -1, 1500, 3), (10, 2000, -1, 3), (10, 2000, 1500, -1))
    return erwarte_valueerror(funktion, NAME, faelle) or richtig(m.ABGELEHNT.format(name=NAME))


# Das Netz: erst, wenn alle gezielten Prüfungen erfüllt sind.
netz = vergleich(NAME, PARAMETER, faelle, diagnose=diagnose(PARAMETER.split(", "), {"runden": 1}))

PRUEFUNGEN = (werte, fehler, netz)
