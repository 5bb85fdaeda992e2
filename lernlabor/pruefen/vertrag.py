"""Der Vertrag einer Übung: ein Ort für das, was die Aufgabe verlangt und die Prüfung vergleicht.

Ein ``Vertrag`` nennt die Funktionen der Aufgabe mit dem Bereich jedes Parameters (gültige und
ungültige Werte, siehe ``bereiche``), die nummerierten Regeln der Aufgabe mit ihrem deutschen
Satz, was frei bleibt, und die bekannten Irrtümer mit ihrer Diagnose. Verglichen wird je Aufruf:
die Rückgabe mit genauem Typ (Kommazahlen mit Toleranz), eine Ausnahme nach ``isinstance``,
die Eingaben danach (sie bleiben unverändert) und, wo verlangt, ein zweiter Aufruf mit denselben
Objekten. Der Text einer Ausnahme bleibt frei.

Die Seite zeigt die Regeln aus dem Vertrag, und jede Meldung nennt die Regel, die der Code
verletzt. Die Fälle sucht Hypothesis beim Schreiben der Übung aus den Bereichen
(``uv run lernlabor faelle <id>``, ``lernlabor.autoren.faelle``): für jeden Irrtum und jeden
Mutanten der Musterlösung den kleinsten Fall, der ihn verrät, dazu eine Stichprobe mit den
Rändern zuerst. Sie liegen als ``faelle.json`` neben der Übung; hier werden sie nur abgespielt,
ohne Hypothesis, in CPython wie in Pyodide.
"""

import contextlib
import functools
import hashlib
import inspect
import json
import re
from dataclasses import dataclass, field, replace
from importlib import resources
from numbers import Number

from . import fortschritt
from . import meldungen as m

# Erlaubt und Verbot gehören zu ``Regel(…, ohne=…)``: Verträge importieren sie von hier.
from .codelesen import Erlaubt as Erlaubt
from .codelesen import Verbot, pruefung_ohne
from .netz import (
    _FEST,
    FEHLT,
    _mit_parametername,
    _zeige,
    als_pfad,
    erste_abweichung,
    kopie,
    schritte_der_abweichung,
)
from .pruefhilfen import (
    ADRESSE,
    NEU_GELADEN,
    falsch,
    hole_funktion,
    kurz,
    ohne_adresse,
    regel_verletzt,
    richtig,
    rufe,
)
from .rechengrenze import Rechengrenze

# Was ein Fall beobachtet; eine Regel nennt, welche davon sie festlegt.
RUECKGABE, TYP, AUSNAHME, EINGABEN, ZWEITER = "rueckgabe", "typ", "ausnahme", "eingaben", "zweiter"
EREIGNISSE = "ereignisse"  # was in der Umgebung geschah: Aufrufe der Attrappen, ihre Antworten
SETUP = "setup"  # Namen aus dem Setup (``KATALOG``), die die Funktion nur liest
# Wie viel der Code rechnen darf: Rechengrenze und Zeitlimit. Die Regel, die es sagt, nennt
# jede Meldung, in der der Code zu lange rechnete, in jedem Fall (ohne ``wann``).
LAUFZEIT = "laufzeit"
ASPEKTE = (RUECKGABE, TYP, AUSNAHME, EINGABEN, ZWEITER, EREIGNISSE, SETUP, LAUFZEIT)
UNGUELTIG = "ungueltig"  # ``wann`` einer Regel: ein Argument liegt außerhalb seines Bereichs


@dataclass(frozen=True)
class Regel:
    """Eine nummerierte Regel der Aufgabe, wie die Seite sie zeigt (`Code` in Backticks).

    ``prueft`` nennt, was sie festlegt (``RUECKGABE``, ``TYP``, ``AUSNAHME``, ``EINGABEN``,
    ``ZWEITER``, ``SETUP``, ``LAUFZEIT``). Eingrenzen lässt sie sich auf eine ``funktion``
    (Name), auf eine ``stelle`` der Rückgabe (``"['dollar']"``) und mit ``wann`` auf Fälle:
    ``UNGUELTIG`` oder eine Funktion, die die Argumente als dict bekommt
    (``lambda a: a["fenster"] == 0``). Weicht ein Fall ab, nennt die Meldung die erste
    eingegrenzte Regel, die passt, sonst die erste allgemeine; rechnete der Code zu lange, die
    erste mit ``LAUFZEIT``, gleich in welchem Fall.

    ``ohne`` ist ein ``Verbot`` (``codelesen``): was im Code nicht vorkommen darf, etwa
    ``Verbot(namen=("sorted", ".sort"))``. Der Vertrag liest dann den Code vor allen Fällen
    und nennt diese Regel, wenn etwas davon dort steht.
    """

    nummer: int
    text: str
    prueft: tuple = (RUECKGABE,)
    wann: object = None
    funktion: str | None = None
    stelle: str | None = None
    ohne: Verbot | None = None

    def passt(self, funktion, werte, aspekt, pfad):
        """Gilt die Regel für diese Abweichung? ``None``: nicht; sonst ob eingegrenzt."""
        if aspekt not in self.prueft or self.funktion not in (None, funktion.name):
            return None
        if self.stelle is not None and not pfad.startswith(self.stelle):
            return None
        if self.wann == UNGUELTIG:
            return True if not funktion.ist_gueltig(werte) else None
        if callable(self.wann):
            return True if _gilt(self.wann, funktion.argumente(werte)) else None
        return self.stelle is not None


KEINE = object()  # ein Parameter ohne Vorgabewert


@dataclass(frozen=True)
class Parameter:
    """Ein Parameter mit seinem Bereich (``bereiche.Ganzzahl(unten=1)`` …) und ``vorgabe``,
    dem Vorgabewert, den die Signatur der Lernenden tragen muss (``max_zeichen=4000``).

    ``modulwert=True``: kein Argument, sondern ein Name, den die Funktion aus ihrem Modul liest
    (``KURSE`` aus dem Setup). Während des Aufrufs steht der Wert des Falls unter diesem Namen
    in den Globals der Funktion (der Lernenden wie der Musterlösung), danach wieder der alte,
    auch nach einer Ausnahme oder der Rechengrenze. Die Signatur kennt ihn nicht; alles andere
    (Bereich, ``wann``, ``zusammen``, ``offen``, ``regelwahl``, ``faelle.json``) sieht ihn wie
    einen Parameter. ``vorgabe`` ist dann der Wert der Lektion: Ein Fall mit genau diesem Wert
    nennt ihn in der Meldung nicht, jeder andere so: ``… mit KURSE = {'XAU': 0.0}``.
    """

    name: str
    bereich: object
    vorgabe: object = KEINE
    modulwert: bool = False

    @property
    def text(self):
        """Der Parameter, wie er in der Signatur steht."""
        return self.name if self.vorgabe is KEINE else f"{self.name}={self.vorgabe!r}"


@dataclass(frozen=True)
class Funktion:
    """Eine Funktion der Aufgabe: Name, Parameter, was ein ungültiges Argument auslöst.

    ``ungueltig`` ist die Klasse, von der die Ausnahme sein muss (``isinstance``, Unterklassen
    zählen); ``ungueltig_ohne`` nennt Klassen, von denen sie trotzdem nicht sein darf (ein
    ``ValueError``, der zugleich ein ``KeyError`` ist). ``unveraendert`` nennt Namen aus dem
    Setup (``("KATALOG", "KURSE")``), die jeder Aufruf so lassen muss, wie er sie fand (Aspekt
    ``SETUP``, gelesen in den Globals der Funktion). ``zweimal``: Ein zweiter Aufruf mit
    denselben Objekten muss dasselbe ergeben (wo ein Argument veränderlich ist). Als Paar
    ``(text, aendere)`` ändert ``aendere(argumente, ergebnis)`` (ein dict Name → Objekt und die
    Rückgabe des ersten Aufrufs, nicht kopiert) die Objekte vor dem zweiten Aufruf, wie ein
    Aufrufer es täte; ``text`` sagt es der Meldung („der Aufrufer die Preise halbiert hat“), als
    Funktion der Argumente, wo ``aendere`` je Fall anderes tut. Verglichen wird mit der
    Musterlösung nach derselben Änderung: So fällt auf, wer sich ein Ergebnis nach dem Objekt
    merkt oder dasselbe Objekt noch einmal zurückgibt. Mit ``neues_objekt`` (die Aufgabe
    verlangt bei jedem Aufruf ein neues Objekt) darf auch ein dritter und vierter Aufruf
    hintereinander nicht dasselbe Objekt geben, und nur dann sagt eine Meldung, dass der zweite
    Aufruf dasselbe Objekt gab wie der erste. Mit ``auch_nach_ausnahme`` kommt der zweite Aufruf
    auch nach einer Ausnahme, etwa nachdem der Aufrufer das Gesuchte eingetragen hat: So fällt
    auf, wer sich merkt, was er nicht fand. ``beispiele`` sind Argumente aus dem Aufgabentext
    und Ränder, die keine Suche zufällig trifft; sie laufen immer zuerst. ``zusammen`` ist eine
    Bedingung über alle Argumente (als dict), die zur Gültigkeit gehört (``start`` und
    ``zuwachs`` nicht beide 0). ``vergleichsform(wert)`` bildet eine Rückgabe auf das ab, was
    die Aufgabe festlegt, wo sie den Wortlaut frei lässt (etwa: welche Zahlen ein Satz in
    welcher Reihenfolge nennt); verglichen wird die Form beider Seiten, gezeigt auch der Wert.

    Mit ``lauf(funktion, werte, notiere)`` sind die ``parameter`` die Daten eines Falls, nicht
    die Argumente: ``lauf`` baut daraus Attrappen (Tools, ein Modell, eine Rückfrage), ruft
    die Funktion der Lernenden und hält mit ``notiere(art, daten)`` fest, was geschieht; diese
    Ereignisse vergleicht die Prüfung der Reihe nach (Aspekt ``EREIGNISSE``, ``stelle`` einer
    Regel ist die Art des Ereignisses). ``aufruf`` ist dann die Parameterliste der Funktion.

    ``ereignisnummer=False`` lässt in der Meldung die Nummer des Ereignisses weg („Als 6.
    sollte geschehen“), wo die Art selbst schon zählt („Nachricht 2“) und die Liste der
    Ereignisse den Lernenden nie gezeigt wird.

    ``paare=False`` lässt in der Stichprobe die Paare von Parametern weg, nur jeder Parameter
    läuft über seine Ränder: für Funktionen mit vielen Parametern und teuren Fällen (ein
    ganzer Agentenlauf), deren gespeicherte Fälle bei jedem Prüfen im Browser laufen.

    ``beschreibe(werte)`` gibt statt des Aufrufs einen eigenen Text für den Fall in der Meldung
    (etwa eine Szene mit Tools und Antworten in Worten).

    ``offen(*argumente)`` nennt, wo die Aufgabe mehrere Ausgänge zulässt, jeden davon: ein
    Tupel aus Werten und Ausnahmeklassen (sonst ``None``). Trifft die Funktion einen davon,
    gilt der Fall, auch wenn die Musterlösung anders antwortet (ein leeres Stichwort: der
    erste Eintrag oder ein ``ValueError``).

    ``regelwahl(argumente, soll, ist)`` wählt die Regel einer Abweichung nach dem, was der Code
    tat (``soll`` und ``ist`` sind Beobachtungen): ``(nummer, satz)`` oder ``None`` für die Wahl
    nach ``wann``. Etwa: Wer ein erlaubtes Kommando nach Regel 6 ablehnt, prüft Regel 6 zu
    weit; der Satz steht vor dem Soll-Ist-Vergleich.
    """

    name: str
    parameter: tuple
    ungueltig: type = ValueError
    ungueltig_ohne: tuple = ()
    unveraendert: tuple = ()
    zweimal: object = False  # True oder (text, aendere)
    # Der zweite Aufruf kommt auch nach einer Ausnahme (``aendere`` bekommt ``None``).
    auch_nach_ausnahme: bool = False
    # (argumente, pfad) → Nummer der Regel, wenn der Code einen Fall nur frisch geladen besteht
    # (er merkt sich etwas), oder ``None``: dann die erste Regel, die ``ZWEITER`` prüft.
    merkregel: object = None
    # Jeder Aufruf gibt ein neues Objekt (Liste, dict), nie ein gemerktes.
    neues_objekt: bool = False
    beispiele: tuple = ()
    zusammen: object = None
    vergleichsform: object = None
    lauf: object = None
    aufruf: str | None = None
    paare: bool = True
    regelwahl: object = None
    ereignisnummer: bool = True
    beschreibe: object = None
    offen: object = None

    @property
    def hat_ungueltige(self):
        """Gibt es ungültige Argumente (ein Bereich mit Grenzen, eine Bedingung über alle)?"""
        return self.zusammen is not None or any(
            getattr(p.bereich, "ungueltige", False) for p in self.parameter
        )

    @property
    def veraenderlich(self):
        """Kann ein Argument sich im Aufruf ändern (eine Liste, ein dict)? Dann wird verglichen.

        Mit ``lauf`` sind die Parameter Falldaten, nicht Argumente: Was sich dann ändern darf,
        zeigen die Ereignisse."""
        if self.lauf is not None:
            return False
        return any(getattr(p.bereich, "veraenderlich", False) for p in self.im_aufruf)

    @property
    def im_aufruf(self):
        """Die Parameter, die der Aufruf übergibt (ohne ``modulwert``)."""
        return tuple(p for p in self.parameter if not p.modulwert)

    @property
    def signatur(self):
        """Die Parameterliste als Text, wie ``hole_funktion`` sie vergleicht."""
        return self.aufruf or ", ".join(p.text for p in self.im_aufruf)

    @functools.cached_property
    def namen(self):
        """Die Namen der Parameter, der Reihe nach."""
        return tuple(p.name for p in self.parameter)

    def argumente(self, werte):
        """Die Argumente als dict Name → Wert, die Modulwerte eingeschlossen."""
        return dict(zip(self.namen, werte, strict=True))

    def aufrufwerte(self, werte):
        """Nur die Werte, die der Aufruf übergibt, in ihrer Reihenfolge."""
        paare = zip(self.parameter, werte, strict=True)
        return [w for p, w in paare if not p.modulwert]

    def modulwerte(self, werte):
        """Die Modulwerte eines Falls als dict Name → Wert (meist leer)."""
        return {p.name: w for p, w in zip(self.parameter, werte, strict=True) if p.modulwert}

    def ist_gueltig(self, werte):
        """Liegt jedes Argument in seinem Bereich?"""
        einzeln = all(p.bereich.gueltig(w) for p, w in zip(self.parameter, werte, strict=True))
        return einzeln and (self.zusammen is None or _gilt(self.zusammen, self.argumente(werte)))

    def beschreibung(self, werte):
        """Der Aufruf zum Lesen: ``kuerze(text='Grüße', n=3)``. Ein Bereich mit ``zeige(wert)``
        zeigt seine Werte selbst (ein Verlauf als Folge von Rollen und Blöcken)."""
        if self.beschreibe is not None:
            return self.beschreibe(werte)
        paare = zip(self.parameter, werte, strict=True)
        teile = (f"{p.name}={_lesbar(p.bereich, w)}" for p, w in paare if not p.modulwert)
        # Ein Modulwert steht hinter dem Aufruf, nur wenn er nicht der aus der Lektion ist.
        modul = [f"{p.name} = {_lesbar(p.bereich, w)}" for p, w in self.andere_modulwerte(werte)]
        mit = f" mit {' und '.join(modul)}" if modul else ""
        return f"{self.name}({', '.join(teile)}){mit}"

    def andere_modulwerte(self, werte):
        """Die Modulwerte des Falls, die nicht der der Lektion (``vorgabe``) sind, auch nicht in
        der Reihenfolge der Schlüssel: Paare (Parameter, Wert)."""
        return [
            (p, w)
            for p, w in zip(self.parameter, werte, strict=True)
            if p.modulwert
            and (p.vorgabe is KEINE or erste_abweichung(p.vorgabe, w, reihenfolge=True))
        ]


