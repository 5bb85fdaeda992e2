"""Erzeugte Fälle für die Schleifen von Übung 1 und 2: das Netz unter den gezielten Prüfungen.

Jeder Fall ist ein Skript für das strenge ``SkriptModell``: einige Runden mit ein bis drei
parallelen Tool-Wünschen (darunter ein Tool, das eine Exception wirft, und eines, das es
nicht gibt), dann eine Endantwort oder keine. Ins Protokoll kommt jeder Verlauf, den die
Schleife dem Modell schickt, auch ein abgelehnter, und vor jedem Modellaufruf die Tools, die
seit dem vorigen liefen. So sieht der Vergleich vergessene Schritte, neu gebaute Verläufe,
verschluckte Fehler und doppelte Tool-Aufrufe, ohne dass jemand sie vorher aufzählt.
"""

import copy
import json

from lernlabor.pruefen import Eintragsart, Fall
from lernlabor.tracks.ki import SkriptModell
from lernlabor.tracks.ki.simulator.anthropic.verlauf import pruefe_verlauf
from lernlabor.tracks.ki.simulator.basis import schaetze_tokens

from . import meldungen_vergleich as m
from .szenarien import FRAGE, wunsch

VERLAUF = Eintragsart("der Verlauf an das Modell", "messages")
TOOLS = "die Liste der Tool-Aufrufe vor diesem Modellaufruf"
GRENZE = 12  # Modellaufrufe; die Musterlösung braucht höchstens 6
TOOLNAMEN = ("lager", "zahl", "daten", "kaputt", "zauberstab")  # zauberstab gibt es nicht


class ZuOftGerufen(Exception):  # noqa: N818 – erscheint als Art der Ausnahme im Vergleich
    """Die Schleife rief das Modell öfter, als ein Fall es je braucht."""


class Werkstatt:
    """Die Tools eines Falls mit festen Ergebnissen; jeder Aufruf wird gesammelt."""

    def __init__(self, werte, protokoll=None):
        self.werte = werte
        self.protokoll = protokoll
        self.offen = []

    def werkzeuge(self):
        """Das dict für die Schleife: Name → Funktion (ohne das unbekannte Tool)."""

        def tool(name):
            def aufruf(**eingabe):
                self.offen.append([name, eingabe])
                if name == "kaputt":
                    raise RuntimeError(self.werte["kaputt"])
                return copy.deepcopy(self.werte[name])

            return aufruf

        return {name: tool(name) for name in TOOLNAMEN if name != "zauberstab"}

    def melde(self):
        """Schreibt die gesammelten Aufrufe ins Protokoll, sortiert: Die Reihenfolge ist frei."""
        if self.protokoll is not None and self.offen:
            self.protokoll.notiere(TOOLS, sorted(self.offen, key=repr))
        self.offen = []


class Modell:
    """Ein schlankes SkriptModell: prüft jeden Verlauf wie der Simulator und schreibt ihn ins
    Protokoll. Das Skript kommt schon geprüft aus ``skript``, darum ohne dessen Prüfung beim
    Anlegen und ohne eigene Kopie jedes Verlaufs: Der Vergleich läuft bei jeder Prüfung."""

    def __init__(self, antworten, werkstatt, form):
        self.antworten = antworten
        self.werkstatt = werkstatt
        self.form = form
        self.aufrufe = 0

    def __call__(self, messages):
        self.werkstatt.melde()
        if self.werkstatt.protokoll is not None:
            self.werkstatt.protokoll.notiere(VERLAUF, als_text(messages, self.form))
        if self.aufrufe >= GRENZE:
            raise ZuOftGerufen(f"Das Modell wurde schon {GRENZE}-mal aufgerufen.")
        pruefe_verlauf(messages)
        nummer = min(self.aufrufe, len(self.antworten) - 1)
        wiederholung = self.aufrufe - nummer
        self.aufrufe += 1
        content = copy.deepcopy(self.antworten[nummer])
        for block in content:
            if wiederholung and block["type"] == "tool_use":
                block["id"] = f"{block['id']}-{wiederholung + 1}"
        wunsch_da = any(b["type"] == "tool_use" for b in content)
        return {
            "content": content,
            "stop_reason": "tool_use" if wunsch_da else "end_turn",
            "usage": {
                "input_tokens": schaetze_tokens(messages),
                "output_tokens": schaetze_tokens(content),
            },
        }


