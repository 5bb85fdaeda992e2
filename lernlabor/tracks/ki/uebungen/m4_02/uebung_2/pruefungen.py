"""Die Prüfungen von Übung 2: die drei Fehler im Loop (Verlauf, Tool-Ergebnis, Beenden).

Die ersten drei Prüfungen sehen je einen Fehler an, mit einem Modell, das den Verlauf nicht
prüft: So wird jeder Fehler benannt, auch wenn die anderen noch drinstecken. Danach läuft
``agent`` gegen das strenge SkriptModell in den Szenarien der Lektion, dazu mit Tools, die eine
Zahl oder ein dict liefern, eine Exception werfen oder unbekannt sind.
"""

from lernlabor.pruefen import erwarte_gleich, falsch, hole_funktion, pruefung, richtig, vergleich
from lernlabor.tracks.ki import text_von

from .. import meldungen as m
from ..faelle import diagnose
from ..szenarien import DATEN, KAPUTT, UNBEKANNT, ZAHL, Szenario, diagnose_ausnahme, im, wunsch
from .faelle import faelle

NAME = "agent"
PARAMETER = "modell, aufgabe, werkzeuge, max_schritte=5"
GRENZE = 8  # so oft darf das lockere Modell gerufen werden, dann gilt die Schleife als endlos

LAGER = wunsch("t1", "lagerbestand", artikel="Schraube M4")
MUTTER = wunsch("t2", "lagerbestand", artikel="Mutter M4")
SOFORT = Szenario("Endantwort sofort", ("Die Schraube M4 ist ab morgen lieferbar.",))
EIN_TOOL = Szenario("ein Tool, dann Endantwort", ([LAGER], "Lieferbar: 120 Stück."))
NACHEINANDER = Szenario(
    "zwei Tools nacheinander",
    ([LAGER], [wunsch("t2", "lieferzeit", lager="Nord")], "In 2 Tagen aus Lager Nord."),
)
PARALLEL = Szenario("zwei Tools parallel", ([LAGER, MUTTER], "Beides ist da."))
ZWEI_TEXTE = Szenario(
    "Endantwort aus zwei Textblöcken",
    ([LAGER], [{"type": "text", "text": "Ab morgen "}, {"type": "text", "text": "lieferbar."}]),
)
NIE_FERTIG = Szenario("Modell wird nie fertig, max_schritte=3", ([LAGER],), {"max_schritte": 3})
NIE_FERTIG_STANDARD = Szenario("Modell wird nie fertig, ohne max_schritte (Standard 5)", ([LAGER],))


def _funktion(namensraum):
    return hole_funktion(namensraum, NAME, PARAMETER)


def _erwartet(szenario):
    """Text der letzten Skript-Antwort, wenn sie eine Endantwort ist, sonst None."""
    letzte = szenario.antworten[-1]
    if isinstance(letzte, str):
        return letzte
    if any(b["type"] == "tool_use" for b in letzte):
        return None
    return text_von(letzte)


@pruefung("Signatur von agent")
def signatur(namensraum):
    """Die Signatur der Lektion, damit die Prüfungen agent richtig aufrufen können."""
    return _funktion(namensraum)[1] or richtig(f"def {NAME}({PARAMETER}) stimmt.")


@pruefung("Verlauf: Die Antwort des Modells steht im Verlauf")
def verlauf(namensraum):
    """Nach einem Tool-Wunsch muss der Verlauf Frage, Antwort und Ergebnisse enthalten."""
    agent, fehlt = _funktion(namensraum)
    if fehlt:
        return fehlt
    lauf = EIN_TOOL.laufe(agent, locker_bis=GRENZE)
    gesendet = lauf.modell.gesendet
    if len(gesendet) < 2:
        if lauf.aufruf is not None and lauf.aufruf.ausnahme is not None:
            return diagnose_ausnahme(lauf)
        return falsch(im(EIN_TOOL, m.MODELL_NUR_EINMAL.format(erwartet=2)), schluessel="einmal")
    zweiter = gesendet[1]
    antwort = {"role": "assistant", "content": [LAGER]}
    if len(zweiter) < 2 or zweiter[1] != antwort:
        if any(n == antwort for n in zweiter if isinstance(n, dict)):
            return falsch(im(EIN_TOOL, m.API_ABGELEHNT.format(text=zweiter)), schluessel="reihe")
        return falsch(im(EIN_TOOL, m.ANTWORT_NICHT_ANGEHAENGT), schluessel="nicht_angehaengt")
    return richtig("Die Antwort des Modells steht als assistant-Nachricht im Verlauf.")


