"""Die Prüfungen von Übung 1: ``lauf_agent`` mit Schrittlimit, Token- und Kostenbudget.

Jede Prüfung ist ein Szenario; zusammen decken sie die Fälle ab, die die Lektion nennt:
Endantwort sofort, ein Tool, parallele Tools, ein Tool mit Fehler, ein unbekanntes Tool, ein
Modell, das nie fertig wird, und die Budgets (überschritten, genau erreicht, 0, bei Endantwort).
"""

from lernlabor.pruefen import falsch, hole_funktion, pruefung, richtig

from .. import meldungen as m
from ..szenarien import Szenario, diagnose_ausnahme, im, wunsch
from .vergleich import stand_nach, vergleiche

NAME = "lauf_agent"
PARAMETER = "modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, max_kosten=None"

LAGER = wunsch("t1", "lagerbestand", artikel="Schraube M4")
SOFORT = Szenario("Endantwort sofort", ("Die Schraube M4 ist ab morgen lieferbar.",))
EIN_TOOL = Szenario("ein Tool, dann Endantwort", ([LAGER], "Lieferbar: 120 Stück."))
NACHEINANDER = Szenario(
    "zwei Tools nacheinander",
    (
        [LAGER],
        [wunsch("t2", "lieferzeit", lager="Nord")],
        [{"type": "text", "text": "In 2 Tagen"}, {"type": "text", "text": " aus Lager Nord."}],
    ),
)
PARALLEL = Szenario(
    "zwei Tools parallel in einer Antwort",
    (
        [
            {"type": "text", "text": "Ich schaue in beiden Lagern nach."},
            LAGER,
            wunsch("t2", "lagerbestand", artikel="Mutter M4"),
        ],
        "Beides ist da.",
    ),
)
KAPUTT = Szenario(
    "ein Tool wirft eine Exception", ([wunsch("t1", "kaputt")], "Die Datenbank ist nicht da.")
)
UNBEKANNT = Szenario(
    "ein unbekanntes Tool", ([wunsch("t1", "zauberstab", spruch="Liefere!")], "Das geht nicht.")
)
NIE_FERTIG = Szenario("Modell wird nie fertig, max_schritte=3", ([LAGER],), {"max_schritte": 3})
NIE_FERTIG_STANDARD = Szenario("Modell wird nie fertig, ohne max_schritte (Standard 5)", ([LAGER],))


def _funktion(namensraum):
    return hole_funktion(namensraum, NAME, PARAMETER)


def _szenarien(*szenarien, sonderfall=None):
    """Eine Prüfung aus mehreren Szenarien: die erste Abweichung zählt."""

    def pruefe(namensraum):
        lauf_agent, fehlt = _funktion(namensraum)
        if fehlt:
            return fehlt
        for szenario in szenarien:
            befund = vergleiche(szenario, lauf_agent, sonderfall)
            if befund is not None:
                return befund
        return richtig(f"{NAME}: " + ", ".join(s.titel for s in szenarien) + " – stimmt.")

    return pruefe


signatur = pruefung("Signatur von lauf_agent")(
    lambda namensraum: _funktion(namensraum)[1] or richtig(f"def {NAME}({PARAMETER}) stimmt.")
)
endantwort = pruefung("Endantwort sofort")(_szenarien(SOFORT))
tools = pruefung("Tools ausführen")(_szenarien(EIN_TOOL, NACHEINANDER, PARALLEL))
tool_fehler = pruefung("Fehler eines Tools")(_szenarien(KAPUTT, UNBEKANNT))


