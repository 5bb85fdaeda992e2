"""Die Prüfungen von Übung 3: die Schleife der Quelle reparieren (``agent_openai``).

Die ersten Prüfungen sehen je einen Fehler der Quelle an, mit dem lockeren Modell: So wird
jeder benannt, auch wenn die anderen noch drinstecken. Danach läuft ``agent_openai`` gegen
das strenge ``SkriptModellOpenAI``, das falsche Verläufe ablehnt wie die echte API.
"""

import json

from lernlabor.pruefen import (
    ausnahme_meldung,
    erwarte_gleich,
    falsch,
    hole_funktion,
    kurz,
    pruefung,
    richtig,
    vergleich,
)
from lernlabor.tracks.ki import ApiFehler

from .. import meldungen as m
from . import erzeugt
from . import szenarien as s

NAME = "agent_openai"
PARAMETER = "modell, aufgabe, werkzeuge, max_schritte=5"
GRENZE = 8  # so oft darf das lockere Modell gerufen werden, dann gilt die Schleife als endlos


def _funktion(namensraum):
    return hole_funktion(namensraum, NAME, PARAMETER)


def _im(szenario, text, schluessel, ausnahme=None):
    return falsch(m.IM_SZENARIO.format(titel=szenario.titel, text=text), ausnahme, schluessel)


def _tool_nachrichten(verlauf):
    return [n for n in verlauf if isinstance(n, dict) and n.get("role") == "tool"]


def _diagnose_ausnahme(lauf):
    """Benennt die Ursache, wenn agent_openai mit einer Ausnahme endete."""
    a, szenario = lauf.aufruf.ausnahme, lauf.szenario
    if isinstance(a, ApiFehler):
        verlauf = lauf.modell.gesendet[-1] if lauf.modell.gesendet else []
        tools = _tool_nachrichten(verlauf)
        if a.regel == "ohne_tool_call_id" and any("name" in n for n in tools):
            return _im(szenario, m.NAME_STATT_TOOL_CALL_ID, "name_statt_id", a)
        if a.regel == "unerwartetes_ergebnis" and not _mit_aufrufen(verlauf):
            return _im(szenario, m.ASSISTANT_FEHLT, "assistant_fehlt", a)
        if any(isinstance(n, dict) and "choices" in n for n in verlauf):
            return _im(szenario, m.GANZE_ANTWORT, "ganze_antwort", a)
        if a.regel == "fehlendes_ergebnis":
            return _im(szenario, m.API_ABGELEHNT.format(text=a), "tool_call_ids", a)
        if a.regel == "content_typ":
            typ = next((type(n.get("content")).__name__ for n in tools), "nichts")
            return _im(szenario, m.CONTENT_DICT.format(typ=typ), "content_dict", a)
        return _im(szenario, m.API_ABGELEHNT.format(text=a), f"api:{a.regel}", a)
    if a is not None and a is lauf.werkstatt.fehler:
        text = m.TOOL_FEHLER_ABBRUCH.format(art=type(a).__name__, text=a)
        return _im(szenario, text, "tool_fehler", a)
    rueck = ausnahme_meldung(lauf.aufruf, f"{NAME} im Szenario „{szenario.titel}“")
    return falsch(rueck.text, a, f"ausnahme:{type(a).__name__}:{a}")


def _mit_aufrufen(verlauf):
    return any(isinstance(n, dict) and n.get("tool_calls") for n in verlauf)


def _ungeparst(lauf):
    """Bekam ein Tool den JSON-String selbst? Dann stimmen auch seine Ergebnisse nicht."""
    ungeparst = [a for _, a in lauf.werkstatt.aufrufe if isinstance(a, str) and a[:1] == "{"]
    if ungeparst:
        text = m.ARGUMENTE_UNGEPARST.format(bekommen=kurz(ungeparst))
        return _im(lauf.szenario, text, "ungeparst")
    return None


def _content_dict(szenario, tools):
    typ = next((type(n.get("content")).__name__ for n in tools if not _ist_str(n)), None)
    if typ is None:
        return None
    return _im(szenario, m.CONTENT_DICT.format(typ=typ), "content_dict")


def _ist_str(nachricht):
    return isinstance(nachricht.get("content"), str)


def _zweiter_verlauf(szenario, agent):
    """Lässt das Szenario locker laufen; (Lauf, zweiter gesendeter Verlauf oder Rückmeldung)."""
    lauf = szenario.laufe(agent, locker_bis=GRENZE)
    if len(lauf.modell.gesendet) >= 2:
        return lauf, lauf.modell.gesendet[1]
    if lauf.aufruf is not None and lauf.aufruf.ausnahme is not None:
        return lauf, _diagnose_ausnahme(lauf)
    return lauf, _im(szenario, m.MODELL_NUR_EINMAL, "einmal")


