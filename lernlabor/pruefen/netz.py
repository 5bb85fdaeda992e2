"""Das Netz unter den Prüfungen: Code der Lernenden und Musterlösung auf vielen Fällen vergleichen.

Gezielte Prüfungen erkennen die Fehler, an die ihre Autorin gedacht hat. Der Vergleich fängt
die übrigen: Jeder ``Fall`` ruft die Funktion der Lernenden und die der Musterlösung gleich
auf, und alles, was dabei geschieht, landet in einem ``Protokoll``: Rückgabe oder Ausnahme,
jeder Verlauf ans Modell, jeder Tool-Aufruf, jede Rückfrage, die Eingaben nach dem Aufruf,
ein zweiter Aufruf. Die erste Stelle, an der sich die Protokolle unterscheiden, wird die
Meldung, mit Fall, Ort, Soll und Ist.

Die Fälle erzeugt eine Funktion ``faelle(zufall)`` der Übung (``zufall`` ist ein
``lernlabor.pruefen.zufall.Zufall`` mit fester Saat): Sie laufen der Größe nach, so nennt die
Meldung den kleinsten Fall, der scheitert.
"""

import copy
import zlib
from dataclasses import dataclass, field

from . import meldungen as m
from .pruefhilfen import falsch, hole_funktion, kurz, richtig, rufe
from .rechengrenze import Rechengrenze
from .zufall import Zufall

FEHLT = "<fehlt>"


class Eintragsart(str):
    """Eine Bezeichnung im Protokoll, deren Daten im Code der Lernenden einen Namen haben.

    ``Eintragsart("der Verlauf an das Modell", "messages")``: Die Meldung nennt dann die Stelle
    ``messages[2]['content']`` statt ``[2]['content']``.
    """

    def __new__(cls, text, name):
        return super().__new__(cls, text)

    def __init__(self, text, name):
        super().__init__()
        self.name = name


class Protokoll:
    """Was während eines Falls geschieht, in Reihenfolge: Einträge ``(art, daten)``.

    ``notiere`` kopiert die Daten sofort: Ändert der Code sie später, bleibt das Protokoll,
    wie es in diesem Moment war.
    """

    def __init__(self):
        self.eintraege = []

    def notiere(self, art, daten):
        """Hält ``daten`` unter der deutschen Bezeichnung ``art`` fest (etwa „Tool-Aufruf“)."""
        self.eintraege.append((art, kopie(daten)))


@dataclass(frozen=True)
class Fall:
    """Ein Fall: ``lauf(funktion, protokoll)`` ruft die Funktion auf und gibt den Wert zurück.

    ``beschreibung`` nennt den Fall in Meldungen auf Deutsch, etwa ``kuerze('Grüße', 3)``;
    ``groesse`` ordnet die Fälle, der kleinste scheiternde wird gemeldet. ``argumente`` sind
    die Argumente eines ``aufruf_fall``, für eine ``diagnose``, die sie braucht.
    """

    beschreibung: str
    lauf: object
    groesse: int = 0
    ergebnis_art: str = m.VERGLEICH_RUECKGABE
    argumente: tuple = ()


def aufruf_fall(name, *args, groesse=None, zweimal=True, **kwargs):
    """Ein Fall für eine Funktion ohne Umgebung: ``name(*args, **kwargs)`` mit frischen Kopien.

    Verglichen werden Rückgabe (mit genauen Typen), die Eingaben nach dem Aufruf (eine Lösung
    darf sie nur ändern, wo die Musterlösung es tut) und mit ``zweimal`` ein zweiter Aufruf
    mit denselben Objekten: Er muss dasselbe ergeben wie bei der Musterlösung.
    """
    teile = [kurz(a) for a in args] + [f"{k}={kurz(v)}" for k, v in kwargs.items()]
    beschreibung = f"{name}({', '.join(teile)})"

    def lauf(funktion, protokoll):
        a, k = copy.deepcopy(args), copy.deepcopy(kwargs)
        try:
            wert = funktion(*a, **k)
        finally:
            protokoll.notiere(m.VERGLEICH_EINGABEN, (list(a), k) if k else list(a))
        if zweimal:
            protokoll.notiere(m.VERGLEICH_RUECKGABE, wert)
            return funktion(*a, **k)
        return wert

    art = m.VERGLEICH_ZWEITER if zweimal else m.VERGLEICH_RUECKGABE
    groesse = len(beschreibung) if groesse is None else groesse
    return Fall(beschreibung, lauf, groesse, art, args)


