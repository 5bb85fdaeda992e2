"""Die Prüf-Maschine: Code der Lernenden mit dem Setup ausführen, Prüfungen laufen lassen.

Läuft unverändert in CPython und in Pyodide: keine Threads, keine Signale, keine Prozesse.
Ein Zeitlimit setzt der Aufrufer (die Kommandozeile mit einem Kindprozess, der Browser durch
Beenden des Workers).
"""

import builtins
import contextlib
import io
import warnings

from lernlabor.grenzen import GrenzeErreicht

from . import fortschritt
from . import meldungen as m
from .beispiel import kein_input
from .pruefhilfen import NEU_GELADEN, Rueckmeldung
from .rueckverfolgung import (
    fehler_aus_ausnahme,
    fehler_aus_syntax,
    hat_lerner_rahmen,
    kurztext,
)


def _ergebnis(ergebnis, meldungen, fehler=None):
    return {"ergebnis": ergebnis, "meldungen": list(meldungen), "fehler": fehler}


# Der Browser prüft denselben Code oft mehrmals hintereinander: übersetzt je Text gemerkt.
_UEBERSETZT = {}
UEBERSETZT_HOECHSTENS = 8


def _uebersetze(code):
    """``compile`` des Codes der Lernenden, gemerkt, wenn er ohne Warnung übersetzt: Eine
    Warnung beim Übersetzen (``SyntaxWarning``) erscheint so bei jedem Prüfen wieder, wie sie
    es ohne Gedächtnis täte. Sie gehen nach dem Übersetzen hinaus, wie ``compile`` sie zeigte."""
    programm = _UEBERSETZT.get(code)
    if programm is not None:
        return programm
    warnungen = []
    try:
        with warnings.catch_warnings(record=True) as warnungen:
            programm = compile(code, m.DATEINAME, "exec", dont_inherit=True)
    finally:  # auch vor einem Fehler, zu dem ein Filter eine Warnung machte
        for w in warnungen:
            warnings.showwarning(w.message, w.category, w.filename, w.lineno, w.file, w.line)
    if not warnungen:
        if len(_UEBERSETZT) >= UEBERSETZT_HOECHSTENS:
            del _UEBERSETZT[next(iter(_UEBERSETZT))]
        _UEBERSETZT[code] = programm
    return programm


def _starte(uebung, code):
    """Übersetzt und führt den Code aus; gibt (namensraum, None) oder (None, Fehlerergebnis)."""
    try:
        programm = _uebersetze(code)
    except (SyntaxError, ValueError) as ausnahme:
        fehler, erklaerung = fehler_aus_syntax(ausnahme, code)
        # Wie bei jedem Fehler beim Start: erst was und wo, dann die Erklärung. Ein Lauf im
        # Browser zeigt Titel und Ausschnitt schon und lässt nur die erste Meldung weg.
        return None, _ergebnis("fehler", [f"{fehler['titel']}.", erklaerung], fehler)
    namensraum = dict(uebung.setup())
    namensraum.update({"__name__": "__main__", "__builtins__": builtins, "input": kein_input})
    try:
        exec(programm, namensraum)
    except KeyboardInterrupt:
        raise
    except GrenzeErreicht as ausnahme:
        return None, _endlos(ausnahme, code, "")
    except SystemExit as ausnahme:
        fehler = fehler_aus_ausnahme(ausnahme, code, m.PROGRAMMENDE_TITEL)
        return None, _ergebnis("fehler", [f"{fehler['titel']}.", m.PROGRAMMENDE], fehler)
    except BaseException as ausnahme:  # noqa: BLE001 – jeder Fehler der Lernenden wird Feedback
        text = f": {ausnahme}" if str(ausnahme) else ""  # MemoryError() hat keinen Text
        meldung = m.FEHLER_BEIM_START.format(art=type(ausnahme).__name__, text=text)
        erklaerung = m.AUSNAHME_ERKLAERUNGEN.get(type(ausnahme).__name__)
        meldungen = [meldung] + ([erklaerung] if erklaerung else [])
        if isinstance(ausnahme, EOFError) and "__main__" in code:  # input() im Testblock
            meldungen.append(m.MAIN_BLOCK_LAEUFT)
        return None, _ergebnis("fehler", meldungen, fehler_aus_ausnahme(ausnahme, code))
    return namensraum, None


def _endlos(ausnahme, code, wo, vorher=()):
    meldung = m.ENDLOSSCHLEIFE.format(wo=wo, text=ausnahme)
    fehler = fehler_aus_ausnahme(ausnahme, code, m.ENDLOSSCHLEIFE_TITEL)
    return _ergebnis("fehler", [*vorher, meldung], fehler)


def _titel(pruefung):
    return getattr(pruefung, "titel", None) or pruefung.__name__


