"""Der Vertrag von Übung 2: die reparierte Schleife ``agent``.

Ein Fall ist ein Drehbuch: die Frage, die Antworten des Modells (``skript``: ein Text, eine
Liste aus Texten und Tool-Wünschen ``(name, artikel)`` oder ``{"max_tokens": text}``, eine
abgeschnittene Antwort; die letzte wiederholt sich), was jedes Tool tut (``werkzeuge``: einen
JSON-Wert zurückgeben, auch ``0`` oder ``[]``, oder eine Ausnahmeklasse werfen) und
``max_schritte`` (``None``: ohne Argument, die Vorgabe 5). ``lauf``
baut daraus Modell und Tools und hält fest, was geschieht: Modellaufrufe, neue Nachrichten im
Verlauf (in der Form, die die Aufgabe festlegt, siehe ``_ergebnis``), ausgeführte Tools.
"""

import copy
import json
from dataclasses import dataclass

from lernlabor.pruefen import vertrag as v
from lernlabor.pruefen.pruefhilfen import kurz
from lernlabor.tracks.ki import pruefe_verlauf, schaetze_tokens, tool_result_fuer

TOOLS, UNBEKANNT = ("lager", "preis", "kurs"), "zauberstab"  # zauberstab fehlt in werkzeuge
FEHLER = (ValueError, KeyError, IndexError, LookupError, ZeroDivisionError, RuntimeError, Exception)
WERTE = (0, "", [], None, False, {}, "120 Stück", {"ö": [1]}, *FEHLER)
GRENZE = 8  # so oft ruft die Musterlösung das Modell nie (max_schritte bis 6)
# Arten der Ereignisse; eine Regel grenzt sich über den Anfang des Namens ein (``stelle``).
MODELL, TOOLS_LIEFEN, ERGEBNISSE = "Modellaufruf Nr.", "Tools: ausgeführt", "Tools: Ergebnisse"
# Die Art eines Ergebnisses sagt, was das Tool tat, nicht was der Block behauptet.
ERGEBNIS = "Ergebnis zu einem Tool, das einen Wert lieferte:"
FEHLERERGEBNIS = "Ergebnis zu einem Tool, das scheiterte oder fehlt:"
FREMD = "Ergebnis mit einer tool_use_id, die zu keinem Wunsch passt:"
FREI = "(ein Text deiner Wahl)"  # der content eines Fehlers ist frei: keiner wird verlangt
FRAGE, ANTWORT, ERSETZT = "Verlauf: Frage", "Verlauf: Antwort", "Verlauf ersetzt durch"


@dataclass(frozen=True)
class Drehbuch:
    """Ein Bereich der Falldaten: jeder Wert gültig, feste Ränder, Strategie für Hypothesis."""

    liste: tuple
    ziehe: object
    zeige_mit: object = kurz  # wie ein Wert in der Beschreibung eines Falls erscheint

    def gueltig(self, wert):
        return True

    def raender(self):
        return list(self.liste)

    def strategie(self, st):
        return self.ziehe(st)

    def zeige(self, wert):
        return self.zeige_mit(wert)


def _skripte(st):
    text = st.sampled_from(("Fertig.", "Ab ", "morgen.", "Grüße 🙂"))
    wunsch = st.tuples(st.sampled_from((*TOOLS, UNBEKANNT)), st.sampled_from(("M4", "Öse")))
    liste = st.lists(st.one_of(text, wunsch), min_size=1, max_size=3)
    antwort = st.one_of(text, liste, text.map(lambda t: {"max_tokens": t}))
    return st.lists(antwort, min_size=1, max_size=3)


def _werkzeuge(st):
    tut = st.one_of(st.sampled_from(WERTE), st.integers(-3, 3), st.text(max_size=4))
    return st.permutations(TOOLS).flatmap(
        lambda namen: st.tuples(tut, tut, tut).map(lambda t: dict(zip(namen, t, strict=True)))
    )


