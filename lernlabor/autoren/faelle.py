"""Die Fälle einer Übung aus ihrem Vertrag suchen und als ``faelle.json`` ablegen.

Nur beim Schreiben einer Übung und in CI, nie im Browser: Hypothesis (eine Abhängigkeit der
Entwicklung) zieht Argumente aus den Bereichen des Vertrags, mit ungültigen Werten, jedem
Vorzeichen, großen Zahlen, Umlauten und jeder Reihenfolge der Schlüssel. Für jeden bekannten
Irrtum und jeden Mutanten der Musterlösung sucht es einen Fall, in dem er sich anders verhält,
und schrumpft ihn zum kleinsten. Dazu kommt eine Stichprobe, die die Ränder jedes Parameters
zuerst zieht. Gespeichert wird, was Lernende lesen können: die Fälle der Größe nach, und zu
jedem Fall, wie jeder Irrtum dort antwortet (daran erkennt die Prüfung den Irrtum wieder).

``uv run lernlabor faelle <id>`` schreibt die Datei; ``pruefe_aktuell`` (Test in CI) sucht mit
kleinerem Aufwand erneut und meldet, wenn die Datei nicht mehr zu Vertrag, Irrtümern und
Mutanten passt.
"""

import contextlib
import io
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

try:
    from hypothesis import HealthCheck, Phase, find, settings
    from hypothesis import strategies as st
    from hypothesis.errors import Flaky, NoSuchExample
except ImportError:  # Das Paket reist auch in den Browser; dort sucht niemand Fälle.
    HealthCheck = Phase = find = settings = st = Flaky = NoSuchExample = None

from lernlabor.pruefen.ausfuehren import fuehre_aus
from lernlabor.pruefen.bereiche import (
    GENAU,
    JSON_RAENDER,
    Bereich,
    Datensatz,
    Eines,
    Fehlerklasse,
    Ganzzahl,
    Json,
    Kommazahl,
    Liste,
    Text,
    Wahl,
    Woerterbuch,
)
from lernlabor.pruefen.pruefhilfen import hole_funktion
from lernlabor.pruefen.rechengrenze import Rechengrenze
from lernlabor.pruefen.vertrag import beobachte, kodiere, kurzform, vergleiche
from lernlabor.pruefen.zufall import ZEICHEN

from . import ablage
from .mutanten import marke, mutanten, nur_frei, stelle

# Zeilen, die die Musterlösung für einen Fall höchstens braucht: Jeder gespeicherte Fall läuft
# bei jedem Prüfen im Browser, ein teurer Fall kostet dort jede Lernende Zeit.
GRENZE_MUSTER = 20_000
SUCHE = 1500  # Beispiele je Kandidat und Funktion beim Schreiben
SUCHE_CI = 200  # in CI nur für Kandidaten, die die gespeicherten Fälle nicht erkennen


class FaelleFehler(Exception):
    """Vertrag und Musterlösung passen nicht zusammen, oder die Datei ist veraltet."""


# --- Strategien aus den Bereichen --------------------------------------------------------------


def strategie(bereich):
    """Die Hypothesis-Strategie für einen Bereich: Ränder zuerst, dann breit gestreut."""
    if isinstance(bereich, Bereich):  # aus ``bereich(...)``
        if bereich.strategie is not None:
            return bereich.strategie(st)
        teile = [st.sampled_from(bereich.raender())] if bereich.raender() else []
        return st.one_of(*teile, *([] if bereich.wie is None else [strategie(bereich.wie)]))
    if hasattr(bereich, "strategie"):  # ein eigener Bereich der Übung
        return bereich.strategie(st)
    if isinstance(bereich, Ganzzahl):
        return _ganzzahl(bereich)
    if isinstance(bereich, Kommazahl):
        unten = -1e6 if bereich.unten is None else bereich.unten
        oben = 1e6 if bereich.oben is None else bereich.oben
        teile = [
            st.sampled_from([w for w in bereich.raender() if bereich.gueltig(w)]),
            st.floats(min_value=unten, max_value=oben, allow_nan=False, allow_infinity=False),
        ]
        if bereich.ganze:
            teile.append(st.integers(min_value=max(int(unten), 0), max_value=min(int(oben), 100)))
        return st.one_of(teile)
    if isinstance(bereich, Woerterbuch):
        werte = strategie(bereich.werte)
        return _jede_reihenfolge({name: werte for name in bereich.schluessel})
    if isinstance(bereich, Wahl):
        return st.sampled_from(bereich.werte)
    if isinstance(bereich, Eines):  # ein Wert aus einem der Bereiche
        return st.one_of(*(strategie(b) for b in bereich.bereiche))
    if isinstance(bereich, Text):
        zeichen = st.sampled_from(ZEICHEN) | st.characters(codec="utf-8")
        teile = [st.text(alphabet=zeichen, max_size=bereich.max_laenge)]
        if bereich.beispiele:
            teile.insert(0, st.sampled_from(bereich.beispiele))
        if bereich.woerter:
            teile.insert(0, st.lists(st.sampled_from(bereich.woerter), max_size=6).map(" ".join))
        return st.one_of(teile)
    if isinstance(bereich, Liste):
        return st.lists(strategie(bereich.element), max_size=bereich.hoechstens + 1)
    if isinstance(bereich, Json):
        return _json(bereich.tiefe)
    if isinstance(bereich, Fehlerklasse):
        return st.sampled_from(bereich.raender())
    if isinstance(bereich, Datensatz):
        return _jede_reihenfolge({name: strategie(b) for name, b in bereich.felder})
    raise FaelleFehler(f"Für den Bereich {bereich!r} gibt es keine Strategie.")


