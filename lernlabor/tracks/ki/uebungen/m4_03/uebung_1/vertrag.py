"""Der Vertrag von Übung 1: Tool-Wünsche ausführen, Ergebnisse im Format von OpenAI und Anthropic.

Ein Fall ist eine Antwort des Modells, die Tools (Name → ein Wert oder eine Exception-Klasse)
und je Tool der Text seiner Exception (``None``: ohne Argument). Die Art jedes Ereignisses nennt
die Regel; ein Satz bei ``error``, der das Tool nennt, wird ein Platzhalter, denn sein Wortlaut
ist frei.
"""

import inspect
import json
import re
import threading
from contextlib import suppress

from lernlabor.pruefen.attrappen import attrappe, veraenderungen, wirft
from lernlabor.pruefen.bereiche import Datensatz, Eines, Fehlerklasse, Json, Wahl, bereich
from lernlabor.pruefen.netz import erste_abweichung, kopie
from lernlabor.pruefen.pruefhilfen import Platzhalter, kurz
from lernlabor.pruefen.vertrag import Funktion, Parameter, Vertrag

from ..gemeinsam import (
    FAST,
    KEIN_JSON,
    KLAMMERN,
    LANGER_TEXT,
    NICHT_OBJEKT,
    lies,
    ohne_tool,
    regel,
    zeige_lang,
)

OPENAI, ANTHROPIC = "fuehre_aus_openai", "fuehre_aus_anthropic"
# zauberstab kennt ``werkzeuge`` nie, „Wetter“ nur klein geschrieben: Groß und klein zählen.
# „Vorräte“ und „würfel🎲“ schreibt nur ein ``{name!r}`` genau so, ein ``{name!a}`` (``ascii``)
# maskiert sie: Der Name steht dann nicht im Text bei ``error`` (Regel 7).
TOOLS, UNBEKANNT, ANDERS_GROSS = ("wetter", "Vorräte"), "zauberstab", "Wetter"
UNBEKANNT_BUNT = "würfel🎲"
# Erst Unicode-Normalisierung macht aus ihnen bekannte Namen: „ｗetter“ mit w in voller Breite
# (NFKC) und „Vorräte“ mit a und Trema als zwei Zeichen (NFC). Auch sie kennt werkzeuge nicht.
NORMALISIERT = ("\uff57etter", "Vorra\u0308te")


class DateiFehlt(KeyError):
    """Eine eigene Unterklasse von ``KeyError``: Wer nach dem genauen Typ fragt, fällt auf."""


class FehltImLager(KeyError, OSError):
    """Ein ``LookupError``, der zugleich ein ``OSError`` ist: Es zählt die Klasse (Regel 6), er
    wird ``not_found``, auch wenn ein Zweig für ``OSError`` vor dem für ``LookupError`` steht."""


# Die Nummer wie unter Linux, fest: In Pyodide (Emscripten) ist errno.ENOENT 44, und Text und
# Meldung müssen in beiden Pythons gleich sein.
ENOENT = 2


class DateiWeg(FileNotFoundError):
    """Ein ``FileNotFoundError``, wie ``open()`` ihn wirft: ``args`` ist ``(2, text)``, nicht nur
    der Text. Wer ``fehler.args`` wie Strings behandelt (``", ".join``), stürzt ab (Regel 3)."""

    def __init__(self, text=None):
        super().__init__(ENOENT, "No such file or directory" if text is None else text)