FRAGEN = Drehbuch(("Wann kommt M4?", "Grüße 🙂 aus Köln"), lambda st: st.sampled_from(FRAGEN.liste))
L, P = ("lager", "M4"), ("preis", "M4")
SKRIPT = Drehbuch(
    (
        [[L], "Fertig."],
        [["Ab ", L, ("kurs", "M5")], "Fertig."],
        ["Fertig."],
        [[L]],
        [[L, L], ["Ab ", "morgen."]],
        [[(UNBEKANNT, "M4"), P], "Fertig."],
        [[L], [P], "Fertig."],
        [[L], [L]],
        [{"max_tokens": "Ab "}],
        [[L], {"max_tokens": "Ab "}],
    ),
    _skripte,
)


def _zeige_werkzeuge(werkzeuge):
    """``{'lager': 0, 'kurs': wirft IndexError}``: eine Ausnahmeklasse als das, was sie tut."""
    teile = (
        f"{n!r}: wirft {t.__name__}" if isinstance(t, type) else f"{n!r}: {kurz(t)}"
        for n, t in werkzeuge.items()
    )
    return "{" + ", ".join(teile) + "}"


def _zeige_grenze(max_schritte):
    return "nicht angegeben (Vorgabe 5)" if max_schritte is None else kurz(max_schritte)


WERKZEUGE = Drehbuch(
    ({"lager": "120 Stück", "preis": 3, "kurs": KeyError},)
    + tuple({"kurs": IndexError, "preis": 3, "lager": w} for w in WERTE),
    _werkzeuge,
    _zeige_werkzeuge,
)
MAX_SCHRITTE = Drehbuch(
    (1, None, 0, 2, 3, -1), lambda st: st.one_of(st.none(), st.integers(-2, 6)), _zeige_grenze
)


class _Stopp(BaseException):
    """Innen im Lauf: Das Modell wurde öfter gerufen, als irgendein Fall es braucht."""


class EndetNicht(Exception):  # noqa: N818 – ein Befund über den Code, kein Fehler der Prüfung
    """Die Schleife ruft das Modell immer weiter auf."""


def _antworten(skript):
    """Die Blöcke jeder Antwort, die Tool-Wünsche mit ids ``t1``, ``t2`` … der Reihe nach."""
    nummer, liste = 0, []
    for antwort in skript:
        bloecke = []
        if isinstance(antwort, dict):  # abgeschnitten: nur Text, stop_reason "max_tokens"
            antwort = antwort["max_tokens"]
        for teil in [antwort] if isinstance(antwort, str) else antwort:
            if isinstance(teil, str):
                bloecke.append({"type": "text", "text": teil})
                continue
            nummer += 1
            wunsch = {"type": "tool_use", "id": f"t{nummer}", "name": teil[0]}
            bloecke.append({**wunsch, "input": {"artikel": teil[1]}})
        liste.append(bloecke)
    return liste


def _werkzeug(name, tut, offen):
    def tool(*positionen, **eingabe):
        if positionen:  # festgehalten als Aufruf mit falschen Argumenten, nicht verschwiegen
            offen.append([name, f"mit Positionsargumenten {kurz(positionen)}"])
            raise TypeError(f"{name}() nimmt nur Schlüsselwortargumente wie artikel=...")
        offen.append([name, eingabe])
        if isinstance(tut, type):
            raise tut(f"{name} ist gestört")
        return copy.deepcopy(tut)

    tool.__name__ = tool.__qualname__ = name
    return tool


def _ergebnis(block, wuensche, werkzeuge):
    """Ein tool_result, wie die Aufgabe es zulässt (Erfolg: ``str()`` oder JSON des Werts ohne
    ``is_error``; Fehler: ein Text mit ``is_error: True``), bekommt einen festen content: bei
    einem Erfolg den der Musterlösung, bei einem Fehler ``FREI`` (der Text ist frei, keiner
    wird verlangt); alles andere bleibt, wie es ist, und fällt im Vergleich auf."""
    if not isinstance(_id(block), str) or _id(block) not in wuensche:
        return block
    soll, texte = _erlaubt(wuensche[block["tool_use_id"]], werkzeuge)
    if not soll.get("is_error") and block.get("is_error") is False:  # frei: wie ohne is_error
        block = {k: w for k, w in block.items() if k != "is_error"}
    inhalt, fehler = block.get("content"), block.get("is_error", False)
    if soll.get("is_error"):
        passt = fehler is True and isinstance(inhalt, str)
    else:
        passt = fehler is False and isinstance(inhalt, str) and inhalt in texte
    if not passt or block.get("type") != "tool_result":
        return block
    rest = {k: w for k, w in block.items() if k not in ("content", "is_error")}
    inhalt = FREI if fehler else texte[0]
    return {**rest, "content": inhalt, **({"is_error": True} if fehler else {})}


