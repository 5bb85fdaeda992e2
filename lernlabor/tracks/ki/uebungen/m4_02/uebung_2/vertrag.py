"""Der Vertrag von Übung 2: die reparierte Schleife ``agent``.

Ein Fall: die Frage, die Antworten des Modells (je ein Text oder eine Liste aus Texten und
Tool-Wünschen ``(name, artikel)``, auch in ``{"max_tokens": …}``, abgeschnitten; die letzte
wiederholt sich), was jedes Tool tut (ein Wert, eine Ausnahmeklasse oder ``(Klasse, Text)``) und
``max_schritte`` (``None``: die Vorgabe 5).
"""

import itertools
from functools import partial

from lernlabor.pruefen import vertrag as v
from lernlabor.pruefen.attrappen import wirft
from lernlabor.pruefen.bereiche import Wahl, bereich
from lernlabor.pruefen.pruefhilfen import kurz

from ..gemeinsam import (
    ABSTURZ,
    AUFRUF,
    ERGEBNIS,
    ERGEBNISSE,
    FEHLERERGEBNIS,
    FREMD,
    SCHWERE_AUFGABEN,
    TOOLS,
    Schleife,
    antwort,
    aufgabe_veraendert,
    veraendert,
    verhalten,
    zeige_tools,
)

NAMEN, UNBEKANNT = ("lager", "preis", "kurs"), "zauberstab"  # zauberstab fehlt in werkzeuge
FEHLER = (ValueError, KeyError, IndexError, LookupError, ZeroDivisionError, RuntimeError, Exception)
FEHLER += (TypeError, AttributeError)  # auch die wird ein Ergebnis, kein Absturz
FEHLER += ((ValueError, "  "), (RuntimeError, "\n"))  # str(fehler) ist nicht leer, nur Leerraum
LANG = "Öse M4: 120 Stück im Lager Köln, Regal 7 – Fach 3. " * 5  # über 250 Zeichen
# Anführungszeichen, Apostroph, Backslash und Zeilenumbruch: JSON schreibt sie anders als str.
ZEICHEN = ('Lager "Nord"', "Müller's Lager", "Regal 7\\Fach 3", "Köln\nBonn")
# True und None in einem dict: str schreibt sie anders als JSON (Runde 30: str(wert) mit " statt
# ' ist weder str(wert) noch JSON).
ANDERS_IN_JSON = {"lieferbar": True, "ab": None}
# Runde 38: ein Text von mehreren tausend Zeichen (wer ab 500 kürzt, fiel bei LANG nicht auf)
# und Kommazahlen mit mehr als zwei Stellen (f"{wert:.2f}" ist weder str(wert) noch JSON).
SEHR_LANG = "Lager Köln, Regal 7 – Fach 3: 120 Stück Öse M4, Lieferung ab Montag. " * 50
KOMMAZAHLEN = (1.0825, 0.1 + 0.2)
WERTE = (0, "", [], None, False, {}, "120 Stück", {"ö": [1]}, ANDERS_IN_JSON, LANG, *ZEICHEN)
WERTE += (SEHR_LANG, *KOMMAZAHLEN)
WERTE += FEHLER
BUCHSTABEN = "bacd"  # die ids einer Antwort: t1b, t1a, t1c, t1d
MEHR = 3  # so oft antwortet das Modell über max_schritte hinaus, dann endet es nicht mehr


def _skripte(st):
    text = st.sampled_from(("Fertig.", "Ab ", "morgen.", "Grüße 🙂"))
    namen = st.sampled_from((*NAMEN, UNBEKANNT, " lager", "Lager"))
    wunsch = st.one_of(st.tuples(namen, st.sampled_from(("M4", "Öse", " M4 "))), st.tuples(namen))
    liste = st.lists(st.one_of(text, wunsch), min_size=1, max_size=3)
    teile = st.one_of(text, liste)
    antwort = st.one_of(teile, teile.map(lambda t: {"max_tokens": t}))
    return st.lists(antwort, min_size=1, max_size=3)


def _werkzeuge(st):
    tut = st.one_of(st.sampled_from(WERTE), st.integers(-3, 3), st.text(max_size=4))
    return st.permutations(NAMEN).flatmap(
        lambda namen: st.tuples(tut, tut, tut).map(lambda t: dict(zip(namen, t, strict=True)))
    )


