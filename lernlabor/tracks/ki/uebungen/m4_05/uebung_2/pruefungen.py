"""Die Prüfungen von Übung 2: harmlose Kommandos gehen durch, jeder Angriff wird abgelehnt.

Je Regel eine Prüfung, damit die Rückmeldung sagt, welche Regel fehlt. Eine Ablehnung zählt
nur, wenn sie ``KommandoAbgelehnt`` aus dem Setup ist und einen Grund nennt.
"""

import shlex

from lernlabor.pruefen import falsch, hole_funktion, kurz, pruefung, richtig, rufe, vergleich
from lernlabor.tracks.ki import KommandoAbgelehnt

from . import meldungen as m
from .faelle import ANGRIFFE, ERLAUBT
from .zufallsfaelle import faelle

NAME, PARAMETER = "pruefe_kommando", "kommando"


@pruefung("Signatur von pruefe_kommando")
def signatur(namensraum):
    """Die Signatur der Lektion, damit die Prüfungen den Wächter aufrufen können."""
    return hole_funktion(namensraum, NAME, PARAMETER)[1] or richtig()


@pruefung("Harmlose Kommandos")
def harmlose(namensraum):
    """Jedes erlaubte Kommando ergibt genau die Argumentliste, die shlex.split liefert."""
    waechter, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
    if fehlt:
        return fehlt
    for kommando, argv, hinweis in ERLAUBT:
        aufruf = rufe(waechter, kommando)
        a = aufruf.ausnahme
        if a is not None:
            text = m.HARMLOS_ABGELEHNT.format(
                kommando=repr(kommando), art=type(a).__name__, grund=a, argv=argv, hinweis=hinweis
            )
            return falsch(text, None if isinstance(a, KommandoAbgelehnt) else a)
        if type(aufruf.wert) is not list:
            typ = type(aufruf.wert).__name__
            return falsch(m.KEINE_LISTE.format(kommando=repr(kommando), typ=typ, argv=argv))
        if aufruf.wert != argv:
            text = m.FALSCHE_LISTE.format(
                kommando=repr(kommando), bekommen=kurz(aufruf.wert), argv=argv
            )
            return falsch(text + _str_split(kommando, aufruf.wert))
    return richtig(m.HARMLOS_OK)


def _urteil(regel, kommando, hinweis, aufruf):
    """None, wenn der Angriff richtig abgelehnt wurde, sonst die passende Rückmeldung."""
    a = aufruf.ausnahme
    k = repr(kommando)
    if a is None and (aufruf.wert is None or aufruf.wert is False):
        text = m.ABLEHNUNG_ALS_WERT.format(regel=regel, kommando=k, wert=aufruf.wert)
        return falsch(text, schluessel="ablehnung_als_wert")
    if a is None:
        text = m.DURCHGELASSEN.format(
            regel=regel, kommando=k, argv=kurz(aufruf.wert), hinweis=hinweis
        )
        return falsch(text + _str_split(kommando, aufruf.wert))
    if isinstance(a, KommandoAbgelehnt):
        grund = a.args[0] if a.args else ""
        if not isinstance(grund, str) or not grund.strip():
            return falsch(m.KEIN_GRUND.format(regel=regel, kommando=k), schluessel="kein_grund")
        return None
    if type(a).__name__ == "KommandoAbgelehnt":
        return falsch(m.EIGENE_KLASSE.format(kommando=k), schluessel="eigene_klasse")
    zusatz = m.LEER_ABSTURZ if regel == 1 and isinstance(a, IndexError) else hinweis
    vorlage = m.NUR_VALUEERROR if isinstance(a, ValueError) else m.ANDERE_AUSNAHME
    text = vorlage.format(regel=regel, kommando=k, art=type(a).__name__, grund=a, hinweis=zusatz)
    # Wirft der Wächter überall ValueError statt KommandoAbgelehnt, reicht eine Meldung.
    gleich = type(a) is ValueError and regel != 3
    return falsch(text, a, "nur_valueerror" if gleich else None)


def _str_split(kommando, wert):
    """Der Hinweis auf shlex.split, wenn die Liste die von str.split ist und davon abweicht."""
    if not isinstance(kommando, str):
        return ""
    try:
        richtig_zerlegt = shlex.split(kommando)
    except ValueError:
        richtig_zerlegt = None
    return m.STR_SPLIT if wert == kommando.split() != richtig_zerlegt else ""


def _regel(regel):
    titel, faelle = ANGRIFFE[regel]

    @pruefung(f"Regel {regel}: {titel}")
    def pruefe_regel(namensraum):
        waechter, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
        if fehlt:
            return fehlt
        for kommando, hinweis in faelle:
            urteil = _urteil(regel, kommando, hinweis, rufe(waechter, kommando))
            if urteil is not None:
                return urteil
        return richtig(m.REGEL_OK.format(regel=regel, titel=titel))

    pruefe_regel.__name__ = f"regel_{regel}"
    pruefe_regel.__doc__ = f"Jeder Angriff gegen Regel {regel} ({titel}) wird abgelehnt."
    return pruefe_regel


PRUEFUNGEN = (
    signatur,
    harmlose,
    *(_regel(regel) for regel in sorted(ANGRIFFE)),
    vergleich(NAME, PARAMETER, faelle, titel=m.VERGLEICH_TITEL),
)