def _locker(titel):
    """Eine Prüfung mit dem lockeren Modell; die Funktion bekommt (agent, namensraum)."""

    def markiere(pruefe):
        def pruefung_(namensraum):
            agent, fehlt = _funktion(namensraum)
            return fehlt or pruefe(agent)

        pruefung_.__doc__ = pruefe.__doc__
        return pruefung(titel)(pruefung_)

    return markiere


@pruefung("Signatur von agent_openai")
def signatur(namensraum):
    """Die Signatur der Lektion, damit die Prüfungen agent_openai aufrufen können."""
    return _funktion(namensraum)[1] or richtig(f"def {NAME}({PARAMETER}) stimmt.")


@_locker("Der eigene Zug des Modells steht im Verlauf")
def eigener_zug(agent):
    """Nach einem Tool-Wunsch: Frage, die Nachricht des Modells, dann die tool-Nachricht."""
    lauf, zweiter = _zweiter_verlauf(s.EIN_TOOL, agent)
    if not isinstance(zweiter, list):
        return zweiter
    nachricht = {"role": "assistant", "tool_calls": [s.LAGER]}
    if len(zweiter) >= 2 and erzeugt._normal(zweiter[1:2], [])[0] == nachricht:
        return richtig("Die Nachricht des Modells steht unverändert im Verlauf.")
    if any(isinstance(n, dict) and "choices" in n for n in zweiter):
        return _im(s.EIN_TOOL, m.GANZE_ANTWORT, "ganze_antwort")
    return _im(s.EIN_TOOL, m.ASSISTANT_FEHLT, "assistant_fehlt")


@_locker("Jede tool-Nachricht nennt ihren Aufruf")
def tool_call_ids(agent):
    """Zwei parallele Aufrufe: zwei tool-Nachrichten mit den ids der Aufrufe, in Reihenfolge."""
    lauf, zweiter = _zweiter_verlauf(s.PARALLEL, agent)
    if not isinstance(zweiter, list):
        return zweiter
    tools = _tool_nachrichten(zweiter)
    if tools and all("tool_call_id" not in n and "name" in n for n in tools):
        return _im(s.PARALLEL, m.NAME_STATT_TOOL_CALL_ID, "name_statt_id")
    ids = [n.get("tool_call_id") for n in tools]
    if sorted(ids, key=repr) != ["call_1", "call_2"]:  # die Reihenfolge legt die Aufgabe nicht fest
        text = m.TOOL_NACHRICHTEN_IDS.format(bekommen=ids, erwartet=["call_1", "call_2"])
        return _im(s.PARALLEL, text, "tool_call_ids")
    return richtig("Jeder Aufruf bekommt eine tool-Nachricht mit seiner tool_call_id.")


@_locker("arguments wird geparst")
def argumente(agent):
    """Das Tool bekommt die Argumente aus dem JSON-String als Schlüsselwort-Argumente."""
    lauf, zweiter = _zweiter_verlauf(s.EIN_TOOL, agent)
    if not isinstance(zweiter, list):
        return zweiter
    erwartet = [("lagerbestand", "Schraube M4")]
    if lauf.werkstatt.aufrufe != erwartet:
        bekommen = [a for _, a in lauf.werkstatt.aufrufe] or "gar keinen Aufruf"
        text = m.ARGUMENTE_UNGEPARST.format(bekommen=kurz(bekommen))
        return _im(s.EIN_TOOL, text, "ungeparst")
    return richtig("arguments wird mit json.loads zu Schlüsselwort-Argumenten.")


@_locker("content ist ein JSON-String")
def content_string(agent):
    """Ein Tool gibt ein dict zurück: content ist JSON, aus dem das Modell das dict liest."""
    lauf, zweiter = _zweiter_verlauf(s.DICT, agent)
    if not isinstance(zweiter, list):
        return zweiter
    tools = _tool_nachrichten(zweiter)
    if not tools:
        return _im(s.DICT, m.TOOL_FEHLER_KEINE_NACHRICHT, "keine_tool_nachricht")
    befund = _content_dict(s.DICT, tools) or _ungeparst(lauf)
    if befund:
        return befund
    content = tools[0]["content"]
    try:
        daten = json.loads(content)
    except ValueError:
        return _im(s.DICT, m.CONTENT_KEIN_JSON_3.format(bekommen=kurz(content)), "kein_json")
    if daten != s.WETTER and not (isinstance(daten, dict) and daten.get("data") == s.WETTER):
        return _im(s.DICT, m.CONTENT_OHNE_DATEN.format(bekommen=kurz(content)), "ohne_daten")
    return richtig("Das dict geht als JSON-String zurück.")


