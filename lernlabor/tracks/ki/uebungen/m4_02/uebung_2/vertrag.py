"""Der Vertrag von Übung 2: die reparierte Schleife ``agent``.

Ein Fall ist ein Drehbuch: die Frage, die Antworten des Modells (``skript``), wie sich jedes
Tool verhält (``werkzeuge``: ein JSON-Wert, den es zurückgibt, oder eine Ausnahmeklasse, die
es wirft) und ``max_schritte`` (``None``: ohne Argument, also die Vorgabe 5). ``lauf`` baut
daraus ein Modell und Tools, die festhalten, was geschieht: jeden Modellaufruf, jede neue
Nachricht im Verlauf, die ausgeführten Tools. Verglichen wird das mit der Musterlösung; frei
bleibt, was die Aufgabe offenlässt (siehe ``normal``).
"""

import copy
import json

from lernlabor.pruefen.bereiche import Wahl
from lernlabor.pruefen.vertrag import (
    EREIGNISSE,
    RUECKGABE,
    Funktion,
    Irrtum,
    Parameter,
    Regel,
    Vertrag,
)
from lernlabor.tracks.ki import pruefe_verlauf, schaetze_tokens, tool_result_fuer

TOOLS = ("lager", "preis", "kurs")
UNBEKANNT = "zauberstab"  # steht nie in werkzeuge
TEXTE = ("Fertig.", "Ab ", "morgen.", "Grüße 🙂")
ARTIKEL = ("M4", "M5", "Öse")
FEHLER = (ValueError, KeyError, IndexError, LookupError, ZeroDivisionError, RuntimeError, Exception)
GRENZE = 8  # mehr Modellaufrufe braucht kein Fall (max_schritte bis 6): die Schleife endet nicht

# Die Arten der Ereignisse; eine Regel grenzt sich über den Anfang ihres Namens ein.
MODELL, TOOLS_LIEFEN, ERGEBNISSE = "Modellaufruf Nr.", "Tools ausgeführt", "Ergebnisse im Verlauf"
FRAGE, ANTWORT, ERSETZT = "Verlauf: Frage", "Verlauf: Antwort", "Verlauf ersetzt durch"


# --- Bereiche der Falldaten ----------------------------------------------------------------------


def _ist_fehler(verhalten):
    return isinstance(verhalten, type) and issubclass(verhalten, BaseException)


class Skript:
    """Die Antworten des Modells: 1 bis 3, die letzte wiederholt sich. Eine Antwort ist ein
    Text oder eine Liste aus Texten und Tool-Wünschen ``(name, artikel)``."""

    def gueltig(self, wert):
        return type(wert) is list and 1 <= len(wert) <= 3 and all(map(_antwort_gueltig, wert))

    def raender(self):
        lager, preis = ("lager", "M4"), ("preis", "M4")
        return [
            [[lager], "Fertig."],
            [["Ab ", lager, ("kurs", "M5")], "Fertig."],
            ["Fertig."],
            [[lager]],
            [[lager, lager], ["Ab ", "morgen."]],
            [[(UNBEKANNT, "M4"), preis], "Fertig."],
            [[lager], [preis], "Fertig."],
            [[lager], [lager]],
        ]

    def strategie(self, st):
        text = st.sampled_from(TEXTE)
        wunsch = st.tuples(st.sampled_from((*TOOLS, UNBEKANNT)), st.sampled_from(ARTIKEL))
        antwort = st.one_of(text, st.lists(st.one_of(text, wunsch), min_size=1, max_size=3))
        return st.lists(antwort, min_size=1, max_size=3)


def _antwort_gueltig(antwort):
    if type(antwort) is str:
        return antwort in TEXTE
    return (
        type(antwort) is list
        and 1 <= len(antwort) <= 3
        and all(
            t in TEXTE
            if type(t) is str
            else type(t) is tuple and len(t) == 2 and t[0] in (*TOOLS, UNBEKANNT)
            for t in antwort
        )
    )