# Je Tool ein JSON-Wert (die falschen zuerst) oder ein LookupError, seine Unter- und Geschwister,
# dazu OSError: „nicht gefunden“ klingt nach FileNotFoundError, ist aber kein LookupError.
# Einer mit zwei args wie aus open(), und eine Klasse, die beides ist (dann zählt LookupError).
KLASSEN = (DateiFehlt, FileNotFoundError, OSError, DateiWeg, FehltImLager)
# Werte mit einem Schlüssel "status": Auch sie gehören als data ins Schema, nie nackt in content.
MIT_STATUS = ({"status": "ok"}, {"status": "error", "data": None, "error": "leer"})
# Unendlich schreibt json.dumps als Infinity; mit allow_nan=False stürzt es ab (Regel 5). NaN
# nicht: nan == nan ist falsch.
UNENDLICH = (float("inf"), {"max": float("-inf"), "min": -1.5})
# Kommazahlen, die ein Runden auf wenige Stellen ändert: data ist genau der Wert.
KOMMA = (0.125, {"regen": 2.675, "wind": 1.2345678901234567})
# Eine unsortierte Liste und ein großer Text: data ist genau der Wert, niemand sortiert oder
# kürzt ihn (Runde 35: sorted(wert) und ein Kürzen ab 2000 Zeichen gingen durch).
UNSORTIERT, GROSS = [3, 1, 2], "Zeile mit Wetter.\n" * 600
WERTE = (*MIT_STATUS, *UNENDLICH, *KOMMA, UNSORTIERT, GROSS)
WERTE = bereich(WERTE, gueltig=WERTE.__contains__)
# Jede weitere eingebaute Klasse, die kein LookupError ist (ohne die, die ein Argument mehr
# brauchen, und ohne MemoryError und RecursionError, die nach einer Rechengrenze aussehen):
# Wer neben LookupError noch eine Klasse zu not_found macht, fällt an ihr auf (Regel 7).
FREMDE = (
    *(AttributeError, TypeError, NameError, UnboundLocalError, ZeroDivisionError),
    *(FloatingPointError, OverflowError, StopIteration, StopAsyncIteration, NotImplementedError),
    *(UnicodeError, ImportError, ModuleNotFoundError, SyntaxError, IndentationError, TabError),
    *(EOFError, BufferError, ReferenceError, SystemError, PermissionError, TimeoutError),
    *(ConnectionError, ConnectionRefusedError, ConnectionResetError, ConnectionAbortedError),
    *(BrokenPipeError, FileExistsError, IsADirectoryError, NotADirectoryError, InterruptedError),
    *(BlockingIOError, ChildProcessError, ProcessLookupError),
)
KLASSEN_ALLE = KLASSEN + FREMDE
EIGENE = bereich(
    KLASSEN,
    lambda st: st.sampled_from(KLASSEN_ALLE),
    KLASSEN_ALLE.__contains__,
)
WERKZEUGE = Datensatz(
    tuple((n, Eines(Json(), Fehlerklasse(LookupError), EIGENE, WERTE)) for n in TOOLS)
)
# Vorräte hat Parameter (wetter nimmt jedes Argument): Passt **args nicht dazu, wirft der Aufruf
# einen TypeError, eine Exception des Tools wie jede andere (Regeln 7 und 9).
SIGNATUREN = {
    "Vorräte": inspect.Signature(
        [
            inspect.Parameter(p, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None)
            for p in ("artikel", "name", "fehler")
        ]
    )
}
# Ein Text mit zwei Zeilen: str(fehler) ist der ganze Text, nicht seine erste Zeile; Leerraum
# am Rand gehört dazu (kein strip), und auch ein langer Text bleibt ganz (kein Kürzen).
RAND = " Zahnrad fehlt\n"
# Ein Prozentzeichen: Wer den fertigen Text mit % formatiert, stürzt ab (Runde 35).
PROZENT = "Rabatt 50 % fehlt"
# Zeilen auch mit "\r\n" und "\r": Niemand vereinheitlicht die Zeilenenden (Regel 6).
ZEILEN = ("Zahnrad\nfehlt", "Zahnrad\r\nfehlt", "Zahnrad\rfehlt")
TEXTE = Datensatz(
    tuple(
        (n, Wahl(("Zahnrad", "", None, "Grüße 🙂", *ZEILEN, RAND, LANGER_TEXT, *KLAMMERN, PROZENT)))
        for n in TOOLS
    )
)
KOELN, MOEWE, LYON = {"stadt": "Köln"}, '{"artikel": "M\\u00f6we"}', '{"genau": true, "x": null}'
# Ein JSON-String ist kein Objekt, auch wenn ein Objekt in ihm steht (kein zweites json.loads);
# Leerraum um ein Objekt ist gültiges JSON, das Tool läuft.
NICHT_OBJEKT_1 = (*NICHT_OBJEKT, '"Paris"', json.dumps(json.dumps({"stadt": "Paris"})))
MIT_LEERRAUM = ' {"stadt": "Köln"}\n'
# Was json.loads ohne Optionen annimmt, gilt: ein doppelter Schlüssel (der letzte Wert zählt),
# NaN und Infinity. Das Tool läuft damit.
ANGENOMMEN = ('{"stadt": "Paris", "stadt": "Rom"}', '{"grad": NaN, "tief": -Infinity}')
# Text nach dem Objekt ist kein JSON mehr: json.loads wirft, ein raw_decode läse das Objekt;
# fast JSON (FAST) repariert niemand, auch nicht mit strict=False.
# Auch Zeichen am Rand, die str.strip() entfernt, die für JSON aber kein Leerraum sind, und ein
# BOM vor dem Objekt lehnt json.loads ab: Niemand schneidet sie ab.
RAND_KEIN_JSON = ('\xa0{"stadt": "Köln"}', '{"stadt": "Köln"}\x0b', "\x0c\x1c{}\x85")
KEIN_JSON_1 = (
    *KEIN_JSON,
    '{"stadt": "Köln"} und mehr',
    *FAST,
    *RAND_KEIN_JSON,
    '\ufeff{"stadt": "Köln"}',
)
# Leerzeichen gehören zum Namen: „wetter “ ist ein unbekanntes Tool.
MIT_LEERZEICHEN = (" wetter", "wetter ")
# Kommazahlen, wie json.loads sie liest: Wer mit parse_float rundet, ändert die mit vielen Stellen.
KOMMAZAHLEN = (2.5, 0.125, 2.675, 0.30000000000000004, 1.2345678901234567)
# Schlüssel der Argumente: auch groß geschriebene und solche, die kein Python-Name sind.
SCHLUESSEL = ("stadt", "artikel", "genau", "name", "Stadt", "Artikel", "a-b", "1", "")
# Ein langer Text als Argument (über 3000 Zeichen): Die Länge der arguments ist keine Grenze.
NOTIZ = "Regen am Nachmittag, später Wind aus West. " * 75
WUENSCHE = [  # (Name, input als dict oder arguments als Text), die lesbarsten zuerst
    [("wetter", KOELN)],
    [("Vorräte", MOEWE)],
    [(UNBEKANNT, {"spruch": "Liefere!"})],
    [(UNBEKANNT_BUNT, {"augen": 6})],
    [(ANDERS_GROSS, KOELN)],
    [(MIT_LEERZEICHEN[1], KOELN)],
    [("wetter", LYON)],
    [("wetter", {})],
    [("wetter", KOELN), ("wetter", KOELN)],
    [("wetter", KOELN), ("Vorräte", {"artikel": "Zahnrad"})],
    [("Vorräte", {}), (UNBEKANNT, {})],
    # Ein Fehler vor einem Erfolg: Wer Fehler nach hinten sortiert, fällt auf.
    [(UNBEKANNT, KOELN), ("wetter", KOELN)],
    [("wetter", KOELN), (ANDERS_GROSS, {}), ("Vorräte", MOEWE)],
    [("Vorräte", MOEWE), (MIT_LEERZEICHEN[0], {}), ("wetter", {})],
    # Argumente, die so heißen wie Parameter eines Helfers (``_rufe(werkzeuge, name, **args)``):
    # Das Tool bekommt sie trotzdem, ohne „got multiple values for argument“.
    [("Vorräte", {"name": "notizen.txt"})],
    [("wetter", {"werkzeuge": "alle", "args": 1}), ("Vorräte", {"name": "Möwe", "fehler": None})],
    # Ein Argument, das Vorräte nicht kennt: Das Tool wirft TypeError, niemand lässt es weg.
    [("Vorräte", {"artikel": "Zahnrad", "stadt": "Köln"})],
    # Schlüssel, wie sie kommen: groß geschrieben und auch keine Python-Namen (**args nimmt
    # jeden String), und Kommazahlen, die json.loads als float liest (kein parse_float): mit
    # vielen Stellen, die jedes Runden (auf 1, 2 oder 15 Stellen, auch über Decimal) ändert.
    [("wetter", '{"Stadt": "Rom", "grad": 2.5}')],
    [("wetter", '{"regen": 0.125, "wind": 2.675, "summe": 0.30000000000000004}')],
    [("wetter", {"a-b": 1, "1": 2, "": 3, "ID": "x"}), ("Vorräte", {"Artikel": "Zahnrad"})],
    [(NORMALISIERT[0], KOELN), (NORMALISIERT[1], MOEWE)],
    # Fünf Wünsche, Fehler zwischen Erfolgen: Wer erst ab vier Wünschen anders arbeitet (Threads,
    # Fehler nach vorn sortiert), fällt auf (Runde 35).
    [("wetter", KOELN), (UNBEKANNT, {}), ("Vorräte", MOEWE), ("wetter", {}), (ANDERS_GROSS, KOELN)],
    # Runde 38: Acht Wünsche, gleiche und alle Arten gemischt: Wer erst ab sechs Wünschen die
    # Liste umdreht oder nur die ersten fünf Ergebnisse zurückgibt, fällt auf (Regeln 1 und 2).
    [
        *[("wetter", KOELN), (UNBEKANNT, {}), ("Vorräte", MOEWE), ("wetter", KOELN)],
        *[(ANDERS_GROSS, {}), ("Vorräte", {"artikel": "Zahnrad"}), ("wetter", LYON)],
        ("wetter", {}),
    ],
    # Runde 38: Argumente von einigen tausend Zeichen: Auch sie bekommt das Tool (Regel 9), wer
    # lange arguments oder einen großen input nicht ausführt, fällt auf.
    [("wetter", {"stadt": "Köln", "notiz": NOTIZ})],
]


