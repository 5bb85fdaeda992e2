"""Der Vertrag von Übung 3: zwei Tools für den Buchladen und zwei Funktionen fürs Protokoll.

Die Verläufe für ``schrittfolge`` und ``abbruchgrund`` baut die echte Schleife (``lauf_agent``)
aus einem gezogenen Skript: leere Antworten, Text nach dem Tool-Wunsch, doppelte und
parallele Wünsche, Namen mit Umlauten und großen Buchstaben, falsche Ergebnisse (``0``,
``""``, ``None``), Fehler, unbekannte Tools, ``max_schritte`` 0 und ein Budget, das genau im
letzten erlaubten Schritt greift; die Schlüssel jedes dicts in beliebiger Reihenfolge.
"""

import json
import re

from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    EINGABEN,
    RUECKGABE,
    UNGUELTIG,
    Funktion,
    Parameter,
    Regel,
    Vertrag,
)
from lernlabor.tracks.ki import KATALOG, KURSE, lauf_agent

SUCHE, KURS, FOLGE, GRUND = "suche_buch", "wechselkurs", "schrittfolge", "abbruchgrund"
TITEL = [b["titel"] for b in KATALOG]

# Wie „ohne Rücksicht auf Groß und klein“ gelesen werden darf. Wo die Lesarten verschiedene
# Bücher finden (ß gegen SS, ı gegen i, Leerraum am Rand), lässt die Aufgabe es offen, und
# kein Fall fragt es.
LESARTEN = (
    lambda s, t: s.lower() in t.lower(),
    lambda s, t: s.casefold() in t.casefold(),
    lambda s, t: s.upper() in t.upper(),
    lambda s, t: s.strip().lower() in t.lower(),
    lambda s, t: re.search(re.escape(s), t, re.IGNORECASE),
)


def _erster(stichwort, lesart=LESARTEN[0]):
    return next((i for i, t in enumerate(TITEL) if lesart(stichwort, t)), None)


def _eindeutig(stichwort):
    return stichwort.strip() != "" and len({_erster(stichwort, le) for le in LESARTEN}) == 1


class Stichwort:
    """Stücke der Titel in jeder Schreibweise und fremde Texte; gültig ist, was ein Titel
    enthält (sonst verlangt Regel 2 einen ``ValueError``)."""

    ungueltige = True

    def gueltig(self, wert):
        return type(wert) is str and _erster(wert) is not None

    def raender(self):
        return ["Python", "tee-atlas", "ISTANBUL", "zu Fuß", "Rust", "Kochbuch für Katzen", "🙂"]

    def strategie(self, st):
        titel = st.sampled_from([f(t) for t in TITEL for f in (str, str.upper, str.swapcase)])
        stueck = st.builds(
            lambda t, a, n: t[a : a + n], titel, st.integers(0, 20), st.integers(1, 6)
        )
        fremd = st.text(alphabet="aäoöuüßeEİıPyTkK -🙂", min_size=1, max_size=6)
        return st.one_of(st.sampled_from(self.raender()), stueck, fremd).filter(_eindeutig)


class Waehrung:
    """Die Schlüssel von ``KURSE`` und andere Texte (``EUR`` steht im Katalog, hat aber keinen
    Kurs); ``"usd"`` oder ``" USD"`` zieht die Suche nie, denn die Aufgabe lässt sie offen."""

    ungueltige = True

    def gueltig(self, wert):
        return type(wert) is str and wert in KURSE

    def raender(self):
        return [*KURSE, "EUR", "JPY", "XYZ", "", "Ä"]

    def strategie(self, st):
        fremd = st.text(alphabet="ABCDEGJPRSTUYZaäÄ ", max_size=4)
        return st.one_of(st.sampled_from(self.raender()), fremd).filter(
            lambda w: w in KURSE or w.strip().upper() not in KURSE
        )


# --- Verläufe ------------------------------------------------------------------------------

FRAGE = "Was kostet das Buch zu ‘Tee’ in Euro?"
# Name → (input, Ergebnis): falsche Werte, ein Fehler, eins ohne input; „lager“ gibt es nicht.
TOOLS = {
    "suche_buch": ({"stichwort": "Tee"}, KATALOG[3]),
    "wechselkurs": ({"waehrung": "GBP"}, 0),
    "Suche_Buch": ({"stichwort": "tee"}, ""),
    "größe_prüfen": ({"titel": "Tokio zu Fuß"}, ValueError("zu groß")),
    "uhrzeit": ({}, None),
    "lager": ({"titel": "Der Tee-Atlas"}, []),
}
TEXTE = ("Einen Moment.", "18,50 Euro.", "")