def _still():
    """Ausgaben der Lernenden während der Prüfungen verschlucken (sonst erscheinen sie oft)."""
    stapel = contextlib.ExitStack()
    stapel.enter_context(contextlib.redirect_stdout(io.StringIO()))
    stapel.enter_context(contextlib.redirect_stderr(io.StringIO()))
    return stapel


_referenzen = {}


def fuehre_aus(uebung, code):
    """Führt ``code`` aus wie den Code der Lernenden (frisches Setup, ihr Dateiname, kein
    ``input``) und gibt den Namensraum; Fehler fliegen. Für Werkzeuge der Autoren (Zeugen,
    Fallsuche), die Mutanten und falsche Antworten so laufen lassen wie die Prüf-Maschine."""
    namensraum = dict(uebung.setup())
    namensraum.update({"__name__": "__main__", "__builtins__": builtins, "input": kein_input})
    exec(compile(code, m.DATEINAME, "exec", dont_inherit=True), namensraum)
    return namensraum


def referenz(uebung):
    """Der Namensraum der Musterlösung (mit frischem Setup), einmal je Übung und Lösungstext.

    Unter eigenem Dateinamen übersetzt: Ihre Zeilen zählen nicht zur Rechengrenze der
    Lernenden und erscheinen nie in deren Aufrufkette.
    """
    schluessel = (uebung.id, uebung.loesung)
    if schluessel not in _referenzen:
        namensraum = dict(uebung.setup())
        namensraum.update({"__name__": "__main__", "__builtins__": builtins})
        with _still():
            exec(compile(uebung.loesung, m.MUSTERLOESUNG, "exec", dont_inherit=True), namensraum)
        _referenzen[schluessel] = namensraum
    return _referenzen[schluessel]


def _eine_pruefung(pruefung, namensraum, code, uebung, eingebaut):
    """Führt eine Prüfung aus; gibt (Rueckmeldung, None) oder (None, Abbruch-Ergebnis).
    ``eingebaut``: die eingebauten Namen vor dem Code der Lernenden."""
    titel = _titel(pruefung)
    geaendert = []  # eingebaute Namen, die eine Funktion der Lernenden verbog
    try:
        with _still():
            try:
                if getattr(pruefung, "vergleicht", False):
                    rueck = pruefung(namensraum, referenz(uebung))
                elif getattr(pruefung, "liest_code", False):
                    rueck = pruefung(namensraum, code)
                else:
                    rueck = pruefung(namensraum)
            finally:  # vor dem Ende von _still: auch das braucht die eingebauten Namen
                geaendert = _eingebaute_geaendert(eingebaut)
    except KeyboardInterrupt:
        raise
    except GrenzeErreicht as ausnahme:
        return None, ("endlos", ausnahme, m.ENDLOSSCHLEIFE_WO.format(titel=titel))
    except BaseException as ausnahme:  # noqa: BLE001 – siehe unten
        if geaendert:
            return Rueckmeldung(False, f"{titel}: {_eingebaute_text(geaendert)}", ausnahme), None
        if hat_lerner_rahmen(ausnahme):
            # Die Prüfung rief den Code der Lernenden direkt auf (ohne rufe): deren Fehler.
            return Rueckmeldung(False, f"{titel}: {kurztext(ausnahme)}", ausnahme), None
        text = m.INTERNER_FEHLER.format(titel=titel, art=type(ausnahme).__name__, text=ausnahme)
        return None, ("intern", ausnahme, text)
    if geaendert:
        return Rueckmeldung(False, f"{titel}: {_eingebaute_text(geaendert)}"), None
    if not isinstance(rueck, Rueckmeldung):
        text = m.KEINE_RUECKMELDUNG.format(titel=titel, wert=type(rueck).__name__)
        return None, ("intern", None, text)
    return rueck, None


def pruefe(uebung_id, code):
    """Prüft den Code der Lernenden gegen die Übung ``uebung_id``; das eine Urteil für alle.

    Gibt ein JSON-fähiges dict zurück: ``ergebnis`` ("bestanden", "nicht-bestanden" oder
    "fehler"), ``meldungen`` (deutsche Sätze: was erwartet war, was kam) und ``fehler``
    (``None`` oder Überschrift, Zeile im Editor und gekürzte Aufrufkette). Wirft nie wegen
    Fehlern der Lernenden; nur eine unbekannte ``uebung_id`` gibt einen ``KeyError``.
    """
    from lernlabor.uebung import finde

    uebung = finde(uebung_id)
    fortschritt.schritt("start")
    eingebaut = dict(vars(builtins))
    try:
        namensraum, abbruch = _starte(uebung, code)
        if abbruch is None and (geaendert := _eingebaute_geaendert(eingebaut)):
            text = _eingebaute_text(geaendert)
            abbruch = _ergebnis("fehler", [f"{m.EINGEBAUTE_GEAENDERT_TITEL}.", text])
        if abbruch is not None:
            return abbruch
        marke = NEU_GELADEN.set(lambda: _starte(uebung, code)[0])
        try:
            return _pruefungen(uebung, code, namensraum, eingebaut)
        finally:
            NEU_GELADEN.reset(marke)
    finally:
        _eingebaute_geaendert(eingebaut)  # die nächste Prüfung (im Browser derselbe Python)