def antwort(openai, wuensche, rueckwaerts=(), text=None, ziffern=None):
    """Die Wünsche als assistant-Nachricht (OpenAI) oder als Blöcke (Anthropic); die Schlüssel
    der Wünsche mit Nummer in ``rueckwaerts`` stehen in umgekehrter Reihenfolge. Die ids
    fallen: Wer nach ihnen sortiert, dreht die Reihenfolge der Wünsche um. ``ziffern`` gibt
    sie anders vor (ungeordnet: Auch ein Sortieren, absteigend wie aufsteigend, fällt auf)."""
    teile = []
    for i, (name, args) in enumerate(wuensche):
        nummer = 9 - i if ziffern is None else ziffern[i]
        if openai:  # jede zweite mit maskierten Umlauten
            roh = args if isinstance(args, str) else json.dumps(args, ensure_ascii=i % 2 == 1)
            funktion = {"name": name, "arguments": roh}
            teil = {"id": f"call_{nummer}x", "type": "function", "function": funktion}
        else:
            eingabe = args if isinstance(args, dict) else json.loads(args)
            teil = {"type": "tool_use", "id": f"toolu_0{nummer}", "name": name, "input": eingabe}
        teile.append(dict(reversed(teil.items())) if i in rueckwaerts else teil)
    if openai:
        return {"role": "assistant", "content": text, "tool_calls": teile}
    return ([{"type": "text", "text": text}] if text else []) + teile


def _beispiele(openai):
    """Was die Suche selten trifft: „Vorräte“ wirft eine Exception mit leerem Text oder ganz ohne
    Argument (``args`` ist leer), die kein ``LookupError`` ist (der Satz bei ``error`` braucht
    dann ein eigenes Wort), oder einen ``IndexError`` mit zwei Zeilen Text, Leerraum am Rand
    oder über 13.000 Zeichen (``error`` ist der ganze Text), und einen ``ValueError`` mit einem
    Prozentzeichen im Text (wer den fertigen Text mit ``%`` formatiert, stürzt ab)."""
    wunsch = antwort(openai, [("Vorräte", {"artikel": "Zahnrad"})])
    beide = antwort(openai, [("wetter", KOELN), ("Vorräte", {"artikel": "Zahnrad"})])
    return (
        (
            (wunsch, {"wetter": 0, "Vorräte": ValueError}, {"wetter": "Zahnrad", "Vorräte": ""}),
            (wunsch, {"wetter": 0, "Vorräte": RuntimeError}, {"wetter": "", "Vorräte": None}),
            *(
                (wunsch, {"wetter": 0, "Vorräte": IndexError}, {"wetter": "", "Vorräte": z})
                for z in ZEILEN
            ),
            (wunsch, {"wetter": 0, "Vorräte": IndexError}, {"wetter": "", "Vorräte": RAND}),
            (wunsch, {"wetter": 0, "Vorräte": IndexError}, {"wetter": "", "Vorräte": LANGER_TEXT}),
            (wunsch, {"wetter": 0, "Vorräte": ValueError}, {"wetter": "", "Vorräte": PROZENT}),
        )
        + tuple(  # je zwei der FREMDE, die ein Wunsch an beide Tools trifft
            (beide, {"wetter": a, "Vorräte": b}, {"wetter": "Zahnrad", "Vorräte": "Zahnrad"})
            for a, b in zip(FREMDE[::2], FREMDE[1::2], strict=True)
        )
    )