@dataclass(frozen=True)
class _Ausgang:
    """Wie ein Fall endete: eine Rückgabe oder eine Ausnahme (nur deren Art zählt)."""

    wert: object = None
    ausnahme: BaseException | None = None
    zu_lang: bool = False
    eintraege: list = field(default_factory=list)


def _beobachte(funktion, fall, rechengrenze=None):
    protokoll = Protokoll()
    if rechengrenze is None:  # die Musterlösung: vertrauenswürdig, ohne teure Zählung
        ergebnis, zu_lang = rufe(fall.lauf, funktion, protokoll), False
    else:
        ergebnis, zu_lang = rechengrenze.rufe(fall.lauf, funktion, protokoll)
    wert = kopie(ergebnis.wert)
    return _Ausgang(wert, ergebnis.ausnahme, zu_lang, protokoll.eintraege)


def vergleich(name, parameter, faelle, titel=None, normalisiere=None, diagnose=None):
    """Baut die Vergleichs-Prüfung für die Funktion ``name`` mit der Parameterliste ``parameter``.

    ``faelle(zufall)`` liefert die Fälle. ``normalisiere(art, daten)`` darf vor dem Vergleich
    vereinfachen, was die Aufgabe offenlässt (etwa die Reihenfolge paralleler Ergebnisse oder
    den Wortlaut eines Fehlertexts); es bekommt für beide Seiten dieselben Einträge.
    ``diagnose(fall, soll, ist)`` darf für eine bekannte Abweichung einen gezielten Satz
    liefern (oder ``None``); er steht dann vor dem Soll-Ist-Vergleich.

    Die Prüfung läuft als Netz: nur, wenn alle Prüfungen vor ihr erfüllt sind. Fälle und
    Verhalten der Musterlösung entstehen einmal je Prozess (die Saat ist fest): Ein erneutes
    „Prüfen“ im Browser rechnet nur noch die Seite der Lernenden.
    """
    gemerkt = {}

    def soll_liste(referenz):
        if gemerkt.get("referenz") is not referenz:
            liste = sorted(faelle(Zufall(zlib.crc32(name.encode()))), key=lambda f: f.groesse)
            gemerkt.update(
                referenz=referenz, soll=[(f, _beobachte(referenz[name], f)) for f in liste]
            )
        return gemerkt["soll"]

    namen = [teil.split("=")[0].strip(" *") for teil in parameter.split(",")]

    def pruefung(namensraum, referenz):
        eigene, fehlt = hole_funktion(namensraum, name, parameter)
        if fehlt:
            return fehlt
        paare = soll_liste(referenz)
        with Rechengrenze(namensraum) as rechengrenze:
            for fall, soll in paare:
                ist = _beobachte(eigene, fall, rechengrenze)
                rueck = _vergleiche(fall, soll, ist, normalisiere, diagnose, namen)
                if rueck is not None:
                    return rueck
        einer, mehrere = m.VERGLEICH_FAELLE
        faellen = einer if len(paare) == 1 else mehrere.format(anzahl=len(paare))
        return richtig(m.VERGLEICH_OK.format(name=name, faellen=faellen))

    pruefung.titel = titel or m.VERGLEICH_TITEL.format(name=name)
    pruefung.vergleicht = True
    # Für den Zeugen des Mutanten-Tors: dieselben Fälle mit anderer Saat, derselbe Vergleich.
    pruefung.netz = {"name": name, "faelle": faelle, "normalisiere": normalisiere, "namen": namen}
    return pruefung


class _Eintrag(tuple):
    """Ein ganzer Eintrag (Art, Daten), wenn schon die Art abweicht."""


