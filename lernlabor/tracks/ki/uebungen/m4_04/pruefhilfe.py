"""Gemeinsame Bausteine der Prüfungen von M4·04: Aufrufe mit Rechengrenze, Fall-Listen, ValueError.

Eine Schleife über 10¹² Runden oder eine, die nie endet, darf die Prüfung nicht aufhalten,
auch nicht in Pyodide, wo es keine Threads und Signale gibt. Darum läuft jeder Aufruf unter
``lernlabor.pruefen.rechengrenze``, das die Zeilen der Lernenden zählt und nach einer festen Zahl
abbricht.

Alle drei Übungen prüfen gleich: jeden Fall unter der Grenze aufrufen, mit dem Soll
vergleichen, bei einer Abweichung den typischen Irrtum nennen. Diese Schleife steht einmal
hier (``erwarte_werte``); die Übungen liefern nur Fälle, Soll und Diagnose.
"""

from lernlabor.pruefen import begrenzt, erwarte_ausnahme, erwarte_gleich, falsch, kurz

from . import meldungen as m


def aufruf_text(name, args):
    """``name(a, b, c)`` für Meldungen."""
    return f"{name}({', '.join(kurz(a) for a in args)})"


def _frisch(fall):
    """Die Argumente eines Falls, dicts als Kopie.

    Verändert eine Lösung etwa ``preise``, verfälscht das weder die folgenden Fälle noch
    ``PREIS_JE_1K``.
    """
    return [dict(a) if isinstance(a, dict) else a for a in fall]


def rufe_fall(funktion, name, fall, ursache=""):
    """Ruft ``funktion(*fall)`` unter der Rechengrenze; ``(Aufruf, Beschreibung, Rückmeldung)``.

    Die Rückmeldung ist ``None``, außer der Aufruf war zu langsam; ``ursache`` ergänzt dann,
    woran das meist liegt.
    """
    beschreibung = aufruf_text(name, fall)
    aufruf, zu_lang = begrenzt(funktion, *_frisch(fall))
    if not zu_lang:
        return aufruf, beschreibung, None
    text = m.ZU_LANGSAM.format(aufruf=beschreibung, ursache=ursache or m.URSACHE_ALLGEMEIN)
    return aufruf, beschreibung, falsch(text)


def erwarte_werte(funktion, name, faelle, soll, diagnose, ursache=""):
    """Die Rückmeldung zum ersten Fall unter ``faelle``, der nicht ``soll(*fall)`` ergibt.

    ``None``, wenn jeder Fall stimmt. Gab ein Fall einen falschen Wert zurück (keine Ausnahme),
    hängt ``diagnose(ist, soll, fall)`` den typischen Irrtum an, oder ``""``, wenn keiner passt.
    """
    for fall in faelle:
        aufruf, beschreibung, zu_langsam = rufe_fall(funktion, name, fall, ursache)
        if zu_langsam:
            return zu_langsam
        erwartet = soll(*fall)
        abweichung = erwarte_gleich(aufruf, erwartet, beschreibung)
        if abweichung is not None:
            zusatz = "" if aufruf.ausnahme else diagnose(aufruf.wert, erwartet, fall)
            return falsch(abweichung.text + zusatz, abweichung.ausnahme)
    return None


def erwarte_valueerror(funktion, name, faelle):
    """Die Rückmeldung zum ersten Fall unter ``faelle`` (Argument-Tupel) ohne ValueError.

    ``None``, wenn jeder Fall einen ValueError mit Text wirft. Läuft ein Fall endlos, sagt
    die Meldung das (etwa eine Schleife, die bei ungültigen Zahlen nie endet).
    """
    for args in faelle:
        beschreibung = aufruf_text(name, args)
        aufruf, zu_lang = begrenzt(funktion, *_frisch(args))
        if zu_lang:
            return falsch(m.ENDLOS_STATT_FEHLER.format(aufruf=beschreibung))
        abweichung = erwarte_ausnahme(aufruf, ValueError, beschreibung)
        if abweichung is not None:
            return abweichung
    return None