@_locker("Ein Tool-Fehler wird ein Ergebnis")
def tool_fehler(agent):
    """Ein Tool wirft: Die Schleife macht mit einer tool-Nachricht samt Fehlertext weiter."""
    lauf, zweiter = _zweiter_verlauf(s.FEHLER, agent)
    if not isinstance(zweiter, list):
        return zweiter
    tools = _tool_nachrichten(zweiter)  # nur ein Aufruf: Die id prüft eine andere Prüfung
    if not tools:
        return _im(s.FEHLER, m.TOOL_FEHLER_KEINE_NACHRICHT, "keine_tool_nachricht")
    befund = _content_dict(s.FEHLER, tools)
    if befund:
        return befund
    content = tools[0]["content"]
    try:
        daten = json.loads(content)
    except ValueError:
        daten = None
    if isinstance(daten, dict) and daten.get("status") == "ok":
        return _im(s.FEHLER, m.TOOL_FEHLER_ALS_OK.format(bekommen=kurz(content)), "als_ok")
    if s.KAPUTT not in content:
        text = m.TOOL_FEHLER_OHNE_TEXT.format(bekommen=kurz(content), text=s.KAPUTT)
        return _im(s.FEHLER, text, "fehler_ohne_text")
    schema = {"status": "error", "data": None}
    if not isinstance(daten, dict) or set(daten) != erzeugt.SCHEMA or daten | schema != daten:
        return _im(s.FEHLER, m.TOOL_FEHLER_KEIN_SCHEMA.format(bekommen=kurz(content)), "schema")
    return richtig("Ein Tool-Fehler geht als Ergebnis zurück, die Schleife läuft weiter.")


@_locker("Der Verlauf wächst von Runde zu Runde")
def verlauf_waechst(agent):
    """Zwei Tools nacheinander: Der dritte Verlauf beginnt mit dem ganzen zweiten."""
    lauf = s.NACHEINANDER.laufe(agent, locker_bis=GRENZE)
    gesendet = lauf.modell.gesendet
    if len(gesendet) >= 3 and gesendet[2][: len(gesendet[1])] != gesendet[1]:
        return _im(s.NACHEINANDER, m.VERLAUF_VERGESSEN, "vergessen")
    return richtig("Jeder Verlauf enthält alle früheren Schritte.")


@_locker("Schrittlimit gegen ein Modell, das nie fertig wird")
def schrittlimit(agent):
    """Genau max_schritte Modellaufrufe, dann None."""
    for szenario, max_schritte in ((s.NIE_FERTIG, 3), (s.NIE_FERTIG_STANDARD, 5)):
        lauf = szenario.laufe(agent, locker_bis=GRENZE)
        if lauf.aufruf is None:
            text = m.SCHRITTLIMIT_FEHLT.format(max_schritte=max_schritte, grenze=GRENZE)
            return _im(szenario, text, "schrittlimit")
        if lauf.aufruf.ausnahme is not None:
            return _diagnose_ausnahme(lauf)
        if lauf.modell.aufrufe != max_schritte:
            text = m.SCHRITTLIMIT_FALSCH.format(
                max_schritte=max_schritte, bekommen=lauf.modell.aufrufe
            )
            return _im(szenario, text, "schrittlimit")
        abweichung = erwarte_gleich(lauf.aufruf, None, f"{NAME} im Szenario „{szenario.titel}“")
        if abweichung:
            return abweichung
    return richtig("Nach max_schritte Aufrufen ohne Endantwort gibt agent_openai None zurück.")


def _streng(*szenarien):
    """Gegen das strenge SkriptModellOpenAI: Rückgabe gleich dem Text der Endantwort."""

    def pruefe(namensraum):
        agent, fehlt = _funktion(namensraum)
        if fehlt:
            return fehlt
        for szenario in szenarien:
            lauf = szenario.laufe(agent)
            if lauf.aufruf.ausnahme is not None:
                return _diagnose_ausnahme(lauf)
            beschreibung = f"{NAME} im Szenario „{szenario.titel}“"
            abweichung = erwarte_gleich(lauf.aufruf, szenario.endantwort, beschreibung)
            if abweichung:
                return falsch(abweichung.text, schluessel=f"wert:{szenario.titel}")
        return richtig(f"{NAME}: " + ", ".join(x.titel for x in szenarien) + " – stimmt.")

    return pruefe


streng = pruefung("Im strengen Simulator")(
    _streng(s.SOFORT, s.EIN_TOOL, s.PARALLEL, s.NACHEINANDER, s.DICT, s.FEHLER)
)
streng_nie_fertig = pruefung("Modell wird nie fertig (streng)", setzt_voraus=schrittlimit)(
    _streng(s.NIE_FERTIG, s.NIE_FERTIG_STANDARD)
)


def _diagnose_netz(fall, soll, ist):
    """Ein Ergebnis mit status error, weil arguments mit literal_eval gelesen wurde: Der
    Vergleich allein zeigte nur die Marke, Übung 1 erklärt den Irrtum; hier dieselbe Erklärung."""
    if erzeugt.LITERAL_EVAL_MARKE in repr(ist.eintraege):
        return m.LITERAL_EVAL.strip()
    return None


PRUEFUNGEN = (
    signatur,
    eigener_zug,
    tool_call_ids,
    argumente,
    content_string,
    tool_fehler,
    verlauf_waechst,
    schrittlimit,
    streng,
    streng_nie_fertig,
    vergleich(NAME, PARAMETER, erzeugt.faelle, diagnose=_diagnose_netz),
)