def _lesbar(bereich, wert):
    zeige = getattr(bereich, "zeige", None)
    if zeige is not None:
        try:
            return zeige(wert)
        except Exception:  # noqa: BLE001 – ein Wert, den der Bereich nicht lesen kann
            pass
    return kurz(wert)


@dataclass(frozen=True)
class Irrtum:
    """Eine bekannte falsche Antwort (Datei neben der Übung) mit Diagnose und Regel.

    Scheitert der Code der Lernenden an dem Fall, den die Suche für diesen Irrtum fand, und
    genau so wie der Irrtum, steht die ``diagnose`` vor dem Soll-Ist-Vergleich. Meist steht
    beides in der Datei selbst (``irrtuemer_von``); ``Irrtum(...)`` von Hand braucht nur eine
    Datei, die keinen Docstring tragen darf, etwa ``starter.py``.
    """

    datei: str
    diagnose: str
    regel: int
    # Der Text der Datei, wenn ``irrtuemer_von`` ihn schon gelesen hat: ``aus_vertrag`` liest
    # ihn so kein zweites Mal (beim Laden jeder Übung, in CLI und Browser).
    code: str | None = field(default=None, compare=False, repr=False)


# Der Docstring einer falschen Antwort: „Regel N: Diagnose“, über Zeilen umbrochen.
_DIAGNOSE = re.compile(r'\A\s*r?"""Regel (\d+): (.+?)"""', re.S)


def kopf_des_irrtums(code):
    """Der Docstring „Regel N: Diagnose“ am Anfang einer falschen Antwort, sonst ``""``: alles,
    was ``irrtuemer_von`` von ihr liest (der Browser bekommt nur das)."""
    treffer = _DIAGNOSE.match(code)
    return treffer[0] if treffer else ""


def was_die_pruefung_liest(name, inhalt):
    """Von einer Antwort neben einer Übung (``inhalt``: ihre Bytes) das, was die Prüfung liest:
    von ``falsch_*.py`` den Kopf (``kopf_des_irrtums``), von ``anders_*.py`` nichts; ``None``
    für jede andere Datei, ohne sie zu lesen. Der Browser bekommt nur das
    (``site_zip_entries``), und die Caches der Autoren-Werkzeuge schlüsseln danach
    (``pruefsumme``): Wer den Code einer falschen Antwort ändert, ändert kein Urteil über
    andere Antworten."""
    datei = name.rpartition("/")[2]
    if not datei.endswith(".py"):
        return None
    if datei.startswith("falsch_"):
        kopf = kopf_des_irrtums(inhalt.decode("utf-8"))
        return (kopf + "\n" if kopf else "").encode("utf-8")
    return b"" if datei.startswith("anders_") else None


def irrtuemer_von(paket):
    """Die bekannten Irrtümer neben der Übung: jede ``falsch_*.py``, deren Docstring mit
    ``Regel N:`` beginnt; der Rest des Docstrings ist die Diagnose. Eine ``falsch_*.py`` ohne
    ihn gehört zu einer gezielten Prüfung (``falsche`` in ``definition``)."""
    irrtuemer = []
    if not paket:  # ein Vertrag außerhalb eines Pakets, etwa als Beispiel auf einer Seite
        return ()
    for datei in resources.files(paket).iterdir():
        if datei.name.startswith("falsch_") and datei.name.endswith(".py"):
            code = datei.read_text(encoding="utf-8")
            treffer = _DIAGNOSE.match(code)
            if treffer:
                diagnose = " ".join(treffer[2].split())
                irrtuemer.append(Irrtum(datei.name, diagnose, int(treffer[1]), code))
    return tuple(sorted(irrtuemer, key=lambda i: (i.regel, i.datei)))


@dataclass(frozen=True)
class Vertrag:
    """Alles, was eine Übung verlangt: Funktionen, Regeln, Freiheiten, bekannte Irrtümer.

    ``paket`` ist das Paket der Übung (``__name__``): Dort liegen ``faelle.json`` und die
    Dateien der Irrtümer, deren Diagnose und Regel im Docstring stehen (``irrtuemer_von``);
    ``irrtuemer`` nennt nur, was dort keinen Docstring tragen kann (``starter.py``). ``frei``
    nennt, was die Aufgabe offenlässt und keine Prüfung vergleicht; die Seite zeigt es unter
    den Regeln.
    """

    paket: str
    funktionen: tuple
    regeln: tuple
    irrtuemer: tuple = ()
    frei: tuple = ("der Text einer Ausnahme",)
    datei: str = "faelle.json"
    _faelle: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        da = {i.datei for i in self.irrtuemer}  # ``dataclasses.replace`` ruft dies erneut
        gefunden = [i for i in irrtuemer_von(self.paket) if i.datei not in da]
        object.__setattr__(self, "irrtuemer", (*self.irrtuemer, *gefunden))
        nummern = [r.nummer for r in self.regeln]
        if nummern != list(range(1, len(nummern) + 1)):
            raise ValueError(
                f"Vertrag {self.paket}: Regeln 1 bis n in Reihenfolge, nicht {nummern}."
            )
        for regel in self.regeln:
            falsche = set(regel.prueft) - set(ASPEKTE)
            if falsche or not regel.text.strip():
                raise ValueError(f"Vertrag {self.paket}: Regel {regel.nummer} ist unvollständig.")
            if regel.ohne is not None and not isinstance(regel.ohne, Verbot):
                raise ValueError(
                    f"Vertrag {self.paket}: Regel {regel.nummer}: ohne ist ein Verbot(...), "
                    f"nicht {regel.ohne!r}."
                )
        for funktion in self.funktionen:
            noetig = {EREIGNISSE} if funktion.lauf else {RUECKGABE}
            noetig |= {AUSNAHME} if funktion.hat_ungueltige and not funktion.lauf else set()
            noetig |= {EINGABEN} if funktion.veraenderlich and not funktion.lauf else set()
            noetig |= {ZWEITER} if funktion.zweimal else set()
            noetig |= {SETUP} if funktion.unveraendert else set()
            for aspekt in sorted(noetig):
                if not any(
                    aspekt in r.prueft and r.funktion in (None, funktion.name) for r in self.regeln
                ):
                    raise ValueError(
                        f"Vertrag {self.paket}: Keine Regel nennt {aspekt!r} für "
                        f"{funktion.name}, die Prüfung vergleicht es aber. Der Text muss jede "
                        "Regel nennen, die eine Prüfung durchsetzt."
                    )
        for irrtum in self.irrtuemer:
            if irrtum.regel not in nummern:
                raise ValueError(f"{irrtum.datei}: Regel {irrtum.regel} gibt es nicht.")

    def funktion(self, name):
        """Die Funktion ``name`` des Vertrags."""
        return next(f for f in self.funktionen if f.name == name)

    def regel_fuer(self, funktion, werte, aspekt, pfad=""):
        """Die Regel, die ein Fall mit dieser Abweichung verletzt (siehe ``Regel``)."""
        eingegrenzt, allgemein = [], []
        for regel in self.regeln:
            passt = regel.passt(funktion, werte, aspekt, pfad)
            if passt is not None:
                (eingegrenzt if passt else allgemein).append(regel)
        if not eingegrenzt and not allgemein and aspekt == TYP:
            # Ein falscher Typ verletzt die Regel, die den Typ festlegt, auch außerhalb ihres
            # ``wann`` (das meist große Zahlen meint): ``1.0`` statt ``1`` ist kein Rechenfehler.
            typ = [
                r
                for r in self.regeln
                if TYP in r.prueft
                and r.funktion in (None, funktion.name)
                and pfad.startswith(r.stelle or "")
            ]
            return typ[0] if typ else self.regel_fuer(funktion, werte, RUECKGABE, pfad)
        if not eingegrenzt and not allgemein:
            erste = [r for r in self.regeln if aspekt in r.prueft]
            return (erste or list(self.regeln))[0]
        return (eingegrenzt or allgemein)[0]

    def regel_der_laufzeit(self, funktion, werte, aspekt, pfad=""):
        """Die Regel für einen Fall, in dem der Code zu lange rechnete: die erste, die
        ``LAUFZEIT`` festlegt (in jedem Fall), sonst die der Abweichung (``regel_fuer``)."""
        for regel in self.regeln:
            if LAUFZEIT in regel.prueft and regel.funktion in (None, funktion.name):
                return regel
        return self.regel_fuer(funktion, werte, aspekt, pfad)

    def faelle(self):
        """Die gespeicherten Fälle als Liste von dicts (einmal je Prozess gelesen)."""
        if "liste" not in self._faelle:
            datei = resources.files(self.paket).joinpath(self.datei)
            if not datei.is_file():
                raise FileNotFoundError(
                    m.VERTRAG_FAELLE_FEHLEN.format(id=self.paket, datei=self.datei)
                )
            daten = json.loads(datei.read_text(encoding="utf-8"))
            self._faelle["liste"] = [
                {**f, "argumente": dekodiere(f["argumente"])} for f in daten["faelle"]
            ]
        return self._faelle["liste"]

    def pruefungen(self):
        """Zuerst je Regel mit ``ohne`` eine Prüfung, die den Code liest (``pruefung_ohne``),
        dann eine je Funktion: Sie spielt deren gespeicherte Fälle ab. Steht im Code, was eine
        Regel verbietet, laufen die Fälle nicht: Die Meldung nennt nur diese Regel."""
        ohne = (pruefung_ohne(r) for r in self.regeln if r.ohne is not None)
        return (*ohne, *(_pruefung(self, f) for f in self.funktionen))


