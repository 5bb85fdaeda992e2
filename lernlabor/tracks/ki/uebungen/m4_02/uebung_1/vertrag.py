"""Der Vertrag von Übung 1: ``lauf_agent``, die Tool-Use-Schleife mit Schutzgittern.

Ein Fall ist das Skript eines Modells (was es in jedem Aufruf antwortet), sein Verbrauch je
Aufruf, die Ergebnisse der Tools und die drei Grenzen. ``lauf`` baut daraus ein Modell und
Tools, die festhalten, was geschieht: jeden Modellaufruf, jede neue Nachricht im Verlauf (die
Ergebnisse der Tools je Wunsch), die Tool-Aufrufe jeder Runde und eine Ausnahme eines Tools,
die die Schleife beendet. Der Verbrauch steht in den Falldaten, er hängt nicht am Verlauf: So
entscheidet kein Budget anders, nur weil ein erlaubter Verlauf der Lernenden länger ist als der
der Musterlösung.
"""

import itertools
import json

from lernlabor.pruefen.attrappen import zeige_aufruf
from lernlabor.pruefen.bereiche import (
    Datensatz,
    Fehlerklasse,
    Ganzzahl,
    Json,
    Liste,
    Text,
    Wahl,
    bereich,
)
from lernlabor.pruefen.pruefhilfen import kurz
from lernlabor.pruefen.vertrag import EREIGNISSE, RUECKGABE, Funktion, Parameter, Regel, Vertrag
from lernlabor.tracks.ki import PREIS_JE_1K, ApiFehler, kosten_von, pruefe_verlauf

from ..gemeinsam import EndetNicht, bloecke, werkzeug, zeige_tools

AUFGABE = "Wann kann ich Schraube M4 bekommen?"
WERKZEUGE = ("lager", "preis", "kaputt")  # kaputt wirft die Ausnahme aus den Falldaten
KAPUTT = "Datenbank nicht erreichbar"  # der Text dieser Ausnahme
NAMEN = (*WERKZEUGE, "zauberstab")  # zauberstab wünscht sich das Modell, es gibt ihn nicht
TEXTE = ("Ich schaue nach.", "Lieferbar ab Montag.", "Grüße aus Süd", " aus Lager Nord.")
MEHR_AUFRUFE = 3  # so oft antwortet das Modell über jedes Ende hinaus, dann wirft es
SCHLUESSEL = ("antwort", "grund", "schritte", "tokens", "kosten")

# Die Arten der Ereignisse. Die Ergebnisse der vorigen Runde, wie das Modell sie bekommt, und
# eine Ausnahme eines Tools, die aus der Schleife fällt, gehören zu Regel 6 wie die
# Tool-Aufrufe (gleicher Anfang). Ein Aufruf zu viel nennt, welches Ende er übergeht.
AUFRUF, VERLAUF, TOOLS = "Modellaufruf", "Verlauf", "Tool-Aufrufe"
ERGEBNISSE, ABSTURZ, TOOL = "Tool-Ergebnisse", "Tool-Fehler", "Tool-"
UEBER = {
    "fertig": "nach der Endantwort: ",
    "budget": "nach überschrittenem Budget: ",
    "max_schritte": "über max_schritte hinaus: ",
}


# --- Die Bereiche der Falldaten ------------------------------------------------------------------


def _hat_tools(runde):
    return any(eintrag in NAMEN for eintrag in runde)


def _wunsch(eintrag):
    return (eintrag, {"artikel": "M4"}) if eintrag in NAMEN else None


def _je_aufruf(liste, nummer):
    """Der Eintrag von ``skript`` oder ``verbrauch`` für Aufruf ``nummer`` (ab 0): Der letzte
    wiederholt sich."""
    return liste[min(nummer, len(liste) - 1)]


def _skripte(st):
    runde = st.tuples(
        st.lists(st.sampled_from(TEXTE), max_size=1),
        st.lists(st.sampled_from(NAMEN), min_size=1, max_size=3),
    ).map(lambda t: t[0] + t[1])
    ende = st.lists(st.sampled_from(TEXTE), min_size=1, max_size=2) | st.just([""])
    return st.tuples(st.lists(runde, max_size=3), st.none() | ende).map(
        lambda t: t[0] + [t[1]] if t[1] else t[0] or [["Lieferbar ab Montag."]]
    )