L, P = ("lager", "M4"), ("preis", "M4")
SKRIPT = bereich(
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
        [{"max_tokens": ["Ab ", L]}, "Fertig."],
        [{"max_tokens": [L, P]}, "Fertig."],
        [[L, "Fertig."], "Fertig."],
        [[L, "Ab ", P], "Fertig."],
        [[("lager", " M4 "), ("lager",)], "Fertig."],
        [[(" lager", "M4"), ("Lager", "M4")], "Fertig."],
    ),
    _skripte,
    zeige=repr,  # kurz kürzte den Wunsch in {'max_tokens': [('lager', 'M4')]} zu (...)
)
WERKZEUGE = bereich(
    ({"lager": "120 Stück", "preis": 3, "kurs": KeyError},)
    + tuple({"kurs": IndexError, "preis": 3, "lager": w} for w in WERTE),
    _werkzeuge,
    zeige=zeige_tools,
)
MAX_SCHRITTE = bereich(
    (1, None, 0, 2, 3, -1, 25),
    lambda st: st.one_of(st.none(), st.integers(-2, 6), st.integers(7, 30)),
    zeige=lambda n: "nicht angegeben (Vorgabe 5)" if n is None else kurz(n),
)


def _wunsch(teil):  # (name, artikel) wünscht {"artikel": artikel}, (name,) einen leeren input
    if isinstance(teil, str):
        return None
    return teil[0], dict(zip(("artikel",), teil[1:], strict=False))


def _teile(eintrag):  # ob abgeschnitten oder nicht
    return eintrag["max_tokens"] if isinstance(eintrag, dict) else eintrag


def _namen(eintrag):  # die Tools, die eine Antwort des Skripts wünscht
    teile = _teile(eintrag)
    return [t[0] for t in teile if isinstance(t, tuple)] if isinstance(teile, list) else []


def schritte(max_schritte):
    """So viele Modellaufrufe erlaubt ``max_schritte`` (weggelassen: die Vorgabe 5)."""
    return 5 if max_schritte is None else max(max_schritte, 0)


def grenze(max_schritte):
    """So oft antwortet das Modell, danach endet es nicht mehr: ``MEHR`` über das Limit hinaus."""
    return schritte(max_schritte) + MEHR


def lauf(agent, werte, notiere):
    aufgabe, skript, werkzeuge, max_schritte = werte
    # Die ids einer Antwort ohne Ordnung, wie bei der echten API: t1b, t1a, t1c. Wer sie
    # sortiert oder umkehrt, gibt einem Ergebnis die id eines anderen Wunsches.
    modell = partial(antwort, skript, wunsch=_wunsch, buchstaben=BUCHSTABEN)
    schleife = Schleife(notiere, aufgabe, werkzeuge, modell, grenze(max_schritte))
    # Ein verändertes werkzeuge ist ein Ereignis der Schleife: Regel 3 („Tools verändert“).
    return schleife.rufe(agent, **({} if max_schritte is None else {"max_schritte": max_schritte}))


