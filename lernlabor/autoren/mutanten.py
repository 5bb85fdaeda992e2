"""Mutanten einer Musterlösung: je eine kleine, plausible Änderung, die Prüfungen erkennen müssen.

Ein Mutant ist die Lösung mit genau einem Fehler, wie Lernende ihn machen: ein Vergleich
umgedreht, eine Zahl um eins daneben, eine Bedingung, eine Zeile oder ein ``return`` weg,
``return`` in die Schleife hinein oder aus ihr heraus, Argumente vertauscht,
``json.loads`` durch ``ast.literal_eval`` ersetzt, ``is True`` durch Wahrheitswert, eine Kopie
vergessen, ein Text geleert oder anders geschrieben, ein f-String geleert oder ohne einen
Platzhalter, ein Methodenaufruf vergessen (``x.lower()`` → ``x``) oder durch ein Geschwister
ersetzt (``.get`` → ``.pop``), zwei abhängige Anweisungen vertauscht, ein ``except`` erweitert,
verengt oder um eine Klasse ärmer. Übersteht ein Mutant alle Prüfungen, ist dieselbe falsche
Lösung einer Lernenden „bestanden“.

Die Änderungen entstehen am Syntaxbaum (``ast``): Ein ``Mutierer`` (``mutierer.py``) läuft
den Baum in fester Reihenfolge ab und zählt jede Stelle, an der er etwas ändern könnte;
beim Durchlauf mit Ziel ``k`` ändert er nur die ``k``-te. Selbst geschrieben, weil
cosmic-ray und mutmut Module auf der Platte mutieren und je Mutant einen Prozess oder einen
Import brauchen; unsere Lösungen sind Texte, die die Prüf-Maschine in einem Namensraum
ausführt.
"""

import ast
import dataclasses
import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from . import ablage
from . import meldungen as m
from .mutierer import Mutierer, vorwissen


@dataclass(frozen=True)
class Mutant:
    """Eine mutierte Lösung: wo (``zeile`` und ``spalte`` des geänderten Knotens in der Lösung),
    welche Art, was vorher und nachher stand."""

    nummer: int
    zeile: int
    art: str
    vorher: str
    nachher: str
    code: str
    spalte: int = 0

    @property
    def schluessel(self):
        """Was einen Mutanten festlegt: die Zeile und die Änderung als Text.

        Zwei verschiedene Mutanten derselben Zeile unterscheiden sich im Text danach; eine
        Markierung passt so nur an ihrer Stelle, nicht an einer gleich lautenden anderswo.
        """
        return (self.zeile, self.vorher, self.nachher)

    @property
    def kurz(self):
        """Vorher und nachher, wie ``teste --mutanten`` sie druckt: lange Zeilen gekürzt."""
        return gekuerzt(self.vorher, self.nachher)


LISTEN = 16  # Listen im Cache: eine je Übung der Suite, die letzten zuerst


def mutanten(code, cache=None):
    """Alle Mutanten von ``code`` (Text einer Lösung), in der Reihenfolge des Quelltexts.

    Mutanten, die nach der Änderung denselben Text ergeben wie die Lösung oder die sich
    nicht übersetzen lassen, fallen weg: Sie wären kein Fehler.

    ``cache``: ein Ordner, in dem die Liste unter dem Schlüssel aus Lösung, Mutierer und
    Python liegt (M4·05 Ü2: 1 s). Ändert sich nur der Vertrag einer Übung, rechnen Mutanten-Tor
    und Fälle-Prüfung so nicht beide die Liste neu aus.
    """
    if cache is None:
        return _mutanten(code)
    schluessel = _listen_schluessel(code)
    text = ablage.lies(cache, "liste", schluessel, "json")
    if text is not None:
        return [Mutant(**eintrag) for eintrag in json.loads(text)]
    ergebnis = _mutanten(code)
    text = json.dumps([dataclasses.asdict(x) for x in ergebnis], ensure_ascii=False)
    ablage.lege_ab(cache, "liste", schluessel, "json", text, behalten=LISTEN)
    return ergebnis


def _listen_schluessel(code):
    """Alles, wovon die Liste abhängt: die Lösung, dieser Mutierer, Pythons ``ast``."""
    h = hashlib.sha256(f"{sys.version}\n".encode())
    for datei in (Path(__file__), Path(__file__).with_name("mutierer.py")):
        h.update(datei.read_bytes())
    h.update(code.encode())
    return h.hexdigest()