# Die Antworten des Modells: je Runde eine Liste aus Tool-Namen (``NAMEN``) und Texten. Eine
# Runde ohne Tool-Namen ist die Endantwort und steht zuletzt; fehlt sie, wird das Modell nie
# fertig (seine letzte Runde wiederholt sich mit neuen ids). Ein leerer Text steht nur als
# ganze Endantwort da: Die API nähme ihn in keinem Verlauf an.
RUNDEN = Liste(Liste(Text(), 1, 4), 1, 4)
SKRIPT = bereich(
    (
        [["lager"], ["Grüße aus Süd"]],
        [["Ich schaue nach.", "lager", "lager", "kaputt"], ["zauberstab", "preis"]],
        [["Lieferbar ab Montag."]],
        [["kaputt"], ["preis", "zauberstab"], ["Lieferbar ab Montag.", " aus Lager Nord."]],
        [["lager"], [""]],
    ),
    _skripte,
    lambda wert: (
        RUNDEN.gueltig(wert)
        and all(_hat_tools(runde) for runde in wert[:-1])
        and all(all(e.strip() for e in runde) or runde == [""] for runde in wert)
    ),
    wie=RUNDEN,
)
# ``usage`` je Aufruf: ``[input_tokens, output_tokens]``; das letzte Paar wiederholt sich.
VERBRAUCH = bereich(
    ([[20, 4]], [[0, 7], [20, 0]]),
    lambda st: (
        st.sampled_from(VERBRAUCH.raender())
        | st.lists(
            st.tuples(st.integers(0, 60), st.integers(0, 20)).map(list), min_size=1, max_size=3
        )
    ),
    wie=Liste(Liste(Ganzzahl(0, nur_gueltige=True), 2, 2), 1, 4),
)
# Was die Tools liefern: ``lager`` und ``preis`` einen JSON-Wert (die falschen zuerst),
# ``kaputt`` wirft eine Ausnahme dieser Klasse (nicht nur ``RuntimeError``, auch Klassen, die
# keine Liste aufgezählter Fehler trifft: ``TypeError``, ``ZeroDivisionError``).
TOOLS_TUN = bereich(
    (
        {"lager": 0, "preis": "", "kaputt": RuntimeError},
        {"lager": "12 Stück", "preis": None, "kaputt": TypeError},
        {"lager": [], "preis": {"ö": [1, "x"]}, "kaputt": KeyError},
        {"lager": False, "preis": 2.5, "kaputt": ZeroDivisionError},
        {"lager": None, "preis": None, "kaputt": RuntimeError},
    ),
    zeige=zeige_tools,
    wie=Datensatz((("lager", Json()), ("preis", Json()), ("kaputt", Fehlerklasse(RuntimeError)))),
)


def _budget(werte, zahlen):
    """``None`` (nicht gesetzt) oder eine Grenze ab 0; die Ränder ``werte`` sind nicht gesetzt,
    der Stand nach dem ersten Aufruf des ersten Rands von ``Verbrauch`` (genau erreicht), 0 und
    knapp darunter; ``zahlen`` zieht weitere Grenzen."""
    return bereich(
        werte,
        lambda st: st.sampled_from(werte) | st.none() | zahlen(st),
        lambda wert: wert is None or (type(wert) in (int, float) and 0 <= wert < float("inf")),
    )


K1 = kosten_von(20, 4, PREIS_JE_1K)  # der erste Aufruf im ersten Rand von Verbrauch
TOKEN_BUDGET = _budget((None, 24, 0, 23), lambda st: st.integers(0, 200))
KOSTEN_BUDGET = _budget(
    (None, K1, 0.0, K1 * 0.999), lambda st: st.floats(0, 0.002, allow_nan=False) | st.just(0)
)


def _ueber(summe, budget):
    return budget is not None and summe > budget