def regelwahl(argumente, soll, ist, frisch=False):
    """Regel und Satz, wo die erste Abweichung allein eine andere Regel nennte. ``frisch``: Der
    Code besteht den Fall frisch geladen; endet er zu früh, zählt er wohl mit einem Zähler eines
    früheren Aufrufs, auch wo gerade ein Tool scheiterte (Runde 35)."""
    # Mehr als eine Nachricht beim ersten Aufruf: meist ein Verlauf vom vorigen Aufruf, außerhalb.
    erster = [a for a, _ in itertools.takewhile(lambda e: e[0] != AUFRUF, ist.ereignisse[1:])]
    nachrichten = sum(a.startswith("Verlauf:") or a == ERGEBNISSE for a in erster)
    if ist.ereignisse[:1] == [(AUFRUF, 1)] and nachrichten > 1:
        # Runde 38: „Die 2 Ereignisse davor verliefen wie verlangt“ dahinter las sich wie ein
        # Widerspruch; der Satz sagt, warum sie nur so aussehen.
        return 1, (
            f"Beim ersten Modellaufruf standen schon {nachrichten} Nachrichten in `messages`, "
            "wohl noch welche aus einem früheren Aufruf von `agent`. Was unten abweicht, stand "
            "schon beim ersten Modellaufruf dort, kam also nicht erst nach dem letzten; "
            "stimmen die Ereignisse davor, heißt das nur, dass der alte Verlauf genauso beginnt. "
            "Beginne bei jedem Aufruf einen neuen Verlauf, mit der Aufgabe als einziger "
            "Nachricht."
        )
    # Eine andere erste Nachricht: gekürzt, oder die Aufgabe eines früheren Aufrufs.
    if satz := aufgabe_veraendert(argumente["aufgabe"], soll, ist):
        return 1, satz
    if satz := veraendert(soll, ist):
        return 3, satz
    if satz := _fehlerergebnis_mit_mehr(soll.ereignisse, ist.ereignisse):
        return 4, satz
    if satz := _fremde_id(argumente, soll.ereignisse, ist.ereignisse):
        return 4, satz
    ereignisse = [e for e in ist.ereignisse if e[0] != ABSTURZ]  # der zeigt nur, was geschah
    if name := _umgedeutet(argumente, soll.ereignisse, ereignisse):
        return 3, (
            f"Das Modell wünschte `{name!r}`: Ein Tool dieses Namens gibt es nicht, auch wenn "
            f"es `{name.strip().lower()}` gibt. Stutze keine Leerzeichen und gleiche Groß- und "
            "Kleinschreibung nicht an; das Ergebnis bekommt `is_error`."
        )
    if satz := _rest_uebersprungen(argumente, soll.ereignisse, ereignisse):
        return 2, satz
    # Endet die Schleife, wo nach Tools, die scheitern oder fehlen, der nächste Modellaufruf
    # fällig war, bricht das Regel 3, nicht die Zahl der Aufrufe (Regel 6).
    n = len(ereignisse)
    if n >= len(soll.ereignisse) or soll.ereignisse[:n] != ereignisse:
        return None
    art, nummer = soll.ereignisse[n]
    if art != AUFRUF:
        return None
    skript, werkzeuge = argumente["skript"], argumente["werkzeuge"]
    wuensche = _namen(skript[min(nummer - 2, len(skript) - 1)]) if nummer > 1 else []
    scheitern = any(wirft(verhalten(werkzeuge.get(name, Exception))[0]) for name in wuensche)
    if scheitern and not frisch:
        # Ohne den Satz einer Diagnose zu wiederholen (sie steht oft davor, Runde 22, s2).
        return 3, (
            f"Nach einer Antwort, deren Tools scheitern oder fehlen, war noch der {nummer}. "
            "Modellaufruf fällig: Mach aus dem Fehler ein Ergebnis mit `is_error` und frag das "
            "Modell weiter."
        )
    if ist.art != "wert" or ist.wert is not None:
        return None
    zu_frueh = f"Deine Schleife gibt `None` zurück, wo der {nummer}. Modellaufruf noch erlaubt war."
    # Mehr Tools liefen als Modellaufrufe, genug für das Limit: Sie zählt wohl die Tools.
    # Hier war noch ein Aufruf erlaubt, max_schritte ist also mindestens 1.
    limit = schritte(argumente["max_schritte"])
    tools = sum(len(d.split(" + ")) for a, d in ereignisse if a == TOOLS)
    if tools > nummer - 1 and tools >= limit:
        return 6, (
            f"{zu_frueh} Bis dahin liefen {tools} Tools in {nummer - 1} Modellaufrufen: Zählst "
            "du die Tool-Aufrufe? Ein Schritt ist ein Modellaufruf, gleich wie viele Tools seine "
            "Antwort wünscht."
        )
    # Sonst oft ein Zähler, den ein früherer Aufruf von agent schon hochzählte. Fehlt genau der
    # letzte erlaubte Aufruf, kann es auch eine Grenze um eins zu klein sein (range(max_schritte
    # - 1)): Dann nennt die Meldung das zuerst (Runde 22, s2).
    global_ = (
        "Zählst du die Schritte in einer Variablen außerhalb von `agent`, beginnt sie beim "
        "nächsten Aufruf nicht wieder bei null: Zähle bei jedem Aufruf von vorn."
    )
    if nummer == limit and not frisch:
        return 6, (
            f"{zu_frueh} Prüfe zuerst die Grenze deiner Schleife: Bei `max_schritte` = "
            f"{limit} ruft `range(max_schritte)` das Modell {limit}-mal, `range(max_schritte "
            f"- 1)` nur {limit - 1}-mal. Sonst: {global_}"
        )
    if not frisch:
        # Frisch geladen scheitert der Fall genauso: kein Zähler eines früheren Aufrufs, eher
        # eine eigene Obergrenze wie min(max_schritte, 10) (Runde 38).
        return 6, (
            f"{zu_frueh} Nach {nummer - 1} Modellaufrufen hört sie auf, erlaubt sind {limit}: "
            "Setzt du ihr eine eigene Obergrenze (etwa `min(max_schritte, 10)`)? Allein "
            "`max_schritte` begrenzt die Zahl der Aufrufe, auch wenn es groß ist."
        )
    return 6, f"{zu_frueh} {global_}"