RAENDER_TOOLS = (0, "", [], None, False, {}, "120 Stück", {"ö": [1]}, "x")


class Werkzeuge:
    """Je Tool in ``TOOLS`` (in jeder Reihenfolge), was es tut: einen JSON-Wert zurückgeben,
    auch einen falschen wie 0 oder ``[]``, oder eine Ausnahme werfen (mit Unterklassen und
    Geschwistern: ``IndexError`` neben ``KeyError``, ``LookupError`` darüber)."""

    def gueltig(self, wert):
        return type(wert) is dict and set(wert) == set(TOOLS)

    def raender(self):
        faelle = [{"lager": "120 Stück", "preis": 3, "kurs": KeyError}]
        for wert in (*RAENDER_TOOLS, *FEHLER):
            faelle.append({"kurs": IndexError, "preis": 3, "lager": wert})
        return faelle

    def strategie(self, st):
        verhalten = st.one_of(
            st.sampled_from(RAENDER_TOOLS),
            st.sampled_from(FEHLER),
            st.integers(-3, 3),
            st.text(max_size=4),
            st.lists(st.integers(0, 2), max_size=2),
        )
        return st.permutations(TOOLS).flatmap(
            lambda namen: st.tuples(*[verhalten] * len(namen)).map(
                lambda werte: dict(zip(namen, werte, strict=True))
            )
        )


class MaxSchritte:
    """``max_schritte`` jedes Vorzeichens; ``None`` heißt: ohne Argument (die Vorgabe 5)."""

    def gueltig(self, wert):
        return wert is None or type(wert) is int

    def raender(self):
        return [1, None, 0, 2, 3, -1]

    def strategie(self, st):
        return st.one_of(st.none(), st.integers(-2, 6))


# --- Der Lauf: Modell und Tools aus den Falldaten ------------------------------------------------


class _Stopp(BaseException):
    """Innen im Lauf: Das Modell wurde öfter gerufen, als irgendein Fall es braucht."""


class EndetNicht(Exception):  # noqa: N818 – ein Befund, kein Fehler im Code der Übung
    """Die Schleife ruft das Modell immer weiter auf."""


def _antworten(skript):
    """Die Blöcke jeder Antwort, mit ids ``t1``, ``t2`` … der Reihe nach."""
    nummer, liste = 0, []
    for antwort in skript:
        bloecke = []
        for teil in [antwort] if type(antwort) is str else antwort:
            if type(teil) is str:
                bloecke.append({"type": "text", "text": teil})
            else:
                nummer += 1
                name, artikel = teil
                eingabe = {"artikel": artikel}
                bloecke.append(
                    {"type": "tool_use", "id": f"t{nummer}", "name": name, "input": eingabe}
                )
        liste.append(bloecke)
    return liste


def _werkzeug(name, verhalten, offen):
    def tool(**eingabe):
        if offen is not None:
            offen.append([name, eingabe])
        if _ist_fehler(verhalten):
            raise verhalten(f"{name} ist gestört")
        return copy.deepcopy(verhalten)

    return tool


def _texte_fuer(wert):
    """Die Texte, die ein Ergebnis ``wert`` im content tragen darf: ``str()`` oder JSON."""
    texte = {str(wert)}
    for ascii_nur in (True, False):
        texte.add(json.dumps(wert, ensure_ascii=ascii_nur))
    return texte


def normal(nachricht, wuensche, werkzeuge):
    """Eine Nachricht in der Form, die die Aufgabe festlegt: Ergebnisse in der Reihenfolge der
    Wünsche; der content eines Ergebnisses, das die Aufgabe zulässt (Erfolg: ``str()`` oder
    JSON des Werts, ohne ``is_error``; Fehler: ein Text mit ``is_error: True``), wird der
    Text der Musterlösung. Was sie nicht zulässt, bleibt, wie es ist, und fällt auf."""
    if not (isinstance(nachricht, dict) and isinstance(nachricht.get("content"), list)):
        return nachricht
    if nachricht.get("role") != "user":
        return nachricht
    bloecke = [_ergebnis(b, wuensche, werkzeuge) for b in nachricht["content"]]
    reihe = list(wuensche)
    bloecke.sort(key=lambda b: reihe.index(b["tool_use_id"]) if _bekannt(b, wuensche) else -1)
    return {**nachricht, "content": bloecke}