def _gilt(wann, argumente):
    try:
        return bool(wann(argumente))
    except Exception:  # noqa: BLE001 – ein Argument, das die Bedingung nicht lesen kann
        return False


# --- Beobachten und vergleichen --------------------------------------------------------------


@dataclass
class Beobachtung:
    """Was ein Aufruf tat: ``art`` ist ``"wert"``, ``"ausnahme"`` oder ``"zu_lang"``."""

    art: str
    wert: object = None
    ausnahme: BaseException | None = None
    eingaben: list = field(default_factory=list)
    zweiter: object = FEHLT
    # Die Rückgabe des ersten Aufrufs vor und nach dem zweiten (Kopien), wenn der sie änderte.
    erster_geaendert: tuple | None = None
    # Gab der zweite Aufruf dasselbe veränderliche Objekt zurück wie der erste? Und gab ein
    # weiterer Aufruf nach dem frischen, ohne Änderung dazwischen, dasselbe wie dieser?
    zweiter_ist_erster: bool = False
    wieder_dasselbe: bool = False
    # Gaben zwei Aufrufe mit gleichen Werten Verschiedenes (ein Zähler im Hinweis)? Dann
    # (welche, früherer Wert, späterer Wert): ``"noch"`` der frische und der vierte Aufruf,
    # ``"zweiter"`` der zweite und der frische, ``"erster"`` der erste und ein letzter mit
    # neuen Objekten der Werte des ersten.
    wieder_anders: tuple | None = None
    # Die Eingaben vor und nach dem zweiten Aufruf (Kopien), wo sie veränderlich sind.
    eingaben_zweiter: tuple | None = None
    # Bei ``zweimal`` als Paar: ein frischer Aufruf mit neuen Objekten der Werte nach der
    # Änderung, der nichts von den ersten beiden wissen kann; ``werte_danach`` nur, wenn die
    # Änderung die Argumente betraf (dann ist er ein eigener Fall).
    werte_danach: list | None = None
    frisch: object = FEHLT
    ereignisse: list = field(default_factory=list)
    setup: tuple | None = None  # die erste Änderung an ``unveraendert``: (Pfad, vorher, nachher)
    code: object = None  # das Code-Objekt der Funktion, für den Hinweis auf ``return``


def beobachte(funktion, spezifikation, werte, grenze=None):
    """Ruft ``funktion`` mit frischen Kopien von ``werte`` auf und hält fest, was geschah.

    ``grenze`` ist eine aktive ``Rechengrenze`` (für Code der Lernenden), sonst läuft der
    Aufruf ohne Zählung (die Musterlösung).
    """
    argumente = kopie(list(werte))
    code = getattr(funktion, "__code__", None)
    modulwerte = spezifikation.modulwerte(argumente)
    # Die Globals nur, wo ein Fall sie braucht: inspect.unwrap kostet in jedem Fall.
    welt = _globals(funktion) if modulwerte or spezifikation.unveraendert else {}
    with _im_modul(welt, modulwerte):
        if spezifikation.lauf is not None:
            ereignisse = []

            def notiere(art, daten):
                ereignisse.append((art, daten if type(daten) in _FEST else kopie(daten)))

            lauf = _rufe(grenze, spezifikation.lauf, funktion, argumente, notiere)
            return _ausgang(*lauf, ereignisse=ereignisse, code=code)
        # Nur Namen, die es im Setup gibt; eine Funktion ohne Globals (ein Objekt) liest keine.
        namen = [n for n in spezifikation.unveraendert if n in welt]
        vorher = kopie([welt[n] for n in namen])
        kennungen = [_kennungen(welt[n]) for n in namen]
        uebergeben = spezifikation.aufrufwerte(argumente)
        aufruf, zu_lang = _rufe(grenze, funktion, *uebergeben)
        beobachtung = _ausgang(aufruf, zu_lang, eingaben=kopie(uebergeben), code=code)
        beobachtung.setup = _setup_zurueck(welt, namen, vorher, kennungen)
        weiter = beobachtung.art == "wert" or (
            beobachtung.art == "ausnahme" and spezifikation.auch_nach_ausnahme
        )
        if spezifikation.zweimal and weiter:
            danach = geaendert = None
            if isinstance(spezifikation.zweimal, tuple):  # was der Aufrufer dazwischen tut
                spezifikation.zweimal[1](spezifikation.argumente(argumente), aufruf.wert)
                danach = kopie(argumente)
                geaendert = erste_abweichung(list(werte), argumente) is not None
            erster = kopie(aufruf.wert)
            vor = kopie(uebergeben) if spezifikation.veraenderlich else None
            zweiter, zu_lang = _rufe(grenze, funktion, *uebergeben)
            beobachtung.zweiter = _ausgang(zweiter, zu_lang)
            beobachtung.zweiter_ist_erster = _dasselbe_objekt(zweiter, zu_lang, aufruf)
            if vor is not None:
                beobachtung.eingaben_zweiter = (vor, kopie(uebergeben))
            # Wer dasselbe Objekt leert und neu füllt, ändert, was der erste Aufrufer hält.
            if erste_abweichung(erster, aufruf.wert) is not None:
                beobachtung.erster_geaendert = (erster, kopie(aufruf.wert))
            # Zuletzt ein frischer Aufruf mit neuen Objekten derselben Werte: Er zeigt, ob ein
            # anderes Ergebnis am Fall liegt oder an dem, was der Code sich merkte.
            if danach is not None:
                if beobachtung.zweiter.art == "wert":
                    # Mit der zweiten Rückgabe tut der Aufrufer dasselbe wie mit der ersten (die
                    # Argumente bleiben): Wer erst ab dem zweiten Aufruf ein gemerktes Objekt
                    # selbst herausgibt, zeigt es hier (Runde 32).
                    aendere = spezifikation.zweimal[1]
                    aendere(spezifikation.argumente(kopie(argumente)), zweiter.wert)
                neu = kopie(danach)  # auch neue Modulwerte: kein gemerktes id(KATALOG) trifft
                frisch = spezifikation.aufrufwerte(neu)
                with _im_modul(welt, spezifikation.modulwerte(neu)):
                    erneut, zu_lang = _rufe(grenze, funktion, *frisch)
                    beobachtung.frisch = _ausgang(
                        erneut, zu_lang, eingaben=kopie(frisch), code=code
                    )
                    if spezifikation.neues_objekt and beobachtung.frisch.art == "wert":
                        # Gleich noch einmal: Wer erst ab dem dritten Aufruf oder nur, solange
                        # niemand etwas ändert, ein gemerktes Objekt herausgibt (Runde 33).
                        noch, zu_lang = _rufe(grenze, funktion, *frisch)
                        beobachtung.wieder_dasselbe = not zu_lang and _geteilt(noch, erneut, frisch)
                        if not zu_lang and not beobachtung.wieder_dasselbe:
                            beobachtung.wieder_anders = _wieder_anders(
                                funktion, spezifikation, werte, welt, grenze, beobachtung, noch
                            )
                # Nur mit geänderten Argumenten ist er ein eigener Fall: Mit denselben träfe ein
                # Zwischenspeicher nach Wert wieder das alte Ergebnis.
                if geaendert:
                    beobachtung.werte_danach = danach
        return beobachtung


_VERAENDERLICH = (list, dict, set, bytearray)


def _anders(frueher, aufruf):
    """``(früherer Wert, dieser Wert)``, wenn zwei Aufrufe mit gleichen Argumenten verschiedene
    Werte gaben, bis in den frei gewählten Wortlaut; sonst ``None``."""
    if frueher.art != "wert" or aufruf.ausnahme is not None:
        return None
    if erste_abweichung(frueher.wert, aufruf.wert) is None:
        return None
    return frueher.wert, kopie(aufruf.wert)


def _wieder_anders(funktion, spezifikation, werte, welt, grenze, beobachtung, noch):
    """Geben gleiche Werte bei jedem Aufruf dasselbe, bis in den Wortlaut? Der vierte Aufruf wie
    der frische, der frische wie der zweite (dieselben Werte), und ein letzter Aufruf mit den
    Werten des ersten wie der erste (Runde 34: ein Hinweis, der „wie zuvor“ oder „erneut“
    sagt, oder nur beim ersten Mal anders lautet). ``(welche, früher, später)`` oder ``None``."""
    for welche, frueher, spaeter in (
        ("noch", beobachtung.frisch, noch),
        ("zweiter", beobachtung.zweiter, beobachtung.frisch),
    ):
        paar = _anders(frueher, spaeter)
        if paar is not None:
            return (welche, *paar)
    ur = kopie(list(werte))
    with _im_modul(welt, spezifikation.modulwerte(ur)):
        zuletzt, zu_lang = _rufe(grenze, funktion, *spezifikation.aufrufwerte(ur))
    paar = None if zu_lang else _anders(beobachtung, zuletzt)
    return None if paar is None else ("erster", *paar)


def _dasselbe_objekt(aufruf, zu_lang, frueher):
    """Gab ``aufruf`` dasselbe veränderliche Objekt zurück wie der Aufruf ``frueher``?"""
    if zu_lang or aufruf.ausnahme is not None or frueher.ausnahme is not None:
        return False
    return isinstance(frueher.wert, _VERAENDERLICH) and aufruf.wert is frueher.wert


def _teile(wert):
    """Ein veränderliches Objekt und die veränderlichen Objekte direkt darin."""
    if isinstance(wert, _VERAENDERLICH):
        yield wert
        innen = wert.values() if isinstance(wert, dict) else wert
        yield from (w for w in innen if isinstance(w, _VERAENDERLICH))


def _geteilt(aufruf, frueher, eingaben):
    """Teilen die Rückgaben zweier Aufrufe ein veränderliches Objekt, das keine Eingabe ist (die
    Rückgabe selbst oder etwa die Liste unter ``"data"``)? Eine Eingabe darf in beiden stehen
    (Regel 4 von M4·03 Ü2: ``"data"`` ist ``zeilen`` selbst)."""
    if aufruf.ausnahme is not None or frueher.ausnahme is not None:
        return False
    frei = {id(t) for e in eingaben for t in _teile(e)}
    frueher_ids = {id(t) for t in _teile(frueher.wert)} - frei
    return any(id(t) in frueher_ids for t in _teile(aufruf.wert))


