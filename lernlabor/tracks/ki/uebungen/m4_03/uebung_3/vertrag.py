"""Der Vertrag von Übung 3: ``agent_openai``, die reparierte Schleife der Quelle.

Ein Fall ist ein Drehbuch (die Parameter von ``AGENT``). ``lager`` nimmt jedes Argument an
(auch keins): So fällt auf, wer bei kaputtem JSON trotzdem ein Tool aufruft. Die Art eines
Ereignisses hängt nur am Drehbuch und nennt die Regel; was frei ist (``FREI``), wird vor dem
Vergleich gleich gemacht.
"""

import functools
import inspect
import json
import re
import unicodedata
from contextlib import suppress
from itertools import groupby

from lernlabor.pruefen.attrappen import attrappe, zeige_aufruf
from lernlabor.pruefen.bereiche import Fehlerklasse, Json, Wahl, bereich
from lernlabor.pruefen.netz import kopie
from lernlabor.pruefen.pruefhilfen import kurz
from lernlabor.pruefen.vertrag import EREIGNISSE, RUECKGABE, Funktion, Parameter, Vertrag
from lernlabor.tracks.ki import _ZuVieleAufrufe
from lernlabor.tracks.ki.simulator.basis import ERSTELLT, MODELLNAME

from ..gemeinsam import (
    FAST,
    KEIN_JSON,
    KLAMMERN,
    LANGER_TEXT,
    NICHT_OBJEKT,
    SCHEMA,
    lies,
    ohne_tool,
    regel,
    zeige_lang,
    zeige_text,
)

AUFGABE = " Ist die Schraube M4 lieferbar?\n"  # Leerraum bleibt (Regel 1)
# Auch eine leere Aufgabe und eine mit „é“ aus e und Akzent (zwei Zeichen) bleiben, wie sie sind:
# kein Ersatztext, keine Normalisierung (Regel 1).
# Drei gewöhnliche zuerst, länger als die erste (Fälle mit ihr stehen vorn, faelle.reihung): Die
# Paare der Stichprobe nehmen die ersten drei Ränder, die Randfälle nur je einen Parameter.
AUFGABEN = (
    AUFGABE,
    "Ist die Mutter M4 auch lieferbar, und ab wann?",
    "Welche Schrauben M4 hast du heute auf Lager, und wie viele?",
    "",
    "Cafe\u0301 oder Tee?",
)
GRENZE = 12  # Modellaufrufe; danach gilt die Schleife als endlos
VORGABE = 5  # max_schritte, wenn der Aufruf es weglässt
NIE = "nie fertig"  # die Endantwort eines Modells, das nie fertig wird
VORN_GEAENDERT = "vorn anders als beim vorigen Aufruf"
SCHON_VOLL = "steht beim ersten Modellaufruf mehr als die Frage"
# LookupError, Unterklassen, Geschwister und Klassen ganz woanders im Baum; nur für LookupError
# erlaubt Regel 5 auch "not_found". FileNotFoundError klingt nach „nicht gefunden“, ist aber keiner.
FEHLER = (
    *Fehlerklasse(LookupError).raender(),
    *(ZeroDivisionError, RuntimeError, TypeError, FileNotFoundError, OSError),
    *(PermissionError, TimeoutError, ConnectionError),  # auch OSError, kein "not_found"
    *(ModuleNotFoundError, AttributeError),  # „NotFound“ im Namen macht keinen LookupError
)
# Wie ein Tool-Wunsch kommt: (content, finish_reason). Mit tool_choice="required" endet auch
# eine Antwort mit tool_calls auf "stop"; Text daneben ist erlaubt. Nur tool_calls zählt.
WUENSCHE = {
    "tool_calls": (None, "tool_calls"),
    "stop": (None, "stop"),
    "mit Text": (" Ich sehe nach.\n", "tool_calls"),  # mit Leerraum am Rand: bleibt (Regel 2)
    # Runde 37: "" neben tool_calls bleibt oder fällt weg, wird aber weder None noch ein Ersatztext
    "leerer Text": ("", "tool_calls"),
    "wie die API": (None, "tool_calls"),  # dazu API_FELDER
    "mit Audio": (None, "tool_calls"),  # dazu API_FELDER und AUDIO
}
# Was die echte API dazuschickt: None darf weg, [] nicht (Regel 2).
API_FELDER = {"refusal": None, "annotations": []}
# Ein Feld, das keine Liste von bekannten Feldern kennt (die API schickt es zu Audio-Antworten):
# Auch es bleibt (Regel 2).
AUDIO = {"audio": {"id": "audio_1", "transcript": "Ich sehe nach."}}


def _wunsch(name, /, **argumente):  # /: auch ein Argument namens name
    return [name, json.dumps(argumente, ensure_ascii=False)]


# str(fehler) mit Zeichen außerhalb von ASCII (und von Latin-1): Es bleibt ganz (Regel 5).
LAGER, KAPUTT = (
    _wunsch("lager", artikel="Schraube M4"),
    _wunsch("kaputt", bereich="Lager Süd (5 €)"),
)


def _runden(st):
    text = st.sampled_from(("Schraube M4", "Öl", "", "a'b", "{0}")) | st.text(max_size=6)
    wunsch = st.one_of(
        text.map(lambda t: _wunsch("lager", artikel=t)),
        text.map(lambda t: _wunsch("kaputt", bereich=t)),
        text.map(lambda t: _wunsch("zauberstab", spruch=t)),
        st.sampled_from(NAHE).map(lambda n: _wunsch(n, artikel="Mutter")),
        st.sampled_from(("{", "{}", *KEIN_JSON, *NICHT_OBJEKT, ZEICHENKETTE, *RAND, *FAST)).map(
            lambda a: ["lager", a]
        ),
        text.map(lambda t: ["lager", json.dumps({"artikel": t}, separators=(",", ":"))]),
        text.map(lambda t: _wunsch("lager", name=t)),  # ein Parameter namens name
        text.map(lambda t: ["lager", json.dumps({"artikel": t, "genau": True})]),
        text.map(lambda t: ["lager", json.dumps({"genau": True, "artikel": t})]),
        st.floats().map(lambda x: _wunsch("lager", artikel="Mutter", menge=x)),  # auch NaN
        st.sampled_from(SCHLUESSEL).map(lambda k: _wunsch("lager", **{k: "Mutter"})),
        st.sampled_from(LEERRAUM).map(lambda a: ["lager", a]),
        st.sampled_from((KOMMA, LEERE_WERTE)).map(lambda a: ["lager", a]),
    )
    runde = st.lists(wunsch, min_size=1, max_size=3).flatmap(
        lambda r: st.sampled_from([r, r + r[:1]])  # auch zwei gleiche Wünsche
    )
    return st.lists(runde, max_size=3)