def _jede_reihenfolge(werte):
    """dicts mit den Schlüsseln von ``werte`` (Name → Strategie) in jeder Reihenfolge."""
    return st.permutations(list(werte)).flatmap(
        lambda folge: st.tuples(*(werte[n] for n in folge)).map(
            lambda w, f=folge: dict(zip(f, w, strict=True))
        )
    )


def _json(tiefe):
    einfach = st.sampled_from(JSON_RAENDER[:7]) | st.none() | st.booleans() | st.integers()
    einfach = einfach | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8)
    if tiefe == 0:
        return einfach
    innen = _json(tiefe - 1)
    return (
        einfach
        | st.lists(innen, max_size=3)
        | st.dictionaries(st.text(max_size=4), innen, max_size=3)
    )


def _ganzzahl(b):
    oben = b.bis if b.bis is not None else b.oben
    unten_nah = (b.unten if b.unten is not None else 0) - 5
    if b.nur_gueltige:
        unten_nah = b.unten if b.unten is not None else unten_nah
    teile = [
        st.sampled_from(b.raender()),
        st.integers(min_value=unten_nah, max_value=oben if oben is not None else 60),
    ]
    if not b.nur_gueltige:
        teile.append(st.integers(min_value=-(10**19), max_value=-1))
    if oben is None:
        teile.append(st.integers(min_value=0))
        if b.gross:
            teile.append(st.integers(min_value=GENAU - 10, max_value=10**19))
    if b.nur_gueltige and b.oben is not None:
        return st.one_of(teile).filter(b.gueltig)
    return st.one_of(teile)


def stichprobe(spezifikation):
    """Ränder zuerst, breit: Jeder Parameter läuft über alle seine Ränder, je von zwei
    gültigen Grundfällen aus (den kleinsten und den zweitkleinsten gültigen Werten); dazu jedes
    Paar von Parametern über eine Auswahl ihrer Ränder (zwei gültige, zwei ungültige, ein
    großer Wert), denn manche Fehler zeigen sich erst, wenn zwei Werte zusammenkommen. Ohne
    die Paare, wenn die Funktion ``paare=False`` sagt."""
    parameter = spezifikation.parameter
    raender = [_raender(p.bereich) for p in parameter]
    gueltige = [
        [w for w in r if p.bereich.gueltig(w)] or r for p, r in zip(parameter, raender, strict=True)
    ]
    basen = [
        _gueltig_machen(spezifikation, [g[0] for g in gueltige], gueltige),
        _gueltig_machen(spezifikation, [g[min(1, len(g) - 1)] for g in gueltige], gueltige),
    ]
    faelle = [tuple(b) for b in basen]
    for basis in basen:
        for i, werte in enumerate(raender):
            for wert in werte:
                fall = list(basis)
                fall[i] = wert
                faelle.append(tuple(fall))
    if not spezifikation.paare:
        return faelle
    auswahl = [
        _auswahl(p.bereich, r, g) for p, r, g in zip(parameter, raender, gueltige, strict=True)
    ]
    for i in range(len(parameter)):
        for j in range(i + 1, len(parameter)):
            for a in auswahl[i]:
                for b in auswahl[j]:
                    fall = list(basen[1])
                    fall[i], fall[j] = a, b
                    faelle.append(tuple(fall))
    return faelle  # doppelte fasst die Suche zusammen (nach ihrer JSON-Form)


def _gueltig_machen(spezifikation, fall, gueltige):
    """Ein gültiger Grundfall: Passt die Bedingung über alle Argumente nicht, rückt ein
    Parameter nach dem anderen (von hinten) zu seinem nächsten gültigen Rand."""
    if spezifikation.ist_gueltig(fall):
        return fall
    for i in reversed(range(len(fall))):
        for wert in gueltige[i]:
            versuch = list(fall)
            versuch[i] = wert
            if spezifikation.ist_gueltig(versuch):
                return versuch
    return fall


def _auswahl(bereich, raender, gueltige):
    # Ein eigener Bereich über ganzen Zahlen (mehr Ränder, ``wie=Ganzzahl(...)``) wählt wie sie.
    grund = bereich.wie if isinstance(bereich, Bereich) else bereich
    if not isinstance(grund, Ganzzahl):
        return raender[:3]
    ungueltige = [w for w in raender if not bereich.gueltig(w) and abs(w) < 10**6][:2]
    gross = [w for w in raender if abs(w) >= GENAU or w == grund.riesig][:1]
    return list(dict.fromkeys([*gueltige[:2], *ungueltige, *gross]))