def _antworten(openai):
    """Eine Antwort mit 1 bis 3 Wünschen: bekannte, unbekannte und gleiche Tools, JSON mit
    Umlauten, ``true`` und ``null`` (bei OpenAI auch kaputtes), Schlüssel in jeder Reihenfolge."""
    raender = [antwort(openai, w) for w in WUENSCHE]
    raender += [antwort(openai, WUENSCHE[0], (0,), "Ich schaue nach.")]
    # ids ungeordnet: Wer tool_calls oder content nach der id sortiert (auf- oder absteigend,
    # auch in place nach der Arbeit), ändert die Reihenfolge (Regeln 1, 2 und 10).
    raender += [antwort(openai, WUENSCHE[11], ziffern=(5, 9, 7))]
    if openai:
        raender += [antwort(True, [("wetter", a)]) for a in (*KEIN_JSON_1, *NICHT_OBJEKT_1)]
        raender += [antwort(True, [("wetter", a)]) for a in (MIT_LEERRAUM, *ANGENOMMEN)]
    else:  # ein Denkblock vor den Wünschen: Auch er bekommt kein Ergebnis; ohne Wunsch: leer.
        denken = {"type": "thinking", "thinking": "Erst das Wetter.", "signature": "sig"}
        raender += [[denken, *antwort(False, WUENSCHE[7])]]
        raender += [antwort(False, [], text="Es bleibt trocken."), [denken]]
        # Ein Block, den der Server selbst ausführt, hat auch name und input: kein Ergebnis.
        suche = {"type": "server_tool_use", "id": "srvtoolu_01", "name": "wetter"}
        raender += [[{**suche, "input": KOELN}, *antwort(False, WUENSCHE[1])]]

    def strategie(st):  # 1 bis 3 Wünsche aus kleinen Vorräten: Auch gleiche kommen zusammen.
        werte = st.sampled_from(("Köln", "", "Grüße 🙂", None, True, 0, *KOMMAZAHLEN))
        werte |= st.text(max_size=3)
        args = st.dictionaries(st.sampled_from(SCHLUESSEL), werte, max_size=2)
        if openai:
            args = args | st.sampled_from(
                (*KEIN_JSON_1, *NICHT_OBJEKT_1, MIT_LEERRAUM, *ANGENOMMEN)
            )
        wunsch = st.tuples(
            st.sampled_from(
                (*TOOLS, UNBEKANNT, UNBEKANNT_BUNT, ANDERS_GROSS, *MIT_LEERZEICHEN, *NORMALISIERT)
            ),
            args,
        )
        return st.builds(
            lambda w, r, t: antwort(openai, w, r, t),
            st.lists(wunsch, min_size=1, max_size=3),
            st.sets(st.integers(0, 2)),
            st.sampled_from((None, "Moment.")),
        )

    # Gültig ist eine Antwort in diesem Format (mit ``lauf`` prüft niemand mehr).
    return bereich(raender, strategie, lambda wert: isinstance(wert, dict if openai else list))


# Kurz genug, dass die Meldung ihn nicht kürzt (80 Zeichen): Er erklärt die Bedingung.
SATZ = "<Text mit {name!r} genau so, als eigenem Wort, und einem anderen Wort>"
SCHEMA, INHALT = "ein JSON-Text mit status, data und error", "<ein JSON-Text, Regeln 4 bis 7>"


def _art(name, arguments, spez):
    """Was der Fall für einen Wunsch verlangt; die Art des Ereignisses nennt so die Regel."""
    if grund := ohne_tool(name, arguments, spez):
        return f"Fehler ({grund})"
    signatur = SIGNATUREN.get(name)
    if signatur and set(json.loads(arguments)) - set(signatur.parameters):
        return "Fehler (TypeError vom Tool: ein Argument, das es nicht kennt)"
    tut = spez[name]  # ein Wert oder eine Exception-Klasse
    if not wirft(tut):
        return "Wert vom Tool"
    if issubclass(tut, LookupError):
        return f"LookupError ({tut.__name__}) vom Tool"
    return f"Fehler ({tut.__name__} vom Tool)"


def _nennt(satz, name):
    """Ein Satz, der das Tool nennt: der Name als eigenes Wort (kein Buchstabe, keine Ziffer
    direkt davor oder danach) und noch ein anderes Wort: Ohne den Namen bleibt ein Buchstabe."""
    wort = rf"(?<![^\W_]){re.escape(name)}(?![^\W_])"
    return (
        isinstance(satz, str)
        and re.search(wort, satz)
        and re.search(r"[^\W\d_]", re.sub(wort, "", satz))
    )


def _ergebnisse(merke, elemente, wuensche, wo, weg):
    """Je Element: seine Form ohne ``weg`` (content als Platzhalter), sein content (``lies``),
    das Schema darin, bei Anthropic ``is_error`` (``False`` zählt wie keins)."""
    for i, element in enumerate(elemente, 1):
        if not isinstance(element, dict):
            merke(f"{wo} {i}", element)
            continue
        form = {k: INHALT if k == "content" else v for k, v in element.items() if k not in weg}
        merke(f"{wo} {i}", form)
        daten, schema, anders = lies(element.get("content"))
        merke(f"content von {wo} {i}", SCHEMA if schema else anders or element["content"])
        if schema and i <= len(wuensche):
            name, art = wuensche[i - 1]
            # Nur wo der Fall "error" verlangt: Sonst zeigt die Meldung den Text, wie er kam.
            fehler_erwartet = art.startswith("Fehler")
            if daten["status"] == "error" and fehler_erwartet and _nennt(daten["error"], name):
                daten["error"] = SATZ.format(name=name)
            elif daten["status"] == "error" and isinstance(daten["error"], str):
                # Eine Adresse (<ast.Name object at 0x7f…>) wechselt von Lauf zu Lauf.
                daten["error"] = re.sub(r" at 0x[0-9a-fA-F]+", "", daten["error"])
            merke(f"{art} → Ergebnis {i}", daten)
        if "is_error" in weg:
            markiert = element.get("is_error", False)
            merke(f"is_error von {wo} {i}", "fehlt oder False" if markiert is False else markiert)