@pruefung("Tool-Ergebnis: Jedes Ergebnis gehört zu seinem Wunsch")
def tool_ergebnis(namensraum):
    """Bei zwei parallelen Wünschen: zwei tool_result mit den richtigen ids in einer Nachricht."""
    agent, fehlt = _funktion(namensraum)
    if fehlt:
        return fehlt
    lauf = PARALLEL.laufe(agent, locker_bis=GRENZE)
    gesendet = lauf.modell.gesendet
    if len(gesendet) < 2:
        if lauf.aufruf is not None and lauf.aufruf.ausnahme is not None:
            return diagnose_ausnahme(lauf)
        return falsch(im(PARALLEL, m.MODELL_NUR_EINMAL.format(erwartet=2)), schluessel="einmal")
    nachrichten = [n for n in gesendet[1][1:] if isinstance(n, dict) and n.get("role") == "user"]
    mit_ergebnis = [n for n in nachrichten if _ergebnisse(n)]
    ergebnisse = [b for n in mit_ergebnis for b in _ergebnisse(n)]
    ids = [b.get("tool_use_id") for b in ergebnisse]
    if sorted(map(str, ids)) == ["lagerbestand", "lagerbestand"]:
        text = m.ID_IST_NAME.format(name="lagerbestand", id="t1")
        return falsch(im(PARALLEL, text), schluessel="id_ist_name")
    if sorted(map(str, ids)) != ["t1", "t2"]:
        text = m.ERGEBNIS_FEHLT.format(erwartet=["t1", "t2"], bekommen=ids)
        return falsch(im(PARALLEL, text), schluessel="ergebnis_fehlt")
    if len(mit_ergebnis) > 1:
        text = m.ERGEBNISSE_EINZELN.format(anzahl=len(mit_ergebnis))
        return falsch(im(PARALLEL, text), schluessel="einzeln")
    for block in ergebnisse:
        if not isinstance(block.get("content"), str):
            text = m.ERGEBNIS_KEIN_STRING.format(typ=type(block.get("content")).__name__)
            return falsch(im(PARALLEL, text), schluessel="kein_string")
    return richtig("Jedes tool_result trägt die id seines Wunsches, alle in einer Nachricht.")


@pruefung("Beenden: höchstens max_schritte Modellaufrufe")
def beenden(namensraum):
    """Ein Modell, das nie fertig wird: genau max_schritte Aufrufe, dann None."""
    agent, fehlt = _funktion(namensraum)
    if fehlt:
        return fehlt
    for szenario, max_schritte in ((NIE_FERTIG, 3), (NIE_FERTIG_STANDARD, 5)):
        lauf = szenario.laufe(agent, locker_bis=GRENZE)
        if lauf.aufruf is None:
            text = m.SCHRITTLIMIT_FEHLT.format(max_schritte=max_schritte, grenze=GRENZE)
            return falsch(im(szenario, text), schluessel="schrittlimit")
        if lauf.aufruf.ausnahme is not None:
            return diagnose_ausnahme(lauf)
        if lauf.modell.aufrufe != max_schritte:
            text = m.SCHRITTLIMIT_FALSCH.format(
                max_schritte=max_schritte, bekommen=lauf.modell.aufrufe
            )
            return falsch(im(szenario, text), schluessel="schrittlimit")
        abweichung = erwarte_gleich(lauf.aufruf, None, f"agent im Szenario „{szenario.titel}“")
        if abweichung:
            return abweichung
    return richtig("Nach max_schritte Durchläufen ohne Endantwort gibt agent None zurück.")


def _ergebnisse(nachricht):
    content = nachricht.get("content")
    if not isinstance(content, list):
        return []
    return [b for b in content if isinstance(b, dict) and b.get("type") == "tool_result"]


def _streng(*szenarien):
    """Eine Prüfung gegen das strenge SkriptModell: Rückgabe gleich dem Text der Endantwort."""

    def pruefe(namensraum):
        agent, fehlt = _funktion(namensraum)
        if fehlt:
            return fehlt
        for szenario in szenarien:
            lauf = szenario.laufe(agent)
            if lauf.aufruf.ausnahme is not None:
                return diagnose_ausnahme(lauf)
            beschreibung = f"agent im Szenario „{szenario.titel}“"
            abweichung = erwarte_gleich(lauf.aufruf, _erwartet(szenario), beschreibung)
            if abweichung:
                return falsch(abweichung.text, schluessel=f"wert:{szenario.titel}")
        return richtig(f"{NAME}: " + "; ".join(s.titel for s in szenarien) + " – stimmt.")

    return pruefe


endantwort = pruefung("Endantwort sofort")(_streng(SOFORT))
tools = pruefung("Tools im strengen Simulator")(
    _streng(EIN_TOOL, NACHEINANDER, PARALLEL, ZWEI_TEXTE)
)
nie_fertig = pruefung("Modell wird nie fertig", setzt_voraus=beenden)(
    _streng(NIE_FERTIG, NIE_FERTIG_STANDARD)
)
zahl_ergebnis = pruefung("Ein Tool liefert eine Zahl")(_streng(ZAHL))
dict_ergebnis = pruefung("Ein Tool liefert ein dict")(_streng(DATEN))
tool_fehler = pruefung("Ein Tool scheitert, die Schleife nicht")(_streng(KAPUTT, UNBEKANNT))

PRUEFUNGEN = (
    signatur,
    verlauf,
    tool_ergebnis,
    beenden,
    endantwort,
    tools,
    nie_fertig,
    zahl_ergebnis,
    dict_ergebnis,
    tool_fehler,
    vergleich(NAME, PARAMETER, faelle, diagnose=diagnose),
)
