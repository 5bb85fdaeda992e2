"""Gemeinsame Bausteine der Prüfungen von M4·02: Modelle mit Protokoll, zählende Tools, Diagnose.

Die Prüfungen lassen die Schleife der Lernenden in festen Szenarien laufen und vergleichen,
was ein Modell gesendet bekam. Ein Fehler im Verlauf wird nicht nur gemeldet, sondern benannt:
Aus der Regel des ``ApiFehler`` und dem abgelehnten Verlauf folgt die Ursache.
"""

import copy
from dataclasses import dataclass, field, replace

from lernlabor.pruefen import ausnahme_meldung, falsch, rufe
from lernlabor.tracks.ki import ApiFehler, SkriptModell

from . import meldungen as m

FRAGE = "Wann kann ich Schraube M4 bekommen?"


def wunsch(id_, name, **eingabe):
    """Ein tool_use-Block für ein Skript."""
    return {"type": "tool_use", "id": id_, "name": name, "input": eingabe}


def _kopie(wert):
    try:
        return copy.deepcopy(wert)
    except Exception:  # noqa: BLE001 – nicht kopierbar: dann eben das Original festhalten
        return wert


class Protokollmodell(SkriptModell):
    """Ein SkriptModell, das jeden gesendeten Verlauf festhält, auch einen abgelehnten."""

    def __init__(self, antworten, max_aufrufe=20):
        super().__init__(list(antworten), max_aufrufe)
        self.gesendet = []
        self.usages = []

    def __call__(self, messages):
        self.gesendet.append(_kopie(messages))
        antwort = super().__call__(messages)
        self.usages.append(dict(antwort["usage"]))
        return antwort


class _Genug(BaseException):  # noqa: N818 – internes Signal, kein Fehler
    """Das lockere Modell hat genug gesehen."""


class LockeresModell:
    """Spielt ein Skript ab, ohne den Verlauf zu prüfen, und hält nach ``grenze`` Aufrufen an.

    So lässt sich ein Fehler (etwa die fehlende Endlos-Sicherung) diagnostizieren, auch wenn
    ein anderer Fehler (etwa ein falscher Verlauf) das strenge Modell vorher stoppen würde.
    """

    def __init__(self, antworten, grenze):
        self.antworten = [copy.deepcopy(a) for a in antworten]
        self.grenze = grenze
        self.gesendet = []
        self.ueberlaufen = False

    @property
    def aufrufe(self):
        return len(self.gesendet)

    def __call__(self, messages):
        if len(self.gesendet) >= self.grenze:
            self.ueberlaufen = True
            raise _Genug
        nummer = min(len(self.gesendet), len(self.antworten) - 1)
        wiederholung = len(self.gesendet) - nummer
        self.gesendet.append(_kopie(messages))
        content = copy.deepcopy(self.antworten[nummer])
        if isinstance(content, str):
            content = [{"type": "text", "text": content}]
        for block in content:
            if wiederholung and block["type"] == "tool_use":
                block["id"] = f"{block['id']}-{wiederholung + 1}"
        wuensche = any(b["type"] == "tool_use" for b in content)
        return {
            "content": content,
            "stop_reason": "tool_use" if wuensche else "end_turn",
            "usage": {"input_tokens": 10, "output_tokens": 5},
        }


class Werkstatt:
    """Die Tools der Szenarien; jeder Aufruf wird gezählt."""

    def __init__(self):
        self.aufrufe = []
        self.fehler = None

    def werkzeuge(self):
        def lagerbestand(artikel):
            self.aufrufe.append(("lagerbestand", artikel))
            return f"{artikel}: 120 Stück im Lager Nord"

        def lieferzeit(lager):
            self.aufrufe.append(("lieferzeit", lager))
            return f"Lager {lager}: 2 Tage"

        def bestand(artikel):
            self.aufrufe.append(("bestand", artikel))
            return 120  # eine Zahl, kein String: tool_result braucht str(...) oder JSON

        def artikeldaten(artikel):
            self.aufrufe.append(("artikeldaten", artikel))
            return {"artikel": artikel, "lager": "Nord", "bestand": 120}

        def kaputt():
            self.aufrufe.append(("kaputt", None))
            self.fehler = RuntimeError("Datenbank nicht erreichbar")
            raise self.fehler

        return {
            "lagerbestand": lagerbestand,
            "lieferzeit": lieferzeit,
            "bestand": bestand,
            "artikeldaten": artikeldaten,
            "kaputt": kaputt,
        }