def _globals(funktion):
    """Die Globals, aus denen die Funktion liest: die ihres Moduls, durch Dekoratoren mit
    ``functools.wraps`` hindurch; ein Objekt ohne solche liest keine (ein leeres dict)."""
    try:
        welt = getattr(inspect.unwrap(funktion), "__globals__", None)
    except Exception:  # noqa: BLE001 – ein seltsames Objekt der Lernenden
        welt = None
    return welt if isinstance(welt, dict) else {}


@contextlib.contextmanager
def _im_modul(welt, werte):
    """Die Modulwerte eines Falls stehen in ``welt``, solange der Block läuft; danach steht
    dort wieder, was vorher da war (oder nichts), auch nach einer Ausnahme oder der
    Rechengrenze und auch, wenn der Code den Namen neu gebunden hat."""
    alt = {name: welt.get(name, FEHLT) for name in werte}
    welt.update(werte)
    try:
        yield
    finally:
        for name, wert in alt.items():
            if wert is FEHLT:
                welt.pop(name, None)
            else:
                welt[name] = wert


ERSETZT = object()  # in ``Beobachtung.setup``: ein Eintrag, gleich im Wert, ist ein anderes Objekt
UMGESTELLT = object()  # in ``Beobachtung.setup``: dieselben Einträge (Liste, dict), anders geordnet


def _setup_art(setup):
    """Wie der Code das Setup änderte, als Wort für ``faelle.json``."""
    vorher = setup[1]
    return "ersetzt" if vorher is ERSETZT else "umgestellt" if vorher is UMGESTELLT else "verändert"


def _kennungen(wert):
    """Die ids der Einträge einer Liste oder eines dicts aus dem Setup (sonst ``None``)."""
    if type(wert) is list:
        return [id(e) for e in wert]
    if type(wert) is dict:
        return {k: id(e) for k, e in wert.items()}
    return None


def _setup_zurueck(welt, namen, vorher, kennungen):
    """Die erste Stelle, an der ein Name aus dem Setup nicht mehr ``vorher`` gleicht (auch in
    der Reihenfolge der Schlüssel) oder ein Eintrag durch ein anderes Objekt gleichen Werts
    ersetzt ist (``(pfad, ERSETZT, None)``), sonst ``None``. Dann steht wieder ``vorher`` dort:
    So findet jeder Aufruf dieselben Vorgaben, was ein Aufruf davor auch tat, beim Prüfen wie
    bei der Suche der Fälle."""
    for name, alt, ids in zip(namen, vorher, kennungen, strict=True):
        jetzt = welt.get(name, FEHLT)
        stelle = erste_abweichung(alt, jetzt, name, reihenfolge=True)
        if stelle is None and ids is not None and _kennungen(jetzt) != ids:
            schluessel = range(len(ids)) if isinstance(ids, list) else ids
            k = next(k for k in schluessel if id(jetzt[k]) != ids[k])
            stelle = (f"{name}[{k!r}]", ERSETZT, None)
        elif stelle is not None and type(ids) is list and type(jetzt) is list:
            # Umgestellt, nicht umgeschrieben: dieselben Objekte in anderer Reihenfolge.
            jetzt_ids = _kennungen(jetzt)
            if jetzt_ids != ids and sorted(jetzt_ids) == sorted(ids):
                stelle = (name, UMGESTELLT, None)
        elif stelle is not None and type(ids) is dict and type(jetzt) is dict:
            # Ebenso ein dict: dieselben Schlüssel mit denselben Objekten, nur anders geordnet
            # (pop und neu eingesetzt). Fehlt einer, ist es verändert (Runde 32).
            if _kennungen(jetzt) == ids and list(jetzt) != list(ids):
                stelle = (name, UMGESTELLT, None)
        if stelle is not None:
            welt.update(zip(namen, kopie(vorher), strict=True))
            return stelle
    return None


@functools.lru_cache(maxsize=64)
def _mit_return(code):
    """Gibt die Funktion irgendwo einen Wert mit ``return`` zurück? Nur dann nicht passt der
    Hinweis auf ein fehlendes ``return`` (``x or None`` gibt ``None`` mit Absicht zurück).
    Gefragt wird erst, wenn eine Meldung ``None`` zeigt: ``dis`` ist teuer."""
    import dis

    if code is None:
        return True
    vorher = None
    for befehl in dis.get_instructions(code):
        if befehl.opname == "RETURN_CONST" and befehl.argval is not None:
            return True
        # ``return None`` (auch das stille am Ende) lädt None direkt davor; springt etwas auf
        # das RETURN_VALUE (``x or None``), kommt auch ein anderer Wert dort an.
        nur_none = vorher is not None and vorher.opname == "LOAD_CONST" and vorher.argval is None
        if befehl.opname == "RETURN_VALUE" and (befehl.is_jump_target or not nur_none):
            return True
        vorher = befehl
    return False


def _rufe(grenze, funktion, *args):
    """``(Aufruf, zu_lang)``: unter der Rechengrenze, wenn eine aktiv ist (Lernende)."""
    return (rufe(funktion, *args), False) if grenze is None else grenze.rufe(funktion, *args)


def _ausgang(aufruf, zu_lang, **mehr):
    """Die Beobachtung zu einem Aufruf: Wert (kopiert), Ausnahme oder zu lang."""
    if zu_lang:
        return Beobachtung("zu_lang", **mehr)
    if aufruf.ausnahme is not None:
        return Beobachtung("ausnahme", ausnahme=aufruf.ausnahme, **mehr)
    return Beobachtung("wert", kopie(aufruf.wert), **mehr)


GANZ_BIS = 400  # Zeichen: So lang dürfen zwei Ereignisse zusammen sein, um ganz dazustehen


def _ereignisvergleich(fall, soll, ist, zu_lang=False, ausnahme=None):
    """Die erste Stelle, an der die Ereignisse abweichen; ``pfad`` ist die erwartete Art.

    ``zu_lang``: Der Code lief in die Rechengrenze. Enden seine Ereignisse dort, wo noch
    welche kommen sollten, sagt die Meldung das, nicht „geschehen ist: nichts mehr“; ebenso
    die ``ausnahme``, mit der er abbrach (Runde 29: ein SystemExit stand nur in der
    Aufrufkette darunter)."""
    for i in range(max(len(soll), len(ist))):
        art_soll, daten_soll = soll[i] if i < len(soll) else (None, FEHLT)
        art_ist, daten_ist = ist[i] if i < len(ist) else (None, FEHLT)
        if art_soll == art_ist and (
            # gleiche Texte und Zahlen (fast alle) ohne Aufruf, wie erste_abweichung sie sähe
            (type(daten_soll) is type(daten_ist) in _FEST and daten_soll == daten_ist)
            or erste_abweichung(daten_soll, daten_ist) is None
        ):
            continue
        if zu_lang and art_ist is None:
            satz = m.VERTRAG_ZU_LANG.format(fall=fall)
            satz += m.VERTRAG_ZU_LANG_DANACH.format(soll=_ereignis(art_soll, daten_soll))
            return Abweichung(EREIGNISSE, satz, art_soll)
        nummeriert = fall.spezifikation.ereignisnummer
        vorlage = m.VERTRAG_EREIGNIS if nummeriert else m.VERTRAG_GESCHEHEN
        if art_soll is None:  # mehr als verlangt: nicht „sollte geschehen: nichts mehr“
            vorlage = m.VERTRAG_NICHTS_GESCHEHEN[min(i, 1)]
        texte = _ereignis(art_soll, daten_soll), _ereignis(art_ist, daten_ist)
        ganz = _ereignis(art_soll, daten_soll, True), _ereignis(art_ist, daten_ist, True)
        if art_ist is None and ausnahme is not None:
            abbruch = m.VERTRAG_ABBRUCH.format(**_art_und_text(ausnahme))
            texte, ganz = (texte[0], texte[1] + abbruch), (ganz[0], ganz[1] + abbruch)
        # Die Kürzung kann genau den Unterschied verschlucken (etwa einen fehlenden Schlüssel
        # mitten in einem dict): Sind beide Texte zusammen nicht zu lang, stehen sie ganz da.
        if texte[0] == texte[1] or (texte != ganz and len(ganz[0] + ganz[1]) <= GANZ_BIS):
            texte = ganz
        satz = vorlage.format(fall=fall, nummer=i + 1, soll=texte[0], ist=texte[1])
        if nummeriert and i:
            satz += m.VERTRAG_EREIGNIS_DAVOR.get(i, m.VERTRAG_EREIGNIS_DAVOR["mehr"]).format(
                davor=i
            )
        return Abweichung(EREIGNISSE, satz, art_soll or art_ist)
    return None


def _ereignis(art, daten, ganz=False):
    if art is None:
        return m.VERGLEICH_NICHTS
    return f"{art} {ohne_adresse(repr(daten)) if ganz else kurz(daten)}"


class _Fall:
    """Die Beschreibung eines Falls für eine Meldung, erst gebaut, wenn eine sie braucht: Die
    meisten Fälle weichen nicht ab, und ``kurz`` jedes Arguments kostet bei teuren Fällen
    (ein ganzer Agentenlauf) ein Fünftel der Prüfzeit."""

    def __init__(self, spezifikation, werte):
        self.spezifikation, self.werte = spezifikation, werte

    def __str__(self):
        return self.spezifikation.beschreibung(self.werte)

    def __format__(self, art):
        return format(str(self), art)


@dataclass(frozen=True)
class Abweichung:
    """Die erste Stelle, an der ``ist`` vom Vertrag abweicht, schon als Satz."""

    aspekt: str
    satz: str
    pfad: str = ""
    im_zweiten: bool = False  # erst der zweite Aufruf weicht ab (``zweimal``)