def _fehlerergebnis_mit_mehr(soll, ist):
    """Ein Ergebnis zu einem Tool, das scheiterte, mit einem weiteren Schlüssel: Das verbietet
    Regel 4 (für jedes Ergebnis), nicht Regel 3, deren Stelle der Tool-Fehler ist."""
    i = next((i for i, (s, e) in enumerate(zip(soll, ist, strict=False)) if s != e), None)
    if i is None or not soll[i][0] == ist[i][0] == FEHLERERGEBNIS:
        return None
    mehr = [t for t in ist[i][1] if t not in soll[i][1]]
    if not mehr or [t for t in soll[i][1] if t not in ist[i][1]]:
        return None
    namen = ", ".join(f"`{t.split(' ', 1)[0]}`" for t in mehr)
    return (
        f"Dein Ergebnis zu einem Tool, das scheiterte oder fehlt, trägt weitere Schlüssel: "
        f"{namen}. Auch ein Fehler-Ergebnis hat nur `type`, `tool_use_id`, `content` und "
        "`is_error`."
    )


def _fremde_id(argumente, soll, ist):
    """Ein Ergebnis, dessen ``tool_use_id`` zu keinem Wunsch passt, wo das Ergebnis eines
    Wunsches stehen sollte: Die id legt Regel 4 fest, nicht Regel 3, deren Stelle ein Tool
    ist, das scheiterte (Runde 38: ``b["name"]`` statt ``b["id"]``, der Fehler des Starters)."""
    i = next((i for i, (s, e) in enumerate(zip(soll, ist, strict=False)) if s != e), None)
    if i is None or ist[i][0] != FREMD or soll[i][0] not in (ERGEBNIS, FEHLERERGEBNIS):
        return None
    block = ist[i][1]
    kennung = block.get("tool_use_id") if isinstance(block, dict) else None
    namen = {n for e in argumente["skript"] for n in _namen(e)}
    if isinstance(kennung, str) and kennung in namen:
        return (
            f"Dein Ergebnis trägt als `tool_use_id` {kennung!r}, den Namen des Tools: Die "
            '`tool_use_id` ist die `id` des Wunsches (`block["id"]`), nicht sein Name '
            '(`block["name"]`). Sonst passt das Ergebnis zu keinem Wunsch.'
        )
    return (
        "Die `tool_use_id` deines Ergebnisses passt zu keinem Wunsch der Antwort: Gib jedem "
        'Ergebnis die `id` seines Wunsches (`block["id"]`).'
    )


def _rest_uebersprungen(argumente, soll, ist):
    """Weniger Tools liefen als gewünscht, nach einem, das scheitert oder fehlt, und doch bekam
    jeder Wunsch ein Ergebnis: Die übrigen wurden übersprungen."""
    i = next((i for i, (s, e) in enumerate(zip(soll, ist, strict=False)) if s != e), None)
    if i is None or soll[i][0] != TOOLS:
        return None
    gelaufen = ist[i][1].split(" + ") if ist[i][0] == TOOLS else []
    anzahl = [e for e in soll[i:] if e[0] == ERGEBNISSE][:1]
    if (
        len(gelaufen) >= len(soll[i][1].split(" + "))
        or anzahl != [e for e in ist[i:] if e[0] == ERGEBNISSE][:1]
    ):
        return None
    nummer = sum(art == AUFRUF for art, _ in ist[:i])
    wuensche = _namen(argumente["skript"][min(nummer - 1, len(argumente["skript"]) - 1)])
    werkzeuge = argumente["werkzeuge"]
    if not any(wirft(verhalten(werkzeuge.get(name, Exception))[0]) for name in wuensche):
        return None
    return (
        "Nach dem Fehler eines Tools führst du die übrigen Wünsche derselben Antwort nicht mehr "
        "aus. Jeder Wunsch läuft, auch nach dem Fehler eines früheren: Nur der gescheiterte "
        "bekommt ein Ergebnis mit `is_error`, die anderen ihr eigenes."
    )