def _erlaubt(wunsch, werkzeuge):
    """Das Ergebnis der Musterlösung und die Texte, die ein Erfolg als content haben darf
    (``str()`` zuerst, dann JSON mit und ohne ``ensure_ascii``)."""
    reine = {n: _werkzeug(n, t, []) for n, t in werkzeuge.items()}
    soll = tool_result_fuer(wunsch, reine)
    if soll.get("is_error"):
        return soll, ()
    wert = reine[wunsch["name"]](**wunsch["input"])
    texte = (str(wert), json.dumps(wert, ensure_ascii=False), json.dumps(wert))
    return soll, tuple(dict.fromkeys(texte))


def _normal(nachricht, wuensche, werkzeuge):
    """Die Ergebnisse einer user-Nachricht in der Reihenfolge der Wünsche (die ist frei)."""
    if not isinstance(nachricht, dict) or not isinstance(nachricht.get("content"), list):
        return nachricht
    if nachricht.get("role") == "assistant":
        return nachricht
    if _art(nachricht) == FRAGE:  # die Frage als ein Textblock: gleichwertig (Regel 1)
        bloecke = nachricht["content"]
        einer = len(bloecke) == 1 and isinstance(bloecke[0], dict)
        if einer and bloecke[0].keys() == {"type", "text"} and bloecke[0]["type"] == "text":
            return {**nachricht, "content": bloecke[0]["text"]}
        return nachricht
    bloecke = [_ergebnis(b, wuensche, werkzeuge) for b in nachricht["content"]]
    reihe = list(wuensche)
    bloecke.sort(key=lambda b: reihe.index(_id(b)) if _id(b) in reihe else len(reihe))
    return {**nachricht, "content": bloecke}


def _id(block):
    return block.get("tool_use_id") if isinstance(block, dict) else None


def _art(nachricht):
    """Frage, Antwort oder Ergebnisse: eine user-Nachricht mit einem tool_result ist keine
    Frage (und eine ohne keine Ergebnisse)."""
    if not isinstance(nachricht, dict):
        return FRAGE
    if nachricht.get("role") == "assistant":
        return ANTWORT
    inhalt = nachricht.get("content")
    if isinstance(inhalt, list) and any(
        isinstance(b, dict) and b.get("type") == "tool_result" for b in inhalt
    ):
        return ERGEBNISSE
    return FRAGE


def _notiere_nachricht(notiere, nachricht, wuensche, werkzeuge):
    """Eine neue Nachricht; bei Ergebnissen ihre Zahl, dann jedes für sich (so nennt eine
    Abweichung die Regel für Erfolg oder Fehler)."""
    art = _art(nachricht)
    if art != ERGEBNISSE:
        return notiere(art, nachricht)
    notiere(ERGEBNISSE, f"{len(nachricht['content'])} in einer {nachricht.get('role')}-Nachricht")
    for block in nachricht["content"]:
        wunsch = wuensche.get(_id(block)) if isinstance(_id(block), str) else None
        if wunsch is None:
            notiere(FREMD, _sicht(block, ()))
            continue
        soll, texte = _erlaubt(wunsch, werkzeuge)
        art = FEHLERERGEBNIS if soll.get("is_error") else ERGEBNIS
        notiere(art, _sicht(block, texte if "is_error" not in block else ()))


def _sicht(block, texte):
    """Ein Ergebnis als Satz: jedes Feld mit Wert, ein fehlendes als „fehlt“ (so liest man
    „is_error fehlt“, statt zwei dicts Schlüssel für Schlüssel zu vergleichen). Ein content,
    der einer der erlaubten ``texte`` ist, erscheint mit allen, die ebenso gälten."""
    if not isinstance(block, dict):
        return block

    def feld(name):
        return f"{name} {kurz(block[name])}" if name in block else f"{name} fehlt"

    teile = [] if block.get("type") == "tool_result" else [feld("type")]
    teile.append(feld("tool_use_id"))
    if block.get("content") == FREI:
        teile.append(f"content {FREI}")
    elif block.get("content") in texte[:1]:
        teile.append("content " + " oder ".join(map(kurz, texte)))
    else:
        teile.append(feld("content"))
    teile.append(feld("is_error") if "is_error" in block else "ohne is_error")
    andere = ("type", "tool_use_id", "content", "is_error")
    teile += [f"{k} {kurz(w)}" for k, w in block.items() if k not in andere]
    return ", ".join(teile)


