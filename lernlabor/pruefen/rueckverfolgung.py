"""Fehler im Code der Lernenden so zeigen, wie sie ihn im Editor sehen.

Der Code wird unter dem Dateinamen ``<dein Code>`` übersetzt; jede Zeilennummer in diesem
„Dateinamen“ ist also schon die Zeilennummer des Editors. Aus einer Aufrufkette bleiben nur
diese Rahmen übrig: Prüf-Maschine und Simulator sind für Lernende nur Rauschen.
"""

import traceback

from . import meldungen as m

MAX_GLEICHE_RAHMEN = 3


def kurztext(ausnahme):
    """``Art: Text`` einer Ausnahme in einer Zeile, für Meldungen."""
    return f"{type(ausnahme).__name__}: {ausnahme}"


def lerner_rahmen(ausnahme):
    """Die Rahmen der Aufrufkette, die im Code der Lernenden liegen (innerster zuletzt)."""
    return [r for r in traceback.extract_tb(ausnahme.__traceback__) if r.filename == m.DATEINAME]


def hat_lerner_rahmen(ausnahme):
    """Ob die Ausnahme durch den Code der Lernenden lief (sonst liegt der Fehler woanders)."""
    return bool(lerner_rahmen(ausnahme))


def fehler_aus_ausnahme(ausnahme, code, titel=None):
    """Das ``fehler``-dict für eine Ausnahme: Überschrift, Zeile im Editor, gekürzte Kette."""
    rahmen = lerner_rahmen(ausnahme)
    zeile = rahmen[-1].lineno if rahmen else None
    art = type(ausnahme).__name__
    if titel is None:
        vorlage = m.LAUFZEITFEHLER_TITEL if zeile else m.LAUFZEITFEHLER_OHNE_ZEILE
        titel = vorlage.format(art=art, zeile=zeile)
    zeilen = code.splitlines()
    text = [m.AUFRUFKETTE] if rahmen else []
    for eintrag, anzahl in _gruppiert(rahmen):
        for r in eintrag:
            ort = m.AUF_MODULEBENE if r.name == "<module>" else r.name
            text.append(m.AUFRUF_ZEILE.format(zeile=r.lineno, ort=ort))
            if r.lineno and 0 < r.lineno <= len(zeilen):
                text.append("    " + zeilen[r.lineno - 1].strip())
        if anzahl:
            text.append(m.WIEDERHOLT.format(anzahl=anzahl))
    text.append(kurztext(ausnahme))
    text.extend(str(notiz) for notiz in getattr(ausnahme, "__notes__", ()))
    return {"titel": titel, "zeile": zeile, "traceback": "\n".join(text)}


def _gruppiert(rahmen):
    """Fasst lange Wiederholungen (Rekursion) zusammen: ([rahmen], weitere Wiederholungen)."""
    gruppen = []
    for r in rahmen:
        schluessel = (r.lineno, r.name)
        if gruppen and gruppen[-1][0] == schluessel:
            gruppen[-1][1].append(r)
        else:
            gruppen.append((schluessel, [r]))
    for _, liste in gruppen:
        yield liste[:MAX_GLEICHE_RAHMEN], max(0, len(liste) - MAX_GLEICHE_RAHMEN)


def erklaere_syntax(text):
    """Eine deutsche Erklärung zur englischen Meldung eines Syntaxfehlers."""
    for teil, erklaerung in m.SYNTAX_ERKLAERUNGEN:
        if teil in text:
            return erklaerung
    return m.SYNTAX_UNBEKANNT


def fehler_aus_syntax(ausnahme, code):
    """Das ``fehler``-dict (Titel, Zeile, Ausschnitt mit Markierung) und die deutsche
    Erklärung eines Syntaxfehlers."""
    zeile = getattr(ausnahme, "lineno", None)
    text = getattr(ausnahme, "msg", None) or str(ausnahme)
    if zeile:
        vorlage = (
            m.EINRUECKUNGSFEHLER_TITEL
            if isinstance(ausnahme, IndentationError)
            else m.SYNTAXFEHLER_TITEL
        )
        titel = vorlage.format(zeile=zeile)
    else:
        titel = m.SYNTAXFEHLER_OHNE_ZEILE
    ausschnitt = []
    zeilen = code.splitlines()
    if zeile and 0 < zeile <= len(zeilen):
        quelltext = zeilen[zeile - 1]
        eingerueckt = len(quelltext) - len(quelltext.lstrip())
        ausschnitt.append(m.AUFRUF_ZEILE.format(zeile=zeile, ort=m.AUF_MODULEBENE))
        ausschnitt.append("    " + quelltext.strip())
        spalte = getattr(ausnahme, "offset", None)
        if spalte and spalte - 1 >= eingerueckt:
            ausschnitt.append("    " + " " * (spalte - 1 - eingerueckt) + "^")
    ausschnitt.append(f"{type(ausnahme).__name__}: {text}")
    erklaerung = m.SYNTAXFEHLER.format(erklaerung=erklaere_syntax(text), text=text)
    return {"titel": titel, "zeile": zeile, "traceback": "\n".join(ausschnitt)}, erklaerung