def _umgedeutet(argumente, soll, ist):
    """Ein unbekannter Name, den die Schleife gestutzt oder klein gemacht aufrief (``" lager"``
    → ``lager``: dessen Tool öfter als verlangt)."""

    def zahl(ereignisse, name):
        aufrufe = [d.split(" + ") for a, d in ereignisse if a == TOOLS]
        return sum(x.startswith(f"{name}(") for x in itertools.chain(*aufrufe))

    unbekannt = {n for e in argumente["skript"] for n in _namen(e)} - argumente["werkzeuge"].keys()
    for name in sorted(unbekannt):
        gemeint = name.strip().lower()
        if gemeint in argumente["werkzeuge"] and zahl(ist, gemeint) > zahl(soll, gemeint):
            return name
    return None


def _endet(argumente):
    """Kommt die Endantwort (eine ohne Tool-Wunsch) innerhalb von ``max_schritte`` Aufrufen?"""
    return any(
        not _namen(a) for a in argumente["skript"][: schritte(argumente["max_schritte"])]
    )  # die letzte wiederholt sich


REGELN = (
    v.Regel(
        1,
        "`agent` beginnt bei jedem Aufruf einen neuen Verlauf `messages` mit "
        '`{"role": "user", "content": aufgabe}` (die Aufgabe, wie sie kommt; gleichwertig: '
        '`content` als Liste mit einem einzigen Textblock `{"type": "text", "text": aufgabe}`) '
        "und schickt dem Modell bei jedem Aufruf den ganzen bisherigen Verlauf. Geprüft wird, "
        "was das Modell bekommt: beim ersten Aufruf nur die Aufgabe, danach alles aus diesem "
        "Aufruf von `agent` und nichts aus einem früheren. Jede Antwort mit "
        '`tool_use`-Blöcken hängt es unverändert als `{"role": "assistant", "content": '
        'antwort["content"]}` an, bevor ihre Ergebnisse folgen (eine Kopie mit gleichem Inhalt '
        "in gleicher Reihenfolge ist auch recht). Was nach dem letzten Modellaufruf noch in "
        "`messages` kommt, sieht kein Modell mehr; das bleibt dir überlassen.",
        (v.EREIGNISSE,),
        stelle="Verlauf",
    ),
    v.Regel(
        2,
        "Enthält die Antwort `tool_use`-Blöcke, führt `agent` jedes gewünschte Tool genau einmal "
        'aus (mit `**block["input"]`), auch zwei gleiche Wünsche je einmal, gleich welcher '
        '`stop_reason` dabeisteht: meist `"tool_use"`, aber auch `"max_tokens"`, wenn die '
        "Antwort nach einem Wunsch abgeschnitten wurde (jeder Wunsch darin ist vollständig, auch "
        'der letzte); `"end_turn"` kommt mit Tool-Wünschen nicht vor. `agent` hängt alle '
        "Ergebnisse zusammen als eine einzige `user`-Nachricht an, bevor es das Modell wieder "
        "aufruft; diese Nachricht enthält nur die `tool_result`-Blöcke, keinen Text davor oder "
        "dahinter. Die Tools laufen auch im letzten erlaubten Durchlauf, obwohl danach kein "
        "Modellaufruf mehr folgt.",
        (v.EREIGNISSE,),
        stelle="Tool-Aufrufe",  # auch die Zahl der Ergebnisse einer Nachricht
    ),
    v.Regel(
        3,
        "Wirft ein Tool eine Exception (irgendeine Unterklasse von `Exception`) oder gibt es das "
        'Tool nicht, endet die Schleife nicht: Das Ergebnis bekommt `"is_error": True` und als '
        "`content` einen Text, den du wählst, nur keinen leeren: Mindestens ein Zeichen ist "
        "kein Leerraum (weder Leerzeichen noch Tabulator noch Zeilenumbruch), auch wenn der "
        "Text der Exception nur daraus besteht, denn das Modell soll erfahren, was schiefging. "
        "`tool_result_fuer` erledigt das. Ein Name zählt genau so, wie er im Wunsch steht. "
        "`werkzeuge` bleibt während des ganzen Laufs unverändert, auch nicht für einen "
        "Augenblick: Trag kein Tool nach (auch keinen Platzhalter, den du danach wieder "
        "löschst), entferne und ersetze keines.",
        (v.EREIGNISSE,),
        stelle="Tool-Fehler",  # ein verändertes werkzeuge: regelwahl
    ),
    v.Regel(
        4,
        "Jedes Ergebnis ist ein `tool_result` mit der `id` seines Wunsches als `tool_use_id`, "
        "ohne weitere Schlüssel außer `is_error`. Sein `content` ist der ganze Rückgabewert als "
        "String: `str(wert)` oder JSON, in jeder Form, die `json.loads` wieder zu dem Wert macht "
        "(`json.dumps(wert)`, auch mit `indent`, `sort_keys` oder `ensure_ascii=False`); das "
        "wählst du für jedes Ergebnis einzeln. Die Tools hier geben nur Werte zurück, die JSON "
        "schreiben kann, ein `default` für `json.dumps` ist also nicht nötig. Das gilt auch, "
        'wenn der Wert `0`, `""`, `[]`, `None` oder `False` ist: Das ist ein Ergebnis, kein '
        'Fehler. `"is_error": True` trägt nur ein Fehler (Regel 3); bei einem Erfolg fehlt '
        "`is_error` oder ist `False`.",
        (v.EREIGNISSE,),
        stelle="Tool-Ergebnis",
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
        "weniger gar nicht). Kommt bis dahin keine Endantwort, gibt es `None` zurück. Die "
        "Signatur ist genau die des Starters, ohne weitere Parameter.",
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
                v.Parameter(
                    "aufgabe", Wahl(("Wann kommt M4?", "Grüße 🙂 aus Köln", *SCHWERE_AUFGABEN))
                ),
                v.Parameter("skript", SKRIPT),
                v.Parameter("werkzeuge", WERKZEUGE),
                v.Parameter("max_schritte", MAX_SCHRITTE),
            ),
            # Viele Schritte: Ein Verlauf, den die Schleife ab dem sechsten Aufruf kürzt, und eine
            # Obergrenze für max_schritte fallen erst hier auf (Runde 35); im ersten endet das
            # Modell nie, im zweiten erst im 21. Aufruf.
            beispiele=(
                ("Wann kommt M4?", [[L], [P]], WERKZEUGE.raender()[0], 25),
                ("Wann kommt M4?", [[L]] * 20 + ["Fertig."], WERKZEUGE.raender()[0], 25),
            ),
            lauf=lauf,
            regelwahl=regelwahl,
            aufruf="modell, aufgabe, werkzeuge, max_schritte=5",
        ),
    ),
    regeln=REGELN,
    frei=(
        "wie du den Verlauf aufbewahrst (etwa eine neue Liste bei jedem Aufruf oder eine alte, "
        "die du zu Beginn leerst), solange das Modell genau den Verlauf dieses Aufrufs bekommt",
        "in welcher Reihenfolge du die Tools einer Antwort ausführst und ihre Ergebnisse anhängst",
        "der Text eines Ergebnisses mit `is_error`, solange er mehr als Leerraum enthält (Regel 3)",
        "ob ein Rückgabewert mit `str()` oder als JSON (in welcher Form) zum String wird, für "
        "jedes Ergebnis neu",
        '`"is_error": False` bei einem Erfolg',
        "ob du `Exception` fängst oder auch `BaseException`",
        "was nach dem letzten Modellaufruf mit `messages` geschieht, etwa ob du die Endantwort "
        "oder die Antwort und die Ergebnisse des letzten erlaubten Durchlaufs noch anhängst: "
        "Das sieht kein Modell mehr",
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