@dataclass(frozen=True)
class Szenario:
    """Ein Lauf der Schleife: Skript des Modells und Argumente für die Funktion der Lernenden."""

    titel: str
    antworten: tuple
    optionen: dict = field(default_factory=dict)

    def mit(self, titel=None, **optionen):
        """Dasselbe Szenario mit anderen Argumenten (etwa einem Budget)."""
        return replace(self, titel=titel or self.titel, optionen={**self.optionen, **optionen})

    def laufe(self, funktion, locker_bis=None):
        """Ruft ``funktion(modell, FRAGE, werkzeuge, **optionen)`` mit frischem Modell auf."""
        if locker_bis:
            modell = LockeresModell(self.antworten, locker_bis)
        else:
            modell = Protokollmodell(self.antworten)
        werkstatt = Werkstatt()
        try:
            aufruf = rufe(funktion, modell, FRAGE, werkstatt.werkzeuge(), **self.optionen)
        except _Genug:
            aufruf = None
        return Lauf(self, aufruf, modell, werkstatt)


# Szenarien, die Übung 1 und 2 teilen: Tool-Ergebnisse, die kein String sind, und Tool-Fehler.
ZAHL = Szenario(
    "ein Tool liefert die Zahl 120",
    ([wunsch("t1", "bestand", artikel="Schraube M4")], "120 Stück da."),
)
DATEN = Szenario(
    "ein Tool liefert ein dict",
    ([wunsch("t1", "artikeldaten", artikel="Schraube M4")], "Im Lager Nord."),
)
KAPUTT = Szenario(
    "ein Tool wirft eine Exception", ([wunsch("t1", "kaputt")], "Die Datenbank ist nicht da.")
)
UNBEKANNT = Szenario(
    "ein unbekanntes Tool", ([wunsch("t1", "zauberstab", spruch="Liefere!")], "Das geht nicht.")
)


@dataclass
class Lauf:
    """Was ein Lauf ergab: Aufruf (``None`` bei Überlauf des lockeren Modells), Modell, Tools."""

    szenario: Szenario
    aufruf: object
    modell: object
    werkstatt: Werkstatt


def im(szenario, text):
    """Stellt einer Meldung den Titel des Szenarios voran."""
    return m.IM_SZENARIO.format(titel=szenario.titel, text=text)


def diagnose_ausnahme(lauf):
    """Benennt die Ursache, wenn die Schleife der Lernenden mit einer Ausnahme endete."""
    a = lauf.aufruf.ausnahme
    if isinstance(a, ApiFehler) and lauf.modell.gesendet:
        schluessel, text = diagnose_api(a, lauf.modell.gesendet[-1])
        return falsch(im(lauf.szenario, text), a, schluessel)
    werkstatt = lauf.werkstatt
    if werkstatt.fehler is not None and a is werkstatt.fehler:
        text = m.TOOL_FEHLER_DURCHGELASSEN.format(name="kaputt", art=type(a).__name__, text=a)
        return falsch(im(lauf.szenario, text), a, "tool_fehler")
    if isinstance(a, KeyError) and a.args and a.args[0] not in werkstatt.werkzeuge():
        name = a.args[0]
        text = m.UNBEKANNTES_TOOL.format(name=name, art="KeyError", text=a)
        return falsch(im(lauf.szenario, text), a, "unbekanntes_tool")
    rueck = ausnahme_meldung(lauf.aufruf, im(lauf.szenario, "dein Code"))
    return falsch(rueck.text, a, f"ausnahme:{type(a).__name__}:{a}")


