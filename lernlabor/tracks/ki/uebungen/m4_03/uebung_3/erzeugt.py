"""Erzeugte Szenarien von Übung 3 für den Vergleich mit der Musterlösung.

Ein Skript hat 0 bis 3 Runden mit je 1 bis 3 parallelen Tool-Wünschen, gezogen aus: einem Tool
mit Text (Umlaute, Emoji), einem mit dict, einem, das wirft, einem unbekannten Tool, kaputtem
JSON und JSON mit ``true``. Danach kommt eine Endantwort, oder das Modell wird nie fertig
(``max_schritte`` 0 bis 3 oder Standard). Festgehalten wird jeder Verlauf, den die Schleife
schickt, und die Tool-Aufrufe davor.

Offen lässt die Aufgabe: die Reihenfolge paralleler tool-Nachrichten und Tool-Aufrufe, ob ein
Erfolg als nacktes Ergebnis oder im Schema aus Übung 1 zurückgeht, den Wortlaut des
Fehlertexts (er muss nur den Text der Exception enthalten), ob ``json.dumps`` Umlaute
maskiert, und ob die nachgebaute assistant-Nachricht ``"content": None`` trägt. All das wird
vor dem Vergleich gleich gemacht.
"""

import json

from lernlabor.pruefen import Eintragsart, Fall
from lernlabor.tracks.ki import aufruf

from .szenarien import LockeresModell, _Genug

VERLAUF = Eintragsart("der Verlauf an das Modell", "messages")
TOOLS = "die Liste der Tool-Aufrufe vor diesem Modellaufruf"
# So beginnt der Text, wenn ast.literal_eval an JSON wie true oder null scheitert.
LITERAL_EVAL = "malformed node"
LITERAL_EVAL_MARKE = "<literal_eval statt json.loads>"  # im Vergleich statt des Fehlertexts
SCHEMA = {"status", "data", "error"}
GRENZE = 12  # Modellaufrufe; danach gilt die Schleife als endlos


def _werkzeuge(offen):
    """Tools, die jeden Aufruf in ``offen`` vermerken; ``kaputt`` wirft mit eigenem Text."""

    def lagerbestand(artikel):
        offen.append(("lagerbestand", artikel))
        return f"{artikel}: 120 Stück"

    def wetter(stadt, genau=False):
        offen.append(("wetter", stadt, genau))
        return {"stadt": stadt, "grad": 18, "genau": genau}

    def kaputt(bereich):
        offen.append(("kaputt", bereich))
        raise RuntimeError(f"Datenbank {bereich} nicht erreichbar")

    return {"lagerbestand": lagerbestand, "wetter": wetter, "kaputt": kaputt}


def _wunsch(zufall, id_, art=None):
    text = zufall.text(zufall.ganzzahl(1, 6))
    art = zufall.randint(0, 6) if art is None else art
    if art == 0:
        return aufruf(id_, "wetter", stadt=text)
    if art == 1:
        return aufruf(id_, "kaputt", bereich=text)
    if art == 2:
        return aufruf(id_, "zauberstab", spruch=text)
    if art == 3:
        return {"id": id_, "type": "function", "function": {"name": "wetter", "arguments": "{"}}
    if art == 4:
        argumente = '{"stadt": "Köln", "genau": true}'
        return {
            "id": id_,
            "type": "function",
            "function": {"name": "wetter", "arguments": argumente},
        }
    return aufruf(id_, "lagerbestand", artikel=text)


def _content(text, fehler):
    """Ein content als Vergleichswert: geparst; Erfolg ohne Schema-Hülle; Fehlertext als Marke."""
    try:
        daten = json.loads(text)
    except (TypeError, ValueError):
        return text
    if isinstance(daten, dict) and set(daten) == SCHEMA and daten["status"] == "ok":
        if daten["error"] is None:
            return daten["data"]
    if isinstance(daten, dict) and set(daten) == SCHEMA and isinstance(daten["error"], str):
        enthalten = [f for f in fehler if f in daten["error"]]
        marke = f"<Text mit „{enthalten[0]}“>" if enthalten else "<ein Fehlertext>"
        if LITERAL_EVAL in daten["error"]:
            marke = LITERAL_EVAL_MARKE
        if daten["status"] == "error" and daten["data"] is None:
            return f"status error, {marke}"
        return {**daten, "error": marke}
    return daten