def als_text(messages, form):
    """Der Verlauf fürs Protokoll: jede Nachricht (nach ``form``) als JSON-Text.

    Texte kopiert das Protokoll fast umsonst, verschachtelte dicts nicht; bei langen Verläufen
    und vielen Fällen ist das der größte Posten, und diese Übungen misst der Browser.
    """
    if not isinstance(messages, list):
        return repr(messages)
    texte = []
    for nachricht in messages:
        try:
            texte.append(json.dumps(form(nachricht), ensure_ascii=False, sort_keys=True))
        except (TypeError, ValueError):
            texte.append(repr(nachricht))
    return texte


def laufe(funktion, antworten, werte, optionen, protokoll=None, form=None):
    """Ruft ``funktion(modell, FRAGE, werkzeuge, **optionen)`` mit frischem Modell und Tools.

    ``form`` vereinfacht jede Nachricht, bevor sie ins Protokoll kommt (was die Aufgabe
    offenlässt); ohne ``form`` werden nur parallele Ergebnisse sortiert.
    """
    werkstatt = Werkstatt(werte, protokoll)
    modell = Modell(antworten, werkstatt, form or sortiere_ergebnisse)
    try:
        return funktion(modell, FRAGE, werkstatt.werkzeuge(), **optionen)
    finally:
        werkstatt.melde()


def fall(antworten, werte, optionen, fertig, form=None):
    """Ein ``Fall`` für den Vergleich; die Beschreibung nennt Skript und Argumente."""
    runden = [
        "+".join(b["name"] for b in a if b["type"] == "tool_use")
        for a in antworten
        if any(b["type"] == "tool_use" for b in a)
    ]
    ende = "dann Endantwort" if fertig else "ohne Endantwort"
    argumente = "".join(f", {k}={v!r}" for k, v in optionen.items())
    beschreibung = f"„Tool-Runden {' | '.join(runden) or 'keine'}, {ende}{argumente}“"

    def lauf(funktion, protokoll):
        return laufe(funktion, antworten, werte, optionen, protokoll, form)

    groesse = sum(len(a) for a in antworten) * 10 + len(optionen)
    return Fall(beschreibung, lauf, groesse)


def je_saat(erzeuge):
    """``faelle(zufall)``, das die Fälle je Saat einmal baut und danach behält.

    Das Netz ruft seine Fälle mit fester Saat und braucht sie dann immer wieder; der Zeuge des
    Mutanten-Tors (``lernlabor/autoren/zeuge.py``) ruft sie mit vielen Saaten und braucht
    jedes Mal neue. Erkannt wird die Saat am Zustand des Zufalls beim Aufruf.
    """
    gebaut = {}

    def faelle(zufall):
        zustand = zufall.getstate()
        if zustand not in gebaut:
            gebaut[zustand] = erzeuge(zufall)
        return list(gebaut[zustand])

    faelle.__doc__ = erzeuge.__doc__
    return faelle


def _text(zufall):
    # Nie leer und nie nur Leerzeichen: Das lehnt die API für text-Blöcke ab.
    return "T" + zufall.text(zufall.randint(0, 12))