def _zeitleiste(fall, ausgang):
    """Die Einträge des Protokolls, zuletzt der Ausgang: Rückgabe oder Art der Ausnahme."""
    leiste = list(ausgang.eintraege)
    if ausgang.ausnahme is not None:
        leiste.append((m.VERGLEICH_AUSNAHME, type(ausgang.ausnahme).__name__))
    else:
        leiste.append((fall.ergebnis_art, ausgang.wert))
    return leiste


def _vergleiche(fall, soll, ist, normalisiere, diagnose, namen=()):
    """``None``, wenn beide Seiten sich gleich verhielten, sonst die Rückmeldung dazu.

    ``namen`` sind die Parameter: Eine Abweichung in den Eingaben heißt dann
    ``preise['input']`` statt ``[4]['input']``.
    """
    if ist.zu_lang:
        return falsch(m.VERGLEICH_ZU_LANG.format(fall=fall.beschreibung), schluessel="zu_lang")
    a, b = _zeitleiste(fall, soll), _zeitleiste(fall, ist)
    if normalisiere is not None:
        a = [(art, normalisiere(art, daten)) for art, daten in a]
        b = [(art, normalisiere(art, daten)) for art, daten in b]
    for i in range(max(len(a), len(b))):
        art_soll, daten_soll = a[i] if i < len(a) else (m.VERGLEICH_NICHTS, FEHLT)
        art_ist, daten_ist = b[i] if i < len(b) else (m.VERGLEICH_NICHTS, FEHLT)
        if art_soll == art_ist:
            stelle = erste_abweichung(daten_soll, daten_ist)
            if stelle is None:
                continue
            pfad, teil_soll, teil_ist = stelle
            if art_soll == m.VERGLEICH_EINGABEN and isinstance(daten_soll, list):
                pfad = _mit_parametername(pfad, namen)
            elif isinstance(art_soll, Eintragsart) and pfad.startswith("["):
                pfad = art_soll.name + pfad
        else:
            teil_soll, teil_ist = _Eintrag((art_soll, daten_soll)), _Eintrag((art_ist, daten_ist))
            pfad = ""
        gezielt = diagnose(fall, soll, ist) if diagnose else None
        text = m.VERGLEICH_ABWEICHUNG.format(
            fall=fall.beschreibung,
            was=art_soll if art_soll == art_ist else m.VERGLEICH_ABLAUF,
            pfad=f" bei {pfad}" if pfad else "",
            soll=_zeige(teil_soll),
            ist=_zeige(teil_ist, ist.ausnahme),
        )
        if gezielt:
            text = f"{gezielt} {text}"
        return falsch(text, ist.ausnahme if art_ist == m.VERGLEICH_AUSNAHME else None)
    return None


def _mit_parametername(pfad, namen):
    """„[4]['input']“ (die fünfte Eingabe) wird „preise['input']“, wenn ``namen`` sie kennt."""
    stelle, _, rest = pfad.removeprefix("[").partition("]")
    if stelle.isdigit() and int(stelle) < len(namen) and namen[int(stelle)]:
        return namen[int(stelle)] + rest
    return pfad


def _zeige(teil, ausnahme=None):
    if not isinstance(teil, _Eintrag):
        return m.VERGLEICH_FEHLT if teil is FEHLT else f"{kurz(teil)} ({type(teil).__name__})"
    art, daten = teil
    if art == m.VERGLEICH_AUSNAHME:
        text = f": {ausnahme}" if ausnahme is not None and str(ausnahme) else ""
        return m.VERGLEICH_ALS_AUSNAHME.format(art=daten, text=text)
    return art if daten is FEHLT else f"{art} {kurz(daten)}"