# Was die Tools im Aufruf vor dem echten liefern: Wer Ergebnisse über Aufrufe hinweg aufhebt,
# zeigt es im echten Aufruf.
FRUEHER = "Ergebnis eines früheren Aufrufs"


def _vorab(eingabe, openai):
    """Die Wünsche des Aufrufs vor dem echten: dieselben ids, jeder ruft ``wetter`` ohne
    Argumente. So hält ein Gedächtnis nach der id für jede id ``FRUEHER``, welchen Wunsch sie
    in früheren Fällen auch trug."""
    vorab = kopie(eingabe)
    for w in vorab["tool_calls"] if openai else vorab:
        if openai:
            w["function"] = {"name": TOOLS[0], "arguments": "{}"}
        elif w["type"] == "tool_use":
            w.update(name=TOOLS[0], input={})
    return vorab


def _laenge(liste):
    """Eine Liste in der Meldung als Platzhalter in spitzen Klammern, ohne Anführungszeichen:
    Mit ihnen sähe er aus wie ein verlangter String (Runde 30). Der Typ steht dabei, damit ein
    Tupel auffällt."""
    return Platzhalter(f"<eine list der Länge {len(liste)}>")


def _lauf(funktion, werte, notiere, openai):
    """Ruft die Funktion zweimal, erst mit ``_vorab`` und Tools, die ``FRUEHER`` liefern, dann
    mit den Wünschen und frischen Tools; hält vom zweiten Aufruf Änderungen an den Eingaben,
    Ausgang, Tool-Aufrufe (auch ob sie in diesem Thread liefen) und Ergebnisse fest."""
    eingabe, spez, texte = werte
    aufrufe, vorher, faden = [], kopie(eingabe), threading.get_ident()
    with suppress(Exception):  # noqa: BLE001 – was dieser Aufruf tut, zählt nicht
        funktion(_vorab(eingabe, openai), {n: attrappe(n, FRUEHER) for n in spez})

    def notiert(aufruf):  # jedes Tool hält seinen Aufruf fest, auch positionale Argumente
        anders = "" if threading.get_ident() == faden else " in einem anderen Thread"
        aufrufe.append(aufruf.zeige(sortiert=True) + anders)

    tools = {
        n: attrappe(n, tut, notiert, text=texte[n], signatur=SIGNATUREN.get(n))
        for n, tut in spez.items()
    }
    tools_vorher = dict(tools)
    wert = fehler = None
    try:
        wert = funktion(eingabe, tools)
    except Exception as ausnahme:  # noqa: BLE001 – kein Fehler darf die Funktion verlassen
        fehler = ausnahme
    # Zuerst die Eingaben: Eine Änderung daran erklärt oft auch eine falsche Rückgabe.
    saetze = veraenderungen(tools_vorher, tools, "werkzeuge")
    stelle = erste_abweichung(vorher, eingabe)
    if stelle is not None:
        pfad, alt, neu = stelle
        satz = f"{pfad}: vorher {kurz(alt)}, danach {kurz(neu)}"
        # Fehlt ein Block, verschiebt sich alles dahinter: dann die Länge nennen, nicht [0].
        was = "tool_calls" if openai else "content"
        alt, neu = (vorher[was], eingabe.get(was)) if openai else (vorher, eingabe)
        if isinstance(neu, list) and len(neu) != len(alt):
            wie = "kürzer" if len(neu) < len(alt) else "länger"
            satz = f"{was} ist {wie} geworden: vorher {len(alt)} Einträge, danach {len(neu)}"
        saetze.insert(0, satz)
    notiere("Eingaben danach", "; ".join(saetze) or "unverändert")
    if fehler is not None:
        notiere("Ausgang", f"Absturz mit {type(fehler).__name__}: {fehler}")
        notiere("Tool-Aufrufe", aufrufe)
        raise fehler
    notiere("Ausgang", "gibt zurück")
    # Die Rückgabe im Groben zuerst: Ein Generator ruft gar kein Tool.
    if openai:
        rufe = [(c["function"]["name"], c["function"]["arguments"]) for c in vorher["tool_calls"]]
        liste, wo, weg = wert, "Nachricht", ()
        kopf = _laenge(wert) if isinstance(wert, list) else wert
        notiere("Nachrichten", kopf)
    else:
        rufe = [(b["name"], json.dumps(b["input"])) for b in vorher if b["type"] == "tool_use"]
        liste = wert.get("content") if isinstance(wert, dict) else None
        wo, weg = "user-Nachricht, Block", ("is_error",)
        if isinstance(liste, list):
            kopf = {**wert, "content": _laenge(liste)}
        notiere("user-Nachricht", kopf if isinstance(liste, list) else wert)
    notiere("Tool-Aufrufe", aufrufe)
    if isinstance(liste, list):
        _ergebnisse(notiere, liste, [(n, _art(n, a, spez)) for n, a in rufe], wo, weg)


ZU_VIEL = (
    "Vor den richtigen Nachrichten stehen bei dir noch andere, wohl aus einem früheren Aufruf: "
    "Lebt deine Liste über den Aufruf hinaus (auf Modulebene oder als Standardwert `=[]`), "
    "wächst sie mit jedem Aufruf. Leg sie bei jedem Aufruf in der Funktion neu an."
)

