"""Der Vertrag von Übung 3: zwei Tools für den Buchladen und zwei Funktionen fürs Protokoll.

Die Verläufe für ``schrittfolge`` und ``abbruchgrund`` baut die echte Schleife (``lauf_agent``)
aus einem gezogenen Skript: leere Antworten, Text nach dem Tool-Wunsch, doppelte und
parallele Wünsche, Namen mit Umlauten und großen Buchstaben, falsche Ergebnisse (``0``,
``""``, ``None``), Fehler, unbekannte Tools, ``max_schritte`` 0 und ein Budget, das genau im
letzten erlaubten Schritt greift; die Schlüssel jedes dicts in beliebiger Reihenfolge.
"""

import copy
import re

from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    EINGABEN,
    RUECKGABE,
    TYP,
    UNGUELTIG,
    Funktion,
    Parameter,
    Regel,
    Vertrag,
)
from lernlabor.tracks.ki import KATALOG, KURSE, lauf_agent

SUCHE, KURS, FOLGE, GRUND = "suche_buch", "wechselkurs", "schrittfolge", "abbruchgrund"

# Was „ohne Rücksicht auf Groß und klein“ heißen darf; wo die Formen (und re.IGNORECASE)
# verschiedene Bücher finden (ß gegen SS, ı gegen i, Leerraum am Rand), lässt die Aufgabe es
# offen, und kein Fall fragt es.
FORMEN = (str.lower, str.casefold, str.upper, lambda s: s.strip().lower())


def _erster(stichwort, form):
    titel = [form(b["titel"]) for b in KATALOG]
    return next((i for i, t in enumerate(titel) if form(stichwort) in t), None)


def _eindeutig(stichwort):
    muster = re.compile(re.escape(stichwort), re.IGNORECASE)
    mit_re = next((i for i, b in enumerate(KATALOG) if muster.search(b["titel"])), None)
    treffer = {_erster(stichwort, f) for f in FORMEN} | {mit_re}
    return stichwort.strip() != "" and len(treffer) == 1


class Stichwort:
    """Stücke der Titel in jeder Schreibweise und fremde Texte; gültig ist, was ein Titel
    enthält (sonst verlangt Regel 2 einen ``ValueError``)."""

    ungueltige = True

    def gueltig(self, wert):
        return type(wert) is str and _erster(wert, str.lower) is not None

    def raender(self):
        return ["Python", "tee-atlas", "ISTANBUL", "zu Fuß", "Rust", "Kochbuch für Katzen", "🙂"]

    def strategie(self, st):
        titel = [b["titel"] for b in KATALOG]
        stueck = st.tuples(st.sampled_from(titel), st.integers(0, 30), st.integers(1, 6)).map(
            lambda t: t[0][t[1] % len(t[0]) :][: t[2]]
        )
        gemischt = st.tuples(stueck, st.lists(st.booleans(), min_size=6, max_size=6)).map(
            lambda t: "".join(
                z.upper() if gross else z.lower() for z, gross in zip(t[0], t[1], strict=False)
            )
        )
        fremd = st.text(alphabet="aäoöuüßeEİıPyTkK -🙂", min_size=1, max_size=6)
        return st.one_of(st.sampled_from(self.raender()), gemischt, fremd).filter(_eindeutig)


