"""Die Prüfungen von Übung 2: große Tool-Ergebnisse kürzen (kuerze) und Hinweise (mit_hinweis).

Die erwarteten Werte rechnet die Prüfung aus der Regel der Lektion aus, nicht aus festen
Texten. Wo eine Abweichung zu einem bekannten Fehler passt, benennt die Meldung ihn.
"""

import re

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

from .. import meldungen as m
from . import faelle as f

KUERZE = ("kuerze", "text, max_zeichen=4000")
MIT_HINWEIS = ("mit_hinweis", "zeilen, max_zeilen=50")
SCHLUESSEL = {"status", "data", "error", "hinweis"}
MISCHTEXT = "Zeile 1: Schraube M4\nZeile 2: Mutter M4\nZeile 3: Unterlegscheibe\n"


def erwartet_gekuerzt(text, max_zeichen):
    """Die Regel der Lektion, als Referenz für die Prüfungen."""
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def _nach_bytes(wert, text, max_zeichen):
    """Passt ``wert`` zu einer Kürzung, die UTF-8-Bytes statt Zeichen zählt?"""
    roh = text.encode()
    if len(roh) == len(text) or not isinstance(wert, str):
        return False
    if len(roh) <= max_zeichen:
        return wert == text
    return wert.startswith(roh[:max_zeichen].decode(errors="ignore") + "\n")


def _beschreibung(text, max_zeichen):
    """Kurz lesbar: ein langer Text aus einem Zeichen heißt "x" * 4500."""
    if len(text) > 12 and len(set(text)) == 1:
        zeichen = f"{text[0]!r} * {len(text)}"
    else:
        zeichen = kurz(text)
    return zeichen if max_zeichen is None else f"{zeichen}, max_zeichen={max_zeichen}"


def _rufe_kuerze(kuerze, text, max_zeichen):
    if max_zeichen is None:
        return rufe(kuerze, text)
    return rufe(kuerze, text, max_zeichen=max_zeichen)


@pruefung("kuerze lässt kurze Texte unverändert")
def kurze_texte(namensraum):
    """Texte bis einschließlich max_zeichen kommen unverändert zurück, auch der leere Text."""
    kuerze, fehlt = hole_funktion(namensraum, *KUERZE)
    if fehlt:
        return fehlt
    faelle = (("Hallo", 10), ("x" * 50, 50), ("", 0), ("", 5), ("a" * 4000, None), ("Grüße", 5))
    for text, max_zeichen in faelle:
        grenze = 4000 if max_zeichen is None else max_zeichen
        aufruf = _rufe_kuerze(kuerze, text, max_zeichen)
        beschreibung = _beschreibung(text, max_zeichen)
        if aufruf.ausnahme is None and aufruf.wert != text:
            meldung = m.KURZ_VERAENDERT.format(
                aufruf=beschreibung,
                laenge=len(text),
                max_zeichen=grenze,
                bekommen=kurz(aufruf.wert),
            )
            # Bytes statt Zeichen erklärt auch den Grenzfall „Grüße“ (5 Zeichen, 7 Bytes):
            # dann wäre der Rat zu <= falsch, der Vergleich stimmt ja.
            if _nach_bytes(aufruf.wert, text, grenze):
                meldung += m.NACH_BYTES
            elif len(text) == grenze:
                meldung += m.GRENZE_GENAU
            return falsch(meldung, schluessel="grenze")
        abweichung = erwarte_gleich(aufruf, text, f"kuerze({beschreibung})")
        if abweichung:
            return abweichung
    return richtig("kuerze lässt Texte bis max_zeichen Zeichen unverändert.")


def _diagnose_kuerzung(wert, text, max_zeichen):
    """Benennt den Fehler einer falschen Kürzung, wenn er zu einem bekannten passt."""
    rest = len(text) - max_zeichen
    if not isinstance(wert, str):
        return ""
    if len(wert) == max_zeichen and "gekürzt" in wert:
        return m.HINWEIS_IN_GRENZE
    if not wert.startswith(text[:max_zeichen]):
        return ""
    anhang = wert[max_zeichen:]
    if "truncated" in anhang:
        return m.HINWEIS_ENGLISCH.format(rest=rest)
    if anhang == f"...[gekürzt, {rest} weitere Zeichen]":
        return m.OHNE_UMBRUCH
    if str(len(text)) in anhang and str(rest) not in anhang:
        return m.REST_GESAMT.format(laenge=len(text), max_zeichen=max_zeichen, rest=rest)
    return ""