MERKT = (
    "Das Ergebnis stammt nicht aus diesem Aufruf: Merkst du dir Ergebnisse über Aufrufe hinweg "
    "(etwa nach der id)? Jeder Aufruf deiner Funktion führt seine Tools neu aus."
)


IS_ERROR_OPENAI = (
    "Deine Nachrichten für OpenAI tragen `is_error`: Das Feld gibt es nur bei Anthropic. "
    "Bei OpenAI sagt allein `content`, ob etwas schiefging."
)


def _ohne_is_error(ereignisse):
    """Die Ereignisse, die Nachrichten (OpenAI) ohne den Schlüssel ``is_error``."""
    return [
        (a, {k: v for k, v in d.items() if k != "is_error"})
        if re.fullmatch(r"Nachricht \d+", a) and isinstance(d, dict)
        else (a, d)
        for a, d in ereignisse
    ]


def _fremder_block(content, ereignisse):
    """Der Block, der kein ``tool_use`` ist und den Schlüssel nicht hat, an dem die Funktion mit
    ``KeyError`` abstürzte (``'id'`` eines ``thinking``-Blocks), oder ``None``."""
    ausgang = dict(ereignisse).get("Ausgang")
    treffer = re.fullmatch(r"Absturz mit KeyError: '(\w+)'", str(ausgang))
    if not treffer or not isinstance(content, list):
        return None
    schluessel = treffer[1]
    return next(
        (
            b
            for b in content
            if isinstance(b, dict) and b.get("type") != "tool_use" and schluessel not in b
        ),
        None,
    )


def _ueberspringe(block, ausgang):
    schluessel = re.search(r"'(\w+)'", ausgang)[1]
    return (
        f"Dein Code liest `{schluessel}` aus einem `{block['type']}`-Block und stürzt ab: "
        'Nur `tool_use`-Blöcke bekommen ein Ergebnis. Prüf zuerst `block["type"]` und '
        "überspring jeden anderen Block, bevor du etwas anderes aus ihm liest."
    )


def _regelwahl(argumente, soll, ist):
    """Regel 1 mit Satz, wenn vor den richtigen Nachrichten weitere stehen: So sieht eine Liste
    aus, die von Aufruf zu Aufruf wächst; das hält kein gespeicherter Fall fest. Regel 8 (nicht
    1), wenn Nachrichten für OpenAI nur ``is_error`` zu viel haben. Regel 2 (nicht 3), wenn die
    Funktion an einem Block abstürzt, der kein ``tool_use`` ist: Sie hätte ihn überspringen
    sollen. Regel 9 mit
    Satz, wenn ein Ergebnis ``FRUEHER`` enthält, was nur die Tools des ersten Aufrufs liefern."""
    if block := _fremder_block(argumente.get("content"), ist.ereignisse):
        return 2, _ueberspringe(block, dict(ist.ereignisse)["Ausgang"])
    s, i = ([d for a, d in b.ereignisse if re.fullmatch(r"Nachricht \d+", a)] for b in (soll, ist))
    if len(i) > len(s) > 0 and i[-len(s) :] == s:
        return 1, ZU_VIEL
    if _ohne_is_error(ist.ereignisse) == soll.ereignisse != ist.ereignisse:
        return 8, IS_ERROR_OPENAI
    return (9, MERKT) if FRUEHER in repr(ist.ereignisse) else None


def _argumente(klasse, text):
    """Womit die Exception geworfen wird, wie in Python geschrieben; ``DateiWeg`` mit zwei."""
    if klasse is DateiWeg:
        return f"({ENOENT}, {zeige_lang(DateiWeg(text).strerror)})"
    return "" if text is None else f"({zeige_lang(text)})"


def _beschreibe(name, werte):
    """Ein Fall in der Meldung: ``fuehre_aus_openai`` mit den tool_calls … und in werkzeuge …
    Die id steht hinter dem Wunsch in Klammern, das Tool vorn; bei Vorräte, was es annimmt."""
    eingabe, spez, texte = werte
    teile = []
    for w in eingabe["tool_calls"] if name == OPENAI else eingabe:
        if f := w.get("function"):
            # Lange arguments gekürzt, mit ihrer Länge (Runde 38: über 3000 Zeichen).
            roh = f["arguments"]
            zeige = zeige_lang(roh) if isinstance(roh, str) else repr(roh)
            teil = f"{f['name']} mit arguments {zeige} (id {w['id']})"
        elif w["type"] == "tool_use":
            teil = f"tool_use-Block: {w['name']} mit input {kurz(w['input'])} (id {w['id']})"
        elif w["type"] == "text":
            teil = f"Text-Block {kurz(w['text'])}"
        elif w["type"] == "thinking":
            teil = f"thinking-Block {kurz(w['thinking'])}"
        else:
            teil = f"{w['type']}-Block: {w['name']} mit input {kurz(w['input'])} (id {w['id']})"
        # Schlüssel in ungewohnter Reihenfolge zeigen, sonst sieht keiner, warum der Fall kippt.
        ordnung = "" if list(w)[0] in ("id", "type") else f" (Schlüssel: {', '.join(w)})"
        teile.append(teil + ordnung)
    tools = [
        f"{n} ({_nimmt(n)}) "
        + (
            f"gibt {kurz(v)} zurück"
            if not wirft(v)
            else f"wirft {v.__name__}" + _argumente(v, texte[n])
        )
        for n, v in spez.items()
    ]
    wo = "den tool_calls" if name == OPENAI else "den Blöcken"
    leer = "" if teile else "(keinen)"
    # Ein Tool antwortet immer gleich: Sein Text hat mit den arguments nichts zu tun.
    return (
        f"{name} mit {wo} {'; '.join(teile) or leer}, und in werkzeuge: {', '.join(tools)} "
        "(jedes Tool antwortet immer so, gleich mit welchen Argumenten)"
    )