def skript(zufall, runden, fertig, namen=TOOLNAMEN):
    """(antworten, werte): ``runden`` Runden mit 1–3 parallelen Tools aus ``namen``, dann
    eine Endantwort (``fertig``) oder keine: Dann wiederholt sich die letzte Runde."""
    antworten = []
    for runde in range(runden):
        bloecke = [{"type": "text", "text": _text(zufall)}] if zufall.random() < 0.3 else []
        for i in range(zufall.randint(1, 3)):
            name = zufall.choice(namen)
            bloecke.append(wunsch(f"r{runde}{'abc'[i]}", name, artikel=_text(zufall)))
        antworten.append(bloecke)
    if fertig or not antworten:
        antworten.append(
            [{"type": "text", "text": _text(zufall)} for _ in range(zufall.randint(1, 2))]
        )
    SkriptModell(antworten)  # prüft das Skript einmal so, wie der Simulator es täte
    werte = {
        "lager": f"{_text(zufall)}: {zufall.ganzzahl(0, 500)} Stück",
        "zahl": zufall.choice((0, 1, zufall.gross(), zufall.ganzzahl())),
        "daten": {"artikel": _text(zufall), "bestand": zufall.ganzzahl(), "preis": 2.5},
        "kaputt": f"Datenbank {_text(zufall)} nicht erreichbar",
    }
    return antworten, werte


def sortiere_ergebnisse(nachricht):
    """Ergebnisse einer user-Nachricht nach tool_use_id: Die Aufgabe legt keine Reihenfolge fest.

    ``is_error: False`` entfällt, die API liest es wie ein fehlendes Feld.
    """
    content = nachricht.get("content") if isinstance(nachricht, dict) else None
    if not isinstance(content, list) or not all(
        isinstance(b, dict) and b.get("type") == "tool_result" for b in content
    ):
        return nachricht
    bloecke = [
        {k: v for k, v in b.items() if not (k == "is_error" and v is False)} for b in content
    ]
    return {**nachricht, "content": sorted(bloecke, key=lambda b: str(b.get("tool_use_id")))}


def diagnose(fall, soll, ist):
    """Benennt bekannte Fehler am ersten abweichenden Eintrag: vergessene Schritte, eine
    veränderte Antwort, verschluckte Tool-Fehler, Tools zu oft oder zu selten ausgeführt."""
    for (art_a, a), (art_b, b) in zip(soll.eintraege, ist.eintraege, strict=False):
        if art_a == art_b and a == b:
            continue
        if art_a == art_b == TOOLS and len(a) != len(b):
            text = m.TOOLS_ZU_OFT if len(b) > len(a) else m.TOOLS_ZU_SELTEN
            return text.format(erwartet=len(a), bekommen=len(b))
        if art_a == art_b == VERLAUF and isinstance(a, list) and isinstance(b, list):
            a, b = [_lies(n) for n in a], [_lies(n) for n in b]
            if b and len(b) < len(a) and b[0] == a[0] and b[-1] == a[-1]:
                return m.VERLAUF_VERGISST.format(erwartet=len(a), bekommen=len(b))
            for n_a, n_b in zip(a, b, strict=False):
                text = _nachricht(n_a, n_b)
                if text:
                    return text
        return None
    return None


def _nachricht(soll, ist):
    """Der gezielte Satz für die erste abweichende Nachricht, sonst ``None``."""
    if not (isinstance(soll, dict) and isinstance(ist, dict)) or soll == ist:
        return None
    if soll.get("role") != ist.get("role"):
        return None
    if soll["role"] == "assistant":
        return m.ANTWORT_VERAENDERT
    fehler = {
        b["tool_use_id"]
        for b in soll["content"]
        if isinstance(b, dict) and b.get("is_error") is True
    }
    for b in ist.get("content") if isinstance(ist.get("content"), list) else ():
        if isinstance(b, dict) and b.get("tool_use_id") in fehler and b.get("is_error") is not True:
            return m.FEHLER_ALS_ERFOLG.format(id=b["tool_use_id"])
    return None


def _lies(text):
    try:
        return json.loads(text)
    except ValueError:
        return text
