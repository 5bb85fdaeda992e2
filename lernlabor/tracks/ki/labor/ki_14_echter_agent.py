"""Zusatzübung M4·02 (lokal): ein echter Agent mit zwei Tools, als Trockenlauf oder echt.

Start im Wurzelordner des Projekts (ohne Schalter: Betriebsart nach Umgebung; mit
``--trockenlauf`` immer ohne Netz):
    uv run python lernlabor/tracks/ki/labor/ki_14_echter_agent.py
    uv run python lernlabor/tracks/ki/labor/ki_14_echter_agent.py --trockenlauf
Die Datei von der Website läuft allein, in jedem Ordner, mit Python ab 3.12 und ohne weitere
Pakete: ``python3 ki_14_echter_agent.py`` oder ``uv run ki_14_echter_agent.py``.

Betriebsart, die erste passende Regel gilt:
1. ``--trockenlauf``: Simulator, kein Netz, keine Kosten.
2. ``ANTHROPIC_API_KEY`` gesetzt: Messages API über das Paket ``anthropic``. Es ist keine
   Abhängigkeit des Lernlabors; fehlt es, sagt das Skript das und macht einen Trockenlauf.
   Modell aus ``LERNLABOR_MODELL``, Standard ``claude-sonnet-4-6`` (ob aktuell, sagt der Anbieter);
   ``ANTHROPIC_BASE_URL`` liest das SDK selbst. Dieser Schlüssel hat Vorrang vor ``LLM_*``,
   weil die Lektion ihn als Schalter nennt.
3. ``LLM_BASE_URL``, ``LLM_API_KEY`` und ``LLM_MODEL`` alle gesetzt: OpenAI-kompatible
   Chat Completions, nur mit der Standardbibliothek (urllib).
4. Sonst Trockenlauf. Fehlt nur ein Teil der ``LLM_``-Variablen, nennt das Skript ihn.

``LERNLABOR_ZEITLIMIT``: Sekunden je Anfrage (Standard 60, höchstens 3600). Einen Wunsch nach
einem unbekannten Tool oder mit falschen Argumenten beantwortet das Skript mit einem Ergebnis
mit ``is_error``, wie es M4·02 lehrt. Exit-Code: 0
fertig, 1 Fehler (Netz, HTTP, ungültige Antwort, falsche Umgebungsvariable), 2 falsche
Option auf der Kommandozeile, 3 MAX_SCHRITTE erreicht. Echte Aufrufe
kosten Geld (Preise beim Anbieter prüfen). Der Schlüssel gehört nur in die Shell, nie in eine
Datei; das Skript gibt ihn nie aus, es schwärzt ihn sogar in Server-Meldungen.
"""

import json
import os
import re
import sys
from types import SimpleNamespace

from lernlabor.tracks.ki import pruefe_verlauf, schaetze_tokens, text_von, tool_result_fuer
from lernlabor.tracks.ki.labor.ki_14_anbindung import schluessel, waehle_modell
from lernlabor.tracks.ki.labor.ki_14_fehler import HILFE, AgentFehler, fuehre_aus, hilfe_text, kurz

MAX_SCHRITTE = 5
AUFGABE = "Was kostet die Hotelrechnung der Tagung in Zürich in Euro?"
SYSTEM = (
    "Du beantwortest Fragen zu den Dokumenten eines kleinen Teams. Suche Fakten mit "
    "suche_dokumente. Rechne Beträge in fremder Währung mit wechselkurs in Euro um. "
    "Antworte kurz auf Deutsch."
)

# Erfundene Dokumente für die Textsuche.
DOKUMENTE = [
    {"titel": "Tagung Zürich", "text": "Die Hotelrechnung der Tagung in Zürich: 240 CHF."},
    {"titel": "Workshop London", "text": "Das Bahnticket von London nach Oxford: 32 GBP."},
    {"titel": "Konferenz Boston", "text": "Die Teilnahmegebühr in Boston: 450 USD."},
    {"titel": "Teamessen", "text": "Das Teamessen im März: 186 EUR."},
]
# Erfundene Testkurse: Euro je Einheit der Währung. Keine echten Wechselkurse!
TESTKURSE = {"EUR": 1.0, "CHF": 1.05, "GBP": 1.15, "USD": 0.92}