def diagnose_api(fehler, verlauf):
    """(schluessel, Text) zu einem ApiFehler, abgeleitet aus Regel und abgelehntem Verlauf."""
    i = fehler.index
    if fehler.regel == "rollen" and i:
        vorher, jetzt = verlauf[i - 1], verlauf[i]
        if jetzt["role"] == "assistant":
            return "antwort_doppelt", m.ANTWORT_DOPPELT
        if _ergebnisse(vorher) and _ergebnisse(jetzt):
            anzahl = _anzahl_ergebnis_nachrichten(verlauf, i)
            return "einzeln", m.ERGEBNISSE_EINZELN.format(anzahl=anzahl)
        return "nicht_angehaengt", m.ANTWORT_NICHT_ANGEHAENGT
    if fehler.regel == "unerwartetes_ergebnis":
        wuensche = {b["id"]: b["name"] for b in _bloecke(verlauf[i - 1], "tool_use")}
        for block in _ergebnisse(verlauf[i]):
            if block["tool_use_id"] in wuensche:
                continue
            namen = {name: id_ for id_, name in wuensche.items()}
            if block["tool_use_id"] in namen:
                name = block["tool_use_id"]
                return "id_ist_name", m.ID_IST_NAME.format(name=name, id=namen[name])
            erwartet = ", ".join(repr(x) for x in wuensche) or "keine"
            text = m.ID_FALSCH.format(bekommen=block["tool_use_id"], erwartet=erwartet)
            return "id_falsch", text
    if fehler.regel == "fehlendes_ergebnis" and i:
        erwartet = [b["id"] for b in _bloecke(verlauf[i - 1], "tool_use")]
        bekommen = [b["tool_use_id"] for b in _ergebnisse(verlauf[i])]
        text = m.ERGEBNIS_FEHLT.format(erwartet=erwartet, bekommen=bekommen)
        return "ergebnis_fehlt", text
    if fehler.regel == "anfang_ende" and verlauf and verlauf[-1].get("role") == "assistant":
        if _bloecke(verlauf[-1], "tool_use"):
            return "nicht_angehaengt_ergebnis", m.ERGEBNISSE_NICHT_ANGEHAENGT
        return "nicht_beendet", m.NICHT_BEENDET
    if fehler.regel == "form" and i and verlauf[i].get("content") == []:
        if verlauf[i - 1].get("role") == "assistant" and not _bloecke(verlauf[i - 1], "tool_use"):
            return "nicht_beendet", m.NICHT_BEENDET
    if fehler.regel == "ergebnis_kein_string":
        typen = [type(b.get("content")).__name__ for b in _ergebnisse(verlauf[i])]
        typ = next((t for t in typen if t != "str"), "nichts")
        return f"kein_string_{typ}", (
            m.ERGEBNIS_KEIN_STRING.format(typ=typ) + m.SIMULATOR_SAGT.format(text=fehler)
        )
    return f"api_{fehler.regel}", m.API_ABGELEHNT.format(text=fehler)


def _bloecke(nachricht, typ):
    content = nachricht.get("content") if isinstance(nachricht, dict) else None
    if not isinstance(content, list):
        return []
    return [b for b in content if isinstance(b, dict) and b.get("type") == typ]


def _ergebnisse(nachricht):
    return _bloecke(nachricht, "tool_result")


def _anzahl_ergebnis_nachrichten(verlauf, i):
    anzahl = 0
    while i - anzahl - 1 >= 0 and _ergebnisse(verlauf[i - anzahl - 1]):
        anzahl += 1
    vorwaerts = 0
    while i + vorwaerts < len(verlauf) and _ergebnisse(verlauf[i + vorwaerts]):
        vorwaerts += 1
    return anzahl + vorwaerts
