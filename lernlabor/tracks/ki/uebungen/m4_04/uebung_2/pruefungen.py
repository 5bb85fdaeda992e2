"""Die Prüfungen von Übung 2: ``runde_ueber_budget``, richtig an der Grenze und schnell.

Die Reihenfolge der Fälle ist Absicht: Ein Budget knapp unter einer Rundensumme trennt
„eine Runde zu früh gezählt“ von „>= statt >“, das genau erreichte Budget zeigt dann ``>=``.
"""

from math import isqrt

from lernlabor.pruefen import hole_funktion, pruefung, richtig, vergleich

from .. import meldungen as m
from ..netz import diagnose, verkette
from ..pruefhilfe import erwarte_valueerror, erwarte_werte
from .faelle import GENAU, faelle

NAME, PARAMETER = "runde_ueber_budget", "budget, start, zuwachs"
FAELLE = (
    (10_499, 2000, 1500),
    (10_500, 2000, 1500),
    (0, 2000, 1500),
    (1_999, 2000, 1500),
    (2_000, 2000, 1500),
    (87_500, 2000, 1500),
    (10_000, 1000, 0),
    (0, 0, 5),
    (10, 0, 5),
)
GROSS = (10**12, 2000, 1500)


def summe_nach(n, start, zuwachs):
    """Die laufende Summe des Inputs nach ``n`` Runden (gaußsche Summe)."""
    return n * start + zuwachs * n * (n - 1) // 2


def erwartet(budget, start, zuwachs):
    """Die erste Runde mit Summe > budget, ganzzahlig aus der Formel (auch für 10¹²)."""
    if zuwachs == 0:
        return budget // start + 1
    b = 2 * start - zuwachs
    n = max(0, (isqrt(b * b + 8 * zuwachs * budget) - b) // (2 * zuwachs))
    while n > 0 and summe_nach(n, start, zuwachs) > budget:
        n -= 1
    while summe_nach(n, start, zuwachs) <= budget:
        n += 1
    return n


def _diagnose(ist, soll, fall):
    budget, start, zuwachs = fall
    if ist in (budget, budget + 1) and ist < soll:  # Suche, die bei budget (+ 1) endet
        summe = summe_nach(ist, start, zuwachs)
        return " " + m.SUCHE_ZU_FRUEH.format(ist=ist, summe=summe, budget=budget)
    if ist == soll - 1 and summe_nach(ist, start, zuwachs) == budget:
        return m.GROESSER_GLEICH.format(runde=ist, budget=budget)
    if ist == soll - 1:
        return m.AB_NULL
    einzeln = 1 if start > budget else (budget - start) // zuwachs + 2 if zuwachs else None
    if ist == einzeln:
        return m.RUNDE_STATT_SUMME
    return ""


def _knapp(ist, soll, fall):
    """Um eins daneben heißt bei 10¹² meist: float-Rundung in der Formel."""
    return m.FORMEL_GENAU if isinstance(ist, int | float) and abs(ist - soll) <= 1 else ""


@pruefung("runde_ueber_budget an der Grenze")
def grenze(namensraum):
    """Die erste Runde mit Summe größer als budget, für Budgets knapp unter, auf und über."""
    funktion, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
    if fehlt:
        return fehlt
    abweichung = erwarte_werte(funktion, NAME, FAELLE, erwartet, _diagnose, m.QUADRATISCH)
    return abweichung or richtig(
        f"{NAME}: Budgets knapp darunter, genau erreicht und darüber stimmen."
    )


@pruefung("runde_ueber_budget für budget = 10**12")
def schnell(namensraum):
    """Bei 10¹² Token läuft die Aufgabe über 36.000 Runden: Das muss schnell gehen."""
    funktion, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
    if fehlt:
        return fehlt

    def diagnose(ist, soll, fall):
        # Liegt die Funktion schon bei kleinen Budgets daneben, ist es derselbe Fehler, keine
        # Rundung: Der Hinweis auf float führte dann in die Irre.
        if erwarte_werte(funktion, NAME, FAELLE, erwartet, lambda *_: "") is not None:
            return m.WIE_BEI_KLEINEN
        return _knapp(ist, soll, fall)

    abweichung = erwarte_werte(funktion, NAME, (GROSS,), erwartet, diagnose, m.QUADRATISCH)
    return abweichung or richtig(f"{NAME}: 10**12 schnell und genau.")


@pruefung("runde_ueber_budget lehnt ungültige Eingaben ab")
def fehler(namensraum):
    """Negative Zahlen und start = zuwachs = 0 geben einen ValueError statt einer Endlosschleife."""
    funktion, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
    if fehlt:
        return fehlt
    faelle = ((-1, 2000, 1500), (100, -1, 1500), (100, 2000, -1), (100, 0, 0))
    return erwarte_valueerror(funktion, NAME, faelle) or richtig(m.ABGELEHNT.format(name=NAME))


def _diagnose_netz(fall, soll, ist):
    """Float-Rundung, eine zu früh endende Suche oder eine Runde zu spät, am Soll gemessen."""
    wert, soll_wert = ist.wert, soll.wert
    if soll.ausnahme or ist.ausnahme or type(wert) is not int or type(soll_wert) is not int:
        return None
    budget, start, zuwachs = fall.argumente
    if max(budget, start, zuwachs) >= GENAU and abs(wert - soll_wert) == 1:
        return m.FORMEL_GENAU.strip()
    if 0 <= wert < soll_wert:
        summe = summe_nach(wert, start, zuwachs)
        if summe == budget:
            return m.GROESSER_GLEICH.strip().format(runde=wert, budget=budget)
        return m.SUCHE_ZU_FRUEH.format(ist=wert, summe=summe, budget=budget)
    if wert > soll_wert:
        return m.ZU_SPAET.format(
            runde=soll_wert, summe=summe_nach(soll_wert, start, zuwachs), budget=budget
        )
    return None


# Das Netz: erst, wenn alle gezielten Prüfungen erfüllt sind.
netz = vergleich(
    NAME,
    PARAMETER,
    faelle,
    diagnose=verkette(diagnose(PARAMETER.split(", ")), _diagnose_netz),
)

PRUEFUNGEN = (grenze, schnell, fehler, netz)