def suche_dokumente(suchbegriff):
    """Tool 1: Textsuche. Gibt die (höchstens zwei) Dokumente mit den meisten Suchwörtern."""
    woerter = [w for w in re.findall(r"\w+", suchbegriff.lower()) if len(w) > 2]
    treffer = []
    for dokument in DOKUMENTE:
        inhalt = f"{dokument['titel']} {dokument['text']}".lower()
        punkte = sum(wort in inhalt for wort in woerter)
        if punkte:
            treffer.append((punkte, dokument))
    if not treffer:
        raise ValueError(f"Kein Dokument passt zu {suchbegriff!r}.")
    treffer.sort(key=lambda t: -t[0])
    return [dokument for _, dokument in treffer[:2]]


def wechselkurs(waehrung):
    """Tool 2: erfundener Testkurs, Euro je Einheit von ``waehrung`` (etwa ``"CHF"``)."""
    code = waehrung.strip().upper()
    if code not in TESTKURSE:
        raise ValueError(f"Kein Testkurs für {waehrung!r}. Bekannt: {', '.join(TESTKURSE)}.")
    return TESTKURSE[code]


WERKZEUGE = {"suche_dokumente": suche_dokumente, "wechselkurs": wechselkurs}
TOOLS = [
    {
        "name": name,
        "description": beschreibung,
        "input_schema": {
            "type": "object",
            "properties": {feld: {"type": "string", "description": feldtext}},
            "required": [feld],
        },
    }
    for name, beschreibung, feld, feldtext in (
        ("suche_dokumente", "Durchsucht die Dokumente des Teams.", "suchbegriff", "Suchwörter"),
        ("wechselkurs", "Euro je Einheit einer Währung.", "waehrung", "ISO-Code, etwa CHF"),
    )
]


class Simulator:
    """Antwortet wie die Messages API, ohne Netz: Objekte mit ``.type``, ``.id``, ``.name``,
    ``.input``, ``.text``, dazu ``usage`` (geschätzt: ein Viertel der Zeichen) und ``stop_reason``.

    Er liest die Tool-Ergebnisse wie ein Agent: erst suchen, dann den Kurs der gefundenen
    Währung holen, dann rechnen. Den Verlauf prüft er so streng wie der Browser-Simulator.
    """

    def __call__(self, messages):
        pruefe_verlauf(messages)
        letzte = messages[-1]["content"]
        if isinstance(letzte, str):
            content = [_wunsch(1, "suche_dokumente", {"suchbegriff": "Hotelrechnung Zürich"})]
        else:
            content = [self._weiter(letzte[0], messages)]
        bloecke = [vars(b) for b in content]
        return SimpleNamespace(
            type="message",
            role="assistant",
            content=content,
            stop_reason="tool_use" if content[0].type == "tool_use" else "end_turn",
            usage=SimpleNamespace(
                input_tokens=schaetze_tokens(messages), output_tokens=schaetze_tokens(bloecke)
            ),
        )

    def _weiter(self, ergebnis, messages):
        # messages[2] hält das Ergebnis der Suche: Betrag und Währung stehen im Dokument.
        betrag = re.search(r"(\d+(?:[.,]\d+)?) ([A-Z]{3})", messages[2]["content"][0]["content"])
        if ergebnis.get("is_error") or betrag is None:
            return _text(f"Das habe ich nicht gefunden: {ergebnis['content']}")
        zahl, waehrung = float(betrag.group(1).replace(",", ".")), betrag.group(2)
        if len(messages) == 3:
            return _wunsch(2, "wechselkurs", {"waehrung": waehrung})
        euro = f"{zahl * float(ergebnis['content']):.2f}".replace(".", ",")
        return _text(f"Die Hotelrechnung beträgt {betrag.group(0)}, das sind {euro} Euro.")


def _wunsch(nummer, name, eingabe):
    return SimpleNamespace(type="tool_use", id=f"toolu_sim_{nummer:02d}", name=name, input=eingabe)


def _text(text):
    return SimpleNamespace(type="text", text=text)