def lauf(agent, werte, notiere):
    """Ruft ``agent`` mit Modell und Tools aus den Falldaten und hält fest, was geschieht."""
    aufgabe, skript, werkzeuge, max_schritte = werte
    antworten, offen, wuensche = _antworten(skript), [], {}
    stand = {"aufrufe": 0, "verlauf": [], "reihe": []}

    def platz(aufruf):
        reihe = stand["reihe"]
        return (reihe.index(aufruf) if aufruf in reihe else len(reihe), repr(aufruf))

    def melde_tools():
        if offen:
            # Die Reihenfolge ist frei: gezeigt wird die, in der das Modell sie wünschte.
            notiere(TOOLS_LIEFEN, sorted(offen, key=platz))
            offen.clear()

    def modell(messages):
        melde_tools()
        aufrufe, bisher = stand["aufrufe"], stand["verlauf"]
        if aufrufe >= GRENZE:
            raise _Stopp
        notiere(MODELL, aufrufe + 1)
        verlauf = [_normal(n, wuensche, werkzeuge) for n in copy.deepcopy(messages)]
        if verlauf[: len(bisher)] == bisher:
            for nachricht in verlauf[len(bisher) :]:
                _notiere_nachricht(notiere, nachricht, wuensche, werkzeuge)
        else:
            notiere(ERSETZT, verlauf)
        stand.update(aufrufe=aufrufe + 1, verlauf=verlauf)
        pruefe_verlauf(messages)  # was die echte API ablehnt, lehnt auch dieses Modell ab
        nummer = min(aufrufe, len(antworten) - 1)
        content = copy.deepcopy(antworten[nummer])
        for block in content:
            if block["type"] == "tool_use":
                if aufrufe > nummer:  # wiederholt: neue ids wie beim SkriptModell
                    block["id"] += f"-{aufrufe - nummer + 1}"
                wuensche[block["id"]] = copy.deepcopy(block)
        wunsch = any(b["type"] == "tool_use" for b in content)
        stand["reihe"] = [[b["name"], b["input"]] for b in content if b["type"] == "tool_use"]
        abgeschnitten = isinstance(skript[nummer], dict)
        return {
            "id": f"msg_sim_{aufrufe + 1}",
            "type": "message",
            "role": "assistant",
            "model": "simulator",
            "content": content,
            "stop_reason": "max_tokens" if abgeschnitten else "tool_use" if wunsch else "end_turn",
            "stop_sequence": None,
            "usage": {
                "input_tokens": schaetze_tokens(messages),
                "output_tokens": schaetze_tokens(content),
            },
        }

    tools = {name: _werkzeug(name, tut, offen) for name, tut in werkzeuge.items()}
    mehr = {} if max_schritte is None else {"max_schritte": max_schritte}
    try:
        return agent(modell, aufgabe, tools, **mehr)
    except _Stopp:
        raise EndetNicht(f"Das Modell wurde {GRENZE}-mal aufgerufen, ohne Ende.") from None
    finally:
        melde_tools()


def _endet(argumente):
    """Kommt die Endantwort innerhalb von ``max_schritte`` Aufrufen?"""
    grenze = 5 if argumente["max_schritte"] is None else argumente["max_schritte"]
    bloecke = _antworten(argumente["skript"])
    return any(
        all(b["type"] == "text" for b in bloecke[min(i, len(bloecke) - 1)]) for i in range(grenze)
    )