@pruefung("kuerze kürzt lange Texte")
def lange_texte(namensraum):
    """Zu lange Texte: die ersten max_zeichen Zeichen und der Hinweis mit dem Rest."""
    kuerze, fehlt = hole_funktion(namensraum, *KUERZE)
    if fehlt:
        return fehlt
    faelle = (
        ("x" * 4500, 50),
        (MISCHTEXT, 10),
        ("a" * 4001, None),
        ("abc", 0),
        ("Grüße aus Köln 🙂", 8),
    )
    for text, max_zeichen in faelle:
        grenze = 4000 if max_zeichen is None else max_zeichen
        erwartet = erwartet_gekuerzt(text, grenze)
        aufruf = _rufe_kuerze(kuerze, text, max_zeichen)
        beschreibung = _beschreibung(text, max_zeichen)
        if aufruf.ausnahme is None and aufruf.wert != erwartet:
            meldung = m.KUERZUNG_FALSCH.format(
                aufruf=beschreibung, erwartet=kurz(erwartet), bekommen=kurz(aufruf.wert)
            )
            if _nach_bytes(aufruf.wert, text, grenze):
                meldung += m.NACH_BYTES
            elif aufruf.wert == text:
                meldung += f" Der Text hat {len(text)} Zeichen, mehr als {grenze}."
            else:
                meldung += _diagnose_kuerzung(aufruf.wert, text, grenze)
            return falsch(meldung, schluessel="kuerzung")
        abweichung = erwarte_gleich(aufruf, erwartet, f"kuerze({beschreibung})")
        if abweichung:
            return abweichung
    return richtig("kuerze schneidet bei max_zeichen ab und nennt den Rest.")


@pruefung("kuerze mit negativem max_zeichen")
def negativ(namensraum):
    """Ein negatives max_zeichen ist ein Fehler der Aufrufenden: ValueError mit Text."""
    kuerze, fehlt = hole_funktion(namensraum, *KUERZE)
    if fehlt:
        return fehlt
    for text, max_zeichen in (("Hallo", -1), ("x" * 4500, -50)):
        aufruf = rufe(kuerze, text, max_zeichen=max_zeichen)
        beschreibung = _beschreibung(text, max_zeichen)
        if aufruf.ausnahme is None:
            meldung = m.NEGATIV_ERLAUBT.format(aufruf=beschreibung, bekommen=kurz(aufruf.wert))
            return falsch(meldung, schluessel="negativ")
        abweichung = erwarte_ausnahme(aufruf, ValueError, f"kuerze({beschreibung})")
        if abweichung:
            return abweichung
    return richtig("Ein negatives max_zeichen gibt einen ValueError.")


def _rufe_hinweis(mit_hinweis, zeilen, max_zeilen):
    kopie = list(zeilen)
    if max_zeilen is None:
        aufruf = rufe(mit_hinweis, kopie)
    else:
        aufruf = rufe(mit_hinweis, kopie, max_zeilen=max_zeilen)
    return aufruf, kopie != zeilen


def _zeilen(anzahl):
    return [f"Treffer {nummer}" for nummer in range(1, anzahl + 1)]


def _hinweis_beschreibung(zeilen, max_zeilen):
    text = f"<{len(zeilen)} Zeilen>"
    return text if max_zeilen is None else f"{text}, max_zeilen={max_zeilen}"


def _schema(wert, beschreibung, zeilen, max_zeilen):
    """Gemeinsamer Teil: dict, genau die vier Schlüssel, status ok, error None, data gekürzt."""
    if not isinstance(wert, dict):
        meldung = m.HINWEIS_KEIN_DICT.format(aufruf=beschreibung, bekommen=kurz(wert))
        return falsch(meldung, schluessel="hinweis_kein_dict")
    if "note" in wert and "hinweis" not in wert:
        return falsch(m.HINWEIS_NOTE.format(aufruf=beschreibung), schluessel="note")
    if set(wert) != SCHLUESSEL:
        meldung = m.HINWEIS_SCHLUESSEL.format(aufruf=beschreibung, bekommen=kurz(sorted(wert)))
        return falsch(meldung, schluessel="hinweis_schluessel")
    if wert["status"] != "ok" or wert["error"] is not None:
        meldung = m.HINWEIS_SCHEMA.format(
            aufruf=beschreibung, status=kurz(wert["status"]), error=kurz(wert["error"])
        )
        return falsch(meldung, schluessel="hinweis_schema")
    grenze = 50 if max_zeilen is None else max_zeilen
    erwartet = zeilen[:grenze]
    if wert["data"] != erwartet:
        anzahl = len(wert["data"]) if isinstance(wert["data"], list) else kurz(wert["data"])
        meldung = m.HINWEIS_DATA.format(
            aufruf=beschreibung, max_zeilen=grenze, erwartet=len(erwartet), bekommen=anzahl
        )
        if wert["data"] == zeilen:
            meldung += m.DATA_UNGEKUERZT
        return falsch(meldung, schluessel="hinweis_data")
    return None