def erwartetes_ende(a):
    """Wie der Lauf nach Regel 7, 8 oder 9 endet (``"fertig"``, ``"budget"``,
    ``"max_schritte"``) und nach wie vielen Modellaufrufen."""
    tokens = kosten = 0
    for schritt in range(a["max_schritte"]):
        eingabe, ausgabe = _je_aufruf(a["verbrauch"], schritt)
        tokens += eingabe + ausgabe
        kosten += kosten_von(eingabe, ausgabe, PREIS_JE_1K)
        if not _hat_tools(_je_aufruf(a["skript"], schritt)):
            return "fertig", schritt + 1
        if _ueber(tokens, a["max_tokens"]) or _ueber(kosten, a["max_kosten"]):
            return "budget", schritt + 1
    return "max_schritte", a["max_schritte"]


# --- Das Modell und die Tools eines Falls ------------------------------------------------------


class Umgebung:
    """Modell und Tools eines Falls (``a``: die Falldaten nach Namen); beide halten mit
    ``notiere`` fest, was geschieht."""

    def __init__(self, a, notiere):
        self.a, self.notiere = a, notiere
        self.grund, self.schritte = erwartetes_ende(a)
        self.gesendet = []  # die Antworten bisher, unberührt von der Schleife der Lernenden
        self.gesehen = []  # der Verlauf beim vorigen Aufruf, in der Form von ``_form``
        self.namen = {}  # id eines Tool-Wunschs → Name des Tools
        self.tools = []  # Tool-Aufrufe seit dem letzten Modellaufruf
        # Die Tools für die Schleife, ohne das unbekannte; ``kaputt`` wirft.
        self.werkzeuge = {
            n: werkzeug(n, a["ergebnisse"][n], self._notiert, KAPUTT) for n in WERKZEUGE
        }

    @property
    def vorbei(self):
        """Hätte der Lauf nach den Antworten bisher schon enden müssen?"""
        return len(self.gesendet) >= self.schritte

    def modell(self, messages):
        """Antwortet nach Skript; notiert den Aufruf und die neuen Nachrichten im Verlauf."""
        self.melde()
        nummer, max_schritte = len(self.gesendet), self.a["max_schritte"]
        self.notiere(UEBER[self.grund] + AUFRUF if self.vorbei else AUFRUF, nummer + 1)
        self._verlauf(messages)
        if nummer >= max_schritte + MEHR_AUFRUFE:
            raise EndetNicht(
                f"Das Modell wurde schon {nummer}-mal aufgerufen, bei max_schritte={max_schritte}."
            )
        pruefe_verlauf(messages)  # wie die echte API: ein falscher Verlauf wird ein ApiFehler
        content = self._antwort(nummer)
        self.gesendet.append(self._antwort(nummer))
        self.namen.update((b["id"], b["name"]) for b in content if b["type"] == "tool_use")
        eingabe, ausgabe = _je_aufruf(self.a["verbrauch"], nummer)
        wuensche = _hat_tools(_je_aufruf(self.a["skript"], nummer))
        return {
            "content": content,
            "stop_reason": "tool_use" if wuensche else "end_turn",
            "usage": {"input_tokens": eingabe, "output_tokens": ausgabe},
        }

    def _antwort(self, nummer):
        """Die Blöcke der Antwort ``nummer`` (ab 0), frisch gebaut; die letzte Runde wiederholt
        sich mit neuen ids (``t1a-2``), wie beim ``SkriptModell``."""
        runde = min(nummer, len(self.a["skript"]) - 1)
        anhang = f"-{nummer - runde + 1}" if nummer > runde else ""
        kennungen = (f"t{runde + 1}{buchstabe}{anhang}" for buchstabe in "abcd")
        return bloecke(self.a["skript"][runde], kennungen, _wunsch)

    def _notiert(self, name, daten):
        self.tools.append(
            f"{name} {daten}" if isinstance(daten, str) else zeige_aufruf(name, kwargs=daten)
        )

    def melde(self):
        """Notiert die Tool-Aufrufe seit dem letzten Modellaufruf als ein Ereignis (ihre
        Reihenfolge ist frei), nach überschrittenem Budget unter eigener Art."""
        if self.tools:
            art = UEBER["budget"] + TOOLS if self.vorbei and self.grund == "budget" else TOOLS
            self.notiere(art, " + ".join(sorted(self.tools)))
        self.tools = []

    def _verlauf(self, messages):
        """Notiert jede Nachricht, die seit dem vorigen Aufruf dazukam, mit ihrer Art aus
        ``_form``; ist der frühere Teil nicht mehr derselbe, die erste Nachricht, die sich dort
        änderte."""
        if isinstance(messages, list):
            assistent = [isinstance(n, dict) and n.get("role") == "assistant" for n in messages]
            davor = itertools.accumulate(assistent, initial=0)  # Antworten vor jeder Nachricht
            form = [self._form(n, a) for n, a in zip(messages, davor, strict=False)]
        else:
            form = [(VERLAUF, f"kein Verlauf, sondern {kurz(messages)}")]
        stelle = next((i for i, alt in enumerate(self.gesehen) if form[i : i + 1] != [alt]), None)
        if stelle is None:
            for art, text in form[len(self.gesehen) :]:
                self.notiere(art, text)
        else:
            jetzt = form[stelle][1] if stelle < len(form) else "fehlt"
            self.notiere(VERLAUF, f"früherer Verlauf geändert, Nachricht {stelle + 1} ist {jetzt}")
        self.gesehen = form

    def _form(self, nachricht, antworten):
        """Eine Nachricht als (Art, Text), wie die Aufgabe sie festlegt; frei sind die
        Reihenfolge der Ergebnisse, ``is_error: False`` und der Text eines Fehlers.
        ``antworten`` zählt die assistant-Nachrichten davor."""
        if not isinstance(nachricht, dict):
            return VERLAUF, f"keine Nachricht, sondern {kurz(nachricht)}"
        rolle, content = nachricht.get("role"), nachricht.get("content")
        if rolle == "assistant":
            for i in (antworten, *range(len(self.gesendet))):
                if i < len(self.gesendet) and content == self.gesendet[i]:
                    return VERLAUF, f"assistant: Antwort {i + 1} des Modells"
            return VERLAUF, f"assistant: verändert: {kurz(content)}"
        if rolle == "user" and content in (AUFGABE, [{"type": "text", "text": AUFGABE}]):
            return VERLAUF, "user: die Aufgabe"
        if rolle == "user" and isinstance(content, list) and content:
            vorige = self.gesendet[antworten - 1] if 0 < antworten <= len(self.gesendet) else []
            return ERGEBNISSE, self._ergebnisse(content, vorige)
        return VERLAUF, f"{kurz(rolle)}: {kurz(content)}"

    def _ergebnisse(self, bloecke, antwort):
        """Die Ergebnisse einer ``user``-Nachricht in der Reihenfolge der Wünsche der Antwort
        davor: je Wunsch sein Ergebnis oder „fehlt“, danach, was zu keinem passt."""
        kennungen = [b["id"] for b in antwort if b["type"] == "tool_use"]
        zu, rest = {}, []
        for block in bloecke:
            kennung = block.get("tool_use_id") if isinstance(block, dict) else None
            if kennung in kennungen and kennung not in zu:
                zu[kennung] = block
            else:  # auch ein zweites Ergebnis zu einem Wunsch
                rest.append(self._ergebnis(block))
        teile = [self._ergebnis(zu[k]) if k in zu else f"{k} fehlt" for k in kennungen]
        return ", ".join(teile + rest)

    def _ergebnis(self, block):
        """Ein tool_result, wie die Aufgabe es festlegt: Fehler oder nicht, und bei Erfolg der
        Wert als String; ``str()`` und JSON zählen gleich und erscheinen wie bei
        ``tool_result_fuer``."""
        if not (isinstance(block, dict) and block.get("type") == "tool_result"):
            return f"kein tool_result: {kurz(block)}"
        kennung, fehler = block.get("tool_use_id"), block.get("is_error")
        name = self.namen.get(kennung) if isinstance(kennung, str) else None
        if name is None:
            return f"tool_use_id {_lesbar(kennung)} gehört zu keinem Tool-Wunsch"
        if name not in ("lager", "preis") and fehler is True:
            return f"{kennung} → Fehler"
        if name not in ("lager", "preis"):
            gesetzt = f"ist {kurz(fehler)}" if "is_error" in block else "fehlt"
            return f"{kennung} → kein Fehler, is_error {gesetzt}"
        wert, inhalt = self.a["ergebnisse"][name], block.get("content")
        if fehler is True:
            return f"{kennung} → Fehler, obwohl {name} {_lesbar(wert)} lieferte"
        if "content" not in block:
            return f"{kennung} → content fehlt"
        if not isinstance(inhalt, str):
            return f"{kennung} → {kurz(inhalt)} (kein String)"
        return f"{kennung} → {_zeige(_als_text(wert)[0] if inhalt in _als_text(wert) else inhalt)}"

    def absturz(self, fehler):
        """Notiert, wenn die Ausnahme eines Tools oder eines unbekannten Namens die Schleife
        beendete: Sie hätte ein Ergebnis mit ``is_error`` werden sollen (Regel 6)."""
        if fehler is self.werkzeuge["kaputt"].geworfen:
            self.notiere(ABSTURZ, f"{type(fehler).__name__} aus kaputt beendete die Schleife")
        elif type(fehler) is KeyError and fehler.args == ("zauberstab",):
            self.notiere(
                ABSTURZ, "KeyError für das unbekannte Tool zauberstab beendete die Schleife"
            )


