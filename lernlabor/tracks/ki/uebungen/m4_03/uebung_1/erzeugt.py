"""Erzeugte Fälle von Übung 1 für den Vergleich mit der Musterlösung.

Jeder Fall ist eine Antwort mit 1 bis 3 parallelen Tool-Wünschen, gezogen aus: Tools, die
einen Wert liefern (mit Umlauten, Emoji, großen Zahlen), ``KeyError`` und ``LookupError``
(not_found), andere Exceptions, ein unbekanntes Tool, kaputtes JSON in ``arguments`` (auch
eines, das als Python-Literal gültig wäre) und JSON mit ``true`` und ``null``. Verglichen
werden jeder Tool-Aufruf, die Eingabe nach dem Aufruf und die Rückgabe. Offen lässt die
Aufgabe den Wortlaut des deutschen Fehlersatzes (er muss nur das Tool nennen) und ob
``json.dumps`` Umlaute maskiert: Beides wird vor dem Vergleich gleich gemacht.
"""

import json

from lernlabor.pruefen import Fall

TOOL_AUFRUF = "der Tool-Aufruf"
UNBEKANNT = "zauberstab"


def werkzeuge(protokoll):
    """Frische Tools, die jeden Aufruf mit Namen und Argumenten ins Protokoll schreiben."""

    def wetter(stadt, einheit=None, genau=False):
        protokoll.notiere(TOOL_AUFRUF, ("wetter", stadt, einheit, genau))
        return {"stadt": stadt, "grad": 18 if einheit is None else 64, "genau": genau}

    def zaehle(text):
        protokoll.notiere(TOOL_AUFRUF, ("zaehle", text))
        return len(text)

    def lagerbestand(artikel):
        protokoll.notiere(TOOL_AUFRUF, ("lagerbestand", artikel))
        return {"Schraube M4": 2**53 + 1, "Mutter M4": 0}[artikel]

    def suche_kunde(name):
        protokoll.notiere(TOOL_AUFRUF, ("suche_kunde", name))
        raise LookupError(f"Kein Kunde namens {name}")

    def teile(a, b):
        protokoll.notiere(TOOL_AUFRUF, ("teile", a, b))
        return a // b

    def kaputt(**kwargs):
        protokoll.notiere(TOOL_AUFRUF, ("kaputt", kwargs))
        raise RuntimeError("Datenbank nicht erreichbar")

    return {f.__name__: f for f in (wetter, zaehle, lagerbestand, suche_kunde, teile, kaputt)}


def _wuensche(zufall):
    """(name, arguments-String) zum Ziehen: gültig, mit true/null, kaputt, unbekannt."""
    text = zufall.text(zufall.ganzzahl(0, 8))
    a, b = zufall.ganzzahl(0, 10**18), zufall.choice((0, 1, 7))
    return [
        ("wetter", json.dumps({"stadt": text}, ensure_ascii=zufall.random() < 0.5)),
        ("wetter", '{"stadt": "Köln", "einheit": null, "genau": true}'),
        ("zaehle", json.dumps({"text": text}, ensure_ascii=False)),
        ("lagerbestand", json.dumps({"artikel": zufall.choice(("Schraube M4", "Mutter M4"))})),
        ("lagerbestand", json.dumps({"artikel": text or "Zahnrad"})),
        ("suche_kunde", json.dumps({"name": text})),
        ("teile", json.dumps({"a": a, "b": b})),
        ("kaputt", json.dumps({"bereich": text})),
        (UNBEKANNT, json.dumps({"spruch": text})),
        ("wetter", '{"stadt": "Paris"'),
        ("wetter", "{'stadt': 'Paris'}"),
        ("zaehle", ""),
    ]


def _normal(wert, namen):
    """Parst jeden content und ersetzt einen Fehlersatz, der das Tool nennt, durch ein Zeichen."""
    if isinstance(wert, dict) and isinstance(wert.get("content"), list):
        return {**wert, "content": [_normal(b, namen) for b in wert["content"]]}
    if isinstance(wert, list):
        return [_normal(n, namen) for n in wert]
    if not isinstance(wert, dict) or not isinstance(wert.get("content"), str):
        return wert
    if wert.get("is_error") is False:  # die Aufgabe verlangt is_error nur bei error
        wert = {k: v for k, v in wert.items() if k != "is_error"}
    try:
        daten = json.loads(wert["content"])
    except ValueError:
        return wert
    name = namen.get(wert.get("tool_call_id", wert.get("tool_use_id")))
    if isinstance(daten, dict) and daten.get("status") == "error":
        fehler = daten.get("error")
        if isinstance(fehler, str) and name is not None and name in fehler:
            daten = {**daten, "error": f"<ein Satz, der {name!r} nennt>"}
    return {**wert, "content": daten}


def _fall(zufall, nummer, anthropic):
    """Ein Fall: 1–3 Wünsche; bei Anthropic ohne kaputtes JSON (input ist schon ein dict)."""
    wuensche = _wuensche(zufall)
    if anthropic:
        wuensche = [w for w in wuensche[:9]]
    gezogen = [zufall.choice(wuensche) for _ in range(zufall.randint(1, 3))]
    ids = [f"call_{nummer}_{i}" for i in range(len(gezogen))]
    namen = {id_: name for id_, (name, _) in zip(ids, gezogen, strict=True)}
    if anthropic:
        eingabe = [{"type": "text", "text": "Moment."}] if zufall.random() < 0.5 else []
        eingabe += [
            {"type": "tool_use", "id": i, "name": n, "input": json.loads(a)}
            for i, (n, a) in zip(ids, gezogen, strict=True)
        ]
        funktion_name = "fuehre_aus_anthropic"
    else:
        calls = [
            {"id": i, "type": "function", "function": {"name": n, "arguments": a}}
            for i, (n, a) in zip(ids, gezogen, strict=True)
        ]
        eingabe = {"role": "assistant", "content": None, "tool_calls": calls}
        funktion_name = "fuehre_aus_openai"
    teile = ", ".join(f"{n}({a})" for n, a in gezogen)
    beschreibung = f"{funktion_name} mit den Wünschen {teile}"

    def lauf(funktion, protokoll):
        kopie = json.loads(json.dumps(eingabe))
        wert = funktion(kopie, werkzeuge(protokoll))
        protokoll.notiere("die Eingabe nach dem Aufruf", kopie)
        return _normal(wert, namen)

    return Fall(beschreibung, lauf, len(gezogen) * 100 + len(beschreibung))


def faelle_openai(zufall):
    """Acht Antworten im OpenAI-Format mit 1–3 Wünschen."""
    return [_fall(zufall, n, False) for n in range(8)]


def faelle_anthropic(zufall):
    """Sechs Antworten im Anthropic-Format mit 1–3 Wünschen, mal mit Textblock davor."""
    return [_fall(zufall, n, True) for n in range(6)]