def lauf(modell, ausgabe=print, warnung=None):
    """Die Tool-Use-Schleife mit MAX_SCHRITTE und Protokoll; dieselbe für jede Betriebsart.

    ``modell(messages)`` antwortet in der Form des SDK. Gibt ``modellaufrufe``, ``antwort``,
    ``grund`` (``"fertig"`` oder ``"max_schritte"``), ``protokoll`` und ``messages`` zurück.
    """
    warnung = warnung or ausgabe
    messages = [{"role": "user", "content": AUFGABE}]
    protokoll = []
    ausgabe(f"Aufgabe: {AUFGABE}")
    for schritt in range(1, MAX_SCHRITTE + 1):
        bloecke, ein, aus = lies_antwort(modell(messages))
        messages.append({"role": "assistant", "content": bloecke})
        eintrag = {"schritt": schritt, "input_tokens": ein, "output_tokens": aus, "tools": []}
        protokoll.append(eintrag)
        ausgabe(f"Schritt {schritt}: input_tokens {_zahl(ein)}, output_tokens {_zahl(aus)}")
        wuensche = [b for b in bloecke if b["type"] == "tool_use"]
        if not wuensche:
            antwort = eintrag["antwort"] = text_von(bloecke)
            ausgabe(f"  Endantwort: {antwort}")
            return _ergebnis(schritt, antwort, "fertig", protokoll, messages, ausgabe)
        if text_von(bloecke):  # echte Modelle erklären oft kurz, was sie vorhaben
            ausgabe(f"  Text: {text_von(bloecke)}")
        ergebnisse = [abgelehnt(b) or tool_result_fuer(b, WERKZEUGE) for b in wuensche]
        for wunsch, ergebnis in zip(wuensche, ergebnisse, strict=True):
            fehler = bool(ergebnis.get("is_error"))
            name, eingabe, inhalt = wunsch["name"], wunsch["input"], ergebnis["content"]
            eintrag["tools"].append(
                dict(name=name, eingabe=eingabe, ergebnis=inhalt, fehler=fehler)
            )
            ausgabe(f"  Tool: {name}({json.dumps(eingabe, ensure_ascii=False)})")
            ausgabe(f"  {'Fehler' if fehler else 'Ergebnis'}: {inhalt}")
        messages.append({"role": "user", "content": ergebnisse})
    warnung(
        f"Warnung: MAX_SCHRITTE ({MAX_SCHRITTE}) erreicht, das Modell hat keine Endantwort "
        "gegeben. Der Lauf wurde abgebrochen, damit er nicht endlos Kosten verursacht."
    )
    return _ergebnis(MAX_SCHRITTE, None, "max_schritte", protokoll, messages, ausgabe)


def _ergebnis(aufrufe, antwort, grund, protokoll, messages, ausgabe):
    summen = [
        _zahl(None if None in werte else sum(werte))
        for werte in ([e[f"{r}_tokens"] for e in protokoll] for r in ("input", "output"))
    ]
    ausgabe(f"Modellaufrufe: {aufrufe}")
    ausgabe(f"Zusammen: input_tokens {summen[0]}, output_tokens {summen[1]}")
    return dict(modellaufrufe=aufrufe, antwort=antwort, grund=grund, protokoll=protokoll) | {
        "messages": messages
    }


def _zahl(wert):
    return "unbekannt" if wert is None else str(wert)


def lies_antwort(antwort, tools=TOOLS):
    """Prüft eine Modellantwort in SDK-Form; gibt dict-Blöcke und die Token-Zahlen zurück.

    Was die Schleife nicht sicher weiterführen kann, wird ein ``AgentFehler``: eine bei
    ``max_tokens`` abgeschnittene Antwort, fehlender Inhalt, Tool-Wünsche ohne id oder Namen
    (auf sie lässt sich kein Ergebnis zurückschicken). Ein Wunsch nach einem unbekannten Tool
    oder mit falschen Argumenten bleibt im Verlauf; ``abgelehnt`` beantwortet ihn.
    ``tools`` nimmt die Schnittstelle von ki_15_terminal_assistent.py mit (dort eigene Tools).
    """
    if getattr(antwort, "stop_reason", None) == "max_tokens":
        # Ohne Tool-Wunsch sähe das wie eine Endantwort aus, ist aber nur ihr Anfang.
        raise AgentFehler(
            "Die Antwort des Modells wurde an der Grenze max_tokens abgeschnitten (stop_reason "
            "'max_tokens'). Ein halber Text ist keine Endantwort und ein halber Tool-Wunsch "
            f"nicht ausführbar. Anfang: {kurz(getattr(antwort, 'content', None))}"
        )
    content = getattr(antwort, "content", None)
    if not isinstance(content, list) or not content:
        stop = getattr(antwort, "stop_reason", None)  # etwa "refusal": das Modell lehnte ab
        raise AgentFehler(
            "Ungültige Antwort des Modells: erwartet eine nicht-leere Liste von Blöcken "
            f"(content), bekommen {kurz(content if content is not None else antwort)}"
            + (f" (stop_reason: {kurz(stop)})." if isinstance(stop, str) else ".")
        )
    bloecke = []
    for block in content:
        art = getattr(block, "type", None)
        if art == "text" and isinstance(getattr(block, "text", None), str):
            bloecke.append({"type": "text", "text": block.text})
        elif art == "tool_use":
            bloecke.append(_als_wunsch(block))
        # Andere Blocktypen (etwa Denken) fordert das Skript nicht an; es lässt sie weg.
    if not bloecke:
        raise AgentFehler(f"Die Antwort enthält weder Text noch Tool-Wunsch: {kurz(content)}.")
    usage = getattr(antwort, "usage", None)
    zahlen = [getattr(usage, f"{r}_tokens", None) for r in ("input", "output")]
    return bloecke, *[z if isinstance(z, int) and z >= 0 else None for z in zahlen]