def _eingebaute_text(geaendert):
    namen = ", ".join(f"`{name}`" for name in geaendert)
    return m.EINGEBAUTE_GEAENDERT.format(namen=namen, erster=geaendert[0])


def _eingebaute_geaendert(vorher):
    """Die eingebauten Namen, die der Code der Lernenden geändert, neu gesetzt oder gelöscht
    hat (``builtins.type = …``), sortiert; jeder ist danach wieder, wie er ``vorher`` war.
    Sonst prüfte die Prüfung mit dem geänderten Namen (Runde 39: „Die Prüfung ist selbst
    abgestürzt“), und im Browser auch jede weitere Prüfung."""
    jetzt = vars(builtins)
    namen = sorted(
        n for n in vorher.keys() | jetzt.keys() if jetzt.get(n, _FEHLT) is not vorher.get(n, _FEHLT)
    )
    for name in namen:
        if name in vorher:
            jetzt[name] = vorher[name]
        else:
            del jetzt[name]
    return namen


_FEHLT = object()


def _pruefungen(uebung, code, namensraum, eingebaut):
    fehlschlaege, erfuellt, fehler, offen = [], [], None, 0
    gesehen, gescheitert = set(), set()
    for nummer, pruefung in enumerate(uebung.pruefungen):
        fortschritt.schritt("pruefung", nummer)
        if fehlschlaege and getattr(pruefung, "vergleicht", False):
            offen += 1
            continue  # das Netz unter den gezielten Prüfungen: deren Meldung sagt mehr
        if getattr(pruefung, "setzt_voraus", None) in gescheitert:
            gescheitert.add(pruefung)
            offen += 1
            continue  # die vorausgesetzte Prüfung nennt den Grund schon
        rueck, abbruch = _eine_pruefung(pruefung, namensraum, code, uebung, eingebaut)
        vorher = [r.text for r in fehlschlaege]
        if abbruch is not None:
            art, ausnahme, text = abbruch
            if art == "endlos":
                return _endlos(ausnahme, code, text, vorher)
            fehler = {"titel": m.INTERNER_FEHLER_TITEL, "zeile": None, "traceback": ""}
            if ausnahme is not None:
                fehler["traceback"] = _volle_kette(ausnahme)
            return _ergebnis("fehler", [*vorher, text], fehler)
        if rueck.bestanden:
            erfuellt.append(rueck.text)
            continue
        gescheitert.add(pruefung)
        if rueck.schluessel in gesehen or rueck.text in gesehen:
            continue  # derselbe Befund zweimal (etwa aus zwei Prüfungen): einmal melden
        gesehen.update({rueck.schluessel, rueck.text})
        fehlschlaege.append(rueck)
        if fehler is None and rueck.ausnahme is not None:
            fehler = fehler_aus_ausnahme(rueck.ausnahme, code)
    anzahl = len(uebung.pruefungen)
    pruefungen = "Prüfung" if anzahl == 1 else "Prüfungen"
    if fehlschlaege:
        vorlage = m.NICHT_BESTANDEN_OFFEN if offen else m.NICHT_BESTANDEN
        kopf = vorlage.format(
            erfuellt=len(erfuellt), anzahl=anzahl, pruefungen=pruefungen, offen=offen
        )
        return _ergebnis("nicht-bestanden", [kopf, *(r.text for r in fehlschlaege)], fehler)
    kopf = m.BESTANDEN.format(anzahl=anzahl, pruefungen=pruefungen)
    return _ergebnis("bestanden", [kopf, *(t for t in erfuellt if t)])


def _volle_kette(ausnahme):
    import traceback

    return "".join(traceback.format_exception(ausnahme))


def pruefe_ohne_strg_c(uebung_id, code):
    """``pruefe`` für den Browser und den Prüfprozess der Kommandozeile.

    Dort kommt kein Strg+C an (der Prüfprozess überhört es, der Browser hat keins): Ein
    ``KeyboardInterrupt`` kann nur der Code der Lernenden selbst werfen, und er wird ein
    Fehler wie jeder andere. ``pruefe`` selbst lässt ihn durch, damit Strg+C in den Tests wirkt.
    """
    try:
        return pruefe(uebung_id, code)
    except KeyboardInterrupt as ausnahme:
        return _ergebnis("fehler", [m.STRG_C_IM_CODE], fehler_aus_ausnahme(ausnahme, code))