def vergleiche(spezifikation, werte, soll, ist):
    """``None``, wenn ``ist`` den Vertrag in diesem Fall hält, sonst die ``Abweichung``."""
    fall = _Fall(spezifikation, werte)
    if spezifikation.lauf is not None:
        abweichung = _ereignisvergleich(
            fall,
            soll.ereignisse,
            ist.ereignisse,
            zu_lang=ist.art == "zu_lang",
            ausnahme=ist.ausnahme if ist.art == "ausnahme" else None,
        )
        if abweichung is not None:
            return abweichung
    if ist.setup is not None:  # zuerst: Eine geänderte Vorgabe erklärt auch eine falsche Rückgabe
        pfad, vorher, nachher = ist.setup
        if vorher is ERSETZT:
            satz = m.VERTRAG_SETUP_ERSETZT.format(fall=fall, pfad=pfad)
        elif vorher is UMGESTELLT:
            satz = m.VERTRAG_SETUP_UMGESTELLT.format(fall=fall, pfad=pfad)
        else:
            satz = m.VERTRAG_SETUP.format(
                fall=fall, pfad=pfad, soll=_wert(vorher), ist=_wert(nachher)
            )
        return Abweichung(SETUP, satz, pfad)
    if ist.art == "zu_lang":
        # Wo ein Fehler verlangt ist, rechnet eine Lösung gar nicht erst: die Regel dazu.
        aspekt = AUSNAHME if soll.art == "ausnahme" else RUECKGABE
        satz = m.VERTRAG_ZU_LANG.format(fall=fall)
        if soll.art == "ausnahme":
            art = f"ein `{_verlangte_klasse(spezifikation, soll.ausnahme).__name__}`"
            satz += m.VERTRAG_ZU_LANG_AUSNAHME.format(art=art)
        return Abweichung(aspekt, satz)
    # Vor der Rückgabe: Eine veränderte Eingabe erklärt oft auch eine falsche Rückgabe.
    namen = [p.name for p in spezifikation.im_aufruf]
    uebergeben = spezifikation.aufrufwerte(werte)  # ein Modulwert ist Sache von ``unveraendert``
    # Unverändert heißt auch: dieselbe Reihenfolge der Schlüssel (ein pop und neu Einsetzen
    # stellt sie um, und der Aufrufer sieht es).
    stelle = (
        schritte_der_abweichung(uebergeben, ist.eingaben, reihenfolge=True)
        if spezifikation.veraenderlich
        else None
    )
    if stelle is not None:
        return Abweichung(EINGABEN, _eingabe_satz(fall, namen, uebergeben, ist.eingaben, stelle))
    offen = _offen_getroffen(spezifikation, werte, ist)
    if offen:
        pass  # einer der Ausgänge, die die Aufgabe hier frei lässt; die Eingaben zählen noch
    elif soll.art == "ausnahme":
        klasse = _verlangte_klasse(spezifikation, soll.ausnahme)
        verlangt = m.VERTRAG_AUSNAHME_SOLL.format(art=klasse.__name__)
        if ist.art == "wert":
            satz = m.VERTRAG_AUSNAHME_FEHLT.format(fall=fall, soll=verlangt, ist=_wert(ist.wert))
            return Abweichung(AUSNAHME, satz)
        if not isinstance(ist.ausnahme, klasse):
            art = type(ist.ausnahme).__name__
            satz = m.VERTRAG_AUSNAHME_FALSCH.format(
                fall=fall, soll=verlangt, ist=_ausnahme(ist.ausnahme), art=art
            )
            return Abweichung(AUSNAHME, satz)
        auch = [k for k in spezifikation.ungueltig_ohne if isinstance(ist.ausnahme, k)]
        if auch:
            satz = m.VERTRAG_AUSNAHME_AUCH.format(
                fall=fall, soll=verlangt, ist=_ausnahme(ist.ausnahme), auch=auch[0].__name__
            )
            return Abweichung(AUSNAHME, satz)
    elif ist.art == "ausnahme":
        # In der Vergleichsform: Wo die Aufgabe den Wortlaut frei lässt, zeigt die Meldung nicht
        # den der Musterlösung, als wäre er verlangt.
        satz = m.VERTRAG_AUSNAHME_STATT_WERT.format(
            fall=fall, soll=_wert(_form(spezifikation, soll.wert)), ist=_ausnahme(ist.ausnahme)
        )
        # Wer gültige Argumente ablehnt, verletzt die Regel, die sagt, was ungültig ist.
        abgelehnt = isinstance(ist.ausnahme, spezifikation.ungueltig)
        return Abweichung(AUSNAHME if abgelehnt else RUECKGABE, satz)
    else:
        abweichung = _wertvergleich(
            fall, _form(spezifikation, soll.wert), _form(spezifikation, ist.wert), ist.code
        )
        if abweichung is not None:
            # Den Wert selbst nur, wenn die Meldung eine andere Form zeigte.
            if erste_abweichung(_form(spezifikation, ist.wert), ist.wert) is not None:
                satz = abweichung.satz + m.VERTRAG_FORM.format(wert=kurz(ist.wert))
                return Abweichung(abweichung.aspekt, satz, abweichung.pfad)
            return abweichung
    # Bei einem offenen Ausgang ergibt der zweite Aufruf dasselbe wie der erste; hat der
    # Aufrufer die Argumente dazwischen geändert, einen der offenen Ausgänge des neuen Falls.
    # Auch wenn erst der geänderte Fall offen ist (ein Buch mehr für ein leeres Stichwort).
    vorbild = ist if offen else soll.zweiter
    if ist.werte_danach is not None:
        neu_offen = _offen_getroffen(spezifikation, ist.werte_danach, ist.zweiter)
        vorbild = ist.zweiter if neu_offen else soll.zweiter
    if spezifikation.zweimal and ist.eingaben_zweiter is not None:
        # Wer die Eingaben nur im zweiten Aufruf ändert (im ersten sah man es ihnen nicht an,
        # etwa ein umgedrehtes ``['', '']``), ändert sie: das vor dem Wert, wie beim ersten.
        vor, nach = ist.eingaben_zweiter
        stelle = schritte_der_abweichung(vor, nach, reihenfolge=True)
        if stelle is not None:
            geaendert = isinstance(spezifikation.zweimal, tuple)
            vorlage = m.VERTRAG_ZWEITER_FALL_NACH if geaendert else m.VERTRAG_ZWEITER_FALL
            zweiter_fall = vorlage.format(
                fall=fall, aenderung=_aenderung(spezifikation, werte) if geaendert else ""
            )
            satz = _eingabe_satz(zweiter_fall, namen, vor, nach, stelle)
            return Abweichung(EINGABEN, satz, im_zweiten=True)
    if spezifikation.zweimal and vorbild is not FEHLT and ist.zweiter is not FEHLT:
        a, b = vorbild, ist.zweiter
        # Auch der zweite Aufruf in der Vergleichsform: Sein Wortlaut ist so frei wie der erste.
        form_a, form_b = (_form(spezifikation, x.wert) if x.art == "wert" else None for x in (a, b))
        gleich = a.art == b.art == "wert" and erste_abweichung(form_a, form_b) is None
        if not gleich and not (a.art == b.art == "ausnahme"):
            # Kein gemerkter Zustand, wenn auch ein frischer Aufruf mit den geänderten Argumenten
            # dasselbe gibt: Dann verfehlt der Code diesen Fall, und die Meldung sagt es mit
            # dessen Regel (etwa die letzten Zeilen statt der ersten, die bei ``['', '']``
            # gleich aussahen), nicht mit der des zweiten Aufrufs.
            if ist.werte_danach is not None and soll.frisch is not FEHLT:
                if _gleicher_ausgang(spezifikation, ist.frisch, b):
                    neu = vergleiche(spezifikation, ist.werte_danach, soll.frisch, ist.frisch)
                    if neu is not None:
                        return replace(neu, im_zweiten=True)
            zeige = _wert(form_b) if b.art == "wert" else _zeige_ausgang(spezifikation, b)
            geaendert = isinstance(spezifikation.zweimal, tuple)
            vorlage = m.VERTRAG_ZWEITER_NACH if geaendert else m.VERTRAG_ZWEITER
            aenderung = _aenderung(spezifikation, werte) if geaendert else ""
            satz = vorlage.format(fall=fall, soll=_wert(form_a), ist=zeige, aenderung=aenderung)
            if a.art == b.art == "wert" and _wert(form_a) == zeige:
                # Gekürzt sehen beide gleich aus (Runde 32: zweimal „[0, 0, 0, ...]“): die Stelle.
                genauer = _wertvergleich(m.VERTRAG_UNTERSCHIED, form_a, form_b)
                if genauer is not None and genauer.pfad:
                    satz += " " + genauer.satz
            if ist.zweiter_ist_erster and spezifikation.neues_objekt:  # genauer als frisch
                satz += m.VERTRAG_ZWEITER_DASSELBE
            else:
                satz += _frisch_satz(spezifikation, soll, ist)
            # Die Stelle, damit eine Regel für sie (``stelle``) die Abweichung nennen kann.
            stelle = erste_abweichung(form_a, form_b) if a.art == b.art == "wert" else None
            return Abweichung(ZWEITER, satz, stelle[0] if stelle else "", im_zweiten=True)
    # Bei einem offenen Ausgang gibt auch der frische Aufruf, was der erste gab (ein leeres
    # Stichwort: wer beim ersten Mal ablehnt, lehnt wieder ab).
    ziel = ist if offen and ist.werte_danach is None else soll.frisch
    if (
        ist.werte_danach is None
        and ist.frisch is not FEHLT
        and soll.frisch is not FEHLT
        and (soll.frisch.art == "wert" or offen)
        and not _gleicher_ausgang(spezifikation, ist.frisch, ziel)
    ):
        # Der zweite Aufruf war richtig, ein dritter mit neuen Objekten derselben Werte nicht:
        # Der Code gibt ein gemerktes Objekt heraus, das der Aufrufer inzwischen änderte.
        satz = m.VERTRAG_DRITTER.format(
            fall=fall,
            soll=_zeige_ausgang(spezifikation, ziel),
            ist=_zeige_ausgang(spezifikation, ist.frisch),
            aenderung=_aenderung(spezifikation, werte),
        )
        return Abweichung(ZWEITER, satz, "", im_zweiten=True)
    if ist.wieder_dasselbe and not soll.wieder_dasselbe:  # nur mit ``neues_objekt``
        satz = m.VERTRAG_WIEDER_DASSELBE.format(fall=fall)
        return Abweichung(ZWEITER, satz, "", im_zweiten=True)
    if ist.wieder_anders and not soll.wieder_anders:  # nur mit ``neues_objekt``
        welche, erst, dann = ist.wieder_anders
        vorlage = {
            "noch": m.VERTRAG_WIEDER_ANDERS,
            "zweiter": m.VERTRAG_ANDERS_ALS_ZWEITER,
            "erster": m.VERTRAG_ANDERS_ALS_ERSTER,
        }[welche]
        aenderung = _aenderung(spezifikation, werte) if welche == "zweiter" else ""
        wo = fall
        if welche == "noch" and ist.werte_danach is not None:  # die Werte nach der Änderung
            wo = _Fall(spezifikation, ist.werte_danach)
        satz = vorlage.format(fall=wo, erst=_wert(erst), dann=_wert(dann), aenderung=aenderung)
        satz += m.VERTRAG_GLEICHE_ARGUMENTE
        if spezifikation.neues_objekt:
            satz += m.VERTRAG_ODER_DASSELBE_OBJEKT
        if _wert(erst) == _wert(dann):  # gekürzt gleich: die Stelle
            genauer = _wertvergleich(m.VERTRAG_UNTERSCHIED, erst, dann)
            if genauer is not None and genauer.pfad:
                satz += " " + genauer.satz
        return Abweichung(ZWEITER, satz, "", im_zweiten=True)
    if ist.erster_geaendert and not soll.erster_geaendert:  # nur mit ``zweimal`` gesetzt
        vorher, nachher = (_wert(w) for w in ist.erster_geaendert)
        satz = m.VERTRAG_ZWEITER_AENDERT_ERSTEN.format(fall=fall, vorher=vorher, nachher=nachher)
        satz += (
            m.VERTRAG_DASSELBE_NEU_GEFUELLT
            if ist.zweiter_ist_erster
            else m.VERTRAG_FRUEHERES_GEHALTEN  # Runde 34: es schrieb ins frühere Ergebnis
        )
        return Abweichung(ZWEITER, satz, "", im_zweiten=True)
    return None


def _frisch_satz(spezifikation, soll, ist):
    """Was ein frischer Aufruf über eine Abweichung im zweiten verrät: Gibt er das Richtige,
    merkt sich der Code etwas von einem früheren Aufruf; gibt er wieder etwas anderes, hängt
    sein Ergebnis davon ab, wie oft er lief. Gibt er dasselbe wie der zweite, sagt er nichts."""
    frisch, zweiter = ist.frisch, ist.zweiter
    if frisch is FEHLT or soll.frisch is FEHLT or _gleicher_ausgang(spezifikation, frisch, zweiter):
        return ""
    if _gleicher_ausgang(spezifikation, frisch, soll.frisch):
        return m.VERTRAG_ZWEITER_FRISCH_RICHTIG
    if frisch.art == "zu_lang":
        return ""
    return m.VERTRAG_ZWEITER_FRISCH_ANDERS.format(frisch=_zeige_ausgang(spezifikation, frisch))


def _zeige_ausgang(spezifikation, beobachtung):
    """Ein Ausgang für eine Meldung: die Ausnahme oder der Wert in der Vergleichsform."""
    if beobachtung.art == "ausnahme":
        return _ausnahme(beobachtung.ausnahme)
    if beobachtung.art == "zu_lang":  # kein Wert: nicht „None“ zeigen
        return m.VERTRAG_AUSGANG_ZU_LANG
    return _wert(_form(spezifikation, beobachtung.wert))


def _aenderung(spezifikation, werte):
    """Was der Aufrufer vor dem zweiten Aufruf tat, als Satzteil; ein Text oder, wo er je Fall
    anderes tut, eine Funktion der Argumente (ein dict Name → Wert)."""
    text = spezifikation.zweimal[0]
    return text(spezifikation.argumente(werte)) if callable(text) else text