# Die Tool-Wünsche des Modells: eine Liste von Runden, jede mit 1 bis 3 Wünschen
# ``[name, arguments]``; dabei unbekannte Tools, kaputtes JSON, ``true`` in JSON, Schlüssel in
# anderer Reihenfolge als die Parameter und gleiche Wünsche in einer oder zwei Runden.
MUTTER = _wunsch("lager", artikel="Mutter")
# str(fehler) über zwei Zeilen und 90 Zeichen: Wer eine Zeile oder ein Stück nimmt, fällt auf.
ZWEI_ZEILEN = _wunsch(
    "kaputt", bereich="Lager Nord, Halle 7, Regal 12, Fach 3, hinten links neben der Rampe\nTor 3"
)
OST = _wunsch("kaputt", bereich="\tLager Ost")  # str(fehler) mit Leerraum am Rand (Regel 5)
KLAMMER_WUENSCHE = tuple(_wunsch("kaputt", bereich=t) for t in KLAMMERN)
ZEICHENKETTE = json.dumps(MUTTER[1])  # ein JSON-String, kein Objekt (Regel 5)
NAHE = ("Lager", "lager ")  # fast der Name eines Tools: unbekannt (Regel 5)
# Was json.loads (nicht) annimmt: Text hinter dem Objekt nicht (kein Tool), Leerraum drumherum
# schon, bei doppelten Schlüsseln gilt der letzte.
RAND = (
    '{"artikel": "Mutter"} danke',
    ' {"artikel": "Mutter"}\n',
    '{"artikel": "Schraube", "artikel": "Mutter"}',
)
# Leerraum, den str.strip entfernt, JSON aber nicht kennt: json.loads lehnt ab (Regeln 3, 5).
# Auch ein BOM davor: json.loads(str) lehnt ab, nur bytes dekodiert es als utf-8-sig.
LEERRAUM = (
    '\x0c{"artikel": "Mutter"}',
    '{"artikel": "Mutter"}\xa0',
    "\x1c{}",
    "\u3000{}",
    "\x0b{}",
    "{}\x0b",
    '\ufeff{"artikel": "Mutter"}',
)
# Schlüssel, die kein Python-Name sind: **args nimmt sie trotzdem; große Buchstaben bleiben
# (lower und casefold ändern "ID" und "Maß"), Regel 3.
# "ﬁ" und "x²" ändert NFKC (und "ﬁ" auch casefold) zu "fi" und "x2".
SCHLUESSEL = ("_x", "1", "a-b", "", "class", "ID", "Maß", "ﬁ", "x²")
# Kommazahlen mit vielen Stellen: Wer rundet (parse_float), ändert sie (Regel 3).
KOMMA = '{"menge": 0.125, "preis": 0.30000000000000004, "rabatt": 1e-07, "summe": 2.675}'
# Leere Werte: Wer nach „wahr“ filtert, lässt sie weg (Regel 3).
LEERE_WERTE = '{"artikel": null, "genau": false, "menge": 0, "notiz": "", "liste": [], "mehr": {}}'

# FAST: fast JSON, das json.loads ablehnt (Regeln 3, 5); LANG: str(fehler) ganz (Regel 5).
LANG = _wunsch("kaputt", bereich=LANGER_TEXT)
# Runde 37: Über 70.000 Zeichen, für str(fehler) und einen Erfolg: Wer erst ab 15.000, 20.000
# oder 65.536 Zeichen kürzt, fällt auch auf. Nicht länger und nur in zwei Fällen (als Rand des
# Ergebnisses, als Beispiel für str(fehler)): Jeder Fall steht mit ihm in faelle.json.
SEHR_LANG = ", ".join(f"Fach {n}" for n in range(1, 7000))
GANZ_LANG = _wunsch("kaputt", bereich=SEHR_LANG)
# Fünf Wünsche in einer Runde und sieben Runden (mit max_schritte=8 stehen vor dem achten Aufruf
# 13 Nachrichten): Wer nur die ersten Wünsche beantwortet oder einen langen Verlauf kürzt, fällt
# auf (Runde 35).
FUENF_WUENSCHE = [[LAGER, MUTTER, KAPUTT, _wunsch("zauberstab", spruch="Hex"), LAGER]]
SIEBEN_RUNDEN = [[LAGER]] * 7
RUNDEN = bereich(
    [
        [[LAGER]],
        [[LAGER, KAPUTT]],  # im zweiten Grundfall: jede Fehlerklasse wird geworfen
        [],
        [[KAPUTT]],
        [[_wunsch("kaputt", bereich="")]],  # Exception ohne Text
        *([[["lager", a]]] for a in (*RAND, *FAST)),
        [[KAPUTT, LAGER]],  # nach dem Fehler läuft der Rest der Runde (Regel 3)
        [[ZWEI_ZEILEN]],
        [[OST]],
        *([[klammern]] for klammern in KLAMMER_WUENSCHE),
        [[LANG]],
        [[LAGER, LAGER]],
        [[LAGER, MUTTER]],
        [[_wunsch("zauberstab", spruch="Hex")]],
        [[["lager", "{"]]],
        [[["lager", "null"]]],
        [[["lager", "[]"]]],  # kein Objekt: auch kein lager() mit *args
        [[["lager", "{}"]]],  # ein Objekt: lager() läuft
        [[_wunsch(n, artikel="Mutter") for n in NAHE]],
        [[["lager", ""]]],
        [[["lager", ZEICHENKETTE]]],
        [[["lager", '{"artikel":"Mutter"}']]],  # ohne Leerzeichen: nicht, was json.dumps schreibt
        [[_wunsch("lager", name="Mutter")]],
        [[["lager", '{"artikel": "Mutter", "genau": true}']]],
        [[["lager", '{"genau": true, "artikel": "Mutter"}']]],
        *([[["lager", a]]] for a in LEERRAUM),
        # Kommazahlen, NaN und Infinity liest json.loads als float (Regel 3)
        [[["lager", '{"artikel": "Mutter", "menge": 2.50, "stück": 1e3, "preis": 3}']]],
        [[["lager", '{"menge": NaN, "max": Infinity, "min": -Infinity}']]],
        [[["lager", KOMMA]]],
        [[["lager", LEERE_WERTE]]],  # null, false, 0, "", [], {}: alle gehen an das Tool
        [[_wunsch("lager", **dict.fromkeys(SCHLUESSEL, 1))]],
        # Runde 37: kaputt hat feste Parameter (bereich), ohne **kwargs: Ein Argument zu viel
        # oder eins zu wenig gibt den TypeError von Python, nicht gefiltert, nicht aufgefüllt.
        [[_wunsch("kaputt", bereich="Lager Süd", menge=2)]],
        [[["kaputt", "{}"]]],
        [[LAGER], [MUTTER]],
        [[LAGER], [LAGER]],
        [[LAGER, KAPUTT], [LAGER]],
        FUENF_WUENSCHE,
        SIEBEN_RUNDEN,
    ],
    _runden,
    lambda wert: type(wert) is list and all(type(r) is list and r for r in wert),
)


# Was lager zurückgibt: JSON-Werte, dazu dicts, die wie das Schema aussehen (Regel 4). Genau
# dessen Schlüssel: Nackt hieße das Ergebnis etwas anderes, also nur im Schema. Andere Schlüssel,
# auch nur status oder eines mehr: nackt wie im Schema erlaubt.
WIE_SCHEMA = (
    {"status": "error", "data": None, "error": "Auftrag storniert"},
    {"status": "ok", "data": "120 Stück", "error": None},
    {"status": "ok", "data": 7, "error": None, "lager": "Nord"},
    {"status": "storniert"},
    {"status": "pending", "data": 1, "error": "x"},  # auch mit anderen Werten: im Schema
    {"data": 7, "error": None, "status": "ok"},  # auch in anderer Reihenfolge
)
# Strings, die wie JSON aussehen, bleiben Strings; unendlich schreibt json.dumps als Infinity,
# mit allow_nan=False stürzt es ab (Regel 4). NaN nicht: nan == nan ist falsch.
JSONARTIG = ('{"a": 1}', "[Hinweis] leer", "[1,2]", [float("inf"), -1.5], {"max": float("-inf")})
# Ungeordnet: Wer eine Liste sortiert, bevor sie in content geht, fällt auf (Regel 4).
UNGEORDNET = ([3, 1, 2], ["b", "a", "c"])
# Lange Werte (als JSON Tausende Zeichen): Wer wie in Schritt 5 kürzt, schreibt kein JSON des Werts.
LANG_ERFOLG = (LANGER_TEXT, list(range(700)), SEHR_LANG)  # Runde 37: SEHR_LANG


