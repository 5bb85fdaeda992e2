"""Die Szenarien von Übung 3: Modelle im OpenAI-Format mit Protokoll und zählende Tools.

Ein strenges Modell (``SkriptModellOpenAI``) lehnt falsche Verläufe ab wie die echte API. Ein
lockeres Modell prüft nichts und hält nach einer Grenze an; damit benennen die Prüfungen
jeden Fehler einzeln, auch wenn ein anderer das strenge Modell früher stoppen würde.
"""

import copy
from dataclasses import dataclass, field

from lernlabor.pruefen import rufe
from lernlabor.tracks.ki import SkriptModellOpenAI, aufruf

FRAGE = "Ist die Schraube M4 lieferbar?"
WETTER = {"stadt": "Paris", "grad": 18, "himmel": "sonnig"}
KAPUTT = "Datenbank nicht erreichbar"

LAGER = aufruf("call_1", "lagerbestand", artikel="Schraube M4")
MUTTER = aufruf("call_2", "lagerbestand", artikel="Mutter M4")
PARIS = aufruf("call_3", "wetter", stadt="Paris")
DEFEKT = aufruf("call_4", "kaputt", bereich="Lager")


def _kopie(wert):
    try:
        return copy.deepcopy(wert)
    except Exception:  # noqa: BLE001 – nicht kopierbar: dann eben das Original festhalten
        return wert


class Protokollmodell(SkriptModellOpenAI):
    """Ein SkriptModellOpenAI, das jeden gesendeten Verlauf festhält, auch einen abgelehnten."""

    def __init__(self, antworten):
        super().__init__(copy.deepcopy(list(antworten)))
        self.gesendet = []

    def __call__(self, messages):
        self.gesendet.append(_kopie(messages))
        return super().__call__(messages)


class _Genug(BaseException):  # noqa: N818 – internes Signal, kein Fehler
    """Das lockere Modell hat genug gesehen."""


class LockeresModell:
    """Antwortet im OpenAI-Format, ohne den Verlauf zu prüfen; nach ``grenze`` Aufrufen Schluss."""

    def __init__(self, antworten, grenze):
        self.antworten = copy.deepcopy(list(antworten))
        self.grenze = grenze
        self.gesendet = []

    @property
    def aufrufe(self):
        return len(self.gesendet)

    def __call__(self, messages):
        if len(self.gesendet) >= self.grenze:
            raise _Genug
        nummer = min(len(self.gesendet), len(self.antworten) - 1)
        wiederholung = len(self.gesendet) - nummer
        self.gesendet.append(_kopie(messages))
        antwort = copy.deepcopy(self.antworten[nummer])
        if isinstance(antwort, str):
            nachricht, grund = {"role": "assistant", "content": antwort}, "stop"
        else:
            for a in antwort:
                if wiederholung:
                    a["id"] = f"{a['id']}-{wiederholung + 1}"
            nachricht = {"role": "assistant", "content": None, "tool_calls": antwort}
            grund = "tool_calls"
        return {
            "id": f"chatcmpl-locker-{len(self.gesendet)}",
            "object": "chat.completion",
            "choices": [{"index": 0, "message": nachricht, "finish_reason": grund}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
        }


class Werkstatt:
    """Die Tools der Szenarien; jeder Aufruf wird mit seinen Argumenten festgehalten."""

    def __init__(self):
        self.aufrufe = []
        self.fehler = None

    def werkzeuge(self):
        def lagerbestand(artikel):
            self.aufrufe.append(("lagerbestand", artikel))
            return f"{artikel}: 120 Stück im Lager Nord"

        def wetter(stadt):
            self.aufrufe.append(("wetter", stadt))
            return {**WETTER, "stadt": stadt}

        def kaputt(bereich):
            self.aufrufe.append(("kaputt", bereich))
            self.fehler = RuntimeError(KAPUTT)
            raise self.fehler

        return {"lagerbestand": lagerbestand, "wetter": wetter, "kaputt": kaputt}


@dataclass(frozen=True)
class Szenario:
    """Ein Lauf: das Skript des Modells und weitere Argumente für agent_openai."""

    titel: str
    antworten: tuple
    optionen: dict = field(default_factory=dict)

    @property
    def endantwort(self):
        """Der Text der letzten Antwort, wenn sie eine Endantwort ist, sonst None."""
        letzte = self.antworten[-1]
        return letzte if isinstance(letzte, str) else None

    def laufe(self, funktion, locker_bis=None):
        """Ruft ``funktion(modell, FRAGE, werkzeuge, **optionen)`` mit frischem Modell auf."""
        if locker_bis:
            modell = LockeresModell(self.antworten, locker_bis)
        else:
            modell = Protokollmodell(self.antworten)
        werkstatt = Werkstatt()
        try:
            ergebnis = rufe(funktion, modell, FRAGE, werkstatt.werkzeuge(), **self.optionen)
        except _Genug:
            ergebnis = None
        return Lauf(self, ergebnis, modell, werkstatt)


@dataclass
class Lauf:
    """Was ein Lauf ergab: Aufruf (``None`` bei Überlauf des lockeren Modells), Modell, Tools."""

    szenario: Szenario
    aufruf: object
    modell: object
    werkstatt: Werkstatt


SOFORT = Szenario("Endantwort sofort", ("Die Schraube M4 ist lieferbar.",))
EIN_TOOL = Szenario("ein Tool, dann Endantwort", ([LAGER], "Lieferbar: 120 Stück."))
PARALLEL = Szenario("zwei Aufrufe parallel", ([LAGER, MUTTER], "Beides ist da."))
NACHEINANDER = Szenario(
    "zwei Tools nacheinander", ([LAGER], [PARIS], "Lieferbar, und in Paris ist es sonnig.")
)
DICT = Szenario("ein Tool gibt ein dict zurück", ([PARIS], "In Paris ist es sonnig."))
FEHLER = Szenario("ein Tool wirft eine Exception", ([DEFEKT], "Die Datenbank ist nicht da."))
NIE_FERTIG = Szenario("Modell wird nie fertig, max_schritte=3", ([LAGER],), {"max_schritte": 3})
NIE_FERTIG_STANDARD = Szenario("Modell wird nie fertig, ohne max_schritte (Standard 5)", ([LAGER],))