@pruefung("Schrittlimit gegen ein Modell, das nie fertig wird")
def schrittlimit(namensraum):
    """Mit einem locker prüfenden Modell: Hält die Schleife max_schritte ein?"""
    lauf_agent, fehlt = _funktion(namensraum)
    if fehlt:
        return fehlt
    grenze = 8
    lauf = NIE_FERTIG.laufe(lauf_agent, locker_bis=grenze)
    if lauf.aufruf is None:
        text = m.SCHRITTLIMIT_FEHLT.format(max_schritte=3, grenze=grenze)
        return falsch(im(NIE_FERTIG, text), schluessel="schrittlimit")
    if lauf.aufruf.ausnahme is not None:
        return diagnose_ausnahme(lauf)
    if lauf.modell.aufrufe != 3:
        text = m.SCHRITTLIMIT_FALSCH.format(max_schritte=3, bekommen=lauf.modell.aufrufe)
        return falsch(im(NIE_FERTIG, text), schluessel="schrittlimit")
    return richtig("Das Schrittlimit hält.")


nie_fertig = pruefung("Modell wird nie fertig")(_szenarien(NIE_FERTIG, NIE_FERTIG_STANDARD))

# Budgets: Grenzen aus dem Stand der Referenz nach 1 und 2 Aufrufen, keine festen Zahlen.
LANG = Szenario("Budget", ([LAGER],), {"max_schritte": 5})
(_T1, _K1), (_T2, _K2) = stand_nach(LANG, 1), stand_nach(LANG, 2)
TOKEN_BUDGET = LANG.mit(
    "Token-Budget nach dem 2. Aufruf überschritten", max_tokens=(_T1 + _T2) // 2
)
KOSTEN_BUDGET = LANG.mit(
    "Kostenbudget nach dem 2. Aufruf überschritten", max_kosten=(_K1 + _K2) / 2
)
GENAU = LANG.mit("Token-Budget nach dem 2. Aufruf genau erreicht", max_tokens=_T2)
NULL_TOKENS = LANG.mit("max_tokens=0", max_tokens=0)
NULL_KOSTEN = LANG.mit("max_kosten=0", max_kosten=0)
ENDE_TOKENS = SOFORT.mit("Endantwort, obwohl das Token-Budget überschritten ist", max_tokens=1)
ENDE_KOSTEN = SOFORT.mit("Endantwort, obwohl das Kostenbudget überschritten ist", max_kosten=0.0)


def _genau_erreicht(soll, ist, lauf):
    zu_frueh = lauf.modell.aufrufe == soll["schritte"] - 1
    if ist["grund"] == "budget" and zu_frueh:
        text = m.BUDGET_GLEICH.format(schritt=ist["schritte"], grenze=_T2)
        return falsch(im(GENAU, text), schluessel="budget_gleich")
    return None


budget = pruefung("Token- und Kostenbudget")(_szenarien(TOKEN_BUDGET, KOSTEN_BUDGET))
budget_genau = pruefung("Budget genau erreicht")(_szenarien(GENAU, sonderfall=_genau_erreicht))


@pruefung("Budget 0")
def budget_null(namensraum):
    """Budget 0 ist gesetzt. Fehlt die Budgetprüfung ganz, zählt das schon oben (ein Befund)."""
    lauf_agent, fehlt = _funktion(namensraum)
    if fehlt:
        return fehlt
    for null, gesetzt in ((NULL_TOKENS, TOKEN_BUDGET), (NULL_KOSTEN, KOSTEN_BUDGET)):
        befund = vergleiche(null, lauf_agent)
        if befund is not None and befund.schluessel.startswith("budget_null_"):
            ohne_null = vergleiche(gesetzt, lauf_agent)
            if ohne_null is not None:
                return ohne_null
        if befund is not None:
            return befund
    return richtig(f"{NAME}: max_tokens=0 und max_kosten=0 – stimmt.")


budget_endantwort = pruefung("Endantwort trotz Budget")(_szenarien(ENDE_TOKENS, ENDE_KOSTEN))

PRUEFUNGEN = (
    signatur,
    endantwort,
    tools,
    tool_fehler,
    schrittlimit,
    nie_fertig,
    budget,
    budget_genau,
    budget_null,
    budget_endantwort,
)