def _bekannt(block, wuensche):
    return (
        isinstance(block, dict)
        and block.get("type") == "tool_result"
        and isinstance(block.get("tool_use_id"), str)
        and block["tool_use_id"] in wuensche
    )


def _ergebnis(block, wuensche, werkzeuge):
    if not _bekannt(block, wuensche):
        return block
    wunsch = wuensche[block["tool_use_id"]]
    reine = {n: _werkzeug(n, v, None) for n, v in werkzeuge.items()}
    soll = tool_result_fuer(wunsch, reine)
    inhalt, fehler = block.get("content"), block.get("is_error", False)
    if soll.get("is_error"):
        passt = fehler is True and isinstance(inhalt, str)
    else:
        wert = reine[wunsch["name"]](**wunsch["input"])
        passt = fehler is False and isinstance(inhalt, str) and inhalt in _texte_fuer(wert)
    if not passt:
        return block
    rest = {k: v for k, v in block.items() if k not in ("content", "is_error")}
    return {**rest, "content": soll["content"], **({"is_error": True} if fehler else {})}


def _art(nachricht):
    if isinstance(nachricht, dict) and nachricht.get("role") == "assistant":
        return ANTWORT
    if isinstance(nachricht, dict) and isinstance(nachricht.get("content"), list):
        return ERGEBNISSE
    return FRAGE


def lauf(agent, werte, notiere):
    """Ruft ``agent`` mit einem Modell und Tools aus den Falldaten und hält fest, was geschieht."""
    aufgabe, skript, werkzeuge, max_schritte = werte
    antworten = _antworten(skript)
    offen, wuensche = [], {}
    zustand = {"aufrufe": 0, "verlauf": []}

    def melde_tools():
        if offen:
            notiere(TOOLS_LIEFEN, sorted(offen, key=repr))
            offen.clear()

    def modell(messages):
        melde_tools()
        if zustand["aufrufe"] >= GRENZE:
            raise _Stopp
        notiere(MODELL, zustand["aufrufe"] + 1)
        verlauf = [normal(n, wuensche, werkzeuge) for n in copy.deepcopy(messages)]
        alt = zustand["verlauf"]
        if verlauf[: len(alt)] == alt:
            for nachricht in verlauf[len(alt) :]:
                notiere(_art(nachricht), nachricht)
        else:
            notiere(ERSETZT, verlauf)
        zustand["verlauf"] = verlauf
        pruefe_verlauf(messages)  # was die echte API ablehnt, lehnt auch dieses Modell ab
        nummer = min(zustand["aufrufe"], len(antworten) - 1)
        wiederholung = zustand["aufrufe"] - nummer
        zustand["aufrufe"] += 1
        content = copy.deepcopy(antworten[nummer])
        for block in content:
            if block["type"] == "tool_use":
                if wiederholung:
                    block["id"] = f"{block['id']}-{wiederholung + 1}"
                wuensche[block["id"]] = copy.deepcopy(block)
        wunsch = any(b["type"] == "tool_use" for b in content)
        return {
            "id": f"msg_sim_{zustand['aufrufe']}",
            "type": "message",
            "role": "assistant",
            "model": "simulator",
            "content": content,
            "stop_reason": "tool_use" if wunsch else "end_turn",
            "stop_sequence": None,
            "usage": {
                "input_tokens": schaetze_tokens(messages),
                "output_tokens": schaetze_tokens(content),
            },
        }

    tools = {name: _werkzeug(name, verhalten, offen) for name, verhalten in werkzeuge.items()}
    mehr = {} if max_schritte is None else {"max_schritte": max_schritte}
    try:
        return agent(modell, aufgabe, tools, **mehr)
    except _Stopp:
        raise EndetNicht(
            f"Das Modell wurde schon {GRENZE}-mal aufgerufen, die Schleife endet nicht."
        ) from None
    finally:
        melde_tools()