def _json_wert(wert):
    with suppress(TypeError, ValueError):
        return json.loads(json.dumps(wert)) == wert
    return False


def _ergebnisse(st):
    einfach = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    einfach |= st.text(max_size=8) | st.sampled_from(JSONARTIG[:3])
    return st.recursive(
        einfach,
        lambda i: st.lists(i, max_size=3) | st.dictionaries(st.text(max_size=4), i, max_size=3),
        max_leaves=6,
    )


ERGEBNIS = bereich(
    (*Json().raender(), *WIE_SCHEMA, *JSONARTIG, *UNGEORDNET, *LANG_ERFOLG), _ergebnisse, _json_wert
)
ERFOLG = 'content mit dem Wert, nackt oder im Schema mit "status": "ok":'
IM_SCHEMA = 'content im Schema mit "status": "ok", der Wert als data (nackt hieße er anders):'


def _content(text, art, ausnahme, wert):
    """``content`` in der Form, die Regeln 4 und 5 festlegen: Ein Erfolg (nackt oder im Schema)
    wird ``(ERFOLG, wert)``; sonst bleibt das Schema, nur was frei ist, wird gleich (``error`` mit
    ``str(fehler)``, der ``status`` eines LookupError). ``wert``: was das Tool zurückgab."""
    if art == "Erfolg" and isinstance(wert, dict) and SCHEMA < set(wert):
        with suppress(TypeError, ValueError):  # ein Feld mehr als das Schema: darf nackt zurück
            if json.loads(text) == wert:
                return ERFOLG, wert
    daten, schema, anders = lies(text)
    if anders is not None:
        return anders
    if art == "Erfolg" and (not schema or (daten["status"] == "ok" and daten["error"] is None)):
        teil = IM_SCHEMA if isinstance(wert, dict) and set(wert) == SCHEMA else ERFOLG
        return teil, daten["data"] if schema else daten
    if not schema or (art == "Erfolg" and (daten["status"] == "ok" or daten == wert)):
        return daten  # auch "error": "" bei Erfolg und der nackte Wert des Tools bleiben zu sehen
    # Beide erlaubt: Die Meldung zeigt keinen der beiden, als hätte ihn jemand geschickt; auch
    # wenn error nicht passt, damit eine bekannte falsche Antwort ihre Diagnose bekommt, welchen
    # der beiden sie auch wählt.
    if art == "Erfolg" and isinstance(daten["error"], str):
        # Ein Fehler, wo das Tool Erfolg hatte: Der Wortlaut ist egal, so erkennt eine bekannte
        # falsche Antwort ihren Fall; der Platzhalter sagt, was dort hingehört.
        daten["error"] = "(dein Fehlertext; bei Erfolg gehört hier None hin)"
        return daten
    if isinstance(ausnahme, LookupError) and daten["status"] in ("error", "not_found"):
        # In Klammern wie jeder Platzhalter: Ein Text in Anführungszeichen sähe aus wie ein
        # verlangter String (Runde 29).
        daten["status"] = "(„error“ oder „not_found“)"
    text, fehler = str(ausnahme or ""), daten["error"]  # leer: Jeder Text enthält ihn
    if not isinstance(fehler, str):
        return daten
    # Sonst nur, was vom Text der Exception darin steht, ohne frei gewählten Wortlaut drumherum:
    # So erkennt eine bekannte falsche Antwort ihren Fall, welchen Wortlaut sie auch wählt.
    if text in fehler:
        daten["error"] = f"…{text}…" if text else "(frei gewählter Text)"
    elif repr(ausnahme) in fehler or ascii(ausnahme) in fehler:  # Runde 37: auch ascii, !a
        daten["error"] = "(repr(fehler) oder ascii(fehler) statt str(fehler))"
    elif text.strip() and (text.strip() in fehler or " ".join(text.split()) in fehler):
        # gestutzt oder Leerraum zusammengefasst: Bei "\tLager Ost" sieht beides gleich aus
        daten["error"] = "(str(fehler) mit verändertem Leerraum, am Rand oder darin)"
    elif len(text) > 10 and text[:10] in fehler:  # gekürzt; zehn Zeichen: kaum Zufall
        daten["error"] = "(nur der Anfang von str(fehler))"
    else:  # Runde 37: Eine Adresse wie in <ast.Name object at 0x7f…> ist bei jedem Lauf anders.
        daten["error"] = re.sub(r" at 0x[0-9a-fA-F]+", " at 0x…", fehler)
    return daten


def _zug(n, leer):
    """Der Zug ohne die Felder ``leer``, die das Modell leer schickt (ein "" statt None, None
    statt "" oder ``"refusal": None`` dazu ändert ihn, Regel 2), ``tool_calls`` flach für die
    Meldung: Sie zeigt nur drei Ebenen, ``function`` als vierte sähe aus wie ``{...}``.
    ``function.name`` ist dort der Pfad (wie ``call.function.name`` im SDK), kein eigener
    Schlüssel."""
    zug = {
        k: v for k, v in n.items() if not (k in leer and type(v) is type(leer[k]) and v == leer[k])
    }
    if isinstance(zug.get("tool_calls"), list):
        zug["tool_calls"] = [
            {k: v for k, v in c.items() if k != "function"}
            | {f"function.{k}": zeige_text(v) for k, v in c["function"].items()}
            if isinstance(c, dict) and isinstance(c.get("function"), dict)
            else c
            for c in zug["tool_calls"]
        ]
    return zug


def _rolle(n):
    return n.get("role") if isinstance(n, dict) else None


ARTEN = {"user": "Verlauf: weitere user-Nachricht", "assistant": "Zug des Modells"}
FRAGE = "Verlauf: Frage"  # die erste Nachricht; jede weitere user-Nachricht verletzt Regel 1
EIGENE = "Verlauf: eigene assistant-Nachricht"  # nicht vom Modell, verletzt Regel 1
TEXTE = {text for text, _ in WUENSCHE.values()}  # was das Modell neben tool_calls schreibt


def _art(n):
    """Die Art einer Nachricht, die keine tool-Nachricht ist. Eine assistant-Nachricht ohne
    ``tool_calls`` mit einem Text, den das Modell nie schreibt, hat das Modell nicht geschickt:
    eine eigene Nachricht (Regel 1), kein geänderter Zug des Modells (Regel 2)."""
    if (
        _rolle(n) == "assistant"
        and "tool_calls" not in n
        and isinstance(n.get("content"), str)
        and n["content"] not in TEXTE
    ):
        return EIGENE
    return ARTEN.get(_rolle(n), "Verlauf: andere Nachricht")


def _neu(nachrichten, ausgang, notiere, ergebnis, leer, vorn):
    """Neue Nachrichten im Verlauf als Ereignisse (Art, Form). Eine tool-Nachricht gibt zwei:
    ihre Form (Regel 3) und ihren ``content`` (Regeln 4, 5); die einer Runde kommen nach
    ``tool_call_id``, denn ihre Reihenfolge ist frei. ``vorn``: ``nachrichten`` beginnt mit
    der ersten Nachricht des Verlaufs (der Frage)."""
    for tool, gruppe in groupby(nachrichten, key=lambda n: _rolle(n) == "tool"):
        for n in sorted(gruppe, key=lambda t: repr(t.get("tool_call_id"))) if tool else gruppe:
            if not tool:
                form = _zug(n, leer) if _rolle(n) == "assistant" else n
                art = _art(n)
                notiere(FRAGE if vorn and n is nachrichten[0] else art, form)
                continue
            art, ausnahme = ausgang.get(n.get("tool_call_id"), ("Erfolg", None))
            notiere("Tool-Nachricht", {k: v for k, v in n.items() if k != "content"})
            fall = "Erfolgsfall" if art == "Erfolg" else "Fehlerfall"
            inhalt = _content(n.get("content"), art, ausnahme, ergebnis)
            teil, inhalt = inhalt if type(inhalt) is tuple else ("content", inhalt)
            notiere(f"{fall}, {teil}", inhalt)


