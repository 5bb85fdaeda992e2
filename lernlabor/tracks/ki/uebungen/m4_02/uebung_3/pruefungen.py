"""Die Prüfungen von Übung 3: zwei Tools und zwei Protokoll-Funktionen für den Buchladen."""

import copy

from lernlabor.pruefen import (
    erwarte_ausnahme,
    erwarte_gleich,
    falsch,
    hole_funktion,
    kurz,
    pruefung,
    richtig,
    rufe,
    vergleich,
)
from lernlabor.pruefen.meldungen import WERT_NONE
from lernlabor.tracks.ki import KATALOG

from .. import meldungen as m
from . import faelle as f
from . import verlaeufe as v

TREFFER = (("Python", 0), ("python", 0), ("ISTANBUL", 2), ("tee-atlas", 3), ("zu fuß", 4))
KURSE_OK = ("USD", "TRY", "GBP")


@pruefung("suche_buch findet Bücher")
def suche_findet(namensraum):
    """Erster Treffer, ohne auf Groß- und Kleinschreibung zu achten, als ganzer Eintrag."""
    suche_buch, fehlt = hole_funktion(namensraum, "suche_buch", "stichwort")
    if fehlt:
        return fehlt
    for stichwort, index in TREFFER:
        erwartet = KATALOG[index]
        aufruf = rufe(suche_buch, stichwort)
        if aufruf.ausnahme is None and aufruf.wert == erwartet:
            continue
        nichts = isinstance(aufruf.ausnahme, ValueError) or aufruf.wert is None
        if nichts:
            return falsch(_nichts_gefunden(suche_buch, stichwort, erwartet), aufruf.ausnahme)
        if aufruf.ausnahme is None and aufruf.wert in KATALOG:
            text = m.SUCHE_ERSTER_TREFFER.format(
                stichwort=stichwort, erwartet=erwartet["titel"], bekommen=aufruf.wert["titel"]
            )
            return falsch(text)
        return erwarte_gleich(aufruf, erwartet, f"suche_buch({stichwort!r})")
    return richtig("suche_buch findet den ersten Treffer, ohne auf Groß/klein zu achten.")


def _nichts_gefunden(suche_buch, stichwort, erwartet):
    """Findet die Suche das Stichwort in der Schreibweise des Titels? Dann liegt es an Groß
    und klein; sonst sucht sie nur am Anfang oder nach ganzen Wörtern."""
    titel = erwartet["titel"]
    stelle = titel.lower().find(stichwort.lower())
    original = titel[stelle : stelle + len(stichwort)]
    gleich_geschrieben = rufe(suche_buch, original)
    if original != stichwort and gleich_geschrieben.wert == erwartet:
        return m.SUCHE_GROSS_KLEIN.format(stichwort=stichwort, titel=titel)
    return m.SUCHE_TEILSTUECK.format(stichwort=stichwort, titel=titel)


@pruefung("suche_buch ohne Treffer")
def suche_ohne_treffer(namensraum):
    """Ohne Treffer ein ValueError mit Text, damit die Schleife ein is_error-Ergebnis baut."""
    suche_buch, fehlt = hole_funktion(namensraum, "suche_buch", "stichwort")
    if fehlt:
        return fehlt
    for stichwort in ("Rust", "Kochbuch für Katzen"):
        aufruf = rufe(suche_buch, stichwort)
        if aufruf.ausnahme is None and aufruf.wert is None:
            return falsch(m.SUCHE_NONE.format(stichwort=stichwort))
        abweichung = erwarte_ausnahme(aufruf, ValueError, f"suche_buch({stichwort!r})")
        if abweichung:
            return abweichung
    return richtig("Ohne Treffer wirft suche_buch einen ValueError.")


@pruefung("wechselkurs")
def kurs(namensraum):
    """Der Kurs aus KURSE; eine unbekannte Währung gibt einen ValueError."""
    wechselkurs, fehlt = hole_funktion(namensraum, "wechselkurs", "waehrung")
    if fehlt:
        return fehlt
    kurse = v.referenz()["KURSE"]
    for waehrung in KURSE_OK:
        abweichung = erwarte_gleich(
            rufe(wechselkurs, waehrung), kurse[waehrung], f"wechselkurs({waehrung!r})"
        )
        if abweichung:
            return abweichung
    for waehrung in ("XYZ", "JPY"):
        aufruf = rufe(wechselkurs, waehrung)
        if isinstance(aufruf.ausnahme, KeyError):
            return falsch(m.KURS_KEYERROR.format(waehrung=waehrung), aufruf.ausnahme)
        abweichung = erwarte_ausnahme(aufruf, ValueError, f"wechselkurs({waehrung!r})")
        if abweichung:
            return abweichung
    return richtig("wechselkurs liefert den Kurs oder einen ValueError.")