def _als_wunsch(block):
    wunsch = {"type": "tool_use"} | {k: getattr(block, k, None) for k in ("id", "name", "input")}
    if not (isinstance(wunsch["id"], str) and wunsch["id"] and isinstance(wunsch["name"], str)):
        raise AgentFehler(f"Ungültiger Tool-Wunsch (id oder name fehlt): {kurz(wunsch)}.")
    return wunsch


def abgelehnt(wunsch, tools=TOOLS):
    """Das Ergebnis mit ``is_error`` für einen Wunsch, der sich nicht ausführen lässt, sonst None.

    Wie in M4·02 und M4·03 beendet ein unbekanntes Tool oder ein falsches Argument den Lauf
    nicht: Das Modell liest den Grund und kann den Aufruf verbessern; MAX_SCHRITTE begrenzt,
    wie oft es das versucht.
    """
    grund = _grund(wunsch["name"], wunsch["input"], tools)
    if grund is None:
        return None
    return {"type": "tool_result", "tool_use_id": wunsch["id"], "content": grund, "is_error": True}


def _grund(name, eingabe, tools):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    if name not in schemas:
        return f"Unbekanntes Tool {name!r}. Angeboten sind nur: {', '.join(schemas)}."
    felder = sorted(schemas[name]["properties"])
    if isinstance(eingabe, str):  # Chat Completions: arguments, die kein JSON waren
        return f"Die Argumente für {name} sind kein JSON-Objekt: {kurz(eingabe)}."
    if not (isinstance(eingabe, dict) and sorted(eingabe) == felder):
        return (
            f"Ungültige Argumente für {name}: erwartet ein Objekt mit genau {felder}, "
            f"bekommen {kurz(eingabe)}."
        )
    if not all(isinstance(wert, str) for wert in eingabe.values()):
        return f"Die Argumente für {name} müssen Text sein: {kurz(eingabe)}."
    return None


def trockenlauf(ausgabe=print):
    """Der Lauf ohne Netz und Kosten; auch die Übungsprüfung zählt hier die Modellaufrufe."""
    return lauf(Simulator(), ausgabe)


def main(argumente=(), umgebung=None):
    """Startet den Lauf in der Betriebsart der Umgebung; gibt den Exit-Code zurück.

    Jeder erwartete Fehler wird eine deutsche Meldung auf stderr, ohne Traceback, und jede
    Ausgabe läuft durch ``schreibe``, das gesetzte Schlüssel schwärzt.
    """
    umgebung = dict(os.environ if umgebung is None else umgebung)
    geheim = schluessel(umgebung)

    def schreibe(text, strom=None):
        for wert in geheim:
            text = text.replace(wert, "***")
        print(text, file=strom or sys.stdout, flush=True)

    def fehler(text):
        schreibe(text, sys.stderr)

    if any(argument in HILFE for argument in argumente):
        schreibe(hilfe_text(__doc__, __file__))
        return 0
    if list(argumente) not in ([], ["--trockenlauf"]):
        erlaubt = "Erlaubt sind nur --trockenlauf und --hilfe."
        fehler(f"Unbekannter Aufruf {kurz(' '.join(argumente))}. {erlaubt}")
        return 2

    def arbeit():
        if argumente:
            modell, art = None, "Trockenlauf (Simulator, kein Netz, keine Kosten)"
        else:
            modell, art = waehle_modell(umgebung, SYSTEM, TOOLS, fehler)
        schreibe(f"Betriebsart: {art}")
        return lauf(modell or Simulator(), schreibe, fehler)

    return fuehre_aus(arbeit, fehler)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