def _gleicher_ausgang(spezifikation, a, b):
    """Gaben zwei Aufrufe dasselbe (Werte in der Vergleichsform, Ausnahmen nach Klasse)?"""
    if a.art != b.art:
        return False
    if a.art == "wert":
        form_a, form_b = _form(spezifikation, a.wert), _form(spezifikation, b.wert)
        return erste_abweichung(form_a, form_b) is None
    return a.art != "ausnahme" or type(a.ausnahme) is type(b.ausnahme)


def _eingabe_satz(fall, namen, vorher, nachher, stelle):
    """Wie eine Eingabe sich änderte: eine Liste, die kürzer oder länger wurde, mit ihrer Länge
    (statt „[50]: vorher 'x', nachher <fehlt>“), sonst die erste geänderte Stelle."""
    schritte, alt, neu = stelle
    if (alt is FEHLT or neu is FEHLT) and schritte and type(schritte[-1]) is int:
        # Bis zum letzten Schritt gleichen sich beide, also gibt es jeden Teil davor in beiden.
        liste, danach = _an_der_stelle(vorher, nachher, schritte[:-1])
        if type(liste) is type(danach) and isinstance(liste, (list, tuple)):
            eltern = _mit_parametername(als_pfad(schritte[:-1]), namen)
            return m.VERTRAG_EINGABE_LAENGE.format(
                fall=fall, pfad=eltern, soll=len(liste), ist=len(danach)
            )
    umgestellt = _umgestellte_liste(vorher, nachher, schritte)
    if umgestellt is not None:
        tiefe, liste, danach = umgestellt
        eltern = _mit_parametername(als_pfad(schritte[:tiefe]), namen)
        return m.VERTRAG_EINGABE_UMGESTELLT.format(
            fall=fall, pfad=eltern, soll=_wert(liste), ist=_wert(danach)
        )
    zeige = _mit_parametername(als_pfad(schritte), namen)
    return m.VERTRAG_EINGABE.format(fall=fall, pfad=zeige, soll=_wert(alt), ist=_wert(neu))


def _umgestellte_liste(vorher, nachher, schritte):
    """Liegt die geänderte Stelle in einer Liste, die danach dieselben Einträge in anderer
    Reihenfolge hat (``reverse``, ``sort``), ``(tiefe, vorher, danach)`` dieser Liste, sonst
    ``None``. Runde 32: „verändert messages[0]['role']: vorher 'user', nachher 'assistant'“
    klang, als wäre eine Rolle umgeschrieben. Nur die innerste Liste zählt (außen ist sie ein
    geänderter Eintrag); der erste Schritt wählt das Argument selbst."""
    stellen = (t for t in range(len(schritte) - 1, 0, -1) if type(schritte[t]) is int)
    tiefe = next(stellen, None)
    if tiefe is None:
        return None
    liste, danach = _an_der_stelle(vorher, nachher, schritte[:tiefe])
    if type(liste) is type(danach) is list and _umgeordnet(liste, danach):
        return tiefe, liste, danach
    return None


def _an_der_stelle(soll, ist, schritte):
    """Die Teile beider Werte an der Stelle ``schritte`` (Schlüssel und Stellen von außen nach
    innen); bis zur ersten Abweichung gibt es jeden davon in beiden."""
    for schritt in schritte:
        soll, ist = soll[schritt], ist[schritt]
    return soll, ist


def _umgeordnet(liste, andere):
    """Dieselben Einträge in anderer Reihenfolge (verglichen nach ``repr``: auch ein Typ zählt,
    und Einträge müssen nicht hashbar sein)."""
    return len(liste) == len(andere) and sorted(map(repr, liste)) == sorted(map(repr, andere))


def _offen_getroffen(spezifikation, werte, ist):
    """Ist ``ist`` einer der Ausgänge, die ``offen`` in diesem Fall zulässt?"""
    for ausgang in (spezifikation.offen and spezifikation.offen(*werte)) or ():
        if isinstance(ausgang, type) and issubclass(ausgang, BaseException):
            verboten = isinstance(ist.ausnahme, spezifikation.ungueltig_ohne)
            if ist.art == "ausnahme" and isinstance(ist.ausnahme, ausgang) and not verboten:
                return True
        elif ist.art == "wert" and erste_abweichung(ausgang, ist.wert) is None:
            return True
    return False


def _wertvergleich(fall, soll, ist, code=None):
    stelle = schritte_der_abweichung(soll, ist)
    if stelle is None:
        return None
    schritte, teil_soll, teil_ist = stelle
    pfad = als_pfad(schritte)
    # Ein Typfehler ist eine Zahl der falschen Art (``1.0`` statt ``1``); ein Tupel statt einer
    # Liste oder ein Schlüssel zu viel ist eine falsche Rückgabe.
    zahlen = isinstance(teil_soll, (int, float)) and isinstance(teil_ist, Number)
    aspekt = TYP if zahlen and type(teil_soll) is not type(teil_ist) else RUECKGABE
    if not pfad:
        satz = m.VERTRAG_RUECKGABE.format(fall=fall, soll=_wert(soll), ist=_wert(ist))
        ohne = ist is None and not _mit_return(code)
        return Abweichung(aspekt, satz + (m.VERTRAG_NONE if ohne else ""))
    satz = m.VERTRAG_STELLE.format(fall=fall, pfad=pfad, soll=_wert(teil_soll), ist=_wert(teil_ist))
    eltern, eltern_ist = _an_der_stelle(soll, ist, schritte[:-1])
    if type(eltern) is list and isinstance(eltern_ist, list):
        # Andere Länge oder Reihenfolge: Die erste andere Stelle allein verrät das nicht.
        if len(eltern) != len(eltern_ist):
            soll_n, ist_n = (
                f"{n} Eintr{'ag' if n == 1 else 'äge'}" for n in (len(eltern), len(eltern_ist))
            )
            satz += m.VERTRAG_LISTE_LAENGE.format(soll=soll_n, ist=ist_n)
        elif repr(teil_soll) != repr(teil_ist) and _umgeordnet(eltern, eltern_ist):
            # gleich dargestellt, aber anders: ein anderer Typ an der Stelle (Runde 31), keine
            # andere Reihenfolge
            satz += m.VERTRAG_LISTE_REIHENFOLGE
    if FEHLT in (teil_soll, teil_ist):
        # Ein Schlüssel zu viel oder zu wenig: in Worten, nicht nur als „nichts (fehlt)“.
        if isinstance(eltern, dict):
            vorlage = (
                m.VERTRAG_SCHLUESSEL_ZU_VIEL if teil_soll is FEHLT else m.VERTRAG_SCHLUESSEL_FEHLT
            )
            satz += vorlage.format(schluessel=repr(schritte[-1]))
    return Abweichung(aspekt, satz, pfad)


def _form(spezifikation, wert):
    """Die Vergleichsform eines Werts; was sie nicht lesen kann, bleibt, wie es ist."""
    if spezifikation.vergleichsform is None:
        return wert
    try:
        return spezifikation.vergleichsform(wert)
    except Exception:  # noqa: BLE001 – ein Wert ganz anderer Form: die Abweichung zeigt ihn
        return wert


def _verlangte_klasse(spezifikation, ausnahme):
    """Die Klasse, von der die Ausnahme sein muss: die des Vertrags, wenn sie passt."""
    return (
        spezifikation.ungueltig if isinstance(ausnahme, spezifikation.ungueltig) else type(ausnahme)
    )


_wert = _zeige  # ein Wert mit seinem Typ, wie im Netz: „0 (int)“, „nichts (fehlt)“


def _ausnahme(ausnahme):
    return m.VERTRAG_AUSNAHME_IST.format(**_art_und_text(ausnahme))


def _art_und_text(ausnahme):
    """Klasse und Text einer Ausnahme für eine Meldung; ohne Text (``KeyError()``) die Klasse."""
    return {"art": type(ausnahme).__name__, "text": f": {ausnahme}" if str(ausnahme) else ""}


# --- Irrtümer erkennen -------------------------------------------------------------------------


def kurzform(beobachtung, abweichung=None):
    """Die Beobachtung als JSON-fähige Form, wie ``faelle.json`` sie für Irrtümer speichert.

    Mit Ereignissen (``lauf``) kommt ihr Fingerabdruck dazu: Viele Irrtümer einer Schleife
    geben dasselbe zurück und unterscheiden sich nur darin, was sie dem Modell schicken.
    Weicht erst der zweite Aufruf ab (``abweichung.im_zweiten``), kommt auch er dazu: Im
    ersten gleicht ein solcher Irrtum (ein Zwischenspeicher) der Musterlösung und damit jedem
    anderen Irrtum, der erst später abweicht."""
    form = _kurzform(beobachtung)
    if beobachtung.ereignisse:
        form["ereignisse"] = fingerabdruck(beobachtung.ereignisse)
    if beobachtung.erster_geaendert:  # trennt „dasselbe Objekt neu gefüllt“ vom Cache
        form["erster_geaendert"] = True
    if beobachtung.wieder_dasselbe:  # trennt „gibt ein gemerktes Objekt heraus“
        form["wieder_dasselbe"] = True
    if beobachtung.wieder_anders:  # trennt „zählt mit“
        form["wieder_anders"] = True
    if beobachtung.setup is not None:  # trennt Umstellen, Ersetzen und Ändern des Setups
        form["setup"] = _setup_art(beobachtung.setup)
    if abweichung is not None and abweichung.im_zweiten and beobachtung.zweiter is not FEHLT:
        form["zweiter"] = _kurzform(beobachtung.zweiter)
        if beobachtung.frisch is not FEHLT:  # trennt „merkt nach Objekt“ von „nach Wert“
            form["frisch"] = _kurzform(beobachtung.frisch)
    if _eingaben_geaendert(abweichung):  # trennt „Eingabe geändert“ von derselben Rückgabe
        form["eingaben"] = True
    return form


def _eingaben_geaendert(abweichung):
    """Weicht der Code zuerst darin ab, dass er eine Eingabe ändert (im ersten oder im zweiten
    Aufruf)? Dann erklärt nur ein Irrtum, der es auch tut, seine Meldung, und umgekehrt (eine
    Rückgabe allein gleicht oft der eines Irrtums, der die Eingabe ändert)."""
    return abweichung is not None and abweichung.aspekt == EINGABEN


def fingerabdruck(ereignisse):
    """Ein kurzer, in CPython und Pyodide gleicher Text für eine Folge von Ereignissen."""
    try:
        text = json.dumps(
            kodiere(list(ereignisse), stabil=True), ensure_ascii=False, sort_keys=True
        )
    except TypeError:  # Daten, die sich nicht als JSON schreiben lassen: ihre Darstellung
        text = ohne_adresse(repr(ereignisse))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


# Ab so vielen Einträgen oder Zeichen speichert ``faelle.json`` von einer Rückgabe nur Typ und
# Darstellung (``kurz``): Eine Liste mit 100.000 Einträgen je Irrtum machte die Datei, die in den
# Browser reist, um Megabytes größer. Zum Wiedererkennen genügt das, die Fälle danach trennen.
GROSS = 1000


def _kurzform(beobachtung):
    if beobachtung.art == "ausnahme":
        return {"art": "ausnahme", "klasse": type(beobachtung.ausnahme).__name__}
    if beobachtung.art == "wert":
        wert = beobachtung.wert
        laenge = _grosse_laenge(wert)
        if laenge is None:
            try:
                return {"art": "wert", "wert": kodiere(wert)}
            except TypeError:  # etwa ein Counter: Art und Darstellung genügen zum Wiedererkennen
                pass
        form = {"art": "wert", "typ": type(wert).__name__, "darstellung": kurz(wert)}
        if laenge is not None:  # gekürzt gleichen sich 1001 und 10.000 Einsen (Runde 32)
            form["laenge"] = laenge
        return form
    return {"art": beobachtung.art}


def _grosse_laenge(wert):
    """Die Länge eines Werts mit mehr als ``GROSS`` Einträgen oder Zeichen, sonst ``None``."""
    if isinstance(wert, (list, tuple, dict, str, bytes)) and len(wert) > GROSS:
        return len(wert)
    return None