def _zeige(text):
    """Ein String in „…“: Die Meldung setzt das ganze Ereignis in Anführungszeichen, und ein
    zweites Paar darin würde zu Backslashes."""
    return f"„{text if len(text) <= 60 else text[:57] + '...'}“"


def _lesbar(wert):
    return _zeige(wert) if isinstance(wert, str) else kurz(wert)


def _als_text(wert):
    """Die Strings, die als Ergebnis ``wert`` zählen, der von ``tool_result_fuer`` zuerst."""
    json_text = json.dumps(wert, ensure_ascii=False)
    zuerst = json_text if isinstance(wert, dict | list | tuple) else str(wert)
    return (zuerst, str(wert), json_text, json.dumps(wert))


def lauf(funktion, werte, notiere):
    """Ruft ``lauf_agent`` der Lernenden mit Modell und Tools aus den Falldaten ``werte``."""
    a = LAUF_AGENT.argumente(werte)
    umgebung = Umgebung(a, notiere)
    grenzen = {k: a[k] for k in ("max_schritte", "max_tokens", "max_kosten")}
    try:
        wert = funktion(umgebung.modell, AUFGABE, dict(umgebung.werkzeuge), **grenzen)
    except BaseException as fehler:
        umgebung.melde()
        umgebung.absturz(fehler)
        raise
    umgebung.melde()
    return wert


