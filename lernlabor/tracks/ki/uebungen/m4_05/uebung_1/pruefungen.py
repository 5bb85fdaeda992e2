"""Die Prüfungen von Übung 1: ein Rechner ohne eval, der nie wirft und nie etwas ausführt.

Zuerst liest eine Prüfung den Code (``codelesen``), dann rechnen und lehnen die übrigen ab;
dabei lässt ``parsewache`` keine Eingabe über 200 Zeichen an ast.parse.
Ausnahmen, deren Text je nach Python-Version anders lautet, bekommen einen festen Text: So
urteilt der Browser (Pyodide, Python 3.14) Wort für Wort wie die Kommandozeile.
"""

import re

from lernlabor.pruefen import falsch, hole_funktion, kurz, pruefung, richtig, rufe, vergleich
from lernlabor.pruefen.meldungen import WERT_NONE

from . import meldungen as m
from .codelesen import IMPORTE, funde
from .faelle import ABLEHNEN, RECHNUNGEN
from .parsewache import ZuLangGeparst, parsewache
from .zufallsfaelle import faelle, normalisiere

NAME, PARAMETER = "berechne", "ausdruck"


@pruefung("Signatur von berechne")
def signatur(namensraum):
    """Die Signatur der Lektion, damit die Prüfungen den Rechner aufrufen können."""
    return hole_funktion(namensraum, NAME, PARAMETER)[1] or richtig()


@pruefung("Kein eval, exec, compile oder __import__", liest_code=True)
def ohne_eval(namensraum, code):
    """Liest den Code mit ast: Die vier Namen und ihre Umwege kommen nicht vor."""
    gefunden = funde(code)
    if not gefunden:
        return richtig(m.CODE_OK)
    teile = [m.FUNDSTELLE.format(text=text, zeile=zeile) for zeile, text in gefunden[:3]]
    text = m.CODE_VERBOTEN.format(funde=", ".join(teile))
    if any(t.startswith(("import ", "from ")) for _, t in gefunden):
        text += m.CODE_IMPORT.format(erlaubt=", ".join(IMPORTE))
    return falsch(text)


def _stabil(ausnahme):
    """Dieselbe Ausnahme mit festem Text, falls ihr Text von der Python-Version abhängt."""
    fest = m.FESTER_TEXT.get(type(ausnahme).__name__)
    if fest is None:
        return ausnahme
    return type(ausnahme)(fest).with_traceback(ausnahme.__traceback__)


def _aufruf(berechne, ausdruck, hinweis):
    """(Text, None) oder (None, Rückmeldung), wenn berechne zu früh parste, warf oder keinen
    String gab."""
    with parsewache(getattr(berechne, "__globals__", {})) as zu_lang:
        try:
            aufruf = rufe(berechne, ausdruck)
        except ZuLangGeparst:
            aufruf = None
    if zu_lang:  # auch wenn berechne die Ausnahme der Wache selbst abfing
        text = m.ZU_LANG_GEPARST.format(ausdruck=kurz(ausdruck), zeichen=zu_lang[0])
        return None, falsch(text, schluessel="zu_lang_geparst")
    a = aufruf.ausnahme
    if a is not None:
        text = m.WIRFT.format(ausdruck=kurz(ausdruck), art=type(a).__name__, hinweis=hinweis)
        return None, falsch(text, _stabil(a))
    if not isinstance(aufruf.wert, str):
        typ = type(aufruf.wert).__name__
        text = m.KEIN_TEXT.format(ausdruck=kurz(ausdruck), typ=typ, wert=kurz(aufruf.wert))
        if aufruf.wert is None:  # meist print statt return
            text += WERT_NONE
        return None, falsch(text, schluessel="kein_text")
    return aufruf.wert, None


@pruefung("Rechnen")
def rechnet(namensraum):
    """Jeder erlaubte Ausdruck ergibt genau str(wert)."""
    berechne, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
    if fehlt:
        return fehlt
    for ausdruck, erwartet, hinweis in RECHNUNGEN:
        wert, rueck = _aufruf(berechne, ausdruck, hinweis)
        if rueck:
            return rueck
        if wert == erwartet:
            continue
        vorlage = m.ERLAUBTES_ABGELEHNT if wert.startswith("Fehler") else m.FALSCHER_WERT
        text = vorlage.format(
            ausdruck=kurz(ausdruck), wert=kurz(wert), erwartet=kurz(erwartet), hinweis=hinweis
        )
        return falsch(text)
    return richtig(m.RECHNEN_OK)


# Pythons eigene Texte zu ZeroDivisionError: englisch, kein Grund für Lernende. (Den Text eines
# OverflowError reicht anders_nodevisitor.py durch; die Aufgabe nimmt ihn bisher hin.)
_ENGLISCH = ("by zero", "modulo", "negative power")
# Ablehnungen, deren Grund etwas anderes behauptet: Ein Überlauf ist keine Division durch null.
FALSCHE_GRUENDE = {"Grenzen": re.compile(r"durch null|division|teilen", re.IGNORECASE)}


def _grund(grund, ausdruck, wert, falsche_gruende):
    """Eine Rückmeldung, wenn der Grund nach "Fehler:" nichts sagt, englisch ist oder irrt."""
    if len(re.findall(r"\w+", grund)) < 2:  # "Fehler: Name." sagt nicht, was nicht ging
        return falsch(m.OHNE_GRUND.format(ausdruck=ausdruck, wert=wert), schluessel="grund")
    if any(englisch in grund.lower() for englisch in _ENGLISCH):
        return falsch(m.GRUND_ENGLISCH.format(ausdruck=ausdruck, wert=wert), schluessel="englisch")
    if falsche_gruende is not None and falsche_gruende.search(grund):
        return falsch(m.GRUND_FALSCH.format(ausdruck=ausdruck, wert=wert), schluessel="irrt")
    return None


def _ablehnung(titel, faelle):
    falsche_gruende = FALSCHE_GRUENDE.get(titel)

    @pruefung(titel)
    def lehnt_ab(namensraum):
        berechne, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
        if fehlt:
            return fehlt
        for ausdruck, hinweis in faelle:
            wert, rueck = _aufruf(berechne, ausdruck, hinweis)
            if rueck:
                return rueck
            k, w = kurz(ausdruck), kurz(wert)
            if wert.startswith("Fehler:"):
                rueck = _grund(wert.removeprefix("Fehler:").strip(), k, w, falsche_gruende)
                if rueck:
                    return rueck
                continue
            if wert[:6].lower() in ("fehler", "error:", "error "):
                return falsch(m.FALSCHER_ANFANG.format(ausdruck=k, wert=w), schluessel="anfang")
            return falsch(m.NICHT_ABGELEHNT.format(ausdruck=k, wert=w, hinweis=hinweis))
        return richtig(m.ABLEHNEN_OK.format(was=titel))

    lehnt_ab.__name__ = "lehnt_ab_" + titel.split()[0].lower()
    lehnt_ab.__doc__ = f"{titel}: Jeder Fall ergibt einen Text, der mit 'Fehler:' beginnt."
    return lehnt_ab


PRUEFUNGEN = (
    signatur,
    ohne_eval,
    rechnet,
    *(_ablehnung(titel, liste) for titel, liste in ABLEHNEN.items()),
    vergleich(NAME, PARAMETER, faelle, titel=m.VERGLEICH_TITEL, normalisiere=normalisiere),
)