def wie_irrtum(beobachtung, gespeichert):
    """Verhält sich der Code der Lernenden in diesem Fall genau wie der gespeicherte Irrtum?"""
    if beobachtung.art != gespeichert["art"] or not _gleiche_ereignisse(beobachtung, gespeichert):
        return False
    if not _gleicher_zweiter(beobachtung, gespeichert, wie_irrtum):
        return False
    if beobachtung.art == "ausnahme":
        return type(beobachtung.ausnahme).__name__ == gespeichert["klasse"]
    if beobachtung.art == "wert" and "typ" in gespeichert:
        wert = beobachtung.wert
        return (
            type(wert).__name__ == gespeichert["typ"]
            and kurz(wert) == gespeichert["darstellung"]
            and _grosse_laenge(wert) == gespeichert.get("laenge")
        )
    if beobachtung.art == "wert":
        return erste_abweichung(dekodiere(gespeichert["wert"]), beobachtung.wert) is None
    return True


def _gleiche_ereignisse(beobachtung, gespeichert):
    """Hat der Irrtum Ereignisse gespeichert, müssen sie genau so geschehen sein; ebenso muss
    der zweite Aufruf die Rückgabe des ersten ändern, wenn er es beim Irrtum tat, sonst nicht,
    und das Setup auf dieselbe Art geändert sein (``_setup_art``) oder gar nicht."""
    if bool(beobachtung.erster_geaendert) != bool(gespeichert.get("erster_geaendert")):
        return False
    if beobachtung.wieder_dasselbe != gespeichert.get("wieder_dasselbe", False):
        return False
    if bool(beobachtung.wieder_anders) != gespeichert.get("wieder_anders", False):
        return False
    if (beobachtung.setup and _setup_art(beobachtung.setup)) != gespeichert.get("setup"):
        return False
    if "ereignisse" not in gespeichert:
        return True
    return fingerabdruck(beobachtung.ereignisse) == gespeichert["ereignisse"]


def _gleicher_zweiter(beobachtung, gespeichert, wie):
    """Hat der Irrtum seinen zweiten (und frischen) Aufruf gespeichert, muss der des Codes ihm
    gleichen."""
    for name in ("zweiter", "frisch"):
        if name not in gespeichert:
            continue
        aufruf = getattr(beobachtung, name)
        if aufruf is FEHLT or not wie(aufruf, gespeichert[name]):
            return False
    return True


def wie_irrtum_in(spezifikation, beobachtung, gespeichert, abweichung=None):
    """``wie_irrtum``, aber in der Vergleichsform der Funktion (frei gewählter Wortlaut).
    ``abweichung`` ist die des Codes in diesem Fall: Ändert er die Eingaben, muss es auch der
    Irrtum tun, sonst nicht."""
    if _eingaben_geaendert(abweichung) != gespeichert.get("eingaben", False):
        return False
    if spezifikation.vergleichsform is None or beobachtung.art != "wert" or "typ" in gespeichert:
        return wie_irrtum(beobachtung, gespeichert)
    if gespeichert["art"] != "wert" or not _gleiche_ereignisse(beobachtung, gespeichert):
        return False
    if not _gleicher_zweiter(
        beobachtung, gespeichert, functools.partial(wie_irrtum_in, spezifikation)
    ):
        return False
    soll = _form(spezifikation, dekodiere(gespeichert["wert"]))
    return erste_abweichung(soll, _form(spezifikation, beobachtung.wert)) is None


# --- Die Prüfung -------------------------------------------------------------------------------


def _pruefung(vertrag, spezifikation):
    gemerkt = {}
    diagnosen = {i.datei: i for i in vertrag.irrtuemer}
    setups = {r.nummer: SETUP in r.prueft for r in vertrag.regeln}

    def soll_liste(referenz):
        if gemerkt.get("referenz") is not referenz:
            faelle = [f for f in vertrag.faelle() if f["funktion"] == spezifikation.name]
            eigene = referenz[spezifikation.name]
            gemerkt.update(
                referenz=referenz,
                soll=[(f, beobachte(eigene, spezifikation, f["argumente"])) for f in faelle],
            )
        return gemerkt["soll"]

    def pruefung(namensraum, referenz):
        eigene, fehlt = hole_funktion(namensraum, spezifikation.name, spezifikation.signatur)
        if fehlt:
            regel = _regel_der_vorgabe(vertrag, spezifikation, namensraum.get(spezifikation.name))
            regel = regel or _regel_der_signatur(vertrag, spezifikation)
            if regel is None:  # die Signatur steht über den Regeln, ohne Nummer
                return falsch(m.VERTRAG_SIGNATUR.format(befund=fehlt.text))
            text = regel_verletzt(regel, fehlt.text)
            return falsch(text, schluessel=f"regel-{regel.nummer}")
        paare = soll_liste(referenz)
        gescheitert = None
        with Rechengrenze(namensraum) as grenze:
            for nummer, (fall, soll) in enumerate(paare):
                fortschritt.schritt("fall", spezifikation.name, nummer)
                ist = beobachte(eigene, spezifikation, fall["argumente"], grenze)
                abweichung = vergleiche(spezifikation, fall["argumente"], soll, ist)
                if abweichung is None:
                    continue
                # Wer hier scheitert, soll seine Meldung rasch bekommen: Die Suche nach dem
                # passenden Irrtum rechnet nur so weit, wie noch einer in Frage kommt.
                # Eine geänderte Vorgabe erklärt nur eine Diagnose zu ihrer Regel, und nur sie
                # erklärt eine solche: Die Rückgaben allein gleichen oft einem anderen Irrtum.
                setup = abweichung.aspekt == SETUP
                passend = {d: i for d, i in diagnosen.items() if setups[i.regel] == setup}
                irrtum = None
                if DIAGNOSEN:
                    irrtum = _erkannter_irrtum(
                        spezifikation, eigene, grenze, paare, nummer, ist, abweichung, passend
                    )
                gescheitert = (nummer, fall, soll, ist, abweichung, irrtum)
                break
        if gescheitert is None:
            return richtig(m.VERTRAG_OK.format(name=spezifikation.name, anzahl=len(paare)))
        nummer, fall, soll, ist, abweichung, irrtum = gescheitert
        frueher = nummer > 0 or _nach_der_aenderung(ist, abweichung)  # ein Aufruf davor
        frisch = (
            _frisch(spezifikation, fall, soll, ist, abweichung) if frueher and DIAGNOSEN else ""
        )
        beobachtet = (soll, ist)
        return _meldung(vertrag, spezifikation, fall, beobachtet, abweichung, irrtum, frisch)

    pruefung.titel = m.VERTRAG_TITEL.format(name=spezifikation.name)
    pruefung.vergleicht = True
    pruefung.vertrag = vertrag
    return pruefung


def _regel_der_signatur(vertrag, spezifikation):
    """Die erste Regel der Funktion, deren Text die Signatur festlegt („Die Signatur ist genau
    die des Starters, ohne weitere Parameter“): Ihr gehört jede andere Abweichung davon, ein
    Parameter mehr wie einer weniger, sonst keiner (``None``)."""
    for regel in vertrag.regeln:
        if regel.funktion in (None, spezifikation.name) and "Signatur" in regel.text:
            return regel
    return None


def _regel_der_vorgabe(vertrag, spezifikation, funktion):
    """Die Regel, die die Vorgabe eines Parameters nennt, wenn die Funktion der Lernenden ihn
    mit einer anderen oder ohne Vorgabe hat (``max_schritte=10`` statt ``max_schritte=5``):
    die erste, deren Text den Parameter und die Vorgabe nennt, sonst die erste mit dem
    Parameter. Sonst (ein Name fehlt, ist anders, …) ``None``: Das regelt keine Regel."""
    try:
        bekommen = inspect.signature(funktion).parameters
    except (TypeError, ValueError):
        return None
    for teil in spezifikation.signatur.split(","):
        name, gleich, vorgabe = (t.strip() for t in teil.partition("="))
        p = bekommen.get(name)
        if gleich and p is not None and repr(p.default) != vorgabe:
            regeln = [r for r in vertrag.regeln if f"`{name}`" in r.text]
            return next((r for r in regeln if vorgabe in r.text), regeln[0] if regeln else None)
    return None


# Das Mutanten-Tor fragt nur, ob ein Mutant scheitert, nicht an welchem Irrtum: Seine
# Arbeitsprozesse schalten die Suche nach dem Irrtum ab (sie kostet dort die Hälfte der Zeit).
DIAGNOSEN = True

# Fälle, die über die Rechengrenze gehen, bevor die Suche nach dem Irrtum aufgibt: Jeder
# kostet eine Million Zeilen (in Pyodide über eine Sekunde), und die Meldung soll rasch
# kommen. Mit 2 statt 1 bekam keiner der bekannten Irrtümer eine andere Meldung.
HOECHSTENS_ZU_LANG = 1
# Fälle in Folge, in denen der letzte Irrtum, der noch in Frage kommt, so antwortet wie der
# Code, bevor die Suche ihn gelten lässt: Wer einem Irrtum in so vielen Fällen gleicht, hat
# ihn gemacht. Kommen mehrere in Frage, läuft die Suche weiter, bis die Fälle sie trennen.
# Alle Fälle nachzurechnen kostete die Hälfte jeder gescheiterten Prüfung, und auf einem
# langsamen Rechner kam statt der Meldung das Zeitlimit.
BESTAETIGT_NACH = 10


def _erkannter_irrtum(spezifikation, eigene, grenze, paare, nummer, ist, abweichung, diagnosen):
    """Der bekannte Irrtum, der in den gespeicherten Fällen so antwortet wie der Code.

    Wo der Irrtum nichts gespeichert hat, verhält er sich wie die Musterlösung; dort muss auch
    der Code den Vertrag halten. In Frage kommen nur Irrtümer, die im ersten gescheiterten Fall
    (``paare[nummer]``) so antworten wie der Code. Danach laufen nur die Fälle, in denen einer
    von ihnen etwas gespeichert hat, und nur, solange noch einer in Frage kommt und nicht ein
    einziger übrig ist, der ``BESTAETIGT_NACH`` Fälle in Folge bestanden hat. Passen mehrere,
    gewinnt der, für den die Suche den Fall fand.
    """
    erster = paare[nummer][0]
    offen = [
        i
        for datei, i in diagnosen.items()
        if datei in erster.get("irrtuemer", {})
        and wie_irrtum_in(spezifikation, ist, erster["irrtuemer"][datei], abweichung)
    ]
    zu_lang = bestaetigt = 0
    for i, (fall, soll) in enumerate(paare):
        if not offen or zu_lang >= HOECHSTENS_ZU_LANG or bestaetigt >= BESTAETIGT_NACH:
            break
        gespeichert = fall.get("irrtuemer", {})
        if i == nummer or not any(irrtum.datei in gespeichert for irrtum in offen):
            continue
        fortschritt.schritt("fall", spezifikation.name, i)
        anders = beobachte(eigene, spezifikation, fall["argumente"], grenze)
        zu_lang += anders.art == "zu_lang"
        abweichend = vergleiche(spezifikation, fall["argumente"], soll, anders)
        passt = abweichend is None
        bleiben = [
            irrtum
            for irrtum in offen
            if (
                wie_irrtum_in(spezifikation, anders, fall["irrtuemer"][irrtum.datei], abweichend)
                if irrtum.datei in fall.get("irrtuemer", {})
                else passt
            )
        ]
        bestaetigt = bestaetigt + 1 if bleiben == offen and len(offen) == 1 else 0
        offen = bleiben
    offen.sort(key=lambda irrtum: irrtum.datei not in erster.get("herkunft", ()))
    return offen[0] if offen else None


def _nach_der_aenderung(ist, abweichung):
    """Ist die Abweichung die des Falls nach der Änderung des Aufrufers (``werte_danach``)?"""
    return abweichung.im_zweiten and abweichung.aspekt != ZWEITER and ist.werte_danach is not None


