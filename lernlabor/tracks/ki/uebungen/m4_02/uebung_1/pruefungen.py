"""Die Prüfungen von Übung 1: ``lauf_agent`` mit Schrittlimit, Token- und Kostenbudget.

Jede Prüfung ist ein Szenario; zusammen decken sie die Fälle ab, die die Lektion nennt:
Endantwort sofort, ein Tool, parallele Tools, ein Tool mit Fehler, ein unbekanntes Tool, ein
Modell, das nie fertig wird, Tools, die eine Zahl oder ein dict liefern, und die Budgets
(überschritten, genau erreicht, nur mit den output_tokens überschritten, 0, bei Endantwort).
"""

from lernlabor.pruefen import falsch, hole_funktion, pruefung, richtig, vergleich

from .. import meldungen as m
from ..szenarien import DATEN, KAPUTT, UNBEKANNT, ZAHL, Szenario, diagnose_ausnahme, im, wunsch
from .faelle import diagnose, faelle, normalisiere
from .vergleich import referenz, stand_nach, vergleiche, zahl

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
        return richtig(f"{NAME}: " + "; ".join(s.titel for s in szenarien) + " – stimmt.")

    return pruefe


signatur = pruefung("Signatur von lauf_agent")(
    lambda namensraum: _funktion(namensraum)[1] or richtig(f"def {NAME}({PARAMETER}) stimmt.")
)
endantwort = pruefung("Endantwort sofort")(_szenarien(SOFORT))
tools = pruefung("Tools ausführen")(_szenarien(EIN_TOOL, NACHEINANDER, PARALLEL))
zahl_ergebnis = pruefung("Ein Tool liefert eine Zahl")(_szenarien(ZAHL))
dict_ergebnis = pruefung("Ein Tool liefert ein dict")(_szenarien(DATEN))
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


nie_fertig = pruefung("Modell wird nie fertig", setzt_voraus=schrittlimit)(
    _szenarien(NIE_FERTIG, NIE_FERTIG_STANDARD)
)

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
# Nach einem Aufruf sind die Kosten ein einziger Wert von kosten_von, ohne Rundung durch
# Summieren: So ist „genau erreicht“ auch bei Kommazahlen genau.
GENAU_KOSTEN = LANG.mit("Kostenbudget nach dem 1. Aufruf genau erreicht", max_kosten=_K1)
# Über dem Budget nur mit den output_tokens des 2. Aufrufs: Wer sie beim Vergleich weglässt,
# läuft weiter.
_AUS2 = LANG.mit(max_schritte=2).laufe(referenz).modell.usages[1]["output_tokens"]
GANZE_SUMME = LANG.mit(
    "Token-Budget, nur mit den output_tokens überschritten", max_tokens=_T2 - _AUS2
)
NULL_TOKENS = LANG.mit("max_tokens=0", max_tokens=0)
NULL_KOSTEN = LANG.mit("max_kosten=0", max_kosten=0)
ENDE_TOKENS = SOFORT.mit("Endantwort, obwohl das Token-Budget überschritten ist", max_tokens=1)
ENDE_KOSTEN = SOFORT.mit("Endantwort, obwohl das Kostenbudget überschritten ist", max_kosten=0.0)


def _genau_erreicht(szenario, budget, art, grenze):
    """Sonderfall: Bricht die Schleife schon ab, wenn das Budget genau erreicht ist (>=)?"""

    def pruefe(soll, ist, lauf):
        if ist["grund"] == "budget" and lauf.modell.aufrufe == soll["schritte"] - 1:
            text = m.BUDGET_GLEICH.format(
                art=art, schritt=ist["schritte"], budget=budget, grenze=zahl(grenze)
            )
            return falsch(im(szenario, text), schluessel=f"budget_gleich_{budget}")
        return None

    return pruefe


def _ganze_summe(soll, ist, lauf):
    """Sonderfall: Die Schleife rief das Modell noch, obwohl tokens das Budget überschritt."""
    if lauf.modell.aufrufe > soll["schritte"]:
        text = m.BUDGET_NUR_TEIL.format(
            grenze=GANZE_SUMME.optionen["max_tokens"],
            schritt=soll["schritte"],
            tokens=soll["tokens"],
            bekommen=ist["grund"],
        )
        return falsch(im(GANZE_SUMME, text), schluessel="budget_nur_teil")
    return None


budget = pruefung("Token- und Kostenbudget")(_szenarien(TOKEN_BUDGET, KOSTEN_BUDGET))
budget_genau = pruefung("Token-Budget genau erreicht")(
    _szenarien(GENAU, sonderfall=_genau_erreicht(GENAU, "max_tokens", "tokens", _T2))
)
budget_genau_kosten = pruefung("Kostenbudget genau erreicht")(
    _szenarien(GENAU_KOSTEN, sonderfall=_genau_erreicht(GENAU_KOSTEN, "max_kosten", "kosten", _K1))
)
budget_ganze_summe = pruefung("Token-Budget mit Input und Output")(
    _szenarien(GANZE_SUMME, sonderfall=_ganze_summe)
)


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
    zahl_ergebnis,
    dict_ergebnis,
    tool_fehler,
    schrittlimit,
    nie_fertig,
    budget,
    budget_genau,
    budget_genau_kosten,
    budget_ganze_summe,
    budget_null,
    budget_endantwort,
    vergleich(NAME, PARAMETER, faelle, normalisiere=normalisiere, diagnose=diagnose),
)