@pruefung("mit_hinweis ohne Kürzung")
def ohne_kuerzung(namensraum):
    """Passt alles, ist hinweis None und data enthält alle Zeilen."""
    mit_hinweis, fehlt = hole_funktion(namensraum, *MIT_HINWEIS)
    if fehlt:
        return fehlt
    for zeilen, max_zeilen in ((_zeilen(3), None), (_zeilen(50), None), ([], 0), (_zeilen(4), 4)):
        aufruf, veraendert = _rufe_hinweis(mit_hinweis, zeilen, max_zeilen)
        beschreibung = _hinweis_beschreibung(zeilen, max_zeilen)
        if aufruf.ausnahme is not None:
            return erwarte_gleich(aufruf, None, f"mit_hinweis({beschreibung})")
        befund = _schema(aufruf.wert, beschreibung, zeilen, max_zeilen)
        if befund:
            return befund
        if aufruf.wert["hinweis"] is not None:
            grenze = 50 if max_zeilen is None else max_zeilen
            meldung = m.HINWEIS_OHNE_KUERZUNG.format(
                aufruf=beschreibung,
                gesamt=len(zeilen),
                max_zeilen=grenze,
                bekommen=kurz(aufruf.wert["hinweis"]),
            )
            if len(zeilen) == grenze:
                meldung += m.HINWEIS_GRENZE_GENAU
            return falsch(meldung, schluessel="hinweis_ohne_kuerzung")
        if veraendert:
            meldung = m.HINWEIS_VERAENDERT_EINGABE.format(aufruf=beschreibung)
            return falsch(meldung, schluessel="veraendert")
    return richtig("Ohne Kürzung ist hinweis None.")


@pruefung("mit_hinweis mit Kürzung")
def mit_kuerzung(namensraum):
    """Fehlt etwas, nennt hinweis beide Zahlen und sagt, dass es weitere Treffer gibt."""
    mit_hinweis, fehlt = hole_funktion(namensraum, *MIT_HINWEIS)
    if fehlt:
        return fehlt
    for zeilen, max_zeilen in ((_zeilen(120), None), (_zeilen(7), 3), (_zeilen(5), 0)):
        aufruf, veraendert = _rufe_hinweis(mit_hinweis, zeilen, max_zeilen)
        beschreibung = _hinweis_beschreibung(zeilen, max_zeilen)
        if aufruf.ausnahme is not None:
            return erwarte_gleich(aufruf, None, f"mit_hinweis({beschreibung})")
        befund = _schema(aufruf.wert, beschreibung, zeilen, max_zeilen)
        if befund:
            return befund
        hinweis = aufruf.wert["hinweis"]
        gezeigt, gesamt = len(aufruf.wert["data"]), len(zeilen)
        if not isinstance(hinweis, str) or not hinweis.strip():
            meldung = m.HINWEIS_FEHLT.format(
                aufruf=beschreibung, gezeigt=gezeigt, gesamt=gesamt, bekommen=kurz(hinweis)
            )
            return falsch(meldung, schluessel="hinweis_fehlt")
        zahlen = re.findall(r"\d+", hinweis)
        fehlend = [str(z) for z in (gezeigt, gesamt) if str(z) not in zahlen]
        if fehlend:
            meldung = m.HINWEIS_ZAHLEN.format(
                aufruf=beschreibung,
                bekommen=kurz(hinweis),
                gezeigt=gezeigt,
                gesamt=gesamt,
                fehlt=", ".join(fehlend),
            )
            return falsch(meldung, schluessel="hinweis_zahlen")
        if zahlen.index(str(gezeigt)) > zahlen.index(str(gesamt)):
            meldung = m.HINWEIS_VERTAUSCHT.format(
                aufruf=beschreibung, bekommen=kurz(hinweis), gezeigt=gezeigt, gesamt=gesamt
            )
            return falsch(meldung, schluessel="hinweis_vertauscht")
        if f.VERNEINT.search(hinweis):
            meldung = m.HINWEIS_VERNEINT.format(
                aufruf=beschreibung, bekommen=kurz(hinweis), gezeigt=gezeigt, gesamt=gesamt
            )
            return falsch(meldung, schluessel="hinweis_verneint")
        if not re.search(r"weitere|mehr", hinweis, re.IGNORECASE):
            meldung = m.HINWEIS_WEITERE.format(aufruf=beschreibung, bekommen=kurz(hinweis))
            return falsch(meldung, schluessel="hinweis_weitere")
        if veraendert:
            meldung = m.HINWEIS_VERAENDERT_EINGABE.format(aufruf=beschreibung)
            return falsch(meldung, schluessel="veraendert")
    return richtig("Mit Kürzung nennt hinweis beide Zahlen und sagt, dass es mehr gibt.")


PRUEFUNGEN = (
    kurze_texte,
    lange_texte,
    negativ,
    ohne_kuerzung,
    mit_kuerzung,
    vergleich("kuerze", KUERZE[1], f.faelle_kuerze),
    vergleich("mit_hinweis", MIT_HINWEIS[1], f.faelle_mit_hinweis),
)