class _Skript:
    """Ein Modell, das feste Antworten gibt (die letzte wiederholt) und je Aufruf 1 Token
    zählt; die ids vergibt es selbst, jede nur einmal."""

    def __init__(self, antworten):
        self.antworten, self.aufrufe = antworten, 0

    def __call__(self, messages):
        self.aufrufe += 1
        bloecke = self.antworten[min(self.aufrufe, len(self.antworten)) - 1]
        content = [
            {"type": "text", "text": wert}
            if art == "text"
            else {"type": "tool_use", "id": f"toolu_{self.aufrufe}_{nummer}", "name": wert,
                  "input": dict(TOOLS[wert][0])}
            for nummer, (art, wert) in enumerate(bloecke)
        ]  # fmt: skip
        return {"content": content, "usage": {"input_tokens": 0, "output_tokens": 1}}


def _werkzeug(name):
    def werkzeug(**_):
        if isinstance(TOOLS[name][1], Exception):
            raise TOOLS[name][1]
        return TOOLS[name][1]  # die Schleife macht einen JSON-Text daraus

    return werkzeug


def verlauf(antworten, max_schritte=5, budget=None, als_bloecke=False, umgedreht=False):
    """Der Verlauf, den ``lauf_agent`` mit diesen Antworten hinterlässt; ``budget`` ist der
    Schritt, in dem das Token-Budget überschritten ist (1 Token je Schritt)."""
    frage = [{"type": "text", "text": FRAGE}] if als_bloecke else FRAGE
    werkzeuge = {n: _werkzeug(n) for n in TOOLS if n != "lager"}
    grenze = None if budget is None else budget - 1
    messages = lauf_agent(_Skript(antworten), frage, werkzeuge, max_schritte, grenze)["messages"]
    if umgedreht:  # die Schlüssel jedes dicts in umgekehrter Reihenfolge
        return json.loads(json.dumps(messages), object_pairs_hook=lambda p: dict(reversed(p)))
    return messages


def _tool(name):
    return ("tool", name)


def _text(text="18,50 Euro."):
    return ("text", text)


def _lesbar(teil):
    """Inhalt oder Block einer Nachricht für Meldungen: Art, Name, id, Inhalt (gekürzt)."""
    if isinstance(teil, str):
        return repr(teil)
    if isinstance(teil, list):
        return "[" + ", ".join(map(_lesbar, teil)) + "]"
    if teil["type"] == "tool_use":
        return f"tool_use {teil['name']!r} (id {teil['id']!r}, input {teil['input']!r})"
    if teil["type"] == "tool_result":
        fehler = ", is_error" if teil.get("is_error") else ""
        inhalt = teil["content"] if len(teil["content"]) <= 30 else teil["content"][:29] + "…"
        return f"tool_result zu {teil['tool_use_id']!r}{fehler}: {inhalt!r}"
    return f"text {teil['text']!r}"


class Verlauf:
    """Verläufe, wie ``lauf_agent`` sie hinterlässt, mit allen drei Enden."""

    veraenderlich = True  # die Funktion könnte ihn ändern: Regel 7 vergleicht ihn danach

    def gueltig(self, wert):
        return type(wert) is list and len(wert) > 0

    def zeige(self, messages):
        """Ein Verlauf für Meldungen: je Nachricht die Rolle und ihre Blöcke, lesbar."""
        teile = [f"{n['role']} {_lesbar(n['content'])}" for n in messages]
        umgedreht = any(list(n)[0] != "role" for n in messages)
        hinweis = " (die Schlüssel jedes dicts in umgekehrter Reihenfolge)" if umgedreht else ""
        return "[" + ", ".join(teile) + "]" + hinweis

    def raender(self):
        suche, kurs = _tool("suche_buch"), _tool("wechselkurs")
        return [
            verlauf([[_text()]], max_schritte=0),
            verlauf([[_text()]]),
            verlauf([[suche], [_text()]]),
            verlauf([[suche]], budget=1),
            verlauf([[suche]], max_schritte=1),
            verlauf([[]]),
            verlauf([[suche], [kurs, _text("Einen Moment.")]], max_schritte=2, budget=2),
            verlauf([[suche, suche], [kurs], [suche], [_text()]]),
            verlauf([[_tool("Suche_Buch"), _tool("größe_prüfen")], [_tool("lager")], [_text()]]),
            verlauf([[_tool("uhrzeit"), _text("")], [_text("")]]),
            verlauf([[_text()]], max_schritte=0, als_bloecke=True),
            verlauf([[suche], [_text()]], als_bloecke=True),
            verlauf([[suche], [kurs], [_text()]], umgedreht=True),
            verlauf([[suche, kurs]], max_schritte=2, budget=3, umgedreht=True),
            verlauf([[suche], [suche], [suche], [suche], [kurs]], budget=5),
        ]

    def strategie(self, st):
        block = st.sampled_from([*map(_text, TEXTE), *map(_tool, TOOLS)])
        antworten = st.lists(st.lists(block, max_size=3), min_size=1, max_size=4)
        budget = st.none() | st.integers(1, 5)  # der Schritt, in dem es greift
        schalter = st.booleans()  # als_bloecke, umgedreht
        return st.builds(verlauf, antworten, st.integers(-1, 5), budget, schalter, schalter)