def _mutanten(code):
    baum = ast.parse(code)
    wissen = vorwissen(baum)
    zaehler = Mutierer(ziel=None, vorwissen=wissen)
    zaehler.visit(ast.parse(code))
    original = ast.unparse(baum).splitlines()
    ergebnis, gesehen = [], {"\n".join(original)}
    for nummer, (zeile, spalte, art) in enumerate(zaehler.stellen):
        mutierer = Mutierer(ziel=nummer, vorwissen=wissen)
        # neu geparst statt kopiert: ast.parse ist ein Vielfaches schneller als deepcopy
        text = ast.unparse(mutierer.visit(ast.parse(code)))  # Text, kein Baum: ohne Orte
        if text in gesehen:
            continue
        gesehen.add(text)
        try:
            compile(text, "<mutant>", "exec", dont_inherit=True)
        except (SyntaxError, ValueError):
            continue
        vorher, nachher = _unterschied(original, text.splitlines())
        ergebnis.append(Mutant(len(ergebnis) + 1, zeile, art, vorher, nachher, text, spalte))
    return ergebnis


def _unterschied(alt, neu):
    """Die geänderten Zeilen vorher und nachher, je mit \\n verbunden.

    Geändert ist alles zwischen dem gleichen Anfang und dem gleichen Ende der Zeilen: So
    erscheinen zwei vertauschte Anweisungen beide, vorher und nachher in ihrer Reihenfolge.
    Die gemeinsame Einrückung fällt weg, die relative bleibt: Ein ``return``, das in eine
    Schleife wandert, ist nur an seiner Einrückung zu erkennen.
    """
    vorne = 0
    while vorne < min(len(alt), len(neu)) and alt[vorne] == neu[vorne]:
        vorne += 1
    hinten = 0
    while hinten < min(len(alt), len(neu)) - vorne and alt[-1 - hinten] == neu[-1 - hinten]:
        hinten += 1
    vorher = [z.rstrip() for z in alt[vorne : len(alt) - hinten]]
    nachher = [z.rstrip() for z in neu[vorne : len(neu) - hinten]]
    tiefe = min((len(z) - len(z.lstrip()) for z in vorher + nachher if z.strip()), default=0)
    return "\n".join(z[tiefe:] for z in vorher), "\n".join(z[tiefe:] for z in nachher)


BREITE = 100  # Zeichen: Längere Zeilen kürzt der Bericht auf die Änderung
_UMFELD = 30


def gekuerzt(vorher, nachher):
    """Lange einzelne Zeilen (etwa eine Tabelle als ein dict) auf die Änderung gekürzt.

    Was vorn und hinten gleich ist, wird bis auf ``_UMFELD`` Zeichen zu „…“; Zeilen mit
    Umbruch und kurze bleiben, wie sie sind.
    """
    if "\n" in vorher + nachher or max(len(vorher), len(nachher)) <= BREITE:
        return vorher, nachher
    vorne = 0
    while vorne < min(len(vorher), len(nachher)) and vorher[vorne] == nachher[vorne]:
        vorne += 1
    hinten = 0
    grenze = min(len(vorher), len(nachher)) - vorne
    while hinten < grenze and vorher[-1 - hinten] == nachher[-1 - hinten]:
        hinten += 1
    von, bis = max(0, vorne - _UMFELD), hinten - _UMFELD

    def schnitt(text):
        ende = len(text) - bis if bis > 0 else len(text)
        return ("…" if von else "") + text[von:ende] + ("…" if bis > 0 else "")

    return schnitt(vorher), schnitt(nachher)


TEXT_FREI = "der Text einer Ausnahme"


def nur_frei(uebung, code):
    """Ändert der Mutant nur, was der Vertrag der Übung frei lässt (den Text einer Ausnahme)?

    Dann ist er nach dem Vertrag gleichwertig: Keine Prüfung darf ihn erkennen, denn die
    Aufgabe legt ihn nicht fest. Ohne Vertrag entscheidet eine Markierung mit Zeugen.
    """
    vertrag = getattr(uebung, "vertrag", None)
    if vertrag is None or TEXT_FREI not in vertrag.frei:
        return False
    try:
        return _ohne_ausnahmetexte(uebung.loesung) == _ohne_ausnahmetexte(code)
    except SyntaxError:
        return False


def _ohne_ausnahmetexte(code):
    """Der Syntaxbaum als Text, in dem jedes ``raise X(…)`` keine Argumente mehr hat."""
    baum = ast.parse(code)
    for knoten in ast.walk(baum):
        if isinstance(knoten, ast.Raise) and isinstance(knoten.exc, ast.Call):
            knoten.exc.args, knoten.exc.keywords = [], []
    return ast.dump(baum)


def marke(g):
    """Der Schlüssel einer Markierung wie ``Mutant.schluessel``; „(nichts)“ heißt leer."""
    leer = {m.MUTANTEN_LEER: ""}
    return (g.zeile, leer.get(g.vorher, g.vorher), leer.get(g.nachher, g.nachher))


def stelle(mutant, markiert):
    """Der Schlüssel der Markierung, die zu ``mutant`` passt (ganz oder gekürzt), sonst None."""
    for vorher, nachher in ((mutant.vorher, mutant.nachher), mutant.kurz):
        if (mutant.zeile, vorher, nachher) in markiert:
            return (mutant.zeile, vorher, nachher)
    return None