def _ausnahme(fehler, bereich):
    """Die Exception von ``kaputt``; ein OSError wie von ``open``, mit Nummer und Dateiname (in
    ``str``, aber nicht in ``args`` und ``repr``)."""
    if not bereich:
        return fehler()
    if issubclass(fehler, OSError):
        # OSError(2, …) wird in CPython zum FileNotFoundError, in Pyodide (andere Nummern) zum
        # PermissionError; mit 5 bleibt OSError überall ein OSError.
        return fehler(5 if fehler is OSError else 2, "nicht erreichbar", bereich)
    return fehler(f"{bereich} nicht erreichbar")


def _binde(bereich):
    """Bindet die Argumente von ``kaputt(bereich)``; sonst der TypeError, den Python wirft."""
    return bereich


_binde.__name__ = _binde.__qualname__ = "kaputt"
SIGNATUR = inspect.signature(_binde)  # einmal: je Lauf kostete sie ein Zehntel des Laufs


@functools.lru_cache(maxsize=4096)
def _ohne_tool(name, argumente):
    return ohne_tool(name, argumente, ("lager", "kaputt"))


def _ausgang(name, argumente, fehler):
    """Wie ein Wunsch ausgehen muss: ``("Erfolg", None)``, ``("Fehler", Exception des Tools)``
    oder ``("ungültig", None)``, wo kein Tool laufen darf (unbekannt, kaputtes JSON). Passen
    die Argumente nicht zu ``kaputt(bereich)``, ist die Exception der TypeError von Python.
    Gemerkt je Wunsch (``_ohne_tool``): Jeder Lauf fragt für jeden Wunsch seines Drehbuchs."""
    if type(name) is str and type(argumente) is str:
        ungueltig = _ohne_tool(name, argumente)
    else:
        ungueltig = ohne_tool(name, argumente, ("lager", "kaputt"))
    if ungueltig:
        return "ungültig", None
    if name == "kaputt":
        try:
            return "Fehler", _ausnahme(fehler, _binde(**json.loads(argumente)))
        except TypeError as typfehler:
            return "Fehler", typfehler
    return "Erfolg", None


# Die Wünsche eines Modells, das nie fertig wird, nach seinen Runden: Runde n wünscht
# „Ersatzteil n“ (einmal gebaut: Jeder Fall mit NIE braucht sie, bei jedem Kandidaten).
ERSATZ = tuple([_wunsch("lager", artikel=f"Ersatzteil {n}")] for n in range(1, GRENZE + 1))


def _plan(runden, endantwort, fehler):
    """Die ``tool_calls`` des Modells je Aufruf (``None``: die Endantwort) und je id, wie der
    Aufruf ausgehen muss. Ein Modell, das nie fertig wird, wünscht nach seinen Runden jedes Mal
    ``lager`` mit neuem Artikel: So fällt eine Schleife, die Ergebnisse über Runden hinweg
    aufhebt, in einer Runde auf, die noch ein Modellaufruf liest (Regel 3), nicht erst in der
    letzten (Regel 7)."""
    zuege = [*runden, *(ERSATZ[len(runden) :] if endantwort == NIE else ())]
    plan = [  # ids nicht aufsteigend (bis zu 4 Wünsche je Runde): Wer sortiert, fällt auf.
        [
            {"id": f"call_{n}{k}", "type": "function", "function": {"name": w, "arguments": a}}
            for k, (w, a) in zip("kfqb", zug, strict=False)
        ]
        for n, zug in enumerate(zuege, 1)
    ]
    ausgang = {c["id"]: _ausgang(*c["function"].values(), fehler) for zug in plan for c in zug}
    return (plan if endantwort == NIE else [*plan, None]), ausgang


def lauf(agent, werte, notiere):
    """Spielt das Drehbuch ab; hält Tool-Aufrufe, Nachrichten und Modellaufrufe fest. Die Art
    jedes Ereignisses folgt aus dem Drehbuch (etwa: Tool-Aufrufe der letzten erlaubten Runde
    gehören zu Regel 7, der Modellaufruf nach einem Fehler zu Regel 5)."""
    runden, ergebnis, fehler, endantwort, ohne_tools, grund, max_schritte, wunsch, aufgabe = werte
    budget = VORGABE if max_schritte is None else max_schritte
    (plan, ausgang), offen, gesehen = _plan(runden, endantwort, fehler), [], []
    # Leere Felder, wie das Modell sie schickt: Sie dürfen wegfallen (Regel 2).
    leer = {"content": WUENSCHE[wunsch][0]} if WUENSCHE[wunsch][0] in (None, "") else {}
    leer |= {"refusal": None} if wunsch in ("wie die API", "mit Audio") else {}

    def arten(nummer):  # wie die Wünsche des Modellaufrufs ``nummer`` ausgehen müssen
        zug = plan[min(nummer, len(plan)) - 1] if nummer else None
        return {ausgang[c["id"]][0] for c in zug or []}

    def tools_melden():  # die Tool-Aufrufe zum letzten Modellaufruf
        nummer = len(gesehen)
        if not arten(nummer) and not offen:
            return
        art = "Tool-Aufrufe"
        if nummer >= budget:
            art = "In der letzten erlaubten Runde noch Tool-Aufrufe"
        elif arten(nummer) == {"ungültig"}:
            art = "Fehlerfall, Tool-Aufrufe"
        notiere(art, sorted(offen, key=repr))
        offen.clear()

    def leere():  # ein Tool mit Zustand: Was lager zuletzt zurückgab, leert der nächste Aufruf.
        if isinstance(lager.ergebnis, list | dict):
            lager.ergebnis.clear()

    def notiere_lager(aufruf):
        leere()
        offen.append(aufruf.zeige(sortiert=True))

    lager = attrappe("lager", ergebnis, notiere_lager)

    def kaputt(*args, **kwargs):
        # Jeder Aufruf kommt in die Meldung, auch einer ohne bereich (etwa weil ein leerer Wert
        # wegfiel): Er ist gelaufen und scheitert dann wie kaputt(bereich) in Python.
        leere()
        try:
            bereich = _binde(*args, **kwargs)
        except TypeError:
            offen.append(zeige_aufruf("kaputt", args, kwargs, sortiert=True))
            raise
        offen.append(zeige_aufruf("kaputt", kwargs={"bereich": bereich}))
        raise _ausnahme(fehler, bereich)

    # Runde 37: Für inspect.signature hat kaputt feste Parameter ohne **kwargs, wie kaputt(bereich).
    # Wer Argumente danach filtert oder fehlende auffüllt, ruft es anders auf (Regel 3).
    kaputt.__signature__ = SIGNATUR

    def modell(messages):
        nummer = len(gesehen) + 1
        if nummer > GRENZE:  # öfter, als eine Schleife mit Schrittlimit fragt
            raise _ZuVieleAufrufe
        tools_melden()
        if nummer > budget:
            notiere("Modellaufruf", f"{nummer}, einmal mehr, als max_schritte={budget} erlaubt")
        elif arten(nummer - 1) - {"Erfolg"}:
            notiere("Fehlerfall, weiter mit Modellaufruf", nummer)
        else:
            notiere("Modellaufruf", nummer)
        if not isinstance(messages, list):
            notiere("Verlauf", f"keine Liste, sondern {type(messages).__name__}")
            messages = []
        # Was das Modell schon sah, als Text: Die Lernenden dürfen die Liste danach ändern.
        jetzt = [repr(n) for n in messages]
        alt = gesehen[-1] if gesehen else []
        if jetzt[: len(alt)] != alt:
            notiere("Verlauf", _vorn_geaendert(alt, messages))
            alt = []
        if not gesehen and len(messages) > 1:
            rollen = ", ".join(str(_rolle(n)) for n in messages)
            notiere("Verlauf", f"{SCHON_VOLL}: {len(messages)} Nachrichten ({rollen})")
        _neu(messages[len(alt) :], ausgang, notiere, ergebnis, leer, not alt)
        gesehen.append(jetzt)
        zug = plan[min(nummer, len(plan)) - 1]
        text, ende = WUENSCHE[wunsch] if zug else (endantwort, grund)
        nachricht = {"role": "assistant", "content": text}
        if zug and wunsch in ("wie die API", "mit Audio"):
            nachricht |= kopie(API_FELDER | (AUDIO if wunsch == "mit Audio" else {}))
        if zug or ohne_tools == "None":
            nachricht["tool_calls"] = kopie(zug)
        # Dieselben Felder wie bei SkriptModellOpenAI, nur ohne dessen Prüfung des Verlaufs.
        wahl = {"index": 0, "message": nachricht, "logprobs": None, "finish_reason": ende}
        kopf = {"id": f"chatcmpl-sim-{nummer}", "object": "chat.completion", "created": ERSTELLT}
        usage = {"prompt_tokens": 9, "completion_tokens": 9, "total_tokens": 18}
        return {**kopf, "model": MODELLNAME, "choices": [wahl], "usage": usage}

    optionen = {} if max_schritte is None else {"max_schritte": max_schritte}
    try:
        wert = agent(modell, aufgabe, {"lager": lager, "kaputt": kaputt}, **optionen)
    except _ZuVieleAufrufe:
        notiere("Abbruch", f"mehr als {GRENZE} Modellaufrufe: Die Schleife hält nicht an")
        return None
    except Exception as ausnahme:
        tools_melden()
        notiere("Abbruch", f"{type(ausnahme).__name__}: {ausnahme}")
        raise
    tools_melden()
    ende = len(runden) + 1 if endantwort != NIE else budget + 1
    if len(gesehen) < min(ende, budget):  # weder Endantwort noch Limit: nicht nach Regel 6 oder 7
        notiere(f"Rückgabe nach {len(gesehen)} von {budget} erlaubten Modellaufrufen", wert)
    elif ende > budget:
        notiere("Ohne Endantwort zurückgegeben", wert)
    elif ende == budget:
        notiere("Endantwort beim letzten erlaubten Aufruf zurückgegeben", wert)
    else:
        notiere("Rückgabe der Endantwort", wert)
    return wert