def _normal(messages, fehler):
    """Der Verlauf ohne das, was die Aufgabe offenlässt (siehe Modul-Docstring)."""
    if not isinstance(messages, list):
        return messages
    aus = []
    for n in messages:
        if isinstance(n, dict) and n.get("role") == "assistant" and n.get("tool_calls"):
            n = {k: v for k, v in n.items() if k in ("role", "tool_calls")}
        elif isinstance(n, dict) and n.get("role") == "tool":
            n = {**n, "content": _content(n.get("content"), fehler)}
        aus.append(n)
    # Parallele tool-Nachrichten: Reihenfolge egal, nach tool_call_id sortiert.
    i = 0
    while i < len(aus):
        j = i
        while j < len(aus) and isinstance(aus[j], dict) and aus[j].get("role") == "tool":
            j += 1
        aus[i:j] = sorted(aus[i:j], key=lambda n: repr(n.get("tool_call_id")))
        i = max(j, i + 1)
    return aus


class _Modell(LockeresModell):
    """Das lockere Modell, das jeden Verlauf und die Tool-Aufrufe davor ins Protokoll schreibt."""

    def __init__(self, antworten, protokoll, offen, fehler):
        super().__init__(antworten, GRENZE)
        self.protokoll, self.offen, self.fehler = protokoll, offen, fehler

    def __call__(self, messages):
        self.protokoll.notiere(VERLAUF, _normal(messages, self.fehler))
        self.protokoll.notiere(TOOLS, sorted(self.offen, key=repr))
        self.offen.clear()
        return super().__call__(messages)


def _szenario(zufall, nummer, arten=None):
    """Ein Szenario; ``arten`` legt die Wünsche einer einzigen Runde fest (von Hand gewählt)."""
    runden, fehler = [], []
    if arten is not None:
        runden = [[_wunsch(zufall, f"call_{nummer}0{i}", art) for i, art in enumerate(arten)]]
    for runde in range(0 if arten is not None else zufall.choice((0, 1, 1, 2, 3))):
        anzahl = zufall.randint(1, 3)
        runden.append([_wunsch(zufall, f"call_{nummer}{runde}{i}") for i in range(anzahl)])
    for wuensche in runden:
        for w in wuensche:
            if w["function"]["name"] == "kaputt":
                fehler.append(f"Datenbank {json.loads(w['function']['arguments'])['bereich']}")
    optionen = {}
    if zufall.random() < 0.3:
        optionen["max_schritte"] = zufall.choice((0, 1, 2, 3))
    nie_fertig = runden and arten is None and zufall.random() < 0.3
    skript = tuple(runden) if nie_fertig else (*runden, f"Fertig: {zufall.text(5)}")
    namen = " | ".join(", ".join(w["function"]["name"] for w in r) for r in runden) or "keine"
    beschreibung = (
        f"Runden mit Tool-Wünschen [{namen}], "
        f"{'Modell wird nie fertig' if nie_fertig else 'dann Endantwort'}"
        + "".join(f", {k}={v}" for k, v in optionen.items())
    )

    def lauf(funktion, protokoll):
        offen = []
        modell = _Modell(skript, protokoll, offen, fehler)
        try:
            wert = funktion(modell, "Ist die Schraube M4 lieferbar?", _werkzeuge(offen), **optionen)
        except _Genug:
            wert = f"<mehr als {GRENZE} Modellaufrufe>"
        protokoll.notiere(TOOLS, sorted(offen, key=repr))
        return wert

    return Fall(beschreibung, lauf, len(skript) * 100 + len(beschreibung))


def faelle(zufall):
    """Zwei Szenarien von Hand (true in JSON, werfendes und unbekanntes Tool, kaputtes JSON)
    und drei erzeugte: mehr kostet im Browser spürbar Zeit."""
    return [_szenario(zufall, 9, (4, 1, 2)), _szenario(zufall, 8, (3,))] + [
        _szenario(zufall, n) for n in range(3)
    ]