REGELN = (
    v.Regel(
        1,
        '`agent` beginnt `messages` mit `{"role": "user", "content": aufgabe}` (gleichwertig: '
        '`content` als Liste mit einem einzigen Textblock `{"type": "text", "text": aufgabe}`) '
        "und schickt dem Modell bei jedem Aufruf den ganzen bisherigen Verlauf. Jede Antwort mit "
        '`tool_use`-Blöcken hängt es unverändert als `{"role": "assistant", "content": '
        'antwort["content"]}` an, bevor ihre Ergebnisse folgen.',
        (v.EREIGNISSE,),
        stelle="Verlauf",
    ),
    v.Regel(
        2,
        "Enthält die Antwort `tool_use`-Blöcke, führt `agent` jedes gewünschte Tool genau einmal "
        'aus (mit `**block["input"]`), auch zwei gleiche Wünsche je einmal, und hängt alle '
        "Ergebnisse zusammen als eine einzige `user`-Nachricht an. Das gilt auch im letzten "
        "erlaubten Durchlauf, obwohl danach kein Modellaufruf mehr folgt.",
        (v.EREIGNISSE,),
        stelle="Tools:",
    ),
    v.Regel(
        3,
        "Wirft ein Tool eine Exception (irgendeine Unterklasse von `Exception`) oder gibt es das "
        "Tool nicht, "
        'endet die Schleife nicht: Das Ergebnis bekommt `"is_error": True` und als `content` '
        "einen Text, den du wählst. `tool_result_fuer` erledigt das.",
        (v.EREIGNISSE,),
        stelle=FEHLERERGEBNIS,
    ),
    v.Regel(
        4,
        "Jedes Ergebnis ist ein `tool_result` mit der `id` seines Wunsches als `tool_use_id`. "
        "Sein `content` ist der Rückgabewert als String, mit `str()` oder als JSON "
        "(`json.dumps`); das wählst du für jedes Ergebnis einzeln. Das gilt auch, wenn der Wert "
        '`0`, `""`, `[]`, `None` oder `False` ist: Das ist ein Ergebnis, kein Fehler, also ohne '
        '`"is_error": True`.',
        (v.EREIGNISSE,),
        stelle="Ergebnis",
    ),
    v.Regel(
        5,
        "Enthält eine Antwort keinen `tool_use`-Block, ist sie die Endantwort, gleich welcher "
        '`stop_reason` dabeisteht, auch `"max_tokens"`: `agent` gibt ihren Text zurück (alle '
        "Textblöcke aneinander, wie `text_von`) und ruft das Modell nicht mehr auf. Das gilt "
        "auch, wenn sie erst im letzten erlaubten Aufruf kommt. Eine Endantwort enthält hier "
        "immer Text, nie einen leeren.",
        (v.RUECKGABE, v.EREIGNISSE),
        wann=_endet,
    ),
    v.Regel(
        6,
        "`agent` ruft das Modell höchstens `max_schritte` Mal auf (Vorgabe 5; bei 0 oder "
        "weniger gar nicht). Kommt bis dahin keine Endantwort, gibt es `None` zurück.",
        (v.RUECKGABE, v.EREIGNISSE),
        wann=lambda a: not _endet(a),
    ),
)


VERTRAG = v.Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        v.Funktion(
            "agent",
            (
                v.Parameter("aufgabe", FRAGEN),
                v.Parameter("skript", SKRIPT),
                v.Parameter("werkzeuge", WERKZEUGE),
                v.Parameter("max_schritte", MAX_SCHRITTE),
            ),
            lauf=lauf,
            aufruf="modell, aufgabe, werkzeuge, max_schritte=5",
        ),
    ),
    regeln=REGELN,
    frei=(
        "in welcher Reihenfolge du die Tools einer Antwort ausführst und ihre Ergebnisse anhängst",
        "der Text eines Ergebnisses mit `is_error`",
        "ob ein Rückgabewert mit `str()` oder als JSON zum String wird, für jedes Ergebnis neu",
        '`"is_error": False` bei einem Erfolg',
        "ob du auch die Endantwort an `messages` anhängst (das Modell sieht sie nicht mehr)",
    ),
    # Der Starter ist der erste Irrtum; sein Docstring stünde im Editor der Lernenden.
    irrtuemer=(
        v.Irrtum(
            "starter.py",
            "Noch alle drei Fehler sind drin: Die Antwort des Modells fehlt im Verlauf, die "
            "`tool_use_id` ist der Name des Tools statt der `id` des Wunsches, und `while True` "
            "achtet nicht auf `max_schritte`.",
            1,
        ),
    ),
)