def _vorn_geaendert(alt, messages):
    """Welche Nachricht vom Verlauf des vorigen Aufrufs als erste fehlt oder anders ist (gezählt
    ab 1, mit ihrer Rolle), damit die Lernenden nicht suchen müssen. Kurz: Die Meldung zeigt
    einen Text bis 80 Zeichen ganz."""
    jetzt = [repr(n) for n in messages]
    i = next((i for i, (a, b) in enumerate(zip(alt, jetzt, strict=False)) if a != b), len(jetzt))
    rolle = re.match(r"\{'role': '(\w+)'", alt[i])
    rolle = f" ({rolle[1]})" if rolle else ""
    was = "fehlt" if i >= len(jetzt) else "geändert oder entfernt"
    return f"{VORN_GEAENDERT}: {i + 1}. Nachricht{rolle} {was}"


def _drehbuch(werte):
    """Ein Fall in der Meldung: das Drehbuch, nicht der Aufruf."""
    runden, ergebnis, fehler, endantwort, ohne_tools, grund, max_schritte, wunsch, aufgabe = werte
    namen = {n for r in runden for n, _ in r}
    # arguments als String ("" sähe sonst aus wie {}), ein Name mit Leerzeichen in Anführungszeichen
    zeige = [
        [f"{n if n.isidentifier() else repr(n)}({zeige_lang(a)})" for n, a in r] for r in runden
    ]
    wuensche = " | ".join(map(", ".join, zeige))
    teile = [f"Tool-Wünsche je Runde: {wuensche}"] if runden else []
    text, ende = WUENSCHE[wunsch]
    if wunsch != "tool_calls" and (runden or endantwort == NIE):
        teile.append(f"jeder Tool-Wunsch kommt mit content {text!r}, finish_reason {ende!r}")
        if wunsch in ("wie die API", "mit Audio"):
            teile[-1] += ' und "refusal": None, "annotations": []'
        if wunsch == "mit Audio":
            teile[-1] += f' und "audio": {AUDIO["audio"]!r}'
    if endantwort == NIE:
        namen.add("lager")
        anfang = "danach wird das Modell" if runden else "das Modell wird"
        teile.append(f"{anfang} nie fertig und wünscht jedes Mal lager mit neuem Artikel")
    else:
        art = "ohne Feld tool_calls" if ohne_tools == "fehlt" else '"tool_calls": None'
        art += f", finish_reason {grund!r}"
        danach = "dann " if runden else ""
        teile.append(f"{danach}antwortet das Modell mit content {endantwort!r} ({art})")
    if "lager" in namen:
        teile.append(f"lager gibt {kurz(ergebnis)} zurück")
        if (
            ergebnis
            and isinstance(ergebnis, list | dict)
            and (sum(map(len, runden)) > 1 or endantwort == NIE)
        ):
            teile[-1] += " und leert dieses Objekt beim nächsten Tool-Aufruf"
    if "kaputt" in namen:
        teile.append(f"kaputt wirft {fehler.__name__}")
        ausgaenge = (_ausgang(n, a, fehler)[1] for r in runden for n, a in r if n == "kaputt")
        if any(type(a) is TypeError for a in ausgaenge):
            teile[-1] += ", hat aber nur den Parameter bereich (ohne **kwargs)"
    teile.append(
        f"max_schritte={max_schritte}" if max_schritte is not None else "ohne max_schritte"
    )
    if aufgabe != AUFGABE:  # sonst die der Aufgabe; ein Akzent als eigenes Zeichen sichtbar
        zeige = "".join(
            f"\\u{ord(z):04x}" if unicodedata.combining(z) else z for z in repr(aufgabe)
        )
        teile.insert(0, f"aufgabe={zeige}")
    return f"Im Drehbuch „{'; '.join(teile)}“"


def _gewoehnlich(runden):
    """Wünscht die erste Runde nur Tools mit gewöhnlichen Argumenten (kein leeres Objekt, keine
    Kommazahl, kein leerer Wert)? Nur dann liegt der Verdacht nahe, ein früherer Aufruf habe das
    Ergebnis schon geliefert; sonst lehnt der Code eher die Argumente selbst ab (``{}``,
    ``NaN``, ``null``, …)."""
    for _, text in runden[0] if runden else ():
        with suppress(ValueError):
            wert = json.loads(text)
            if isinstance(wert, dict) and not (
                wert and all(w and type(w) is not float for w in wert.values())
            ):
                return False
    return True


def _zug_doppelt(beobachtung):
    """Steht derselbe Zug des Modells zweimal unter den Ereignissen?"""
    zuege = [tuple(e) for e in beobachtung.ereignisse if e[0] == "Zug des Modells"]
    return any(zug in zuege[:k] for k, zug in enumerate(zuege))


