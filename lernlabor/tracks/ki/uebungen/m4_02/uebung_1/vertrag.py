"""Der Vertrag von Übung 1: ``lauf_agent``, die Tool-Use-Schleife mit Schutzgittern.

Ein Fall ist das Skript eines Modells, sein Verbrauch je Aufruf, die Ergebnisse der Tools und
die drei Grenzen. Der Verbrauch hängt nicht am Verlauf: So entscheidet kein Budget anders, nur
weil ein erlaubter Verlauf der Lernenden länger ist als der der Musterlösung.
"""

import itertools

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
from lernlabor.pruefen.vertrag import EREIGNISSE, RUECKGABE, Funktion, Parameter, Regel, Vertrag
from lernlabor.tracks.ki import PREIS_JE_1K, kosten_von

from ..gemeinsam import (
    ABSTURZ,
    ANTWORT,
    AUFRUF,
    SCHWERE_AUFGABEN,
    TOOLS,
    Schleife,
    antwort,
    aufgabe_veraendert,
    veraendert,
    verhalten,
    zeige_tools,
)

AUFGABE = "Wann kann ich Schraube M4 bekommen?"
# Eine lange Aufgabe: Wer sie ab einer Länge kürzt, fällt auf (Runde 35: ab 200 Zeichen).
LANGE_AUFGABE = AUFGABE + " Bitte prüfe jedes Lager, auch das in Süd, und nenne den Tag." * 5
# Runde 37: ein geschütztes Leerzeichen (U+00A0); wer es zu einem normalen macht, bestand.
NBSP_AUFGABE = "Wann kommen 500\u00a0Stück M4?"
AUFGABEN = (AUFGABE, *SCHWERE_AUFGABEN, LANGE_AUFGABE, NBSP_AUFGABE)
WERKZEUGE = ("lager", "preis", "kaputt")  # kaputt wirft die Ausnahme aus den Falldaten
# zauberstab wünscht sich das Modell, es gibt ihn nicht, ebenso " lager" und "Lager": Die
# Schleife sucht den Namen so, wie er im Block steht.
NAMEN = (*WERKZEUGE, "zauberstab", " lager", "Lager")
TEXTE = (
    "Ich schaue nach.",
    "Lieferbar ab Montag.",
    "Grüße aus Süd",
    " aus Lager Nord.",
    "Montag. ",
)
MEHR_AUFRUFE = 3  # so oft antwortet das Modell über jedes Ende hinaus, dann wirft es
SCHLUESSEL = ("antwort", "grund", "schritte", "tokens", "kosten")

# Ein Aufruf zu viel nennt, welches Ende er übergeht (ein Präfix vor der Art des Ereignisses).
UEBER = {
    "fertig": "nach der Endantwort: ",
    "budget": "nach überschrittenem Budget: ",
    "max_schritte": "über max_schritte hinaus: ",
}


# --- Die Bereiche der Falldaten ------------------------------------------------------------------


def _hat_tools(runde):
    return any(eintrag in NAMEN for eintrag in runde)


def _wunsch(eintrag):  # preis mit Leerzeichen am Rand: Ein .strip() am Block fällt auf
    artikel = " M4 " if eintrag == "preis" else "M4"
    return (eintrag, {"artikel": artikel}) if eintrag in NAMEN else None


def _wunsch_mit_leeren(eintrag):
    """Runde 37: preis auch mit den Werten 0 und None im input (wer sie weglässt, bestand).
    Nur mit den Tool-Daten ``LEERRAUM``: Ein Irrtum, der jeden Wert im input stutzt, stürzt
    sonst schon an ihnen ab, bevor er sein ``.strip()`` zeigt."""
    wunsch = _wunsch(eintrag)
    return ("preis", {**wunsch[1], "menge": 0, "lager": None}) if eintrag == "preis" else wunsch


def _je_aufruf(liste, nummer):  # der letzte Eintrag wiederholt sich
    return liste[min(nummer, len(liste) - 1)]


def _skripte(st):
    texte = st.lists(st.sampled_from(TEXTE), max_size=1)
    runde = st.tuples(texte, st.lists(st.sampled_from(NAMEN), min_size=1, max_size=3), texte).map(
        lambda t: t[0] + t[1] + t[2]  # ein Text auch nach den Tool-Wünschen
    )
    ende = st.lists(st.sampled_from(TEXTE), min_size=1, max_size=2) | st.sampled_from(([""], []))
    return st.tuples(st.lists(runde, max_size=3), st.none() | ende).map(
        lambda t: t[0] + [t[1]] if t[1] else t[0] or [["Lieferbar ab Montag."]]
    )