def _frisch(spezifikation, fall, soll, ist, abweichung):
    """Der Satz dazu, wie der Code diesen Fall frisch geladen löst, ohne die Fälle davor:
    richtig oder anders als eben. Dann hängt sein Ergebnis von einem früheren Aufruf ab (Runde
    27 und 28: Die Meldung nannte nur die Rückgabe, die ein einzelner Aufruf nicht zeigt). Ist
    es der Fall nach der Änderung des Aufrufers, läuft dieser frisch (Runde 34: ein nach Wert
    gemerktes Ergebnis traf auch mit neuen Objekten, und die Meldung nannte eine falsche Zahl)."""
    original = _frisch_geladen(spezifikation, fall["argumente"])
    if original is None:
        return ""
    if vergleiche(spezifikation, fall["argumente"], soll, original) is None:
        return m.VERTRAG_FRISCH_GELADEN
    if _nach_der_aenderung(ist, abweichung):
        danach = _frisch_geladen(spezifikation, ist.werte_danach)
        if (
            danach is not None
            and vergleiche(spezifikation, ist.werte_danach, soll.frisch, danach) is None
        ):
            return m.VERTRAG_FRISCH_GELADEN
    return m.VERTRAG_FRISCH_ANDERS if kurzform(original) != kurzform(ist) else ""


def _frisch_geladen(spezifikation, werte):
    """Die Beobachtung eines Falls in frisch geladenem Code der Lernenden (oder ``None``)."""
    laden = NEU_GELADEN.get()
    namensraum = laden() if laden is not None else None
    if namensraum is None:
        return None
    eigene, fehlt = hole_funktion(namensraum, spezifikation.name, spezifikation.signatur)
    if fehlt:
        return None
    with Rechengrenze(namensraum) as grenze:
        return beobachte(eigene, spezifikation, werte, grenze)


def _nimmt_frisch(spezifikation):
    """Nimmt die Regelwahl ``frisch`` an (``regelwahl(argumente, soll, ist, frisch=False)``)?"""
    return "frisch" in inspect.signature(spezifikation.regelwahl).parameters


def _merkregeln(vertrag, spezifikation):
    """Die Nummern der Regeln, die den zweiten Aufruf von ``spezifikation`` festlegen."""
    return [
        r.nummer
        for r in vertrag.regeln
        if ZWEITER in r.prueft and r.funktion in (None, spezifikation.name)
    ]


def _meldung(vertrag, spezifikation, fall, beobachtet, abweichung, irrtum, frisch=""):
    soll, ist = beobachtet
    # Rechnete der Code zu lange, die Regel der Laufzeit, wo es eine gibt.
    nach = vertrag.regel_der_laufzeit if ist.art == "zu_lang" else vertrag.regel_fuer
    # Ist die Abweichung die des Falls nach der Änderung, zählen dessen Argumente und Ausgänge.
    werte, soll_fall, ist_fall = fall["argumente"], soll, ist
    if _nach_der_aenderung(ist, abweichung):
        werte, soll_fall, ist_fall = ist.werte_danach, soll.frisch, ist.frisch
    regel = nach(spezifikation, werte, abweichung.aspekt, abweichung.pfad)
    besteht_frisch = frisch == m.VERTRAG_FRISCH_GELADEN
    merkregeln = _merkregeln(vertrag, spezifikation)
    wahl = None
    if spezifikation.regelwahl is not None:
        # Eine Regelwahl mit dem Parameter ``frisch`` erfährt, ob der Code den Fall frisch
        # geladen besteht: Dann deutet sie die Abweichung als Folge eines Zustands (Runde 35:
        # ein Zähler außerhalb hieß sonst „Tools scheitern, frag weiter“).
        mehr = {"frisch": True} if besteht_frisch and _nimmt_frisch(spezifikation) else {}
        wahl = spezifikation.regelwahl(spezifikation.argumente(werte), soll_fall, ist_fall, **mehr)
    befund = []
    if wahl is not None:
        regel = vertrag.regeln[wahl[0] - 1]
        befund = [wahl[1]]
    # Frisch geladen richtig oder anders: Beides heißt, der Code merkt sich etwas.
    gemerkt = frisch in (m.VERTRAG_FRISCH_GELADEN, m.VERTRAG_FRISCH_ANDERS)
    if gemerkt and abweichung.aspekt not in (EINGABEN, SETUP):
        # Frisch geladen besteht der Code den Fall: Die Ursache ist, was er sich merkt, also
        # die Regel, die den zweiten Aufruf festlegt, wo es eine gibt (Runde 32: ein
        # Zwischenspeicher hieß Regel 4 oder 6, nach der Stelle, an der er auffiel). Ändert er
        # dabei Eingaben oder Setup, bleibt es deren Regel: Das ist, was man sieht.
        regel = vertrag.regeln[merkregeln[0] - 1] if merkregeln else regel
        if spezifikation.merkregel is not None:
            nummer = spezifikation.merkregel(spezifikation.argumente(werte), abweichung.pfad)
            regel = regel if nummer is None else vertrag.regeln[nummer - 1]
    diagnose = []
    if besteht_frisch and irrtum is not None and irrtum.regel not in merkregeln:
        # Frisch geladen besteht der Code: Ein Irrtum, der sich nichts merkt, glich hier nur
        # zufällig (Runde 35: ein Zwischenspeicher las den Rat zu `rstrip` und dessen Regel).
        irrtum = None
    if irrtum is not None:
        if wahl is not None and wahl[0] != irrtum.regel:
            befund = []  # der Satz gehört zu einer anderen Regel als die Diagnose
        regel = vertrag.regeln[irrtum.regel - 1]
        diagnose = [irrtum.diagnose]
    # Frisch geladen richtig oder anders: Ein Zustand ist (mit) die Ursache, also steht das vor
    # einem Rat, der diesen Aufruf allein deutet (Runde 29: „Prüfe den Rand“ kam zuerst; Runde
    # 30: die Sperre nach drei Ablehnungen stand im vorletzten Satz). Besteht der Fall frisch,
    # auch vor der Diagnose eines Irrtums: Dessen Antwort glich hier nur zufällig (Runde 31).
    if besteht_frisch:
        teile = [frisch, *diagnose, *befund, abweichung.satz]
    else:  # ein leerer Satz fällt in regel_verletzt weg
        teile = [*diagnose, frisch, *befund, abweichung.satz]
    # Eine Ausnahme, die der Fall verlangt, ist nicht der Fehler (etwa bei geänderten
    # Eingaben): ohne ihre Zeile, sie sähe sonst wie die Ursache aus.
    verlangt = soll.art == "ausnahme" and abweichung.aspekt != AUSNAHME
    ausnahme = ist.ausnahme if ist.art == "ausnahme" and not verlangt else None
    if abweichung.im_zweiten:  # die Aufrufkette des späteren Aufrufs, der abwich (Runde 34)
        spaeter = ist.zweiter if ist.zweiter is not FEHLT else ist.frisch
        ausnahme = spaeter.ausnahme if spaeter is not FEHLT and spaeter.art == "ausnahme" else None
    return falsch(regel_verletzt(regel, *teile), ausnahme, schluessel=f"regel-{regel.nummer}")


# --- Werte in JSON -----------------------------------------------------------------------------


def _mit_adresse(wert):
    try:
        return ADRESSE.search(repr(wert)) is not None
    except Exception:  # noqa: BLE001 – ein kaputtes __repr__: kein Fall zum Speichern
        return False


class StrUnterklasse(str):
    """Eine Unterklasse von ``str`` als Eingabe: Auch sie ist ein String (m4-05-uebung-1). Ihr
    repr nennt die Klasse, damit die Meldung zeigt, was ankam."""

    def __repr__(self):
        return f"{type(self).__name__}({str.__repr__(self)})"


def kodiere(wert, stabil=False):
    """Ein Wert als JSON-fähige Form: Tupel, Bytes, dicts mit anderen Schlüsseln als Text,
    Klassen, Kommazahlen wie nan und unendlich bleiben unterscheidbar.

    Mit ``stabil`` (für Fingerabdrücke, nie für gespeicherte Werte) wird ein Objekt, dessen
    repr eine Speicheradresse trägt (ein Generator, eine Funktion), seine Art in spitzen
    Klammern, ``"<generator>"``: So bleibt ein Fingerabdruck in jedem Lauf und in Pyodide
    gleich. Ohne ``stabil`` lässt es sich nicht speichern, wie jeder andere fremde Wert."""
    weiter = functools.partial(kodiere, stabil=stabil)
    if type(wert) is str and not stabil and len(wert) > 1000:
        teil = _wiederholt(wert)
        if teil is not None:  # ein langer Text aus einem Stück: knapp, lesbar im Diff
            return {"$mal": [teil, len(wert) // len(teil)]}
    if wert is None or type(wert) in (bool, int, str):
        return wert
    if type(wert) is float:
        return (
            wert
            if wert == wert and wert not in (float("inf"), float("-inf"))
            else {"$float": repr(wert)}
        )
    if type(wert) is tuple:
        return {"$tupel": [weiter(w) for w in wert]}
    if type(wert) is bytes:  # latin-1: jedes Byte ein Zeichen, ASCII bleibt lesbar
        return {"$bytes": wert.decode("latin-1")}
    if type(wert) is bytearray:  # eine Eingabe, die kein Text ist (m4-05-uebung-1)
        return {"$bytearray": wert.decode("latin-1")}
    if type(wert) is memoryview:  # ebenso, und ast.parse nimmt sie wie bytes
        return {"$memoryview": wert.tobytes().decode("latin-1")}
    if type(wert) is StrUnterklasse:
        return {"$str_unterklasse": str(wert)}
    if type(wert) is list:
        return [weiter(w) for w in wert]
    if type(wert) is dict:
        if all(type(k) is str and not k.startswith("$") for k in wert):
            return {k: weiter(v) for k, v in wert.items()}
        return {"$dict": [[weiter(k), weiter(v)] for k, v in wert.items()]}
    if isinstance(wert, type) and issubclass(wert, BaseException):
        import builtins

        if getattr(builtins, wert.__name__, None) is wert:
            return {"$klasse": wert.__name__}
        # Eine eigene Klasse einer Übung (etwa eine Unterklasse von KeyError): mit ihrem Modul.
        return {"$klasse": f"{wert.__module__}:{wert.__qualname__}"}
    if stabil and _mit_adresse(wert):
        return f"<{type(wert).__name__}>"
    raise TypeError(f"{type(wert).__name__} lässt sich nicht als Fall speichern: {kurz(wert)}")


def _wiederholt(text, hoechstens=64):
    """Das kürzeste Stück (bis ``hoechstens`` Zeichen), aus dem ``text`` genau wiederholt
    besteht, sonst ``None``."""
    for laenge in range(1, min(hoechstens, len(text) // 2) + 1):
        if len(text) % laenge == 0 and text[:laenge] * (len(text) // laenge) == text:
            return text[:laenge]
    return None


def dekodiere(daten):
    """Die Umkehrung von ``kodiere``."""
    if isinstance(daten, list):
        return [dekodiere(d) for d in daten]
    if not isinstance(daten, dict):
        return daten
    if "$tupel" in daten:
        return tuple(dekodiere(d) for d in daten["$tupel"])
    if "$dict" in daten:
        return {dekodiere(k): dekodiere(v) for k, v in daten["$dict"]}
    if "$bytes" in daten:
        return daten["$bytes"].encode("latin-1")
    if "$bytearray" in daten:
        return bytearray(daten["$bytearray"].encode("latin-1"))
    if "$memoryview" in daten:
        return memoryview(daten["$memoryview"].encode("latin-1"))
    if "$str_unterklasse" in daten:
        return StrUnterklasse(daten["$str_unterklasse"])
    if "$mal" in daten:
        teil, anzahl = daten["$mal"]
        return teil * anzahl
    if "$float" in daten:
        return float(daten["$float"])
    if "$klasse" in daten:
        import builtins
        import importlib

        modul, _, name = daten["$klasse"].rpartition(":")
        return getattr(importlib.import_module(modul) if modul else builtins, name)
    return {k: dekodiere(v) for k, v in daten.items()}