def regelwahl(argumente, soll, ist):
    """Sah das Modell vorn im Verlauf nicht mehr, was es schon sah, verletzt das Regel 1, auch
    wo das Soll an dieser Stelle den nächsten Zug des Modells zeigt. Steht der Zug des Modells
    dort, wo seine tool-Nachrichten hingehören, oder umgekehrt, verletzt das Regel 2. Eine
    weitere Nachricht verletzt Regel 1; läuft beim ersten Tool-Wunsch keins, Regel 3."""
    paare = list(zip(soll.ereignisse, ist.ereignisse, strict=False))
    n, s, i = next(
        ((n, s, i) for n, (s, i) in enumerate(paare) if tuple(s) != tuple(i)),
        (0, (None,), (None,)),
    )
    if i[0] == "Verlauf" and str(i[-1]).startswith(VORN_GEAENDERT):
        return 1, "Du änderst oder entfernst Nachrichten, die schon im Verlauf standen."
    if i[0] == "Verlauf" and str(i[-1]).startswith(SCHON_VOLL):
        rollen = str(i[-1]).rpartition("(")[2].rstrip(")").split(", ")
        if rollen.count("user") < 2 and not {"assistant", "tool"} & set(rollen):
            return 1, (
                "Beim ersten Modellaufruf steht mehr als die Frage im Verlauf: "
                f"{str(i[-1]).partition(': ')[2]}. Der Verlauf beginnt mit genau einer "
                'Nachricht, `{"role": "user", "content": aufgabe}`, ohne eine system-Nachricht '
                "oder eine andere Nachricht davor oder dahinter."
            )
    if i[0] == "Verlauf" and str(i[-1]).startswith(SCHON_VOLL):
        return 1, (
            "Beim ersten Modellaufruf steht mehr als die Frage im Verlauf. Stammt es aus einem "
            "früheren Aufruf von `agent_openai`? Dann bau `messages` bei jedem Aufruf neu."
        )
    if i[0] == FRAGE:
        return 1, (
            "Die erste Nachricht ist nicht genau "
            '`{"role": "user", "content": aufgabe}`: `aufgabe` unverändert als Text, ohne '
            "weitere Schlüssel."
        )
    zweimal = (
        "Der Zug des Modells steht zweimal im Verlauf. Häng ihn genau einmal an, direkt "
        "vor seinen tool-Nachrichten."
    )
    if i[0] == "Zug des Modells" and s[0] != i[0] and any(e == i for e, _ in paare[:n]):
        return 2, zweimal
    # Ein Zug doppelt, aber zwischen den tool-Nachrichten seiner Runde: Dann weicht zuerst deren
    # Reihenfolge ab, die Ursache ist der Zug (Runde 35: hieß Regel 3, „erst call_1f“).
    if s[0] == "Tool-Nachricht" and _zug_doppelt(ist) and not _zug_doppelt(soll):
        return 2, zweimal
    if i[0] == EIGENE:
        return 1, (
            "Du hängst eine eigene assistant-Nachricht an den Verlauf, die das Modell nicht "
            "geschickt hat. Dazu kommen nur die Nachricht des Modells, wie sie kam, und seine "
            "tool-Nachrichten, sonst nichts."
        )
    # Eine Nachricht mit tool_call_id, aber einer anderen Rolle: eine tool-Nachricht (Regel 3).
    if i[0] == "Verlauf: andere Nachricht" and isinstance(i[1], dict) and "tool_call_id" in i[1]:
        return 3, (
            f"Deine Nachricht mit der tool_call_id {i[1]['tool_call_id']!r} hat die Rolle "
            f"{i[1].get('role')!r}. Ein Ergebnis geht als tool-Nachricht zurück: "
            '`{"role": "tool", "tool_call_id": call["id"], "content": …}`.'
        )
    if i[0] in (ARTEN["user"], "Verlauf: andere Nachricht"):
        return 1, (
            "Zwischen den Runden kommt eine weitere Nachricht in den Verlauf. Dazu kommen nur "
            "der Zug des Modells und seine tool-Nachrichten, sonst nichts."
        )
    if (
        (s[0], i) == ("Tool-Aufrufe", ("Tool-Aufrufe", []))
        and not any("Tool-Aufrufe" in e[0] for e, _ in paare[:n])
        and _gewoehnlich(argumente["runden"])
    ):
        return 3, (
            "Beim ersten Tool-Wunsch dieses Aufrufs von `agent_openai` lief kein Tool, obwohl "
            "es in `werkzeuge` steht und `json.loads` seine `arguments` als Objekt annimmt "
            "(Leerraum, den JSON kennt, stört nicht). Lehnst du den Wunsch selbst ab, oder "
            "hebst du Ergebnisse aus einem früheren Aufruf auf? Jeder Aufruf beginnt neu."
        )
    if s[0] == i[0] == "Tool-Nachricht" and isinstance(s[1], dict) and isinstance(i[1], dict):
        kennung, bekommen = s[1].get("tool_call_id"), i[1].get("tool_call_id")
        ids = {
            e[1].get("tool_call_id")
            for e in soll.ereignisse
            if e[0] == "Tool-Nachricht" and isinstance(e[1], dict)
        }
        if bekommen not in ids:  # eine id, die kein Aufruf hat: nicht abgebrochen, falsch benannt
            return 3, (
                f"Deine tool-Nachricht trägt die tool_call_id {bekommen!r}; so heißt kein Aufruf "
                f'(hier erwartet: {kennung!r}). Nimm `call["id"]` des Aufrufs, genau so.'
            )
        if not any(
            e[0] == "Tool-Nachricht"
            and isinstance(e[1], dict)
            and e[1].get("tool_call_id") == kennung
            for e in ist.ereignisse
        ):
            return 3, (
                f"Der Aufruf mit der id {kennung!r} bekommt keine tool-Nachricht. Jeder Aufruf "
                "in `tool_calls` bekommt seine eigene, auch wenn ein Aufruf davor in derselben "
                "Runde scheiterte (Exception, unbekanntes Tool, kaputtes JSON): Brich die Runde "
                "nicht ab."
            )
    if {s[0], i[0]} == {"Zug des Modells", "Tool-Nachricht"}:
        return 2, (
            "Der Zug des Modells steht genau einmal im Verlauf, direkt vor seinen "
            "tool-Nachrichten: erst die Nachricht des Modells, dann eine tool-Nachricht je Aufruf."
        )
    return None