def _nimmt(name):
    """Was ein Tool annimmt, in Worten statt als Signatur."""
    if signatur := SIGNATUREN.get(name):
        return "nimmt nur " + ", ".join(signatur.parameters)
    return "nimmt jedes Argument"


VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=tuple(
        Funktion(
            name,
            (
                Parameter(eingabe, _antworten(name == OPENAI)),
                Parameter("werkzeuge", WERKZEUGE),
                Parameter("texte", TEXTE),
            ),
            lauf=lambda f, w, n, openai=name == OPENAI: _lauf(f, w, n, openai),
            beispiele=_beispiele(name == OPENAI),
            aufruf=f"{eingabe}, werkzeuge",
            ereignisnummer=False,  # die Arten zählen selbst: „Nachricht 2“, „Ergebnis 2“
            beschreibe=lambda werte, name=name: _beschreibe(name, werte),
            regelwahl=_regelwahl,
        )
        for name, eingabe in ((OPENAI, "nachricht"), (ANTHROPIC, "content"))
    ),
    regeln=(
        regel(
            1,
            "`fuehre_aus_openai` gibt eine Liste zurück (ein `list` oder eine Unterklasse "
            "davon, keinen Generator und kein Tupel), darin "
            'je Aufruf in `nachricht["tool_calls"]` eine Nachricht `{"role": "tool", '
            '"tool_call_id": <id des Aufrufs>, "content": ...}`, '
            "in der Reihenfolge der Aufrufe und ohne weitere Schlüssel (auch ohne `is_error`, "
            "Regel 8). Die ids der Aufrufe "
            "einer Antwort sind alle verschieden, so wie die API sie schickt.",
            "Nachricht",
            funktion=OPENAI,
        ),
        regel(
            2,
            '`fuehre_aus_anthropic` gibt *eine* Nachricht `{"role": "user", "content": [...]}` '
            'zurück, darin je `tool_use`-Block ein Block `{"type": "tool_result", "tool_use_id": '
            '<id>, "content": ...}`, in der Reihenfolge der Wünsche und ohne weitere Schlüssel '
            "außer `is_error` (Regel 8). Nur `tool_use`-Blöcke bekommen ein Ergebnis; Text und "
            "jede andere Art von Block (etwa `thinking`) überspringst du. Ohne `tool_use`-Block "
            'gibst du `{"role": "user", "content": []}` zurück, nicht `None`. Die ids der '
            "`tool_use`-Blöcke einer Antwort sind alle verschieden, so wie die API sie schickt.",
            "user-Nachricht",
            funktion=ANTHROPIC,
        ),
        regel(
            3,
            "Keine Exception verlässt deine Funktion: Was ein Tool wirft (auch eine Exception "
            "ohne Argument wie `RuntimeError()`, deren `args` leer ist, oder eine mit "
            "mehreren, die keine Strings sind, wie `FileNotFoundError(2, 'weg')` aus `open()`), "
            "ein unbekanntes Tool "
            "und kaputtes JSON werden Ergebnisse (Regeln 6 und 7). Gemeint ist jede Unterklasse "
            "von `Exception`; `SystemExit` und `KeyboardInterrupt` darfst du durchlassen.",
            "Ausgang",
        ),
        regel(
            4,
            "Jeder `content` ist ein String, `json.dumps` eines dicts mit genau den Schlüsseln "
            '`"status"`, `"data"` und `"error"`.',
            "content",
        ),
        regel(
            5,
            'Gibt das Tool einen Wert zurück, auch `0`, `""`, `[]`, `{}`, `None` oder `False`, '
            'ist `"status"` `"ok"`, `"data"` genau der Wert (eine Kommazahl wie `0.125` bleibt '
            '`0.125`, nichts wird gerundet) und `"error"` `None`. Die Tools hier geben '
            "nur Werte zurück, die `json.dumps` (ohne Optionen) schreiben kann, auch "
            '`float("inf")` (im JSON `Infinity`); `allow_nan=False` geht also nicht.',
            "Wert",
        ),
        regel(
            6,
            "Wirft das Tool einen `LookupError` oder eine Unterklasse davon (`KeyError`, "
            '`IndexError`), ist `"status"` `"not_found"`, `"data"` `None` und `"error"` genau '
            "`str(fehler)`, ganz und ungekürzt: nichts davor oder danach und nichts weggelassen, "
            "auch wenn der Text leer ist, mehrere Zeilen hat (auch mit `\\r\\n` oder `\\r` als "
            "Zeilenende: Du vereinheitlichst nichts), Tausende Zeichen lang ist (das "
            "Kürzen aus Schritt 5 gilt hier nicht) oder mit Leerzeichen oder Zeilenumbruch "
            "beginnt oder endet (kein `strip`).",
            "LookupError",
        ),
        regel(
            7,
            "Jede andere Exception des Tools (auch `FileNotFoundError` und jeder andere "
            "`OSError`, `TypeError`, `AttributeError`, `StopIteration` und so weiter: "
            '`"not_found"` gibt es nur für `LookupError` und seine Unterklassen), '
            "ein Name, den `werkzeuge` nicht genau so kennt, und "
            '`arguments`, die kein JSON-Objekt sind (kaputtes JSON, der leere String `""`, aber '
            "auch gültiges JSON wie `null`, `[]`, `0` oder der JSON-String `'\"Paris\"'`; "
            "dass dann kein Tool läuft, auch nicht mit `{}`, sagt Regel 9), "
            'geben `"status"` `"error"`, `"data"` `None` und bei `"error"` einen Text, der den '
            "Namen des Tools genau so geschrieben enthält wie im Wunsch (auch groß und klein, und "
            "Umlaute, `ß` oder ein Emoji so, wie sie sind: `{name!a}` oder `ascii(name)` "
            "maskieren sie, dann fehlt der Name) "
            "und als eigenes Wort: kein Buchstabe (auch kein Umlaut oder `é`) und keine Ziffer "
            "(auch keine hochgestellte wie `²` oder breite wie `５`) direkt davor oder danach "
            "(`wetter-fehler` und `wetter_tool` gelten, `wetter2` und `wetterlage` nicht). "
            "Leerzeichen am Rand gehören zum Namen, und das eigene Wort gilt für den ganzen "
            "Namen mit ihnen: Beim Namen `\"wetter \"` gilt `'wetter ' fehlt`, aber nicht "
            "`wetter fehlt` (direkt nach dem Leerzeichen steht ein Buchstabe); am einfachsten "
            "setzt du den Namen in Anführungszeichen, etwa mit `{name!r}`. Das schreibt ihn "
            "genau so, solange er keinen Backslash, keinen Zeilenumbruch und kein unsichtbares "
            "Zeichen enthält; solche Namen kommen hier nicht vor. Dazu kommt "
            "mindestens ein Wort, das nicht der Name ist (`Wetter: Wetter` reicht also nicht), "
            "auch wenn der Text der Exception leer ist. Ein Wort ist hier eine Folge aus "
            "Buchstaben und Ziffern mit mindestens einem Buchstaben; jedes andere Zeichen trennt "
            "Wörter, auch `_`, `-`, `(` und `:`.",
            "Fehler",
        ),
        regel(
            8,
            'Bei Anthropic trägt ein Block mit `"status": "error"` zusätzlich `"is_error": True`. '
            'Die anderen Blöcke haben kein `is_error` oder `"is_error": False`, keinen anderen '
            "Wert (auch nicht `None`). Bei OpenAI gibt es kein `is_error`, auch kein `False`: "
            "Dort sagt allein `content`, ob etwas schiefging.",
            "is_error",
        ),
        regel(
            9,
            "Jedes Tool läuft genau einmal je Wunsch, auch bei gleichen Wünschen, und in jedem "
            "Aufruf deiner Funktion neu (kein Ergebnis aus einem früheren Aufruf): "
            "`werkzeuge[name](**args)`, bei OpenAI mit `args = json.loads(arguments)` ohne "
            "weitere Optionen (also nicht mit `strict=False`): Es gilt, was `json.loads` so "
            "annimmt, auch ein doppelter Schlüssel (der letzte Wert zählt) und `NaN` oder "
            "`Infinity`, und Kommazahlen wie `2.5` oder `0.125` genau als den `float`, den "
            "`json.loads` liest (kein `parse_float`, auch kein Runden auf wenige Stellen). "
            'Bei Anthropic ist `args = block["input"]`. Du übergibst alle '
            "Argumente, auch wenn das Tool eines davon nicht kennt: Der `TypeError` aus dem "
            "Aufruf ist eine Exception des Tools (Regel 7). Jeden Schlüssel übergibst du so, "
            'wie er kommt: auch groß geschrieben (`"Stadt"` bleibt `"Stadt"`) und auch einen, '
            'der kein Python-Name ist (`"a-b"`, `"1"`, `""`), denn `**args` nimmt jeden String '
            "als Schlüssel an, und `wetter` nimmt jedes Argument. Die Tools laufen der Reihe nach "
            "in deiner Funktion selbst: eines nach dem anderen, nicht parallel und nicht in "
            "einem anderen Thread. "
            "Ein Name, den `werkzeuge` nicht genau so kennt (auch groß und klein, und "
            'Leerzeichen davor oder danach zählen mit: `"wetter "` ist nicht `"wetter"`; '
            "du normalisierst auch kein Unicode: `ｗetter` mit einem `ｗ` in voller Breite und "
            "ein `Vorräte`, dessen `ä` aus `a` und Trema besteht, sind andere Namen), und "
            "`arguments`, die kein JSON-Objekt sind (Regel 7), rufen kein Tool auf: Auch aus "
            '`""` oder `null` machst du kein leeres Objekt `{}`. Was '
            "`json.loads` ablehnt, reparierst du nicht, auch wenn es fast JSON ist: ein Objekt "
            "mit Text dahinter, einfache Anführungszeichen, ein Komma vor `}`, ein "
            "Tabulator mitten in einem String, ein BOM (`\\ufeff`) vor dem Objekt oder ein "
            "Zeichen am Rand, das `strip()` entfernt, das für JSON aber kein Leerraum ist "
            "(etwa `\\xa0` oder `\\x0b`).",
            "Tool-Aufrufe",
        ),
        regel(
            10,
            "Beide Funktionen lassen ihre Eingaben unverändert: die Antwort des Modells und auch "
            "`werkzeuge` (kein Eintrag kommt dazu, fällt weg oder wird ersetzt).",
            "Eingaben",
        ),
    ),
    frei=(
        'Wortlaut und Sprache des Textes bei `"error"`, solange er Regel 7 erfüllt',
        "wie `json.dumps` schreibt (Leerzeichen, `ensure_ascii`, Reihenfolge der Schlüssel)",
        '`"is_error": False` an Blöcken ohne Fehler',
        "was mit einem `input` geschieht, das kein dict ist (Anthropic schickt immer ein "
        "JSON-Objekt, die Prüfung auch)",
        "die Reihenfolge der Schlüssel in jedem dict",
        "wann `json.dumps` läuft, gleich nach dem Tool oder erst nach allen Tools der Antwort: "
        "Die Tools hier ändern nie einen Wert, den sie schon zurückgegeben haben (diesen Fall "
        "nimmt Übung 3 auf)",
    ),
)