# --- Der Vertrag ----------------------------------------------------------------------------

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(SUCHE, (Parameter("stichwort", Stichwort()),)),
        Funktion(KURS, (Parameter("waehrung", Waehrung()),)),
        Funktion(FOLGE, (Parameter("messages", Verlauf()),)),
        Funktion(GRUND, (Parameter("messages", Verlauf()),)),
    ),
    regeln=(
        Regel(
            1,
            "`suche_buch(stichwort)` gibt den ersten Eintrag aus `KATALOG` zurück (das dict mit "
            "`titel`, `preis`, `waehrung`), dessen `titel` das Stichwort enthält. Groß- und "
            "Kleinschreibung zählen dabei nicht.",
            prueft=(RUECKGABE, AUSNAHME),  # auch: eine Ausnahme, wo es einen Treffer gibt
            funktion=SUCHE,
        ),
        Regel(
            2,
            "Enthält kein Titel das Stichwort, wirft `suche_buch` einen `ValueError` (oder eine "
            "Unterklasse davon).",
            prueft=(AUSNAHME,),
            funktion=SUCHE,
            wann=UNGUELTIG,
        ),
        Regel(
            3,
            "`wechselkurs(waehrung)` gibt `KURSE[waehrung]` zurück, die Zahl selbst.",
            prueft=(RUECKGABE, AUSNAHME),  # ein anderer Typ ist eine andere Rückgabe
            funktion=KURS,
        ),
        Regel(
            4,
            "Steht die Währung nicht in `KURSE`, wirft `wechselkurs` einen `ValueError` (oder "
            "eine Unterklasse davon), keinen `KeyError`.",
            prueft=(AUSNAHME,),
            funktion=KURS,
            wann=UNGUELTIG,
        ),
        Regel(
            5,
            "`schrittfolge(messages)` gibt die Namen aus allen `tool_use`-Blöcken der "
            "`assistant`-Nachrichten als Liste zurück, in der Reihenfolge des Verlaufs und so "
            "geschrieben, wie sie dort stehen. Jeder Tool-Wunsch zählt: auch ein doppelter, "
            "einer mit Fehler, ein unbekanntes Tool und der letzte Wunsch, den das Budget nicht "
            "mehr ausführen ließ.",
            funktion=FOLGE,
        ),
        Regel(
            6,
            '`abbruchgrund(messages)` gibt `"fertig"` zurück, wenn die letzte Nachricht vom '
            'Modell kommt und keinen `tool_use`-Block enthält, `"budget"`, wenn sie vom Modell '
            'kommt und einen enthält, und `"max_schritte"`, wenn sie eine `user`-Nachricht ist '
            "(bei `max_schritte=0` ist das die Frage selbst).",
            funktion=GRUND,
        ),
        Regel(
            7,
            "`schrittfolge` und `abbruchgrund` lassen den Verlauf unverändert.",
            prueft=(EINGABEN,),
        ),
    ),
    frei=(
        "der Text einer Ausnahme",
        "ob `suche_buch` den Eintrag selbst oder eine Kopie zurückgibt",
        "ob „SS“ im Stichwort ein „ß“ im Titel findet oder „ı“ ein „i“ (`lower()`, `casefold()` "
        "und `re.IGNORECASE` sind alle richtig)",
        "ob Leerzeichen am Rand des Stichworts zählen",
        "was ein leeres Stichwort ergibt (der erste Eintrag oder ein `ValueError`)",
        'ob `wechselkurs` auch `"usd"` oder `" USD"` kennt',
    ),
)