AGENT = Funktion(
    "agent_openai",
    (
        Parameter("runden", RUNDEN),
        Parameter("ergebnis", ERGEBNIS),
        Parameter("fehler", Wahl(FEHLER)),
        # content der Endantwort nach den Runden; NIE: Das Modell wird nie fertig.
        Parameter("endantwort", Wahl(("Fertig.", NIE, "", "Grüße 🙂", " Ja.\n", None))),
        # Wie die Endantwort „keine Tools“ sagt: Das Feld fehlt oder ist None. Eine leere
        # Liste schickt die API nicht; was eine Schleife mit ihr tut, ist frei.
        Parameter("ohne_tools", Wahl(("fehlt", "None"))),
        # finish_reason der Endantwort: Sie endet die Schleife, egal welcher (Regel 6), auch
        # "tool_calls" oder das veraltete "function_call" ohne tool_calls.
        Parameter(
            "grund", Wahl(("stop", "length", "content_filter", "tool_calls", "function_call"))
        ),
        # None: Der Aufruf lässt max_schritte weg (Vorgabe 5).
        Parameter("max_schritte", Wahl((None, 2, 0, 1, 3, 6, 8))),
        # content und finish_reason der Antworten mit tool_calls (WUENSCHE).
        Parameter("wunsch", Wahl(tuple(WUENSCHE))),
        # Die Suche zieht nur die beiden gewöhnlichen: Eine leere Aufgabe stünde sonst in vielen
        # Meldungen vorn (sie ist die kürzeste), nur um ihrer selbst willen in zwei Fällen.
        Parameter(
            "aufgabe",
            bereich(AUFGABEN, lambda st: st.sampled_from(AUFGABEN[:3]), AUFGABEN.__contains__),
        ),
    ),
    beispiele=(
        ([[LAGER]], "120 Stück", KeyError, "Fertig.", "fehlt", "stop", None, "tool_calls", AUFGABE),
        ([[KAPUTT]], 0, ZeroDivisionError, "Fertig.", "None", "stop", 3, "tool_calls", AUFGABE),
        # str(fehler) über zwei Zeilen, von einer Klasse, für die nur "error" gilt
        ([[ZWEI_ZEILEN]], 0, RuntimeError, "Fertig.", "fehlt", "stop", 3, "mit Text", AUFGABE),
        # Von einer Klasse, für die nur "error" gilt: ohne Text; vor einem weiteren Aufruf
        (
            [[_wunsch("kaputt", bereich="")]],
            0,
            ValueError,
            "Fertig.",
            "fehlt",
            "stop",
            2,
            "stop",
            AUFGABE,
        ),
        ([[KAPUTT, LAGER]], 0, ValueError, "Fertig.", "fehlt", "stop", None, "tool_calls", AUFGABE),
        # str(fehler) mit über 13.000 Zeichen, von einer Klasse, für die nur "error" gilt
        ([[LANG]], 0, RuntimeError, "Fertig.", "fehlt", "stop", None, "tool_calls", AUFGABE),
        # Runde 37: str(fehler) mit über 70.000 Zeichen (als Rand käme ein LookupError dran, dessen
        # Zweig eine Schleife oft eigens schreibt)
        ([[GANZ_LANG]], 0, RuntimeError, "Fertig.", "fehlt", "stop", None, "tool_calls", AUFGABE),
        (SIEBEN_RUNDEN, 0, ValueError, "Fertig.", "fehlt", "stop", 8, "tool_calls", AUFGABE),
        (FUENF_WUENSCHE, 0, ValueError, "Fertig.", "fehlt", "stop", None, "tool_calls", AUFGABE),
        # str(fehler) mit Leerraum am Rand, von einer Klasse, für die nur "error" gilt
        ([[OST]], 0, RuntimeError, "Fertig.", "fehlt", "stop", None, "tool_calls", AUFGABE),
        # str(fehler) mit geschweiften Klammern, von einer Klasse, für die nur "error" gilt
        *(
            ([[k]], 0, RuntimeError, "Fertig.", "fehlt", "stop", None, "tool_calls", AUFGABE)
            for k in KLAMMER_WUENSCHE
        ),
        # Unendlich als ganzer Rückgabewert (im JSON Infinity), nicht nur in einer Liste
        (
            [[LAGER]],
            float("inf"),
            KeyError,
            "Fertig.",
            "fehlt",
            "stop",
            None,
            "tool_calls",
            AUFGABE,
        ),
    ),
    lauf=lauf,
    aufruf="modell, aufgabe, werkzeuge, max_schritte=5",
    beschreibe=_drehbuch,
    regelwahl=regelwahl,
)
FREI = (
    "in welcher Reihenfolge du die Tools einer Runde ausführst und ihre tool-Nachrichten "
    "anhängst (die `tool_calls` in der Nachricht des Modells bleiben, wie sie sind)",
    'ob ein Erfolg nackt oder im Schema mit `"status": "ok"` zurückgeht (außer einem dict mit '
    "genau den Schlüsseln `status`, `data` und `error`, Regel 4)",
    "der übrige Wortlaut von `error`",
    "Optionen von `json.dumps` wie `ensure_ascii` (nicht aber `allow_nan=False`, Regel 4)",
    'ob die Nachricht des Modells Felder mit `None` oder `""` wie `"content": None` behält '
    '(nicht aber `"annotations": []`, Regel 2)',
    "was nach der Endantwort in `messages` steht",
    "was ein negatives `max_schritte` tut",
    "was deine Schleife mit einer leeren Liste `tool_calls` tut (die API schickt keine)",
    "ob deine Schleife `werkzeuge` verändert (keine Regel verbietet es hier, anders als in "
    "Übung 1; die Prüfung baut es für jeden Lauf neu)",
)

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(AGENT,),
    frei=FREI,
    regeln=(
        regel(
            1,
            '`agent_openai` beginnt mit `messages = [{"role": "user", "content": aufgabe}]` und '
            "`aufgabe` genau so, wie sie kommt (auch leer oder mit einem Akzent als eigenem "
            "Zeichen: kein Ersatztext, keine Normalisierung), und "
            "schickt dem Modell bei jedem Aufruf den ganzen Verlauf bis dahin: Was einmal "
            "drinstand, bleibt vorn stehen, Neues kommt hinten dazu. Neu dazu kommen nur die "
            "Nachricht des Modells (Regel 2) und je Aufruf eine tool-Nachricht (Regel 3), keine "
            "weitere Nachricht, auch keine eigene `user`-Nachricht zwischen den Runden.",
            "Verlauf",
        ),
        regel(
            2,
            "Nach jeder Antwort mit `tool_calls` hängst du die Nachricht des Modells "
            '(`antwort["choices"][0]["message"]`) genau einmal und unverändert an den Verlauf, '
            "direkt vor ihre tool-Nachrichten: ihre `tool_calls` "
            "in derselben Reihenfolge und mit denselben `arguments`-Strings, und hat das Modell "
            "dazu einen Text in `content` geschrieben, bleibt auch er stehen. Weglassen darfst "
            'du nur leere Felder, also solche mit `None` oder `""` wie `"content": None`, '
            '`"content": ""` oder `"refusal": None`; eine leere Liste wie `"annotations": []` '
            "ist kein leeres Feld und bleibt, wie jedes andere Feld, das das Modell schickt "
            '(etwa `"audio"`). Ersetzen oder dazuschreiben darfst du nichts, auch kein `""` für '
            '`None`, kein `None` und keinen eigenen Text für `""` und kein Feld, das das Modell '
            "nicht geschickt hat, selbst mit `None` (`content` schickt das Modell hier immer mit, "
            "notfalls als `None`).",
            "Zug des Modells",
        ),
        regel(
            3,
            "Jeder Aufruf in `tool_calls` bekommt seine eigene tool-Nachricht "
            '`{"role": "tool", "tool_call_id": call["id"], "content": …}` ohne weitere '
            "Schlüssel, auch nach einer Exception eines Aufrufs davor und auch zwei gleich "
            "aussehende in derselben oder in einer späteren Runde oder in einem früheren Aufruf "
            "von `agent_openai`: Jeder Aufruf beginnt neu und hebt keine Ergebnisse von vorher "
            "auf. Steht das Tool in "
            "`werkzeuge` und ist `arguments` ein JSON-Objekt, läuft es jedes Mal: Du parst "
            "`arguments` mit `json.loads` und rufst `werkzeuge[name](**args)` auf (die Schlüssel "
            "können in jeder Reihenfolge stehen; `{}` ist ein gültiges Objekt, dann läuft das "
            "Tool ohne Argumente). Es gilt, was `json.loads(arguments)` ohne weitere Optionen "
            "annimmt und liefert (also weder mit `strict=False` noch mit `parse_float` oder "
            "`parse_constant`): Leerraum vor oder nach dem Objekt stört nicht, sofern JSON ihn "
            "kennt (Leerzeichen, Tabulator, Zeilenumbruch, Wagenrücklauf); steht ein Schlüssel "
            "doppelt darin, zählt sein letzter Wert; Kommazahlen wie `2.5` oder `0.125` kommen "
            "ungerundet, und auch `NaN` und `Infinity`, als `float` beim Tool an. Jedes "
            "Argument geht an das Tool, auch mit einem leeren Wert wie `null`, `false`, `0`, "
            '`""`, `[]` oder `{}`, und nur diese Argumente: Du filterst keins heraus, das das '
            "Tool nicht kennt, und füllst keins auf, das ihm fehlt (auch nicht nach "
            "`inspect.signature`); passen sie nicht, wirft der Aufruf einen `TypeError`, ein "
            "Fehler nach Regel 5. Jeder Schlüssel geht so an das Tool, wie er ist, auch groß "
            'geschrieben (`"ID"`, `"Maß"`), nicht normalisiert (`"ﬁ"` bleibt `"ﬁ"`, `"x²"` '
            'bleibt `"x²"`) und auch einer, der kein Python-Name ist (`"1"`, `"a-b"`, `""`, '
            '`"_x"`, `"class"`): `**args` nimmt jeden String an. Wann kein Tool läuft, sagt '
            "Regel 5.",
            "Tool-",
        ),
        regel(
            4,
            "`content` ist immer ein JSON-String, den `json.dumps` aus dem ganzen Wert schreibt, "
            "ungekürzt, bei jeder Länge, auch mit Zehntausenden Zeichen (das Kürzen aus "
            "Schritt 5 gilt hier nicht), und auch "
            "wenn das Tool selbst einen String zurückgibt, der wie JSON aussieht (`'{\"a\": 1}'`, "
            "`'[1,2]'`, `'[Hinweis] leer'`): Er kommt als JSON-String in `content`, nicht roh. "
            "Die Tools hier geben nur Werte zurück, die `json.dumps` ohne Optionen schreiben "
            'kann, auch `float("inf")` (im JSON `Infinity`); `allow_nan=False` geht also nicht. '
            "Bei Erfolg steht darin der Rückgabewert "
            'des Tools selbst oder das Schema aus Übung 1 mit `"status": "ok"` und `"error": '
            'None` (nicht `""`), und zwar mit genau den Feldern `status`, `data` und `error`; '
            'auch `0`, `""`, `[]`, `{}`, `False` und `None` sind Erfolge. Ist der Rückgabewert '
            "selbst ein dict mit genau den Schlüsseln `status`, `data` und `error`, egal mit "
            "welchen Werten, schick ihn im Schema: Nackt ließe er sich nicht davon "
            "unterscheiden (ein dict ist hier immer ein gewöhnliches `dict`, keine Unterklasse "
            "wie `OrderedDict`). Ein dict mit anderen Schlüsseln (etwa nur `status` oder einem "
            "vierten dazu) darf nackt zurückgehen; im Schema darfst du jeden Erfolg schicken. "
            "`content` zeigt den Wert, wie das Tool ihn zurückgab (eine Liste auch in ihrer "
            "Reihenfolge, nicht sortiert): Schreib ihn mit `json.dumps`, "
            "bevor ein weiteres Tool läuft, denn ein Tool darf ein Objekt, das es zurückgegeben "
            "hat, später noch ändern (etwa eine Liste beim nächsten Aufruf leeren).",
            "Erfolgsfall",
        ),
        regel(
            5,
            "Wirft das Tool eine Exception, egal welche Unterklasse von `Exception` (etwa "
            "`ValueError`, `ZeroDivisionError` oder `RuntimeError`), läuft die Schleife weiter: "
            '`content` ist das Schema aus Übung 1 mit `"status": "error"`, `"data": None` und '
            "einem Text als `error`, der `str(fehler)` ganz und unverändert enthält, auch wenn "
            "der leer ist, mehrere Zeilen hat, Zeichen außerhalb von ASCII wie „ü“ oder „€“ "
            "oder geschweifte Klammern wie `{0}` enthält (`str.format` auf dem fertigen "
            "Text ändert ihn) oder Tausende Zeichen lang ist, bei jeder Länge, auch mit "
            "Zehntausenden Zeichen (das Kürzen aus Schritt 5 "
            "gilt hier nicht). Bei einem `LookupError` und jeder seiner Unterklassen (etwa "
            '`KeyError`, `IndexError`) darfst du statt `"error"` auch `"not_found"` schreiben, '
            "beides ist richtig (`error` enthält auch dann `str(fehler)`). Es zählt die Klasse, "
            "nicht ihr Name: Bei `FileNotFoundError`, `ModuleNotFoundError`, jedem anderen "
            '`OSError` und jeder Klasse, die kein `LookupError` ist, gilt nur `"error"`. Erbt '
            "eine Klasse von beiden, etwa `class Fehlt(KeyError, OSError)`, ist sie ein "
            "`LookupError`, und beides ist richtig. Gibt es das Tool nicht (der Name muss "
            "genau so in `werkzeuge` stehen, auch groß und klein,"
            " ohne Leerzeichen davor oder danach) oder ist `arguments` kein JSON-Objekt (auch "
            '`""`, `null`, `[]`, `0`, ein JSON-String, selbst wenn in ihm wieder ein Objekt steht,'
            " oder ein Objekt mit Text dahinter oder mit Leerraum, den JSON nicht kennt, etwa "
            '`"\\x0c{}"`, ein vertikaler Tabulator `\\x0b`, ein geschütztes Leerzeichen `\\xa0` '
            "am Rand oder ein BOM (`\\ufeff`) vor dem Objekt: Das lehnt `json.loads` ab), "
            "rufst du kein Tool "
            'auf, und `content` ist dasselbe Schema mit `"status": "error"` und einem Text deiner '
            "Wahl (jeder String, auch ein leerer). Was `json.loads` ablehnt, reparierst du nicht, "
            "und du rätst auch nicht, was gemeint war, selbst wenn es fast JSON ist: einfache "
            "Anführungszeichen wie in Python, ein Komma vor `}`, Schlüssel ohne Anführungszeichen "
            "oder ein Tabulator mitten in einem String.",
            "Fehlerfall",
        ),
        regel(
            6,
            "Antwortet das Modell ohne `tool_calls` (das Feld fehlt oder ist `None`), gibt "
            "`agent_openai` sofort den `content` dieser Antwort unverändert zurück (das Feld "
            "fehlt nie), auch einen "
            "leeren Text oder `None` (den der Aufrufer dann nicht von „nicht fertig“ "
            "unterscheiden kann). Ob eine Antwort die Endantwort ist, entscheidet allein "
            "`tool_calls`, weder `finish_reason` noch `content`: Jede Antwort ohne `tool_calls` "
            "ist es, welchen `finish_reason` sie auch hat; eine mit `tool_calls` ist es nie, "
            'auch wenn sie Text enthält oder `finish_reason` `"stop"` ist (das kommt etwa mit '
            '`tool_choice="required"` vor).',
            "Rückgabe der Endantwort",
            (EREIGNISSE, RUECKGABE),
        ),
        regel(
            7,
            "Das Modell wird höchstens `max_schritte`-mal gefragt, bei `max_schritte=0` gar "
            "nicht; lässt der Aufruf `max_schritte` weg, gilt die Vorgabe `max_schritte=5`. "
            "Eine Endantwort beim letzten erlaubten Aufruf zählt noch. Kommt bis dahin keine, "
            "führst du die Tools, die das Modell beim letzten Aufruf wünscht, noch aus "
            "und gibst dann `None` zurück.",
            prueft=(EREIGNISSE, RUECKGABE),
            wann=lambda a: (
                a["endantwort"] == NIE
                or len(a["runden"]) + 1
                >= (VORGABE if a["max_schritte"] is None else a["max_schritte"])
            ),
        ),
    ),
)