@pruefung("Lauf mit dem RegelModell")
def lauf_mit_regelmodell(namensraum):
    """Die Tools der Lernenden in der echten Schleife: EUR, TRY, kein Treffer, keine Währung."""
    for name, parameter in (("suche_buch", "stichwort"), ("wechselkurs", "waehrung")):
        _, fehlt = hole_funktion(namensraum, name, parameter)
        if fehlt:
            return fehlt
    for stichwort in ("Einsteiger", "Kochbuch", "Rust", "Tokio"):
        erwartet = v.lauf(stichwort)
        aufruf = rufe(v.lauf, stichwort, namensraum)
        if aufruf.ausnahme is not None:
            return erwarte_gleich(aufruf, erwartet["antwort"], f"Der Lauf zu {stichwort!r}")
        soll, ist = _tool_folge(erwartet["messages"]), _tool_folge(aufruf.wert["messages"])
        if soll != ist:
            text = m.LAUF_FEHLERART.format(frage=stichwort, erwartet=soll, bekommen=ist)
            return falsch(text)
        fehlschlag = any(fehler for _, fehler in soll)
        if not fehlschlag and aufruf.wert["antwort"] != erwartet["antwort"]:
            text = m.LAUF_ANTWORT.format(
                frage=stichwort, erwartet=erwartet["antwort"], bekommen=aufruf.wert["antwort"]
            )
            return falsch(text)
    return richtig("Mit deinen Tools antwortet der Agent wie erwartet.")


def _gegen_alle_verlaeufe(namensraum, name, erklaere, erfolg):
    """Vergleicht die Funktion ``name`` auf jedem Beispielverlauf mit der Referenz.

    ``erklaere(art, verlauf, erwartet, wert)`` liefert die Meldung zur ersten Abweichung.
    """
    funktion, fehlt = hole_funktion(namensraum, name, "messages")
    if fehlt:
        return fehlt
    for art, verlauf in v.verlaeufe().items():
        erwartet = v.referenz()[name](verlauf)
        aufruf = rufe(funktion, copy.deepcopy(verlauf))
        if aufruf.ausnahme is not None:
            return _absturz(name, aufruf, verlauf, m.VERLAEUFE[art])
        if aufruf.wert != erwartet:
            text = erklaere(art, verlauf, erwartet, aufruf.wert)
            return falsch(_mit_none_hinweis(text, aufruf.wert))
    return richtig(erfolg)


@pruefung("schrittfolge")
def schrittfolge(namensraum):
    """Die Namen aller Tool-Wünsche aus den assistant-Nachrichten, in Reihenfolge."""

    def erklaere(art, verlauf, erwartet, wert):
        if wert == [] and erwartet:
            return m.SCHRITTFOLGE_LEER.format(erwartet=erwartet)
        text = m.SCHRITTFOLGE.format(
            verlauf=m.VERLAEUFE[art], erwartet=erwartet, bekommen=kurz(wert)
        )
        if wert == v.nur_beantwortete(verlauf):
            text += m.SCHRITTFOLGE_NUR_ERGEBNISSE
        elif wert != erwartet and wert == list(dict.fromkeys(erwartet)):
            text += m.SCHRITTFOLGE_DOPPELT
        return text

    erfolg = "schrittfolge liest die Tool-Namen richtig aus dem Verlauf."
    return _gegen_alle_verlaeufe(namensraum, "schrittfolge", erklaere, erfolg)


@pruefung("abbruchgrund")
def abbruchgrund(namensraum):
    """ "fertig", "budget" oder "max_schritte", abgeleitet aus der letzten Nachricht."""

    def erklaere(art, verlauf, erwartet, wert):
        text = m.ABBRUCH.format(verlauf=m.VERLAEUFE[art], erwartet=erwartet, bekommen=kurz(wert))
        if art == "fertig_nach_tools":
            text += m.ABBRUCH_ERSTE
        elif erwartet == "max_schritte":
            text += m.ABBRUCH_LETZTE_NACHRICHT
        elif erwartet == "budget":
            text += m.ABBRUCH_BUDGET
        return text

    erfolg = "abbruchgrund erkennt fertig, budget und max_schritte."
    return _gegen_alle_verlaeufe(namensraum, "abbruchgrund", erklaere, erfolg)


def _tool_folge(messages):
    """(Name, is_error) je Tool-Aufruf: So vergleicht man Läufe, ohne Fehlertexte zu vergleichen."""
    namen = {
        b["id"]: b["name"]
        for n in messages
        if n["role"] == "assistant"
        for b in n["content"]
        if b["type"] == "tool_use"
    }
    return [
        (namen.get(b["tool_use_id"]), bool(b.get("is_error")))
        for n in messages
        if n["role"] == "user" and isinstance(n["content"], list)
        for b in n["content"]
    ]


def _mit_none_hinweis(text, wert):
    return text + WERT_NONE if wert is None else text


def _absturz(name, aufruf, verlauf, beschreibung):
    a = aufruf.ausnahme
    if isinstance(a, TypeError | AttributeError) and isinstance(verlauf[0]["content"], str):
        return falsch(m.STRING_CONTENT.format(funktion=name, art=type(a).__name__, text=a), a)
    return erwarte_gleich(aufruf, None, f"{name} für {beschreibung}")


PRUEFUNGEN = (
    suche_findet,
    suche_ohne_treffer,
    kurs,
    lauf_mit_regelmodell,
    schrittfolge,
    abbruchgrund,
    # Die Netze: je Funktion ein Vergleich mit der Musterlösung auf erzeugten Fällen.
    vergleich("suche_buch", "stichwort", f.suche_faelle),
    vergleich("wechselkurs", "waehrung", f.kurs_faelle),
    vergleich("schrittfolge", "messages", f.schrittfolge_faelle, diagnose=f.veraendert),
    vergleich("abbruchgrund", "messages", f.abbruchgrund_faelle, diagnose=f.veraendert),
)
