"""Die Prüfungen von Übung 1: ``input_je_runde`` und ``kosten_der_aufgabe``.

Erwartete Werte kommen aus ``agentenkosten``, der Rechnung der Lektion; jede Abweichung wird,
wo möglich, einem typischen Fehler zugeordnet (Runde zu viel, Preise je 1 Million, …).
"""

from lernlabor.pruefen import (
    ausnahme_meldung,
    falsch,
    gleich,
    hole_funktion,
    kurz,
    pruefung,
    richtig,
    vergleich,
)
from lernlabor.tracks.ki import PREIS_JE_1K, agentenkosten

from .. import meldungen as m
from ..netz import diagnose
from ..pruefhilfe import erwarte_valueerror, erwarte_werte, rufe_fall
from .faelle import kosten_faelle, liste_faelle

LISTE, LISTE_PARAMETER = "input_je_runde", "runden, start, zuwachs"
KOSTEN, KOSTEN_PARAMETER = "kosten_der_aufgabe", "runden, start, zuwachs, output_je_runde, preise"
LASTEN = ((10, 2000, 1500), (1, 500, 100), (3, 0, 7), (4, 100, 0), (6, 250, 40))
TEUER = {"input": 0.5, "output": 2.0}
KOSTEN_FAELLE = (
    (10, 2000, 1500, 300, PREIS_JE_1K),
    (3, 0, 7, 50, TEUER),
    (1, 500, 100, 0, PREIS_JE_1K),
    (4, 100, 0, 10, TEUER),
)


def _soll_liste(runden, start, zuwachs):
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def _diagnose_liste(ist, soll, fall):
    runden, start, zuwachs = fall
    if not isinstance(ist, list):
        return ""
    if len(ist) == runden + 1:
        return m.RUNDE_ZU_VIEL.format(bekommen=len(ist), erwartet=runden)
    if len(ist) == runden - 1:
        return m.RUNDE_ZU_WENIG.format(bekommen=len(ist), erwartet=runden)
    if ist and zuwachs and gleich(ist[0], start + zuwachs):
        return m.AB_ZUWACHS.format(start=start)
    return ""


@pruefung("input_je_runde für verschiedene Lasten")
def liste(namensraum):
    """Die Liste stimmt für die Last der Lektion, eine Runde, Start 0 und Zuwachs 0."""
    funktion, fehlt = hole_funktion(namensraum, LISTE, LISTE_PARAMETER)
    if fehlt:
        return fehlt
    abweichung = erwarte_werte(funktion, LISTE, LASTEN, _soll_liste, _diagnose_liste)
    return abweichung or richtig(m.RICHTIG.format(name=LISTE))


@pruefung("input_je_runde lehnt ungültige Eingaben ab")
def liste_fehler(namensraum):
    """runden < 1 und negative Zahlen geben einen ValueError, keine leere Liste."""
    funktion, fehlt = hole_funktion(namensraum, LISTE, LISTE_PARAMETER)
    if fehlt:
        return fehlt
    faelle = ((0, 2000, 1500), (-1, 2000, 1500), (3, -5, 10), (3, 100, -1))
    return erwarte_valueerror(funktion, LISTE, faelle) or richtig(m.ABGELEHNT.format(name=LISTE))


def _diagnose_kosten(schluessel, ist, soll, runden, start, zuwachs, output_je_runde, preise):
    erster, letzter = start, start + (runden - 1) * zuwachs
    if schluessel == "input" and zuwachs and runden > 1:
        if gleich(ist, runden * erster):
            return m.INPUT_NUR_START
        if gleich(ist, runden * letzter):
            return m.INPUT_LETZTE_RUNDE
    if schluessel == "output" and runden > 1 and output_je_runde and gleich(ist, output_je_runde):
        return m.OUTPUT_EINMAL
    if schluessel == "dollar" and soll:
        nur_input = soll - runden * output_je_runde / 1000 * preise["output"]
        if output_je_runde and gleich(ist, nur_input):
            return m.OUTPUT_VERGESSEN
        if gleich(ist, soll / 1000):
            return m.JE_MILLION
        if gleich(ist, soll * 1000):
            return m.JE_TOKEN
    return ""


@pruefung("kosten_der_aufgabe rechnet Input, Output und Dollar")
def kosten(namensraum):
    """Das dict stimmt für die Last der Lektion (0,3075 Dollar) und für andere Preise."""
    funktion, fehlt = hole_funktion(namensraum, KOSTEN, KOSTEN_PARAMETER)
    if fehlt:
        return fehlt
    for fall in KOSTEN_FAELLE:
        aufruf, beschreibung, zu_langsam = rufe_fall(funktion, KOSTEN, fall)
        if zu_langsam:
            return zu_langsam
        if aufruf.ausnahme is not None:
            return ausnahme_meldung(aufruf, beschreibung)
        ist = aufruf.wert
        if not isinstance(ist, dict):
            return falsch(m.KEIN_DICT.format(bekommen=kurz(ist)))
        fehlend = [s for s in ("input", "output", "dollar") if s not in ist]
        if fehlend:
            return falsch(m.SCHLUESSEL.format(aufruf=beschreibung, fehlend=", ".join(fehlend)))
        rechnung = agentenkosten(*fall[:4], fall[4])
        soll = {
            "input": rechnung["input"],
            "output": rechnung["output"],
            "dollar": rechnung["dollar_je_aufgabe"],
        }
        for schluessel, wert in soll.items():
            if not gleich(ist[schluessel], wert):
                text = m.WERT.format(
                    aufruf=beschreibung,
                    schluessel=schluessel,
                    erwartet=kurz(wert),
                    bekommen=kurz(ist[schluessel]),
                )
                return falsch(text + _diagnose_kosten(schluessel, ist[schluessel], wert, *fall))
    return richtig(m.RICHTIG.format(name=KOSTEN))


@pruefung("kosten_der_aufgabe lehnt ungültige Eingaben ab")
def kosten_fehler(namensraum):
    """Auch kosten_der_aufgabe gibt für runden < 1 und negative Zahlen einen ValueError."""
    funktion, fehlt = hole_funktion(namensraum, KOSTEN, KOSTEN_PARAMETER)
    if fehlt:
        return fehlt
    faelle = (
        (0, 2000, 1500, 300, PREIS_JE_1K),
        (10, -1, 1500, 300, PREIS_JE_1K),
        (10, 2000, 1500, -300, PREIS_JE_1K),
    )
    return erwarte_valueerror(funktion, KOSTEN, faelle) or richtig(m.ABGELEHNT.format(name=KOSTEN))


# Das Netz: erst, wenn alle gezielten Prüfungen erfüllt sind.
liste_netz = vergleich(
    LISTE,
    LISTE_PARAMETER,
    liste_faelle,
    diagnose=diagnose(LISTE_PARAMETER.split(", "), {"runden": 1}),
)
kosten_netz = vergleich(
    KOSTEN,
    KOSTEN_PARAMETER,
    kosten_faelle,
    diagnose=diagnose(KOSTEN_PARAMETER.split(", "), {"runden": 1}),
)

PRUEFUNGEN = (liste, liste_fehler, kosten, kosten_fehler, liste_netz, kosten_netz)