class Waehrung:
    """Die Schlüssel von ``KURSE`` und andere Texte (``EUR`` steht im Katalog, hat aber keinen
    Kurs); ``"usd"`` oder ``" USD"`` zieht die Suche nie, denn die Aufgabe lässt sie offen."""

    ungueltige = True

    def gueltig(self, wert):
        return type(wert) is str and wert in KURSE

    def raender(self):
        return [*KURSE, "EUR", "JPY", "XYZ", "", "Ä"]

    def strategie(self, st):
        eigene = {k.strip().casefold() for k in KURSE}
        fremd = st.text(alphabet="ABCDEGJPRSTUYZaäÄ ", max_size=4)
        return st.one_of(st.sampled_from(self.raender()), fremd).filter(
            lambda w: w in KURSE or w.strip().casefold() not in eigene
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
        content = []
        for nummer, (art, wert) in enumerate(bloecke):
            if art == "text":
                content.append({"type": "text", "text": wert})
            else:
                eingabe = copy.deepcopy(TOOLS[wert][0])
                content.append(
                    {"type": "tool_use", "id": f"toolu_{self.aufrufe}_{nummer}", "name": wert,
                     "input": eingabe}
                )  # fmt: skip
        return {"content": content, "usage": {"input_tokens": 0, "output_tokens": 1}}


def _werkzeug(name):
    def werkzeug(**_):
        ergebnis = TOOLS[name][1]
        if isinstance(ergebnis, Exception):
            raise ergebnis
        return copy.deepcopy(ergebnis)

    return werkzeug


def _umgedreht(wert):
    if isinstance(wert, dict):
        return {k: _umgedreht(wert[k]) for k in reversed(list(wert))}
    if isinstance(wert, list):
        return [_umgedreht(w) for w in wert]
    return wert


def verlauf(antworten, max_schritte=5, budget=None, als_bloecke=False, umgedreht=False):
    """Der Verlauf, den ``lauf_agent`` mit diesen Antworten hinterlässt; ``budget`` ist der
    Schritt, in dem das Token-Budget überschritten ist (1 Token je Schritt)."""
    frage = [{"type": "text", "text": FRAGE}] if als_bloecke else FRAGE
    werkzeuge = {n: _werkzeug(n) for n in TOOLS if n != "lager"}
    grenze = None if budget is None else budget - 1
    messages = lauf_agent(_Skript(antworten), frage, werkzeuge, max_schritte, grenze)["messages"]
    return _umgedreht(messages) if umgedreht else messages


def _tool(name):
    return ("tool", name)


def _text(text="18,50 Euro."):
    return ("text", text)


def _bloecke(content):
    return "[" + ", ".join(_block(b) for b in content) + "]"


def _block(b):
    if b["type"] == "tool_use":
        return f"tool_use {b['name']!r} (id {b['id']!r}, input {b['input']!r})"
    if b["type"] == "tool_result":
        fehler = ", is_error" if b.get("is_error") else ""
        inhalt = b["content"] if len(b["content"]) <= 30 else b["content"][:29] + "…"
        return f"tool_result zu {b['tool_use_id']!r}{fehler}: {inhalt!r}"
    return f"text {b['text']!r}"


class Verlauf:
    """Verläufe, wie ``lauf_agent`` sie hinterlässt, mit allen drei Enden."""

    veraenderlich = True  # die Funktion könnte ihn ändern: Regel 7 vergleicht ihn danach

    def gueltig(self, wert):
        return (
            type(wert) is list
            and len(wert) > 0
            and all(type(n) is dict and n.get("role") in ("user", "assistant") for n in wert)
        )

    def zeige(self, messages):
        """Ein Verlauf für Meldungen: je Nachricht die Rolle und ihre Blöcke, lesbar."""
        teile = [
            f"{n['role']} "
            + (repr(n["content"]) if isinstance(n["content"], str) else _bloecke(n["content"]))
            for n in messages
        ]
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
        block = st.one_of(
            st.sampled_from(TEXTE).map(_text), st.sampled_from(list(TOOLS)).map(_tool)
        )
        antworten = st.lists(st.lists(block, max_size=3), min_size=1, max_size=4)
        return st.builds(
            verlauf,
            antworten,
            max_schritte=st.integers(-1, 5),
            budget=st.none() | st.integers(1, 5),
            als_bloecke=st.booleans(),
            umgedreht=st.booleans(),
        )


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
            wann=lambda a: Stichwort().gueltig(a["stichwort"]),
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
            prueft=(RUECKGABE, TYP, AUSNAHME),
            funktion=KURS,
            wann=lambda a: a["waehrung"] in KURSE,
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