def _raender(bereich):
    if isinstance(bereich, Bereich) and not bereich.raender() and bereich.wie is not None:
        return _raender(bereich.wie)  # ohne eigene Ränder die des Grundbereichs
    if hasattr(bereich, "strategie") or isinstance(bereich, (Bereich, Json, Fehlerklasse, Eines)):
        return list(bereich.raender())
    if isinstance(bereich, Datensatz):
        raender = {n: _raender(b) for n, b in bereich.felder}
        grund = {n: r[0] for n, r in raender.items()}
        faelle = [grund]
        for name, werte in raender.items():  # je ein Feld an jedem Rand, die anderen fest
            faelle += [grund | {name: w} for w in werte[1:]]
        faelle.append(dict(reversed(list(grund.items()))))
        return faelle
    if isinstance(bereich, (Ganzzahl, Kommazahl)):
        return [
            w for w in bereich.raender() if not isinstance(bereich, Kommazahl) or bereich.gueltig(w)
        ]
    if isinstance(bereich, Woerterbuch):
        werte = _raender(bereich.werte)
        mitte = werte[len(werte) // 2]
        faelle = [dict.fromkeys(bereich.schluessel, mitte)]
        for schluessel in bereich.schluessel:  # je ein Wert an jedem Rand, die anderen fest
            faelle += [dict.fromkeys(bereich.schluessel, mitte) | {schluessel: w} for w in werte]
        rueckwaerts = tuple(reversed(bereich.schluessel))
        faelle += [dict(zip(rueckwaerts, (w, mitte), strict=False)) for w in werte[:3]]
        return [f for f in faelle if set(f) == set(bereich.schluessel)]
    if isinstance(bereich, Wahl):
        return list(bereich.werte)
    if isinstance(bereich, Text) and bereich.beispiele:
        return list(bereich.beispiele)
    if isinstance(bereich, Text):
        # Leerraum jeder Art, Groß und Klein, mehrere Bytes je Zeichen: dort kippen Textlösungen.
        return ["", " ", "a", "a A a", "  zwei   Wörter ", "a\tb\nc", "Grüße", " ä ß ", "🙂✓漢"]
    if isinstance(bereich, Liste):
        element = _raender(bereich.element)
        return [[], element[:1], element[:3], element[:1] * 2]
    raise FaelleFehler(f"Für den Bereich {bereich!r} gibt es keine Ränder.")


# --- Kandidaten: Irrtümer und Mutanten ---------------------------------------------------------


@dataclass
class Kandidat:
    """Eine falsche Lösung, die die Fälle verraten sollen: ein Irrtum oder ein Mutant."""

    name: str
    namensraum: dict
    datei: str | None = None  # nur bei Irrtümern: die Datei neben der Übung
    zeile: int | None = None  # nur bei Mutanten: die geänderte Zeile der Lösung


def kandidaten(uebung, mit_mutanten=True):
    """Die Irrtümer des Vertrags und die Mutanten der Lösung (ohne gleichwertig markierte)."""
    liste = []
    code_je_datei = {f.datei: f.code for f in uebung.falsche_antworten}
    for irrtum in uebung.vertrag.irrtuemer:
        code = code_je_datei[irrtum.datei]
        liste.append(Kandidat(irrtum.datei, fuehre_aus(uebung, code), irrtum.datei))
    if mit_mutanten:
        gleich = {marke(g): g for g in uebung.gleichwertige_mutanten if g.zeile is not None}
        for mutant in mutanten(uebung.loesung, _LISTEN[-1] if _LISTEN else None):
            if stelle(mutant, gleich) is not None or nur_frei(uebung, mutant.code):
                continue  # gleichwertig markiert, oder er ändert nur, was der Vertrag frei lässt
            try:
                namensraum = fuehre_aus(uebung, mutant.code)
            except Exception:  # noqa: BLE001 – ein Mutant, der schon beim Laden scheitert
                continue
            if _falsche_signatur(uebung.vertrag, namensraum):
                continue  # den erkennt schon der Vergleich der Signatur, vor jedem Fall
            name = f"Mutant Zeile {mutant.zeile} ({mutant.art}): {mutant.vorher} → {mutant.nachher}"
            liste.append(Kandidat(name, namensraum, zeile=mutant.zeile))
    return liste


def _falsche_signatur(vertrag, namensraum):
    return any(
        hole_funktion(namensraum, f.name, f.signatur)[1] is not None for f in vertrag.funktionen
    )


# --- Beobachten mit Grenze ---------------------------------------------------------------------


_SHLEX_GEMERKT = {}  # (Text, comments, posix) → Wörter, über alle Kandidaten aller Übungen
SHLEX_HOECHSTENS = 100_000


@contextlib.contextmanager
def shlex_gemerkt():
    """Solange der Block läuft, gibt ``shlex.split`` für einen Text, den es schon zerlegt hat,
    eine neue Liste derselben Wörter, ohne neu zu zerlegen. Es ist eine reine Funktion des
    Texts, aber in Python geschrieben: In m4-05-uebung-2 rufen alle Irrtümer es in jedem Fall
    bis zu zehnmal, und es kostete ``pruefe_aktuell`` dort mehr als die Hälfte der Zeit (22,9
    statt 10,4 s). Nur beim Nachrechnen der Fälle und im Mutanten-Tor (6,6 statt 5,2 s); die
    Prüfung der Lernenden ruft das echte."""
    import shlex

    echt = shlex.split

    def split(s, comments=False, posix=True):
        if type(s) is not str or type(comments) is not bool or type(posix) is not bool:
            return echt(s, comments, posix)  # wie immer, auch jede Ausnahme
        schluessel = (s, comments, posix)
        woerter = _SHLEX_GEMERKT.get(schluessel)
        if woerter is None:
            if len(_SHLEX_GEMERKT) >= SHLEX_HOECHSTENS:  # eine lange Suche zieht viele Texte
                _SHLEX_GEMERKT.clear()
            woerter = _SHLEX_GEMERKT[schluessel] = tuple(echt(s, comments, posix))
        return list(woerter)

    shlex.split = split
    try:
        yield
    finally:
        shlex.split = echt


@dataclass
class Labor:
    """Die Musterlösung einer Übung, begrenzt beobachtet, mit gemerkten Ergebnissen."""

    uebung: object
    referenz: dict = field(init=False)
    _gemerkt: dict = field(default_factory=dict)
    # id der Argumente → (Argumente, Schlüssel): Jeder gespeicherte Fall läuft gegen jeden
    # Kandidaten, und den Schlüssel (JSON) je Lauf neu zu bauen kostete ein Zehntel der Zeit.
    # Die Argumente bleiben darin gehalten, also wird keine id neu vergeben.
    _schluessel_je_id: dict = field(default_factory=dict)
    _offen: tuple | None = None  # (Namensraum, Rechengrenze), solange ``gemessen`` läuft

    def __post_init__(self):
        self.referenz = fuehre_aus(self.uebung, self.uebung.loesung)

    @contextlib.contextmanager
    def gemessen(self, kandidat):
        """Die Läufe des Kandidaten in diesem Block teilen eine Rechengrenze und eine Ausgabe,
        die nichts behält (``os.devnull``: Gedrucktes füllt über viele Fälle keinen Speicher).
        Beides je Lauf neu aufzusetzen kostete ein Fünftel der Zeit, in der ``pruefe_aktuell``
        alle Irrtümer über alle Fälle laufen lässt. Die Grenze zählt nur den Code des
        Kandidaten: Das Soll jedes Falls muss darum vorher gemerkt sein."""
        namensraum = kandidat.namensraum
        with (
            open(os.devnull, "w", encoding="utf-8") as nirgends,
            contextlib.redirect_stdout(nirgends),
            Rechengrenze(namensraum) as grenze,
            shlex_gemerkt(),
        ):
            self._offen = (namensraum, grenze)
            try:
                yield
            finally:
                self._offen = None

    def _lauf(self, namensraum, spezifikation, werte):
        if self._offen is not None and self._offen[0] is namensraum:
            return beobachte(namensraum[spezifikation.name], spezifikation, werte, self._offen[1])
        return _begrenzt(namensraum, spezifikation, werte)

    def soll(self, spezifikation, werte):
        """Die Beobachtung der Musterlösung, oder ``None``, wenn der Fall zu teuer ist.

        Gezogene Fälle dürfen die Musterlösung ``GRENZE_MUSTER`` Zeilen kosten, die Beispiele
        des Vertrags so viel wie Lernende.
        """
        gemerkt = self._schluessel_je_id.get(id(werte))
        if gemerkt is not None and gemerkt[0] is werte and gemerkt[1] == spezifikation.name:
            schluessel = gemerkt[2]
        else:
            schluessel = _schluessel(spezifikation, werte)
            self._schluessel_je_id[id(werte)] = (werte, spezifikation.name, schluessel)
        if schluessel not in self._gemerkt:
            if self._offen is not None:  # die offene Grenze zählte die Musterlösung nicht
                raise RuntimeError("Labor.soll: ein neuer Fall, während gemessen läuft")
            beispiel = tuple(werte) in spezifikation.beispiele
            grenze = None if beispiel else GRENZE_MUSTER
            self._gemerkt[schluessel] = _begrenzt(self.referenz, spezifikation, werte, grenze)
        beobachtung = self._gemerkt[schluessel]
        return None if beobachtung.art == "zu_lang" else beobachtung

    def _abweichung(self, kandidat, spezifikation, werte):
        """``(ist, abweichung)``, wenn der Kandidat in diesem Fall anders handelt, als der
        Vertrag verlangt, sonst ``None`` (auch, wenn der Fall zu teuer ist)."""
        soll = self.soll(spezifikation, werte)
        if soll is None:
            return None
        ist = self._lauf(kandidat.namensraum, spezifikation, werte)
        abweichung = vergleiche(spezifikation, werte, soll, ist)
        return None if abweichung is None else (ist, abweichung)

    def irrtum(self, kandidat, spezifikation, werte):
        """Was ``faelle.json`` für den Kandidaten in diesem Fall speichert (``kurzform``), wenn
        er anders handelt, als der Vertrag verlangt, sonst ``None``."""
        gefunden = self._abweichung(kandidat, spezifikation, werte)
        return None if gefunden is None else kurzform(*gefunden)

    def unterscheidet(self, kandidat, spezifikation, werte):
        """Verhält sich der Kandidat in diesem Fall anders, als der Vertrag verlangt?"""
        return self._abweichung(kandidat, spezifikation, werte) is not None


def _schluessel(spezifikation, werte):
    """Ein Fall als Schlüssel: Funktion und Argumente in ihrer JSON-Form."""
    return spezifikation.name, json.dumps(kodiere(list(werte)))


def _begrenzt(namensraum, spezifikation, werte, grenze=None):
    funktion = namensraum[spezifikation.name]
    grenzen = {} if grenze is None else {"grenze": grenze}
    # Was eine falsche Lösung druckt, gehört nicht in die Ausgabe der Suche.
    with contextlib.redirect_stdout(io.StringIO()), Rechengrenze(namensraum, **grenzen) as r:
        return beobachte(funktion, spezifikation, werte, r)


def _einstellungen(beispiele):
    return settings(
        max_examples=beispiele,
        derandomize=True,
        database=None,
        deadline=None,
        phases=(Phase.generate, Phase.shrink),
        suppress_health_check=list(HealthCheck),
    )


def finde_fall(labor, kandidat, spezifikation, beispiele=SUCHE):
    """Der kleinste Fall, in dem der Kandidat vom Vertrag abweicht, oder ``None``."""
    argumente = st.tuples(*(strategie(p.bereich) for p in spezifikation.parameter))
    try:
        return find(
            argumente,
            lambda werte: labor.unterscheidet(kandidat, spezifikation, werte),
            settings=_einstellungen(beispiele),
        )
    except NoSuchExample:
        return None


# --- Suchen, ordnen, speichern -----------------------------------------------------------------


@dataclass
class Bericht:
    """Was die Suche fand: die Fälle und die Kandidaten, die keiner verrät."""

    faelle: list
    unerkannt: list


def _lesbarkeit(werte):
    """Kleine, einfache Werte zuerst: kurze Darstellung, wenige große Zahlen, wenig Exotik.
    Ein langer Text zählt ganz, auch wenn ``faelle.json`` ihn knapp schreibt (``stabil``)."""
    text = json.dumps(kodiere(list(werte), stabil=True), ensure_ascii=False)
    exotisch = sum(1 for z in text if ord(z) > 127)
    return (len(text) + 10 * exotisch, text)


def suche(uebung, beispiele=SUCHE, mit_mutanten=True):
    """Sucht die Fälle der Übung aus ihrem Vertrag; gibt einen ``Bericht``."""
    vertrag = uebung.vertrag
    labor = Labor(uebung)
    alle_kandidaten = kandidaten(uebung, mit_mutanten)
    gefunden = {}  # (funktion, json) -> Fall

    def nimm(spezifikation, werte, herkunft):
        soll = labor.soll(spezifikation, werte)
        if soll is None:
            return False
        _passt_zum_vertrag(spezifikation, werte, soll)
        schluessel = _schluessel(spezifikation, werte)
        fall = gefunden.setdefault(
            schluessel, {"funktion": spezifikation.name, "werte": tuple(werte), "herkunft": []}
        )
        if herkunft not in fall["herkunft"]:
            fall["herkunft"].append(herkunft)
        return True

    for spezifikation in vertrag.funktionen:
        for werte in spezifikation.beispiele:
            nimm(spezifikation, werte, "beispiel")
        for werte in stichprobe(spezifikation):
            nimm(spezifikation, werte, "rand")
    unerkannt = []
    orte = _orte(uebung.loesung)
    for kandidat in alle_kandidaten:
        if kandidat.datei is None and _verraten(labor, kandidat, vertrag, gefunden.values()):
            continue  # ein Mutant, den schon ein Fall verrät: keine Suche nötig
        erkannt = False
        # Ein Mutant zuerst in der Funktion, in der er etwas ändert.
        funktionen = sorted(
            vertrag.funktionen, key=lambda f: orte.get(f.name) != _ort(orte, kandidat.zeile)
        )
        for spezifikation in funktionen:
            if spezifikation.name not in kandidat.namensraum:
                continue
            werte = finde_fall(labor, kandidat, spezifikation, beispiele)
            if werte is not None and nimm(spezifikation, werte, kandidat.datei or "mutant"):
                erkannt = True
                if kandidat.datei is None:
                    break
        if not erkannt and not _verraten(labor, kandidat, vertrag, gefunden.values()):
            unerkannt.append(kandidat.name)
    folge = sorted(gefunden.values(), key=lambda f: reihung(vertrag, f["funktion"], f["werte"]))
    antworten = [{} for _ in folge]
    # Je Irrtum alle Fälle unter einer Grenze, wie die Prüfung ihn ruft: frisch geladen, in der
    # gespeicherten Reihenfolge. Wer sich etwas merkt, antwortet sonst mit dem Zustand der Suche.
    for kandidat in kandidaten(uebung, mit_mutanten=False):
        with labor.gemessen(kandidat):  # jedes Soll steht fest
            for fall, antwort in zip(folge, antworten, strict=True):
                spezifikation = vertrag.funktion(fall["funktion"])
                if spezifikation.name not in kandidat.namensraum:
                    continue
                form = labor.irrtum(kandidat, spezifikation, fall["werte"])
                if form is not None:
                    antwort[kandidat.datei] = form
    faelle = []
    for fall, antwort in zip(folge, antworten, strict=True):
        eintrag = {
            "funktion": fall["funktion"],
            "argumente": kodiere(list(fall["werte"])),
            "herkunft": fall["herkunft"],
        }
        if antwort:
            eintrag["irrtuemer"] = antwort
        faelle.append(eintrag)
    return Bericht(faelle, unerkannt)


def reihung(vertrag, funktion, werte):
    """Der Platz eines Falls in ``faelle.json``. Die Meldung zeigt den ersten Fall, an dem ein
    Code scheitert: gültige Argumente vor ungültigen (wer noch nichts prüft, liest zuerst von
    der eigentlichen Aufgabe), darin zuerst die Fälle mit den Modulwerten der Lektion (die
    Lernenden kennen sie aus dem Setup), dann die lesbarsten, auch vor den Beispielen, die für
    große Zahlen gedacht sind."""
    # Zuerst nach der Funktion, in der Folge des Vertrags.
    stelle, spezifikation = next(
        (i, f) for i, f in enumerate(vertrag.funktionen) if f.name == funktion
    )
    gueltig = spezifikation.ist_gueltig(werte)
    anders = len(spezifikation.andere_modulwerte(werte))
    return (stelle, not gueltig, anders, _lesbarkeit(werte))


def _verraten(labor, kandidat, vertrag, faelle):
    return any(
        labor.unterscheidet(kandidat, vertrag.funktion(f["funktion"]), f["werte"])
        for f in faelle
        if f["funktion"] in kandidat.namensraum
    )


def _orte(code):
    """Funktionsname → (erste, letzte Zeile) in der Lösung."""
    import ast

    return {
        knoten.name: (knoten.lineno, knoten.end_lineno)
        for knoten in ast.parse(code).body
        if isinstance(knoten, ast.FunctionDef)
    }


def _ort(orte, zeile):
    return next((o for o in orte.values() if zeile and o[0] <= zeile <= o[1]), None)


def _passt_zum_vertrag(spezifikation, werte, soll):
    """Gültige Argumente geben einen Wert, ungültige die Ausnahme des Vertrags."""
    gueltig = spezifikation.ist_gueltig(werte)
    if gueltig and soll.art != "wert":
        raise FaelleFehler(
            f"{spezifikation.beschreibung(werte)}: Die Argumente liegen im Bereich des Vertrags, "
            f"die Musterlösung löst aber {type(soll.ausnahme).__name__} aus."
        )
    if not gueltig and not isinstance(soll.ausnahme, spezifikation.ungueltig):
        raise FaelleFehler(
            f"{spezifikation.beschreibung(werte)}: Ein Argument liegt außerhalb seines Bereichs, "
            f"die Musterlösung löst aber keinen {spezifikation.ungueltig.__name__} aus."
        )


def als_json(faelle):
    """Der Inhalt von ``faelle.json``: ein Fall je Zeile (ein Diff zeigt, welcher dazukam),
    knapp geschrieben, denn die Datei reist im Paket in den Browser."""
    zeilen = [json.dumps(f, ensure_ascii=False, separators=(",", ":")) for f in faelle]
    text = '{"version":1,"faelle":[\n' + ",\n".join(zeilen) + "\n]}\n"
    # Ein einzelnes Surrogat ("\ud800", aus JSON-Eingaben) hat kein UTF-8: als Escape schreiben.
    return re.sub("[\ud800-\udfff]", lambda z: f"\\u{ord(z[0]):04x}", text)


def datei(uebung):
    """Der Pfad von ``faelle.json`` neben der Übung."""
    modul = __import__(uebung.vertrag.paket, fromlist=["_"])
    return Path(modul.__file__).parent / uebung.vertrag.datei


def schreibe(uebung, beispiele=SUCHE):
    """Sucht und schreibt ``faelle.json``; gibt den ``Bericht``."""
    bericht = suche(uebung, beispiele)
    datei(uebung).write_text(als_json(bericht.faelle), encoding="utf-8")
    return bericht


_VERRAETER = 30  # so viele Fälle, die zuletzt einen Mutanten verrieten, kommen zuerst

_LISTEN = []  # während pruefe_aktuell mit Cache: wo die Listen der Mutanten liegen


def pruefe_aktuell(uebung, beispiele=SUCHE_CI, cache=None):
    """Passt ``faelle.json`` noch? Gibt eine Liste deutscher Befunde (leer: ja).

    Jeder Irrtum muss an seinen gespeicherten Fällen so antworten wie gespeichert, und kein
    Irrtum und kein Mutant, den die Fälle nicht verraten, darf sich mit neuer Suche finden.
    ``cache`` ist ein Ordner: Ein bestandenes Urteil gilt dort, bis sich ein Quelltext des
    Pakets, die Datei der Fälle, der Aufwand oder Hypothesis ändert (ein frischer Klon prüft
    also immer ganz; wer nur Text einer Seite ändert, wartet nicht erneut darauf). Je Irrtum
    für sich: Wer den Code einer falschen Antwort ändert, wartet nur auf deren Nachrechnen,
    nicht auf das der anderen und der Mutanten (M4·05 Ü1: 4,6 s). Die letzten Urteile bleiben
    (``ablage``): Wer eine Änderung zurücknimmt, wartet auch nicht.
    """
    if cache is None:
        return _pruefe_aktuell(uebung, beispiele)[0]
    schluessel = _cache_schluessel(uebung, beispiele)
    try:
        vorher = json.loads(ablage.lies(cache, uebung.id, schluessel, "json") or "{}")
    except ValueError:
        vorher = {}
    code_je_datei = {f.datei: f.code for f in uebung.falsche_antworten}
    codes = {i.datei: _summe(code_je_datei[i.datei]) for i in uebung.vertrag.irrtuemer}
    gut = vorher.get("irrtuemer", {})  # je Datei die Prüfsummen der Fassungen, die passten
    erledigt = {d for d, h in codes.items() if h in gut.get(d, ())}
    mutanten_erledigt = vorher.get("mutanten") is True
    if erledigt == set(codes) and mutanten_erledigt:
        return []
    _LISTEN.append(Path(cache) / "listen")
    try:
        befunde, bestanden, mutanten_ok = _pruefe_aktuell(
            uebung, beispiele, ohne=erledigt, ohne_mutanten=mutanten_erledigt
        )
    finally:
        _LISTEN.pop()
    for datei in bestanden:  # die jetzige Fassung vorn; eine zurückgenommene findet sich
        gut[datei] = [codes[datei], *(h for h in gut.get(datei, ()) if h != codes[datei])]
        del gut[datei][ablage.BEHALTEN :]
    eintrag = {"mutanten": mutanten_ok, "irrtuemer": gut}
    ablage.lege_ab(cache, uebung.id, schluessel, "json", json.dumps(eintrag))
    return befunde


def _summe(code):
    import hashlib

    return hashlib.sha256(code.encode()).hexdigest()


def _cache_schluessel(uebung, beispiele):
    """Prüfsumme über alles, was das Urteil von ``pruefe_aktuell`` ändern kann: Übung, Aufwand,
    Hypothesis, Python und die Quelltexte und JSON-Dateien des Pakets außer denen der anderen
    Übungen (``faelle.json`` der Übung eingeschlossen); vom Code der falschen Antworten nur der
    Kopf: Den Rest schlüsselt jeder Irrtum für sich (``_summe``)."""
    import hashlib
    import sys

    import hypothesis

    from .pruefsumme import fuer_uebung

    h = hashlib.sha256(f"{uebung.id} {beispiele} {hypothesis.__version__} {sys.version}".encode())
    h.update(fuer_uebung(uebung, wie_geprueft=True).encode())  # mit faelle.json
    return h.hexdigest()


def _pruefe_aktuell(uebung, beispiele, ohne=frozenset(), ohne_mutanten=False):
    """``(befunde, bestanden, mutanten_ok)``: die Befunde; die Irrtümer (Dateien), an denen
    nichts auszusetzen war; ob Reihenfolge, Soll und Mutanten passten. ``ohne``: Irrtümer, die
    nicht noch einmal laufen; ``ohne_mutanten``: Reihenfolge und Mutanten ebenso (das Soll
    rechnet jeder Lauf, die Irrtümer brauchen es)."""
    vertrag = uebung.vertrag
    labor = Labor(uebung)
    befunde, allgemein, schlecht = [], [], set()
    gespeichert = vertrag.faelle()
    plaetze = [reihung(vertrag, f["funktion"], f["argumente"]) for f in gespeichert]
    if not ohne_mutanten and plaetze != sorted(plaetze):
        allgemein.append(
            "Die Fälle stehen nicht in der Reihenfolge, in der die Meldungen sie zeigen."
        )
    for fall in gespeichert:
        spezifikation = vertrag.funktion(fall["funktion"])
        soll = labor.soll(spezifikation, fall["argumente"])
        if soll is None:
            allgemein.append(f"{spezifikation.beschreibung(fall['argumente'])} ist zu teuer.")
            continue
        _passt_zum_vertrag(spezifikation, fall["argumente"], soll)
    verraeter = []  # Fälle, die schon einen Mutanten verrieten, der letzte vorn
    for kandidat in kandidaten(uebung, mit_mutanten=not ohne_mutanten):
        if kandidat.datei in ohne:
            continue
        erkannt = False
        # Ein Irrtum läuft über alle Fälle (jede gespeicherte Antwort zählt), ein Mutant nur, bis
        # ein Fall ihn verrät: zuerst über die, die schon andere verrieten. Mutanten derselben
        # Zeile fallen meist am selben Fall; in der gespeicherten Reihenfolge lief ein Mutant in
        # m4-05-uebung-2 im Mittel über 150 Fälle, bis einer ihn verriet.
        folge = gespeichert
        if kandidat.datei is None:
            vorn = {id(v) for v in verraeter}
            folge = [*verraeter, *(f for f in gespeichert if id(f) not in vorn)]
        with labor.gemessen(kandidat):  # das Soll jedes gespeicherten Falls steht schon fest
            for fall in folge:
                if fall["funktion"] not in kandidat.namensraum:
                    continue
                spezifikation = vertrag.funktion(fall["funktion"])
                form = labor.irrtum(kandidat, spezifikation, fall["argumente"])
                if form is None:
                    continue
                erkannt = True
                if kandidat.datei is None:
                    verraeter[:] = [fall, *(v for v in verraeter if v is not fall)][:_VERRAETER]
                    break  # ein Mutant, den schon ein Fall verrät
                if fall.get("irrtuemer", {}).get(kandidat.datei) != form:
                    befunde.append(f"{kandidat.datei} antwortet anders als gespeichert.")
                    schlecht.add(kandidat.datei)
        # Erst wenn kein gespeicherter Fall ihn verrät, in irgendeiner Funktion, wird gesucht.
        for spezifikation in () if erkannt else vertrag.funktionen:
            if spezifikation.name not in kandidat.namensraum:
                continue
            if finde_fall(labor, kandidat, spezifikation, beispiele) is not None:
                satz = f"Die Suche verrät {kandidat.name}, die gespeicherten Fälle nicht."
                (allgemein if kandidat.datei is None else befunde).append(satz)
                schlecht.add(kandidat.datei)
                break
    bestanden = {i.datei for i in vertrag.irrtuemer} - set(ohne) - schlecht
    if allgemein:  # ohne Soll kein Urteil über einen Irrtum
        bestanden = set()
    return sorted(set(befunde + allgemein)), bestanden, not allgemein


# --- Zeugen für Markierungen „gleichwertig“ ----------------------------------------------------


def zeugenfaelle(uebung, mindestens):
    """Mindestens ``mindestens`` verschiedene Fälle aus dem Vertrag: die gespeicherten, dann
    gezogene aus den Bereichen (wiederholbar). Zu teure Fälle fallen weg wie beim Suchen."""
    vertrag = uebung.vertrag
    labor = Labor(uebung)
    faelle, gesehen = [], set()

    def nimm(spezifikation, werte):
        schluessel = _schluessel(spezifikation, werte)
        if schluessel in gesehen:
            return
        soll = labor.soll(spezifikation, werte)
        if soll is not None:
            gesehen.add(schluessel)
            faelle.append((spezifikation, tuple(werte), soll))

    for fall in vertrag.faelle():
        nimm(vertrag.funktion(fall["funktion"]), fall["argumente"])
    je_funktion = -(-mindestens // len(vertrag.funktionen))
    for spezifikation in vertrag.funktionen:
        argumente = st.tuples(*(strategie(p.bereich) for p in spezifikation.parameter))
        ziel = len(faelle) + je_funktion

        def sammle(werte, spezifikation=spezifikation, ziel=ziel):
            nimm(spezifikation, werte)
            return len(faelle) >= ziel

        # Nur ziehen, nicht schrumpfen: Beim Schrumpfen gälte ein schon gesammelter Fall, der
        # vorher „noch nicht genug“ ergab, plötzlich als Fund, und Hypothesis meldet FlakyFailure.
        einstellungen = settings(_einstellungen(4 * je_funktion), phases=(Phase.generate,))
        try:
            find(argumente, sammle, settings=einstellungen)
        except (NoSuchExample, Flaky):
            # Flaky: ``sammle`` zählt mit. Zieht Hypothesis einen Fall ein zweites Mal, nachdem
            # das Ziel erreicht ist, sieht es dort ein anderes Urteil; gesammelt ist dann genug.
            pass
    return faelle


def zeuge_aus_vertrag(uebung, namensraum, mindestens):
    """``(True, Satz)``, wenn der Code in ``namensraum`` auf ``mindestens`` Fällen des Vertrags
    genau wie die Musterlösung ist, sonst ``(False, Grund)`` mit dem ersten anderen Fall."""
    faelle = gemerkte_zeugenfaelle(uebung, mindestens)
    if len(faelle) < mindestens:
        return False, f"nur {len(faelle)} verschiedene Fälle, verlangt sind {mindestens}"
    with Rechengrenze(namensraum) as grenze:
        for spezifikation, werte, soll in faelle:
            funktion = namensraum.get(spezifikation.name)
            if not callable(funktion):
                return False, f"{spezifikation.name} fehlt"
            ist = beobachte(funktion, spezifikation, werte, grenze)
            abweichung = vergleiche(spezifikation, werte, soll, ist)
            if abweichung is not None:
                return False, abweichung.satz
    return True, f"{len(faelle)} Fälle gleich"


def gemerkte_zeugenfaelle(uebung, mindestens):
    """``zeugenfaelle``, je Prozess einmal je Übung und Lösung gezogen."""
    schluessel = (uebung.id, uebung.loesung, mindestens)
    if schluessel not in _zeugen:
        _zeugen[schluessel] = zeugenfaelle(uebung, mindestens)
    return _zeugen[schluessel]


_zeugen = {}  # je Prozess: die Fälle je Übung und Lösung