# --- Der Vertrag ---------------------------------------------------------------------------------


def _endet(argumente):
    """Kommt die Endantwort innerhalb von ``max_schritte`` Aufrufen?"""
    grenze = 5 if argumente["max_schritte"] is None else argumente["max_schritte"]
    bloecke = _antworten(argumente["skript"])
    for schritt in range(max(grenze, 0)):
        antwort = bloecke[min(schritt, len(bloecke) - 1)]
        if not any(b["type"] == "tool_use" for b in antwort):
            return True
    return False


def _fehler_im_fall(argumente):
    """Wünscht das Modell ein Tool, das scheitert oder fehlt?"""
    namen = {b["name"] for a in _antworten(argumente["skript"]) for b in a if "name" in b}
    return any(n == UNBEKANNT or _ist_fehler(argumente["werkzeuge"][n]) for n in namen)


AGENT = "agent"
REGELN = (
    Regel(
        1,
        '`agent` beginnt `messages` mit `{"role": "user", "content": aufgabe}` und schickt dem '
        "Modell bei jedem Aufruf den ganzen bisherigen Verlauf. Jede Antwort hängt es "
        'unverändert als `{"role": "assistant", "content": antwort["content"]}` an.',
        (EREIGNISSE,),
        stelle="Verlauf",
    ),
    Regel(
        2,
        "Enthält die Antwort `tool_use`-Blöcke, führt `agent` jedes gewünschte Tool genau einmal "
        'aus (mit `**block["input"]`), auch zwei gleiche Wünsche je einmal, und hängt alle '
        "Ergebnisse zusammen als *eine* `user`-Nachricht an. Das gilt auch im letzten erlaubten "
        "Durchlauf, obwohl danach kein Modellaufruf mehr folgt.",
        (EREIGNISSE,),
        stelle=TOOLS_LIEFEN,
    ),
    Regel(
        3,
        "Wirft ein Tool eine Exception (welcher Art auch immer) oder gibt es das Tool nicht, "
        'endet die Schleife nicht: Das Ergebnis bekommt `"is_error": True` und als `content` '
        "einen Text, den du wählst. `tool_result_fuer` erledigt das.",
        (EREIGNISSE,),
        stelle=ERGEBNISSE,
        wann=_fehler_im_fall,
    ),
    Regel(
        4,
        "Jedes Ergebnis ist ein `tool_result` mit der `id` seines Wunsches als `tool_use_id`. "
        "Sein `content` ist der Rückgabewert als String (mit `str()` oder als JSON), auch wenn "
        'er `0`, `""`, `[]`, `None` oder `False` ist: Das ist ein Ergebnis, kein Fehler.',
        (EREIGNISSE,),
        stelle=ERGEBNISSE,
    ),
    Regel(
        5,
        "Enthält eine Antwort keinen `tool_use`-Block, ist sie die Endantwort: `agent` gibt ihren "
        "Text zurück (alle Textblöcke aneinander, wie `text_von`) und ruft das Modell nicht mehr "
        "auf. Das gilt auch, wenn sie erst im letzten erlaubten Aufruf kommt.",
        (RUECKGABE, EREIGNISSE),
        wann=_endet,
    ),
    Regel(
        6,
        "`agent` ruft das Modell höchstens `max_schritte` Mal auf (Vorgabe 5; bei 0 oder "
        "weniger gar nicht). Kommt bis dahin keine Endantwort, gibt es `None` zurück.",
        (RUECKGABE, EREIGNISSE),
        wann=lambda a: not _endet(a),
    ),
)

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            AGENT,
            (
                Parameter("aufgabe", Wahl(("Wann kommt M4?", "Grüße 🙂 aus Köln"))),
                Parameter("skript", Skript()),
                Parameter("werkzeuge", Werkzeuge()),
                Parameter("max_schritte", MaxSchritte()),
            ),
            lauf=lauf,
            aufruf="modell, aufgabe, werkzeuge, max_schritte=5",
        ),
    ),
    regeln=REGELN,
    frei=(
        "in welcher Reihenfolge du die Tools einer Antwort ausführst und ihre Ergebnisse anhängst",
        "der Text eines Ergebnisses mit `is_error`",
        "ob ein Rückgabewert mit `str()` oder als JSON zum String wird",
        '`"is_error": False` bei einem Erfolg',
    ),
    irrtuemer=(
        Irrtum(
            "starter.py",
            "Noch alle drei Fehler sind drin: Die Antwort des Modells fehlt im Verlauf, die "
            "`tool_use_id` ist der Name des Tools statt der `id` des Wunsches, und `while True` "
            "achtet nicht auf `max_schritte`.",
            1,
        ),
        Irrtum(
            "falsch_repariert_ergebnis.py",
            "Die Antwort des Modells fehlt im Verlauf, und `while True` achtet nicht auf "
            "`max_schritte`.",
            1,
        ),
        Irrtum(
            "falsch_repariert_beenden.py",
            "Die Antwort des Modells fehlt im Verlauf, und die `tool_use_id` ist der Name des "
            "Tools statt der `id` des Wunsches.",
            1,
        ),
        Irrtum(
            "falsch_repariert_ergebnis_beenden.py",
            "Die Antwort des Modells fehlt im Verlauf: Hänge sie vor den Ergebnissen als "
            '`{"role": "assistant", "content": antwort["content"]}` an.',
            1,
        ),
        Irrtum(
            "falsch_verlauf_neu_gebaut.py",
            "Dein Verlauf vergisst frühere Schritte: Hänge an `messages` an, statt die Liste "
            "neu zu bauen.",
            1,
        ),
        Irrtum(
            "falsch_repariert_verlauf.py",
            "Die `tool_use_id` ist der Name des Tools statt der `id` des Wunsches, ein "
            "scheiterndes Tool beendet die Schleife, und `while True` achtet nicht auf "
            "`max_schritte`.",
            4,
        ),
        Irrtum(
            "falsch_repariert_verlauf_beenden.py",
            'Die `tool_use_id` ist der Name des Tools (`b["name"]`) statt der `id` des Wunsches '
            '(`b["id"]`), und ein scheiterndes Tool beendet die Schleife.',
            4,
        ),
        Irrtum(
            "falsch_repariert_verlauf_ergebnis.py",
            "`while True` achtet nicht auf `max_schritte`: Mit einem Modell, das nie fertig "
            "wird, ist das eine Endlosschleife.",
            6,
        ),
        Irrtum(
            "falsch_while_true.py",
            "`while True` statt `max_schritte`: Wird das Modell nie fertig, ist das eine "
            "Endlosschleife, die bei jedem Durchlauf Geld kostet.",
            6,
        ),
        Irrtum(
            "falsch_ergebnisse_einzeln.py",
            "Wünscht das Modell mehrere Tools in einer Antwort, gehören alle Ergebnisse "
            "zusammen in *eine* `user`-Nachricht, nicht je eine.",
            2,
        ),
        Irrtum(
            "falsch_tools_doppelt.py",
            "Deine Schleife führt jedes Tool zweimal aus: einmal für nichts, einmal für das "
            "Ergebnis.",
            2,
        ),
        Irrtum(
            "falsch_gleiche_wuensche_einmal.py",
            "Zwei gleiche Wünsche in einer Antwort sind zwei Aufträge: Führe jeden aus, nicht "
            "nur den ersten.",
            2,
        ),
        Irrtum(
            "falsch_zwischenspeicher.py",
            "Du merkst dir Ergebnisse und führst ein Tool mit gleicher Eingabe nicht noch "
            "einmal aus. Das Modell wünscht es aber erneut, und ein Tool kann jedes Mal etwas "
            "anderes liefern.",
            2,
        ),
        Irrtum(
            "falsch_ergebnis_je_name.py",
            "Ein dict mit dem Namen des Tools als Schlüssel behält von zwei Wünschen an "
            "dasselbe Tool nur einen: Gehe die Liste der Wünsche durch.",
            2,
        ),
        Irrtum(
            "falsch_letzter_schritt_ohne_tools.py",
            "Im letzten erlaubten Durchlauf führt deine Schleife die gewünschten Tools nicht "
            "mehr aus. Die Aufgabe verlangt es: Das Modell hat sie gewünscht.",
            2,
        ),
        Irrtum(
            "falsch_tool_fehler_bricht_ab.py",
            "Ein Tool, das eine Exception wirft oder fehlt, beendet deine Schleife. Mach daraus "
            "ein Ergebnis mit `is_error` (`tool_result_fuer` tut das).",
            3,
        ),
        Irrtum(
            "falsch_except_zu_eng.py",
            "Dein `except` fängt nur einige Arten von Exceptions: Ein Tool kann jede werfen, "
            "etwa einen `IndexError` oder `ZeroDivisionError`. Fange `Exception`.",
            3,
        ),
        Irrtum(
            "falsch_tool_fehler_als_erfolg.py",
            'Ein Fehler darf nicht als Erfolg erscheinen: Setze `"is_error": True`.',
            3,
        ),
        Irrtum(
            "falsch_stoppt_bei_is_error.py",
            "Deine Schleife hört auf, sobald ein Ergebnis `is_error` trägt. Schick das Ergebnis "
            "zurück und lass das Modell entscheiden, wie es weitergeht.",
            3,
        ),
        Irrtum(
            "falsch_roher_wert.py",
            "Der `content` eines `tool_result` muss ein String sein: Wandle den Rückgabewert "
            "mit `str()` oder als JSON um.",
            4,
        ),
        Irrtum(
            "falsch_falsy_ist_fehler.py",
            'Ein Tool, das `0`, `""`, `[]`, `None` oder `False` liefert, hat Erfolg gehabt: '
            "Das ist kein Fehler, also kein `is_error`.",
            4,
        ),
        Irrtum(
            "falsch_falsy_ersetzt.py",
            "`wert or …` ersetzt ein falsches Ergebnis wie `0` oder `[]` durch einen anderen "
            "Text: Gib den Wert selbst zurück, auch wenn er falsch ist.",
            4,
        ),
        Irrtum(
            "falsch_kein_return.py",
            "Nach der Endantwort ruft deine Schleife das Modell noch einmal auf: Gib den Text "
            "sofort mit `return` zurück.",
            5,
        ),
        Irrtum(
            "falsch_nur_erster_text.py",
            "Eine Endantwort kann aus mehreren Textblöcken bestehen: `text_von` fügt alle "
            "zusammen, du nimmst nur den ersten.",
            5,
        ),
        Irrtum(
            "falsch_letzte_endantwort_verworfen.py",
            "Im letzten erlaubten Durchlauf gibt deine Schleife gleich nach dem Modellaufruf "
            "`None` zurück: Eine Endantwort dort geht verloren, und gewünschte Tools laufen "
            "nicht mehr.",
            5,
        ),
        Irrtum(
            "falsch_ein_schritt_zu_viel.py",
            "Deine Schleife ruft das Modell einmal mehr auf, als `max_schritte` erlaubt.",
            6,
        ),
        Irrtum(
            "falsch_mindestens_ein_schritt.py",
            "Bei `max_schritte` 0 oder weniger ruft deine Schleife das Modell trotzdem einmal "
            "auf: Prüfe die Grenze vor dem Aufruf.",
            6,
        ),
        Irrtum(
            "falsch_zaehler_ungleich.py",
            "`while schritt != max_schritte` endet bei einem negativen `max_schritte` nie: "
            "Vergleiche mit `<`.",
            6,
        ),
    ),
)