def vergleichsform(wert):
    """Was die Aufgabe an der Rückgabe festlegt: die fünf Schlüssel; ohne Modellaufruf ist
    ``kosten`` 0 oder 0.0."""
    if not isinstance(wert, dict):
        return wert
    form = {k: wert[k] for k in SCHLUESSEL if k in wert}
    if type(form.get("kosten")) is int and form["kosten"] == 0:
        form["kosten"] = 0.0
    return form


def regelwahl(argumente, soll, ist):
    """Nur wenn bis dahin alles geschah wie bei der Musterlösung (sonst gilt die Meldung einem
    Ereignis, und dessen Regel bleibt): Ein ``ApiFehler`` zu einem Ergebnis verletzt Regel 6,
    einer zum übrigen Verlauf Regel 5. Fehlt der Rückgabe ein Schlüssel, verletzt das Regel 1,
    nicht die Regel seines Werts."""
    if ist.ereignisse != soll.ereignisse[: len(ist.ereignisse)]:
        return None
    if isinstance(fehler := ist.ausnahme, ApiFehler):
        ergebnis = any(w in fehler.erklaerung for w in ("tool_result", "tool_use_id", "is_error"))
        grund = str(fehler).splitlines()[0]
        return 6 if ergebnis else 5, f"Der Simulator lehnt deinen Verlauf ab: {grund}"
    if ist.art != "wert" or not isinstance(ist.wert, dict) or soll.ereignisse != ist.ereignisse:
        return None
    fehlen = [f'`"{k}"`' for k in SCHLUESSEL if k not in ist.wert]
    if not fehlen:
        return None
    return 1, f"Deiner Rückgabe fehlt {', '.join(fehlen)}."


