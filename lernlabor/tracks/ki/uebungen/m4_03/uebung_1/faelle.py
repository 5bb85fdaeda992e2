"""Die Fälle von Übung 1: Tools mit Zähler und Tool-Wünsche in beiden Formaten.

Jeder Fall sagt, welches Ergebnis-Schema er erwartet. ``status`` und ``data`` stehen fest;
``error`` ist entweder fest (der Text der Exception bei ``not_found``) oder muss den Namen des
Tools nennen (bei ``error``), denn dort formulieren die Lernenden selbst.
"""

import json
from dataclasses import dataclass

WETTER = {"stadt": "Paris", "grad": 18, "himmel": "sonnig"}
BESTAND = {"Schraube M4": 120, "Mutter M4": 80}
KAPUTT = "Datenbank nicht erreichbar"


class Werkstatt:
    """Frische Tools für einen Lauf; ``aufrufe`` hält fest, was wirklich lief."""

    def __init__(self):
        self.aufrufe = []
        self.ausnahmen = []

    def _wirf(self, ausnahme):
        self.ausnahmen.append(ausnahme)
        raise ausnahme

    def werkzeuge(self):
        def wetter(stadt, genau=False):
            self.aufrufe.append("wetter")
            return {**WETTER, "stadt": stadt}

        def lagerbestand(artikel):
            self.aufrufe.append("lagerbestand")
            if artikel not in BESTAND:
                self._wirf(KeyError(artikel))
            return BESTAND[artikel]

        def suche_kunde(name):
            self.aufrufe.append("suche_kunde")
            self._wirf(LookupError(f"Kein Kunde namens {name}"))

        def kaputt():
            self.aufrufe.append("kaputt")
            self._wirf(RuntimeError(KAPUTT))

        return {f.__name__: f for f in (wetter, lagerbestand, suche_kunde, kaputt)}


@dataclass(frozen=True)
class Fall:
    """Ein Tool-Wunsch mit dem Ergebnis, das zurückkommen muss."""

    id: str
    name: str
    args: dict
    status: str
    data: object = None
    error: str | None = None  # bei not_found der genaue Text, sonst None
    arguments: str | None = None  # ein kaputter JSON-String statt json.dumps(args)
    warum: str = ""  # für Meldungen: was diesen Fall ausmacht

    def openai(self):
        """Der Aufruf in der Form der Chat Completions API."""
        arguments = self.arguments if self.arguments is not None else json.dumps(self.args)
        funktion = {"name": self.name, "arguments": arguments}
        return {"id": self.id, "type": "function", "function": funktion}

    def anthropic(self):
        """Derselbe Wunsch als tool_use-Block der Messages API."""
        return {"type": "tool_use", "id": self.id, "name": self.name, "input": dict(self.args)}

    def schema(self):
        """Das erwartete Ergebnis (bei error ohne den frei formulierten Text)."""
        return {"status": self.status, "data": self.data, "error": self.error}


def ok(id_, name, data, **args):
    return Fall(id_, name, args, "ok", data=data, warum="Das Tool liefert einen Wert")


PARIS = ok("call_1", "wetter", WETTER, stadt="Paris")
SCHRAUBE = ok("call_a", "lagerbestand", 120, artikel="Schraube M4")
KASSEL = ok("call_b", "wetter", {**WETTER, "stadt": "Kassel"}, stadt="Kassel")
MUTTER = ok("call_c", "lagerbestand", 80, artikel="Mutter M4")
ZAHNRAD = Fall(
    "call_d",
    "lagerbestand",
    {"artikel": "Zahnrad"},
    "not_found",
    error=str(KeyError("Zahnrad")),
    warum="Das Tool wirft KeyError('Zahnrad')",
)
MEIER = Fall(
    "call_e",
    "suche_kunde",
    {"name": "Meier"},
    "not_found",
    error="Kein Kunde namens Meier",
    warum="Das Tool wirft LookupError",
)
DEFEKT = Fall("call_f", "kaputt", {}, "error", warum=f"Das Tool wirft RuntimeError('{KAPUTT}')")
UNBEKANNT = Fall(
    "call_g", "zauberstab", {"spruch": "Liefere!"}, "error", warum="Das Tool gibt es nicht"
)
KAPUTTES_JSON = Fall(
    "call_h",
    "wetter",
    {"stadt": "Paris"},
    "error",
    arguments='{"stadt": "Paris"',
    warum="Der arguments-String ist kein gültiges JSON",
)

PYTHON_DICT = Fall(
    "call_i",
    "wetter",
    {"stadt": "Paris"},
    "error",
    arguments="{'stadt': 'Paris'}",
    warum="Der arguments-String ist ein Python-dict, kein JSON (einfache Anführungszeichen)",
)
JSON_TRUE = Fall(
    "call_j",
    "wetter",
    {"stadt": "Lyon", "genau": True},
    "ok",
    data={**WETTER, "stadt": "Lyon"},
    arguments='{"stadt": "Lyon", "genau": true}',
    warum="Der arguments-String ist gültiges JSON mit true",
)


def assistant(*faelle):
    """Die assistant-Nachricht (OpenAI) mit den Aufrufen dieser Fälle."""
    return {"role": "assistant", "content": None, "tool_calls": [f.openai() for f in faelle]}


def bloecke(*faelle, text=None):
    """Der content einer Antwort (Anthropic): wahlweise ein Textblock, dann die Wünsche."""
    davor = [{"type": "text", "text": text}] if text else []
    return davor + [f.anthropic() for f in faelle]