# Die Antworten des Modells: je Runde eine Liste aus Tool-Namen (``NAMEN``) und Texten. Eine
# Runde ohne Tool-Namen ist die Endantwort und steht zuletzt; fehlt sie, wird das Modell nie
# fertig (seine letzte Runde wiederholt sich mit neuen ids). Ein leerer Text steht nur als
# ganze Endantwort da, ebenso eine Antwort ohne Blöcke: Die API nähme sie in keinem Verlauf an.
RUNDEN = Liste(Liste(Text(), 0, 4), 1, 4)
SKRIPT = bereich(
    (
        [["lager"], ["Grüße aus Süd"]],
        [["Ich schaue nach.", "lager", "lager", "kaputt"], ["zauberstab", "preis"]],
        [["Lieferbar ab Montag."]],
        [["kaputt"], ["preis", "zauberstab"], ["Lieferbar ab Montag.", " aus Lager Nord."]],
        [["lager"], [""]],
        [["lager"], []],
        [["Lager", " lager"], ["Montag. "]],
        [["lager", "Ich schaue nach."], ["Lieferbar ab Montag."]],
        # Texte mit Leerzeichen am Rand neben einem Tool-Wunsch: Ein .strip() fällt im Verlauf auf.
        [[" aus Lager Nord.", "lager", "Montag. "], ["Lieferbar ab Montag."]],
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
    # Zuletzt ein großer Aufruf und danach ein kleiner: Eine gerundete Zwischensumme verdünnt
    # der kleine kaum, ihr Fehler bleibt in der Summe (mit Preisen vieler Stellen).
    # Dazu große Zahlen (niemand kappt input_tokens) und ein Verbrauch, der erst im dritten oder
    # vierten Aufruf ein Budget reißt (Runde 35: Wer nur die ersten Aufrufe oder die letzten
    # zwei zählt, bestand).
    ([[20, 4]], [[0, 7], [20, 0]], [[100, 0], [1, 0]], [[12000, 3000]], [[5, 1], [5, 1], [40, 9]]),
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
# keine Liste aufgezählter Fehler trifft: ``TypeError``, ``ZeroDivisionError``), ohne Text oder
# mit einem aus Leerzeichen (``(RuntimeError, "   ")``: ``str(fehler)`` ist dann nicht leer).
LAGERSTAND = {
    "artikel": "Schraube M4",
    "lager": {"Nord": 120, "Süd": 0, "West": 35},
    "lieferbar_ab": "Montag",
    "hinweis": "Restbestand im Lager Süd folgt mit der nächsten Lieferung.",
}
LAGERLISTE = "; ".join(f"Fach {i}: {i * 7 % 50} Stück Schraube M4" for i in range(1, 81))
# Runde 37: Leerraum am Rand und im Inneren eines Werts; wer str(wert).strip() schreibt oder
# Leerraum zusammenfasst, bestand. Mit diesen Daten hat der input von preis auch None und 0.
LEERRAUM = {"lager": "  Lager Nord\n\tRegal  B7 ", "preis": " 2,50 Euro", "kaputt": RuntimeError}
TUN = Datensatz((("lager", Json()), ("preis", Json()), ("kaputt", Fehlerklasse(RuntimeError))))
TOOLS_TUN = bereich(
    (
        {"lager": 0, "preis": "", "kaputt": RuntimeError},
        {"lager": "12 Stück", "preis": None, "kaputt": TypeError},
        {"lager": [], "preis": {"ö": [1, "x"]}, "kaputt": KeyError},
        {"lager": False, "preis": 2.5, "kaputt": ZeroDivisionError},
        {"lager": None, "preis": None, "kaputt": RuntimeError},
        {"lager": 1, "preis": "x", "kaputt": ArithmeticError},  # trifft kein aufgezähltes except
        {"lager": "12 Stück", "preis": 2.5, "kaputt": (RuntimeError, "   ")},
        # Lange Werte: Ein gekürzter content fällt auf, bis weit über tausend Zeichen.
        {"lager": LAGERLISTE, "preis": LAGERSTAND, "kaputt": RuntimeError},
        LEERRAUM,
    ),
    gueltig=lambda w: (
        type(w) is dict and TUN.gueltig({**w, "kaputt": verhalten(w.get("kaputt"))[0]})
    ),
    zeige=zeige_tools,
    wie=TUN,
)


def _budget(werte, zahlen):
    """``None`` oder eine Grenze ab 0. Ränder: nicht gesetzt, genau erreicht nach dem ersten
    Aufruf des ersten Rands von ``VERBRAUCH``, 0 und knapp darunter (bei den Kosten auch um ein
    Zehnmillionstel und um anderthalb, 1,1 und 1,01 Milliardstel der Summe: Mehr als ein
    Milliardstel Toleranz fällt auf, ab 1,01 Milliardstel; Runde 37: 1,09 bestand)."""
    return bereich(
        werte,
        lambda st: st.sampled_from(werte) | st.none() | zahlen(st),
        lambda wert: wert is None or (type(wert) in (int, float) and 0 <= wert < float("inf")),
    )


K1 = kosten_von(20, 4, PREIS_JE_1K)  # der erste Aufruf im ersten Rand von Verbrauch
TOKEN_BUDGET = _budget((None, 24, 0, 23), lambda st: st.integers(0, 200))
KOSTEN_BUDGET = _budget(
    (
        None,
        K1,
        0.0,
        K1 * 0.999,
        K1 * (1 - 1e-7),
        K1 * (1 - 1.5e-9),
        K1 * (1 - 1.1e-9),
        K1 * (1 - 1.01e-9),  # Runde 37: Eine Toleranz von 1,09e-9 bestand.
    ),
    lambda st: st.floats(0, 0.002, allow_nan=False) | st.just(0),
)


# Die Preise, mit denen ``kosten_von`` rechnet: ``PREIS_JE_1K`` ist ein Modulwert. Zuerst der der
# Lektion, dann so kleine Preise, dass ein Aufruf weniger als ein Millionstel Dollar kostet (ein
# Runden auf sechs Stellen macht daraus 0), ein Modell, das nichts kostet, große Preise und
# Preise mit vielen Stellen (ein Runden auf acht, zehn oder fünfzehn Nachkommastellen ändert
# die Summe), zuletzt einer mit mehr als neun gültigen Ziffern: Wer die Zwischensumme auf neun
# Ziffern rundet, weicht bei ihm um fast fünf Milliardstel ab. Runde 37: Preise aus Sechsteln
# und Dritteln; ihre Summe 1.7999999999999996e-08 (20 und 4 Tokens) rundet auf jede Zahl
# gültiger Ziffern bis 16 auf: Wer vor dem Vergleich auf 10 oder 12 Ziffern rundet, bestand.
PREISE = bereich(
    (
        dict(PREIS_JE_1K),
        {"input": 0.00001, "output": 0.00002},
        {"output": 0.015, "input": 0.003},
        {"input": 0, "output": 0.0},
        {"input": 3.0, "output": 15},
        {"input": 0.0000033, "output": 0.00001234567},
        {"input": 0.00000123456789, "output": 0.00000987654321},
        {"input": 0.00100000000499, "output": 0.015},
        {"input": 8.333333333333332e-07, "output": 3.333333333333333e-07},
    ),
    lambda st: st.one_of(
        st.sampled_from(PREISE.raender()),
        st.fixed_dictionaries(
            {
                "input": st.sampled_from((0, 0.0, 0.00001, 0.0000033, 0.003, 0.00100000000499))
                | st.floats(0, 0.1),
                "output": st.sampled_from((0, 0.0, 0.00002, 0.00001234567, 0.015))
                | st.floats(0, 0.1),
            }
        ),
    ),
    lambda wert: (
        type(wert) is dict
        and set(wert) == {"input", "output"}
        and all(type(w) in (int, float) and 0 <= w < float("inf") for w in wert.values())
    ),
)


def _ueber(summe, budget):
    return budget is not None and summe > budget


def erwartetes_ende(a):
    """Der Grund nach Regel 7, 8 oder 9 und die Zahl der Modellaufrufe."""
    tokens = kosten = 0
    for schritt in range(a["max_schritte"]):
        eingabe, ausgabe = _je_aufruf(a["verbrauch"], schritt)
        tokens += eingabe + ausgabe
        kosten += kosten_von(eingabe, ausgabe, a["PREIS_JE_1K"])
        if not _hat_tools(_je_aufruf(a["skript"], schritt)):
            return "fertig", schritt + 1
        if _ueber(tokens, a["max_tokens"]) or _ueber(kosten, a["max_kosten"]):
            return "budget", schritt + 1
    return "max_schritte", a["max_schritte"]


# --- Das Modell und die Tools eines Falls ------------------------------------------------------


def lauf(funktion, werte, notiere):
    """Nach dem erwarteten Ende tragen Modellaufrufe (nach dem Budget auch Tools) ein Präfix."""
    a = LAUF_AGENT.argumente(werte)
    grund, schritte = erwartetes_ende(a)
    ende = (schritte, {AUFRUF: UEBER[grund], TOOLS: UEBER[grund] if grund == "budget" else ""})

    def nach_skript(nummer):
        eingabe, ausgabe = _je_aufruf(a["verbrauch"], nummer)
        # Wie die echte API: ein weiterer Zähler in usage, den Regel 3 nicht mitzählt.
        usage = {"input_tokens": eingabe, "output_tokens": ausgabe}
        usage["cache_read_input_tokens"] = eingabe // 2
        wunsch = _wunsch_mit_leeren if a["ergebnisse"] == LEERRAUM else _wunsch
        return antwort(a["skript"], nummer, wunsch, usage=usage)

    grenze = a["max_schritte"] + MEHR_AUFRUFE
    schleife = Schleife(notiere, a["aufgabe"], a["ergebnisse"], nach_skript, grenze, ende)
    grenzen = {k: a[k] for k in ("max_schritte", "max_tokens", "max_kosten")}
    return schleife.rufe(funktion, **grenzen)  # ein verändertes werkzeuge: Regel 6 („Tool“)


def vergleichsform(wert):
    """Die fünf Schlüssel; ohne Modellaufruf ist ``kosten`` 0 oder 0.0."""
    if not isinstance(wert, dict):
        return wert
    form = {k: wert[k] for k in SCHLUESSEL if k in wert}
    if type(form.get("kosten")) is int and form["kosten"] == 0:
        form["kosten"] = 0.0
    return form


def _zweiter_aufruf(ereignisse):
    """Die Nummer eines Modellaufrufs, vor dem sich der Verlauf nicht änderte und kein Tool
    lief (zwei Aufrufe in einem Durchlauf), sonst ``None``."""
    aufrufe = [i for i, (art, _) in enumerate(ereignisse) if art.endswith(AUFRUF)]
    for vorher, jetzt in itertools.pairwise(aufrufe):
        danach = ereignisse[jetzt + 1 : jetzt + 2]
        if all(art.endswith(AUFRUF) for art, _ in danach) and not any(
            art.endswith(TOOLS) for art, _ in ereignisse[vorher:jetzt]
        ):
            return ereignisse[jetzt][1]
    return None


def regelwahl(argumente, soll, ist):
    """Regel und Satz, wo die erste Abweichung allein eine andere Regel nennte."""
    # Eine Antwort schon beim ersten Aufruf: meist ein Verlauf vom vorigen Lauf, außerhalb.
    erster = itertools.takewhile(lambda e: not e[0].endswith(AUFRUF), ist.ereignisse[1:])
    if ist.ereignisse[:1] == [(AUFRUF, 1)] and any(art == ANTWORT for art, _ in erster):
        return 5, (
            "Beim ersten Modellaufruf stand schon mehr als die Aufgabe in `messages`: Beginne "
            "`messages` bei jedem Aufruf von `lauf_agent` neu, mit der Aufgabe als erster "
            "Nachricht."
        )
    zweimal = _zweiter_aufruf(ist.ereignisse)
    if zweimal and (UEBER["fertig"] + AUFRUF, zweimal) in ist.ereignisse:
        # Die Endantwort aus dem Verlauf genommen und weiter gefragt (Runde 27: hieß Regel 2).
        return 7, (
            f"Deine Schleife rief das Modell nach der Endantwort noch einmal ({zweimal}. "
            "Modellaufruf): Eine Antwort ohne `tool_use`-Block beendet den Lauf mit "
            '`"fertig"`, auch eine ganz ohne Blöcke (`content == []`). Überspringe sie nicht.'
        )
    if zweimal:
        return 2, (
            f"Dein {zweimal}. Modellaufruf bekam denselben Verlauf wie der davor, ohne die "
            "Antwort dazwischen: Rufe `modell(messages)` je Durchlauf genau einmal und arbeite "
            "mit dieser einen Antwort weiter. Jeder Aufruf ist eine neue Antwort, die Tokens "
            "und Kosten verbraucht."
        )
    if absturz := [daten for art, daten in ist.ereignisse if art == ABSTURZ]:
        return 6, (
            f"Die Ausnahme ({absturz[0]}) beendete deine Schleife, das darf ein Tool-Fehler nach "
            "Regel 2 nie. Wie du ihn abfängst, sagt Regel 6: Jede Ausnahme eines Tools, "
            "gleich welche Unterklasse von `Exception`, und jeder unbekannte Name wird ein "
            "Ergebnis mit `is_error: True`: Fange `Exception`, oder nimm `tool_result_fuer`."
        )
    if satz := veraendert(soll, ist):
        return 6, satz
    if satz := aufgabe_veraendert(argumente["aufgabe"], soll, ist, AUFGABEN):
        return 5, satz
    paare = zip(soll.ereignisse, ist.ereignisse, strict=False)
    erwartet, anders = next(((s, i) for s, i in paare if s != i), ((), ()))
    # Ein Tool lief, wo das Modell nur Namen wünschte, die es nicht gibt: nicht Regel 2.
    if erwartet[:1] == (AUFRUF,) and anders[:1] == (TOOLS,):
        # Das Beispiel aus diesem Fall, wo er einen Namen nahe an einem Tool hat (Runde 30).
        nah = [
            e
            for runde in argumente["skript"]
            for e in (runde if isinstance(runde, list) else ())
            if e in NAMEN and e not in WERKZEUGE and e.strip().lower() in WERKZEUGE
        ]
        nah = nah[0] if nah else " lager"
        return 6, (
            "Deine Schleife rief ein Tool auf, obwohl die letzte Antwort nur Tools wünschte, die "
            "es nicht gibt: Führe nur die `tool_use`-Blöcke der letzten Antwort aus und suche "
            f'jedes Tool unter seinem Namen genau so, wie er im Block steht (`"{nah}"` ist nicht '
            f"`{nah.strip().lower()}`)."
        )
    # Die Tools der letzten Antwort liefen nicht, das Modell kam wieder dran: etwa ein Ergebnis,
    # das sich die Schleife von einem früheren Lauf gemerkt hat.
    if erwartet[:1] == (TOOLS,) and anders[:1] and anders[0].endswith(AUFRUF):
        return 6, (
            "Deine Schleife rief das Modell wieder, bevor alle Tools der letzten Antwort "
            "liefen: Führe jeden `tool_use`-Block aus, auch nach dem Fehler eines Tools davor "
            "und auch, wenn dasselbe Tool mit demselben `input` schon einmal lief, in diesem "
            "oder einem früheren Lauf (ein gemerktes Ergebnis ersetzt keinen Aufruf)."
        )
    if anders and anders[0] == ANTWORT and "weiteren Schlüsseln" in str(anders[1]):
        return 5, (
            "Deine `assistant`-Nachricht hat mehr Schlüssel als `role` und `content`: Hängst du "
            "die ganze Antwort des Modells an? Richtig ist "
            '`{"role": "assistant", "content": antwort["content"]}`.'
        )
    if anders and anders[0] == ANTWORT and "verändert:" in str(anders[1]):
        return 5, (
            "Die Antwort des Modells steht verändert im Verlauf: Ändere nichts an ihren Blöcken, "
            'auch nicht nachträglich (etwa an `block["input"]` beim Aufruf eines Tools). Hängst '
            'du `antwort["content"]` selbst an, ändert jede solche Änderung auch den Verlauf.'
        )
    aufrufe = sum(art.endswith(AUFRUF) for art, _ in ist.ereignisse)
    rueckgabe = ist.wert if ist.art == "wert" and isinstance(ist.wert, dict) else None
    grund = (rueckgabe or {}).get("grund")
    # „fertig“ nach einer Antwort mit Tool-Wunsch: etwa nur der erste Block entschied.
    zuletzt = _je_aufruf(argumente["skript"], aufrufe - 1) if aufrufe else []
    # Nur Tool-Wünsche, einer davon scheitert: Kein Block-Irrtum erklärt dann „fertig“, wohl
    # aber ein Tool-Fehler als Ende (Runde 29: Regel 7 stand vorn, Regel 2 im letzten Satz).
    nur_fehler = all(e in NAMEN for e in zuletzt) and any(e in NAMEN[2:] for e in zuletzt)
    if grund == "fertig" and _hat_tools(zuletzt) and not nur_fehler:
        return 7, (
            f'Dein Lauf endete mit `"fertig"` nach der {aufrufe}. Antwort, obwohl sie einen '
            "`tool_use`-Block enthält (auch nach einem Text): Prüfe alle Blöcke der Antwort, "
            "nicht nur den ersten oder letzten. Fertig ist sie nur ohne jeden Tool-Wunsch."
            + (
                " Oder beendet bei dir ein Tool-Fehler den Lauf? Das darf er nicht (Regel 2)."
                if any(e in NAMEN[2:] for e in zuletzt)
                else ""
            )
        )
    # Das Ende kam, wo der nächste Modellaufruf fällig war: nach scheiternden Tools (Regel 2)
    # oder mit einem Budget, das schon vor dem Aufruf geprüft wurde (Regel 8).
    n = len(ist.ereignisse)
    if soll.ereignisse[:n] == ist.ereignisse and soll.ereignisse[n : n + 1] == [
        (AUFRUF, aufrufe + 1)
    ]:
        # Dieselbe Runde wie davor: Der Lauf endete wegen der Wiederholung, nicht wegen eines
        # Tool-Fehlers (derselbe Fehler beendete ihn davor nicht).
        vorher = _je_aufruf(argumente["skript"], aufrufe - 2) if aufrufe > 1 else None
        # Mit "max_schritte" vor der Zeit: Die Schleife zählte selbst falsch (Regel 9).
        if grund not in ("budget", "max_schritte") and vorher == zuletzt:
            fehler = any(e in NAMEN[2:] for e in zuletzt)
            return 2, (
                f"Dein Lauf endete nach {aufrufe} Modellaufrufen, als das Modell dieselben "
                "Tools noch einmal wünschte. "
                + (
                    "Weder eine Wiederholung noch ein Tool-Fehler"
                    if fehler
                    else "Eine Wiederholung"
                )
                + " darf die Schleife beenden, und `max_schritte` zählt nur Modellaufrufe, keine "
                "Tool-Aufrufe: Führe die Tools wieder aus und rufe das Modell weiter, bis Regel "
                "7, 8 oder 9 den Lauf beendet. Vor einer endlosen Schleife schützt `max_schritte`."
            )
        # Gleich, mit welchem Grund (auch einem eigenen wie "fehler"): Das Ende kam nach einem
        # Ergebnis mit is_error.
        if grund not in ("budget", "max_schritte") and any(e in NAMEN[2:] for e in zuletzt):
            return 2, (
                f"Deine Schleife endete nach {aufrufe} "
                f"Modellaufruf{'' if aufrufe == 1 else 'en'}, direkt nach einem Fehler-Ergebnis "
                "(`is_error: True`: ein Tool scheiterte oder fehlte). Sie soll weiterlaufen: Das "
                "Ergebnis geht an das Modell, und es ist wieder dran, bis Regel 7, 8 oder 9 den "
                "Lauf beendet. Auch mehrere Tool-Fehler nacheinander beenden ihn nicht."
            )
        if grund == "budget":
            return 8, (
                f'Dein Lauf endete mit `"budget"` vor dem {aufrufe + 1}. Modellaufruf. Prüfe '
                "das Budget nur direkt nach einem Aufruf mit Tool-Wünschen, nicht vor einem "
                "Aufruf: Auch ein Budget von 0 verhindert den ersten Aufruf nicht."
            )
    if grund == "max_schritte" and aufrufe < argumente["max_schritte"]:
        # Direkt nach einem Ergebnis mit is_error: vielleicht ein Tool-Fehler als Ende (Runde 28).
        fehler = aufrufe and any(e in NAMEN[2:] for e in zuletzt)
        return 9, (
            f"Dein Lauf endete nach {aufrufe} Modellaufruf{'' if aufrufe == 1 else 'en'} mit "
            f'`"max_schritte"`, erlaubt sind {argumente["max_schritte"]}.'
            + (
                " Oder beendet bei dir ein Tool-Fehler den Lauf (davor kam ein Ergebnis mit "
                "`is_error`)? Das darf er nicht (Regel 2)."
                if fehler
                else ""
            )
        )
    # Falsche Kosten für die Aufrufe, die geschahen, lassen oft ein Budget anders entscheiden
    # (eine auf sechs Stellen gerundete Summe ist 0): Regel 4, nicht die des Budgets.
    kosten = (rueckgabe or {}).get("kosten")
    if type(kosten) in (int, float) and aufrufe and soll.ereignisse != ist.ereignisse:
        summe = sum(
            kosten_von(*_je_aufruf(argumente["verbrauch"], i), argumente["PREIS_JE_1K"])
            for i in range(aufrufe)
        )
        if abs(kosten - summe) > 1e-9 * abs(summe):
            return 4, (
                f'Dein `"kosten"` nach {aufrufe} Modellaufruf{"" if aufrufe == 1 else "en"} ist '
                f"{kosten!r}, die Summe aus `kosten_von` ist {summe!r}. Addiere jedes "
                "`kosten_von(…)` ungerundet: Mit einer anderen Summe entscheidet auch ein "
                "Budget anders."
            )
    # "budget", wo die Tools dieses Aufrufs laufen sollten: Regel 8 (genau erreicht oder eine
    # gerundete Summe verglichen), nicht Regel 6 nach der Stelle (Runde 37: round(kosten, 15)).
    if (
        grund == "budget"
        and erwartetes_ende(argumente)[0] != "budget"
        and rueckgabe.get("tokens")
        == sum(map(sum, (_je_aufruf(argumente["verbrauch"], i) for i in range(aufrufe))))
        and soll.ereignisse[:n] == ist.ereignisse
        and soll.ereignisse[n : n + 1]
        and soll.ereignisse[n][0] == TOOLS
    ):
        return 8, (
            f'Dein Lauf endete nach dem {aufrufe}. Modellaufruf mit `"budget"`, doch kein Budget '
            "ist überschritten: Genau erreicht ist noch nicht überschritten. Vergleiche mit `>` "
            "die ungerundeten Summen, ohne Runden davor, weder auf Nachkommastellen noch auf "
            "gültige Ziffern."
        )
    # Kein dict, wo alles andere geschah wie bei der Musterlösung: Regel 1, nicht die des Endes.
    if ist.art == "wert" and rueckgabe is None and soll.ereignisse == ist.ereignisse:
        return 1, (
            f"Deine Rückgabe ist ein `{type(ist.wert).__name__}`, kein dict: Gib bei jedem Ende "
            'ein dict mit den Schlüsseln `"antwort"`, `"grund"`, `"schritte"`, `"tokens"` und '
            '`"kosten"` zurück.'
        )
    # Fehlt ein Schlüssel, wo alles andere geschah wie bei der Musterlösung: Regel 1, nicht die
    # seines Werts. (Was der Simulator ablehnt, zeigt schon ein Ereignis.)
    if rueckgabe is None or soll.ereignisse != ist.ereignisse:
        return None
    fehlen = [f'`"{k}"`' for k in SCHLUESSEL if k not in rueckgabe]
    if fehlen:
        return 1, f"Deiner Rückgabe fehlt {', '.join(fehlen)}."
    # Mehr Tokens als alle Aufrufe dieses Laufs: eine Summe vom vorigen Lauf oder andere Zähler.
    if type(rueckgabe["tokens"]) is int and rueckgabe["tokens"] > soll.wert["tokens"]:
        return 3, (
            'Dein `"tokens"` ist größer als die Summe aller Aufrufe dieses Laufs: Zählst du '
            "weitere Zähler aus `usage` mit, oder zählt eine Summe außerhalb der Funktion vom "
            "vorigen Lauf weiter? Zähle nur `input_tokens + output_tokens` und beginne bei jedem "
            "Aufruf von `lauf_agent` bei 0."
        )
    return None


# Die Ränder und die Beispiele der Aufgabe zuerst: einfache Läufe, die die Lektion zeigt.
E0 = {"lager": "120 Stück", "preis": 2.5, "kaputt": RuntimeError}
P0, P_KLEIN, P_STELLEN, P_ZIFFERN, P_SECHSTEL = (PREISE.raender()[i] for i in (0, 1, 6, 7, 8))
K_STELLEN = kosten_von(20, 4, P_STELLEN)  # 6.419753064e-08, auf 12 Stellen gerundet mehr
K_SECHSTEL = kosten_von(20, 4, P_SECHSTEL)  # 1.7999999999999996e-08, gerundet immer mehr
LAUF_AGENT = Funktion(
    "lauf_agent",
    (
        Parameter("skript", SKRIPT),
        Parameter("verbrauch", VERBRAUCH),
        Parameter("ergebnisse", TOOLS_TUN),
        # Auch über die Vorgabe 5 hinaus: Eine Schleife mit festem Deckel fällt dort auf.
        # Runde 37: auch 12, ein Verlauf bis 23 Nachrichten (wer ab 16 kürzt, bestand).
        Parameter("max_schritte", Wahl((3, 2, 0, 1, 4, 5, 8, 12))),
        Parameter("max_tokens", TOKEN_BUDGET),
        Parameter("max_kosten", KOSTEN_BUDGET),
        Parameter("PREIS_JE_1K", PREISE, dict(PREIS_JE_1K), modulwert=True),
        Parameter("aufgabe", Wahl(AUFGABEN)),
    ),
    beispiele=(
        ([["Lieferbar ab Montag."]], [[20, 4]], E0, 5, None, None, P0, AUFGABE),
        (
            [["Ich schaue nach.", "lager"], ["Grüße aus Süd"]],
            [[20, 4], [40, 8]],
            E0,
            5,
            None,
            None,
            P0,
            AUFGABE,
        ),
        ([["lager"]], [[20, 4]], E0, 3, None, None, P0, AUFGABE),
        # Acht Schritte, das Modell wird nie fertig: Wer bei 5 (oder 6, 7) deckelt, hört früher auf.
        ([["lager"]], [[20, 4]], E0, 8, None, None, P0, AUFGABE),
        # Runde 37: Zwölf Schritte, der Verlauf wächst auf 23 Nachrichten: Wer ihn erst ab 16
        # kürzt, fällt auf.
        ([["lager"]], [[20, 4]], E0, 12, None, None, P0, AUFGABE),
        # Runde 35: Ein Budget reißt erst im dritten Aufruf (Tokens 72 > 60, Kosten 3 · K1), vier
        # Tool-Wünsche in einer Antwort, eine lange Aufgabe und große Token-Zahlen.
        ([["lager"]], [[20, 4]], E0, 8, 60, None, P0, AUFGABE),
        ([["lager"]], [[20, 4]], E0, 8, None, K1 * 2.5, P0, AUFGABE),
        (
            [["lager", "preis", "lager", "kaputt"], ["Lieferbar ab Montag."]],
            [[20, 4]],
            E0,
            5,
            None,
            None,
            P0,
            AUFGABE,
        ),
        ([["Lieferbar ab Montag."]], [[20, 4]], E0, 5, None, None, P0, LANGE_AUFGABE),
        ([["lager"], ["Lieferbar ab Montag."]], [[12000, 3000]], E0, 5, None, None, P0, AUFGABE),
        # Ende nach max_schritte mit Preisen vieler Stellen: Auch dort fällt ein Runden auf.
        ([["lager"]], [[20, 4]], E0, 2, None, None, P_STELLEN, AUFGABE),
        # Knapp über dem Kostenbudget: 0.000123 > 0.00012, auf 5 Stellen gerundet nicht mehr.
        ([["lager"], ["Lieferbar ab Montag."]], [[21, 4]], E0, 5, None, 0.00012, P0, AUFGABE),
        # Ein Aufruf für 0.00000028 Dollar ist über dem Budget 0, auf 6 Stellen gerundet nicht.
        ([["lager"], ["Lieferbar ab Montag."]], [[20, 4]], E0, 5, None, 0.0, P_KLEIN, AUFGABE),
        # Ein Zehnmillionstel unter der Summe ist überschritten, mit 1e-6 Toleranz nicht mehr.
        (
            [["lager"], ["Lieferbar ab Montag."]],
            [[20, 4]],
            E0,
            5,
            None,
            K1 * (1 - 1e-7),
            P0,
            AUFGABE,
        ),
        # Anderthalb und 1,1 Milliardstel darunter, mit den Preisen der Lektion und mit Preisen
        # vieler Stellen: mit 1e-9 Toleranz überschritten, mit 2e-9 bzw. 1,2e-9 nicht mehr.
        *(
            ([["lager"], ["Lieferbar ab Montag."]], [[20, 4]], E0, 5, None, k * (1 - d), p, AUFGABE)
            for d in (1.5e-9, 1.1e-9, 1.01e-9)  # Runde 37: auch 1,01
            for k, p in ((K1, P0), (K_STELLEN, P_STELLEN))
        ),
        # Ein großer Aufruf, dann ein kleiner, mit einem Preis aus mehr als neun Ziffern: Eine
        # Zwischensumme auf neun gültige Ziffern gerundet weicht am Ende um 4,9 Milliardstel ab,
        # bei der Endantwort wie nach max_schritte.
        (
            [["lager"], ["Lieferbar ab Montag."]],
            [[100, 0], [1, 0]],
            E0,
            5,
            None,
            None,
            P_ZIFFERN,
            AUFGABE,
        ),
        ([["lager"]], [[100, 0], [1, 0]], E0, 2, None, None, P_ZIFFERN, AUFGABE),
        # Genau auf der Summe vieler Stellen: noch nicht überschritten, gerundet schon; die
        # Summe nach zwei Aufrufen ist auf 15 Nachkommastellen gerundet eine andere.
        (
            [["lager"], ["Lieferbar ab Montag."]],
            [[20, 4]],
            E0,
            5,
            None,
            K_STELLEN,
            P_STELLEN,
            AUFGABE,
        ),
        # Runde 37: Tool-Werte mit Leerraum am Rand und im Inneren, preis mit None und 0 im
        # input. Zuletzt: Wer jeden Wert im input stutzt, stürzt an None ab, zeigt sich aber
        # schon oben an " M4 ".
        (
            [["preis", "lager"], ["Lieferbar ab Montag."]],
            [[20, 4]],
            LEERRAUM,
            5,
            None,
            None,
            P0,
            AUFGABE,
        ),
        # Runde 37: Genau auf einer Summe, die jede Rundung auf gültige Ziffern (10, 12, 15)
        # größer macht: Wer gerundet vergleicht, endet hier mit "budget".
        (
            [["lager"], ["Lieferbar ab Montag."]],
            [[20, 4]],
            E0,
            5,
            None,
            K_SECHSTEL,
            P_SECHSTEL,
            AUFGABE,
        ),
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
            "Zahl der Modellaufrufe. Die Signatur ist genau die des Starters, ohne weitere "
            "Parameter und mit denselben Vorgaben: `max_schritte` ist 5, `max_tokens` und "
            "`max_kosten` sind `None`.",
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
            'zu `tokens`: `"tokens"` ist die Summe über alle Aufrufe, eine ganze Zahl (`int`) '
            "wie jede Zählung der API, ohne Modellaufruf also `0`. Weitere Zähler in `usage`, "
            "etwa `cache_read_input_tokens`, zählst du nicht mit: Nur diese beiden zählen.",
            stelle="['tokens']",
        ),
        Regel(
            4,
            "Ebenso addierst du `kosten_von(input_tokens, output_tokens, PREIS_JE_1K)` zu "
            "`kosten`, einem `float`. Lies `PREIS_JE_1K` in jedem Aufruf von `lauf_agent` neu, "
            "nicht schon beim Import: einmal zu Beginn des Laufs oder bei jeder Rechnung. Die "
            "Prüfung setzt vor jedem Lauf andere Preise ein, auch so kleine, dass ein Aufruf "
            "weniger als ein Millionstel Dollar kostet, und solche mit vielen Stellen; die "
            'Meldung nennt sie dann („mit PREIS_JE_1K = …“). `"kosten"` ist die Summe, '
            "zurückgegeben wie verglichen. Runde sie nicht, weder beim Addieren noch am Ende, "
            "auch nicht die Zwischensumme vor der nächsten Addition: "
            "Schon `round(kosten, 15)` macht aus der Summe solcher Preise eine andere Zahl. "
            'Maßstab ist ein Milliardstel: Dein `"kosten"` darf relativ höchstens so viel von '
            "der ungerundeten Summe abweichen. So klein sind die Reste, wenn du in anderer "
            "Reihenfolge rechnest; genauer vergleicht die Prüfung nicht, mehr lässt sie nicht "
            "durch. Eine Rundung, die darunter bleibt (etwa auf elf gültige Ziffern), nimmt "
            'sie also hin, nötig ist sie nie. Ohne Modellaufruf ist `"kosten"` 0, als `0` '
            "oder `0.0`.",
            stelle="['kosten']",
        ),
        Regel(
            5,
            "`messages` beginnt mit der Aufgabe als `user`-Nachricht, genau so, wie sie kommt: "
            "auch mit Leerzeichen am Rand, ohne Leerraum im Inneren zusammenzufassen (doppelte "
            "Leerzeichen, Zeilenumbrüche und Tabulatoren bleiben, ein geschütztes Leerzeichen "
            "`\\u00a0` auch) und ohne Unicode-Normalisierung. "
            "Jede Antwort kommt unverändert als "
            '`assistant`-Nachricht dazu (`antwort["content"]`: alle Blöcke in ihrer '
            "Reihenfolge, auch wenn ein Text nach einem `tool_use`-Block steht), danach die "
            "Ergebnisse ihrer Tools. Nur die Endantwort (Regel 7) und die Antwort, nach der ein "
            "Budget überschritten ist (Regel 8), darfst du weglassen: Kein Modellaufruf liest "
            "sie mehr. Unverändert bleibt eine Antwort auch danach: Auch beim Aufruf eines Tools "
            'änderst du nichts an ihren Blöcken, etwa an `block["input"]`, auch kein `.strip()`. '
            "Eine Kopie mit gleichem Inhalt in gleicher Reihenfolge ist auch recht. Das Modell "
            "bekommt jedes Mal den ganzen bisherigen Verlauf, `messages` selbst oder eine Kopie "
            "davon.",
            prueft=(EREIGNISSE,),
            stelle="Verlauf",
        ),
        Regel(
            6,
            "Wünscht die Antwort Tools und endet der Lauf nicht nach Regel 8, führst du jeden "
            "`tool_use`-Block genau einmal aus, in beliebiger Reihenfolge, auch einen doppelten "
            'und auch im letzten erlaubten Durchlauf, und zwar mit `block["input"]` '
            'unverändert als Schlüsselwortargumenten (`werkzeug(**block["input"])`, jeder '
            "Schlüssel, auch einer mit `None` oder `0` als Wert). Alle "
            "Ergebnisse kommen zusammen in eine `user`-Nachricht. Ein Ergebnis hat nur die "
            "Schlüssel "
            '`"type"` (`"tool_result"`), '
            '`"tool_use_id"` (die `id` seines Blocks), `"content"` (ein String) und höchstens '
            'noch `"is_error"` (`True` oder `False`). Liefert ein '
            "Tool einen Wert (in der Prüfung nur Werte, die `json.dumps` schreiben kann), ist der "
            "`content` dieser Wert als String, mit `str()` oder als "
            "JSON (in jeder Form, die `json.loads` wieder zu dem Wert macht), sonst unverändert: "
            'Leerraum am Rand und im Inneren eines Strings bleibt. Auch `0`, `""`, '
            '`[]` oder `None` ist so ein Erfolg. Sein `content` ist mit `str()` `"0"`, `""`, '
            '`"[]"` oder `"None"`, als JSON etwa `"0"`, `\'""\'` (zwei Anführungszeichen), `"[]"` '
            'oder `"null"`. Wirft ein Tool eine '
            "Ausnahme, irgendeine Unterklasse von `Exception`, oder gibt es den Namen nicht "
            '(ein Name zählt genau so, wie er im Block steht: Für `" lager"` und `"Lager"` gibt '
            "es kein Tool), "
            "trägt das Ergebnis `is_error: True`, sein `content` ist ein beliebiger Text, nur kein "
            "leerer: Mindestens ein Zeichen ist kein Leerzeichen, denn das Modell soll erfahren, "
            "was schiefging. "
            "`tool_result_fuer` erledigt genau das; ein eigener Wrapper, der dasselbe tut, "
            "ist ebenso richtig. Das dict `werkzeuge` liest du nur: Die Schleife ändert es "
            "nicht, auch nicht für einen unbekannten Namen und auch nicht für einen Augenblick "
            "(kein Platzhalter, den du danach wieder löschst).",
            prueft=(EREIGNISSE,),
            stelle="Tool",  # Aufrufe, Ergebnisse, Fehler
        ),
        Regel(
            7,
            "Enthält eine Antwort keinen `tool_use`-Block, endet der Lauf mit ihr, auch eine "
            'Antwort ganz ohne Blöcke (`content == []`): `"antwort"` ist ihr Text (`text_von`), '
            'auch wenn er leer ist (`""`), und '
            '`"grund"` ist `"fertig"`. Das gilt auch, wenn ein Budget gerade überschritten '
            "ist. Ob eine Antwort fertig ist, entscheiden ihre Blöcke. Das Modell der Prüfung "
            'bricht nie mitten im Text ab, `stop_reason` ist nie `"max_tokens"`: Es schickt '
            '`"end_turn"` genau bei einer Antwort ohne `tool_use`-Block, sonst `"tool_use"`. '
            "Fragst du zusätzlich nach `stop_reason`, entscheidet das also nie anders.",
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
            "für sich; genau erreicht ist noch nicht überschritten. Bei den Kosten heißt das: "
            "Liegt `max_kosten` genau auf der Summe aus `kosten_von`, auch bei Preisen mit "
            "vielen Stellen, endet der Lauf hier noch nicht. Liegt es darunter, endet er, "
            "auch wenn der Abstand nur 1,01 Milliardstel der Summe beträgt (relativ "
            "gemessen: `max_kosten = summe * (1 - 1.01e-9)`). Verglichen wird die ungerundete "
            "Summe aus Regel 4: Keine Rundung steht davor, weder auf Nachkommastellen "
            "(`round(kosten, 12)`, `round(kosten, 15)`) noch auf gültige Ziffern "
            '(`f"{kosten:.12g}"`). Vergleichst du mit einer Toleranz, darf sie relativ '
            "höchstens ein Milliardstel betragen "
            "(`kosten > max_kosten * (1 + 1e-9)`).",
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
        "der Text einer Ausnahme und der Text eines Ergebnisses mit `is_error` (er darf nur nicht "
        "leer sein oder nur aus Leerraum bestehen)",
        "in welcher Reihenfolge du die Tools einer Antwort ausführst und ihre Ergebnisse in die "
        "`user`-Nachricht legst, und ob die Tools vor oder nach dem Anhängen ihrer Antwort laufen",
        "`is_error: False` bei einem Erfolg",
        "ob der `content` eines Erfolgs mit `str()` oder als JSON entsteht",
        "ob `kosten` ohne Modellaufruf `0` oder `0.0` ist",
        'ob du `stop_reason` liest (das Modell der Prüfung schickt nur `"tool_use"` und '
        '`"end_turn"`)',
        "die Aufgabe als String oder als ein `text`-Block",
        "weitere Schlüssel in der Rückgabe",
        "ob du die Endantwort noch an `messages` anhängst, und was du bei einem Abbruch nach "
        "Regel 8 noch anhängst: die Antwort selbst oder auch Ergebnisse mit `is_error` für die "
        "nicht ausgeführten Tools. Das Modell bekommt den Verlauf danach nicht mehr",
        "ob du leere `text`-Blöcke (oder solche nur aus Leerraum) aus einer Antwort weglässt: "
        "Das Modell der Prüfung schickt einen leeren Text nur als ganze Endantwort, denn neben "
        "einem Tool-Wunsch nähme die API ihn in keinem Verlauf an, und die Endantwort darfst du "
        "ohnehin weglassen (Regel 5). Jeden anderen Text lässt du, wie er ist (kein `.strip()`)",
        "ob du die Ergebnisse des letzten erlaubten Durchlaufs noch anhängst (auch sie sieht "
        "kein Modellaufruf mehr)",
        "ob du `PREIS_JE_1K` einmal zu Beginn jedes Laufs liest oder bei jeder Rechnung",
        "ob du `kosten > max_kosten` mit einer relativen Toleranz bis zu einem Milliardstel "
        "vergleichst (Regel 8)",
        "was ein negatives `max_schritte` oder Budget bewirkt (keine Regel nennt es)",
    ),
)