# Die Ränder und die Beispiele der Aufgabe zuerst: einfache Läufe, die die Lektion zeigt.
E0 = {"lager": "120 Stück", "preis": 2.5, "kaputt": RuntimeError}
LAUF_AGENT = Funktion(
    "lauf_agent",
    (
        Parameter("skript", SKRIPT),
        Parameter("verbrauch", VERBRAUCH),
        Parameter("ergebnisse", TOOLS_TUN),
        Parameter("max_schritte", Wahl((3, 2, 0, 1, 4, 5))),
        Parameter("max_tokens", TOKEN_BUDGET),
        Parameter("max_kosten", KOSTEN_BUDGET),
    ),
    beispiele=(
        ([["Lieferbar ab Montag."]], [[20, 4]], E0, 5, None, None),
        ([["Ich schaue nach.", "lager"], ["Grüße aus Süd"]], [[20, 4], [40, 8]], E0, 5, None, None),
        ([["lager"]], [[20, 4]], E0, 3, None, None),
    ),
    vergleichsform=vergleichsform,
    lauf=lauf,
    paare=False,
    regelwahl=regelwahl,
    aufruf="modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, max_kosten=None",
)

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(LAUF_AGENT,),
    regeln=(
        Regel(
            1,
            '`lauf_agent` gibt bei jedem Ende ein dict mit allen fünf Schlüsseln `"antwort"`, '
            '`"grund"`, `"schritte"`, `"tokens"` und `"kosten"` zurück. `"schritte"` ist die '
            "Zahl der Modellaufrufe.",
            stelle="['schritte']",
        ),
        Regel(
            2,
            "Jeder Durchlauf beginnt mit `modell(messages)`. Die Schleife ruft das Modell so "
            "lange, bis Regel 7, 8 oder 9 sie beendet. Der Fehler eines Tools beendet sie nicht, "
            "er wird nach Regel 6 ein Ergebnis für das Modell.",
            prueft=(EREIGNISSE,),
            stelle=AUFRUF,
        ),
        Regel(
            3,
            'Nach jedem Aufruf addierst du `input_tokens + output_tokens` aus `antwort["usage"]` '
            'zu `tokens`: `"tokens"` ist die Summe über alle Aufrufe.',
            stelle="['tokens']",
        ),
        Regel(
            4,
            "Ebenso addierst du `kosten_von(input_tokens, output_tokens, PREIS_JE_1K)` zu "
            "`kosten`, einem `float`. Eine eigene Rechnung mit demselben Ergebnis zählt auch: "
            "Die Prüfung vergleicht Kommazahlen mit einer relativen Toleranz von einem "
            "Milliardstel, Rundungsreste aus einer anderen Rechenreihenfolge stören also nicht, "
            "ein Runden auf wenige Stellen wie `round(kosten, 4)` schon. Ohne Modellaufruf ist "
            '`"kosten"` 0, als `0` oder `0.0`.',
            stelle="['kosten']",
        ),
        Regel(
            5,
            "`messages` beginnt mit der Aufgabe als `user`-Nachricht. Jede Antwort kommt "
            'unverändert als `assistant`-Nachricht dazu (`antwort["content"]`), danach die '
            "Ergebnisse ihrer Tools. Das Modell bekommt jedes Mal den ganzen bisherigen Verlauf.",
            prueft=(EREIGNISSE,),
            stelle=VERLAUF,
        ),
        Regel(
            6,
            "Wünscht die Antwort Tools und endet der Lauf nicht nach Regel 8, führst du jeden "
            "`tool_use`-Block genau einmal aus, auch einen doppelten und auch im letzten "
            'erlaubten Durchlauf, und zwar mit `block["input"]` als Schlüsselwortargumenten '
            '(`werkzeug(**block["input"])`). Alle Ergebnisse kommen zusammen in eine '
            '`user`-Nachricht. Ein Ergebnis hat nur die Schlüssel `"type"` (`"tool_result"`), '
            '`"tool_use_id"` (die `id` seines Blocks), `"content"` (ein String) und höchstens '
            'noch `"is_error"` (`True` oder `False`). Liefert ein '
            "Tool einen Wert, ist der `content` dieser Wert als String, mit `str()` oder als "
            'JSON; auch `0`, `""`, `[]` oder `None` ist so ein Erfolg, sein `content` ist '
            '`"0"`, `""`, `"[]"` oder `"None"` (als JSON `"null"`). Wirft ein Tool eine '
            "Ausnahme, irgendeine Unterklasse von `Exception`, oder gibt es den Namen nicht, "
            "trägt das Ergebnis `is_error: True`, sein `content` ist ein beliebiger Text. "
            "`tool_result_fuer` erledigt genau das; ein eigener Wrapper, der dasselbe tut, "
            "ist ebenso richtig.",
            prueft=(EREIGNISSE,),
            stelle=TOOL,
        ),
        Regel(
            7,
            "Enthält eine Antwort keinen `tool_use`-Block, endet der Lauf mit ihr: "
            '`"antwort"` ist ihr Text (`text_von`), auch wenn er leer ist (`""`), und '
            '`"grund"` ist `"fertig"`. Das gilt auch, wenn ein Budget gerade überschritten '
            "ist. Ob eine Antwort fertig ist, entscheiden allein ihre Blöcke: Das Modell der "
            'Prüfung bricht nie mitten im Text ab, `stop_reason` ist nie `"max_tokens"`.',
            prueft=(RUECKGABE, EREIGNISSE),
            wann=lambda a: erwartetes_ende(a)[0] == "fertig",
        ),
        Regel(
            8,
            "Ist direkt nach einem Aufruf mit Tool-Wünschen `max_tokens` gesetzt und `tokens > "
            "max_tokens` oder `max_kosten` gesetzt und `kosten > max_kosten` (die Summen aus "
            "Regel 3 und 4, nicht der Verbrauch dieses einen Aufrufs), endet der Lauf "
            'sofort mit `"antwort"` `None` und `"grund"` `"budget"`, ohne diese Tools '
            "auszuführen. Gesetzt heißt: nicht `None`, auch 0 ist ein Budget. Jedes Budget zählt "
            "für sich; genau erreicht ist noch nicht überschritten.",
            prueft=(RUECKGABE, EREIGNISSE),
            wann=lambda a: erwartetes_ende(a)[0] == "budget",
        ),
        Regel(
            9,
            "Die Schleife läuft höchstens `max_schritte` Mal, eine ganze Zahl ab 0 (bei 0 ruft "
            'sie das Modell nie). Endet sie so, ohne Regel 7 oder 8, ist `"antwort"` `None` '
            'und `"grund"` `"max_schritte"`.',
            prueft=(RUECKGABE, EREIGNISSE),
            wann=lambda a: erwartetes_ende(a)[0] == "max_schritte",
        ),
    ),
    frei=(
        "der Text einer Ausnahme und eines Ergebnisses mit `is_error`",
        "die Reihenfolge der Ergebnisse in ihrer `user`-Nachricht",
        "`is_error: False` bei einem Erfolg",
        "ob der `content` eines Erfolgs mit `str()` oder als JSON entsteht",
        "ob `kosten` ohne Modellaufruf `0` oder `0.0` ist",
        'ob du `stop_reason` liest (das Modell der Prüfung schickt nur `"tool_use"` und '
        '`"end_turn"`)',
        "die Aufgabe als String oder als ein `text`-Block",
        "weitere Schlüssel in der Rückgabe",
        "was du bei einem Abbruch nach Regel 8 noch an `messages` anhängst, etwa Ergebnisse "
        "mit `is_error` für die nicht ausgeführten Tools: Das Modell bekommt den Verlauf "
        "danach nicht mehr",
        "was ein negatives `max_schritte` oder Budget bewirkt (keine Regel nennt es)",
    ),
)