def erste_abweichung(soll, ist, pfad="", reihenfolge=False):
    """Die erste Stelle, an der ``ist`` von ``soll`` abweicht: ``(pfad, soll, ist)`` oder None.

    Streng: ``1`` ist nicht ``1.0`` und nicht ``True``; Kommazahlen dürfen sich um das
    10⁻⁹-Fache ihres Betrags unterscheiden, auch ganz kleine (ein Runden auf 12 Stellen fällt
    bei 0,0000012 auf); dicts gleichen ohne Reihenfolge (mit ``reihenfolge`` mit ihr, für
    Eingaben, die unverändert bleiben sollen), Listen und Tupel mit. Ein fehlender Schlüssel
    erscheint als ``<fehlt>``.
    """
    stelle = schritte_der_abweichung(soll, ist, reihenfolge)
    if stelle is None:
        return None
    schritte, soll, ist = stelle
    return pfad + als_pfad(schritte), soll, ist


def als_pfad(schritte):
    """Schlüssel und Stellen als Pfad: ``["a", 0]`` wird „['a'][0]“."""
    return "".join(f"[{schritt!r}]" for schritt in schritte)


def schritte_der_abweichung(soll, ist, reihenfolge=False):
    """Wie ``erste_abweichung``, der Ort aber als Liste der Schlüssel und Stellen von außen nach
    innen (``["a", 0]``): So kann ein Aufrufer die Teile selbst aufsuchen."""
    stelle = _abweichung(soll, ist, reihenfolge)
    if stelle is not None:
        stelle[0].reverse()
    return stelle


def _abweichung(soll, ist, reihenfolge):
    """Wie ``schritte_der_abweichung``, die Schritte von innen nach außen. Sie entstehen erst an
    einer Abweichung: Gleiche Werte (fast alle) kosten so kein repr je Schlüssel."""
    if type(soll) is not type(ist):
        return [], soll, ist
    if isinstance(soll, dict):
        for schluessel in [*soll, *(k for k in ist if k not in soll)]:
            a, b = soll.get(schluessel, FEHLT), ist.get(schluessel, FEHLT)
            if type(a) is type(b) and type(a) in _FEST and a == b:
                continue  # gleiche Blätter ohne Aufruf (fast alle)
            stelle = _abweichung(a, b, reihenfolge)
            if stelle is not None:
                stelle[0].append(schluessel)
                return stelle
        return ([], soll, ist) if reihenfolge and list(soll) != list(ist) else None
    if isinstance(soll, (list, tuple)):
        for i in range(max(len(soll), len(ist))):
            a = soll[i] if i < len(soll) else FEHLT
            b = ist[i] if i < len(ist) else FEHLT
            if type(a) is type(b) and type(a) in _FEST and a == b:
                continue
            stelle = _abweichung(a, b, reihenfolge)
            if stelle is not None:
                stelle[0].append(i)
                return stelle
        return None
    if isinstance(soll, float):
        gleich = soll == ist or abs(soll - ist) <= 1e-9 * max(abs(soll), abs(ist))
        return None if gleich or (soll != soll and ist != ist) else ([], soll, ist)
    try:
        return None if soll == ist else ([], soll, ist)
    except Exception:  # noqa: BLE001 – ein kaputtes __eq__ heißt „verschieden“
        return [], soll, ist


# Werte, die sich nicht ändern können: Eine Kopie wäre dasselbe. Listen, dicts und Tupel
# kopiert ``kopie`` selbst, ohne das Gedächtnis von deepcopy (im Browser ein Viertel der Zeit
# einer Prüfung); einen Kreis darin und alles andere übernimmt deepcopy. Klassen (``type``,
# etwa die Ausnahme eines Tools) lässt auch deepcopy, wie sie sind, und sie gleichen nur sich.
_FEST = frozenset((str, int, float, bool, type(None), bytes, type))


def kopie(wert, tiefe=0):
    art = type(wert)
    if art in _FEST:
        return wert
    if tiefe < 50 and art in (list, dict, tuple):
        # Blätter gleich hier: Ein Aufruf je String oder Zahl kostete die Hälfte der Zeit.
        tiefe += 1
        if art is dict:
            return {k: w if type(w) in _FEST else kopie(w, tiefe) for k, w in wert.items()}
        teile = [w if type(w) in _FEST else kopie(w, tiefe) for w in wert]
        return teile if art is list else tuple(teile)
    try:
        return copy.deepcopy(wert)
    except Exception:  # noqa: BLE001 – nicht kopierbar: dann das Objekt selbst
        return wert
