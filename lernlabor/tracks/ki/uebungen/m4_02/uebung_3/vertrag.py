"""Der Vertrag von Übung 3: zwei Tools für den Buchladen und zwei Funktionen fürs Protokoll.
Die Verläufe für ``schrittfolge`` und ``abbruchgrund`` baut die echte Schleife (``lauf_agent``)
aus einem gezogenen Skript."""

import itertools
import json
import re
import unicodedata

from lernlabor.pruefen import vertrag as v
from lernlabor.pruefen.attrappen import attrappe
from lernlabor.pruefen.bereiche import bereich
from lernlabor.pruefen.netz import erste_abweichung
from lernlabor.tracks.ki import KATALOG, KURSE, lauf_agent

from ..gemeinsam import bloecke, lesbarer_verlauf

SUCHE, KURS, FOLGE, GRUND = "suche_buch", "wechselkurs", "schrittfolge", "abbruchgrund"
# Auch Titel, die nur andere ``KATALOG`` des Falls tragen.
TITEL = [b["titel"] for b in KATALOG] + ["Tee für zwei ", " Tee Atlas kompakt", "Tokio  zu Fuß"]
TITEL += ["Äpfel und Birnen"]

# Wie „ohne Rücksicht auf Groß und klein“ gelesen werden darf. Wo die Lesarten verschiedene
# Bücher finden (ß gegen SS, ı gegen i, Leerraum am Rand), lässt die Aufgabe jeden Ausgang zu
# (``_offen``), ebenso bei einem Stichwort, das leer ist oder nur aus Leerzeichen besteht.
LESARTEN = (
    lambda s, t: s.lower() in t.lower(),
    lambda s, t: s.casefold() in t.casefold(),
    lambda s, t: s.upper() in t.upper(),
    lambda s, t: s.strip().lower() in t.lower(),
    lambda s, t: re.search(re.escape(s), t, re.IGNORECASE),
)


def _erster(stichwort, katalog, lesart=LESARTEN[0]):
    return next((i for i, b in enumerate(katalog) if lesart(stichwort, b["titel"])), None)


def _offen(stichwort, katalog):
    """Alle Ausgänge, die eine erlaubte Lesart gibt: ein Eintrag oder ein ``ValueError``."""
    if type(stichwort) is not str:
        return None
    treffer = {_erster(stichwort, katalog, lesart) for lesart in LESARTEN}
    if not stichwort.strip() and katalog:  # leer: der erste Eintrag oder ein ValueError
        treffer |= {0, None}
    if len(treffer) == 1:
        return None
    return tuple(ValueError if i is None else katalog[i] for i in sorted(treffer, key=str))


def _plus_eins(zahl):
    """Eine Zahl um 1 höher, ihr Typ bleibt (18 wird 19); anderes bleibt, wie es ist."""
    return zahl + 1 if type(zahl) in (int, float) else zahl


def _teurer(eintrag):
    """Eine Kopie des Eintrags mit einem um 1 höheren Preis, der Typ bleibt (18 wird 19)."""
    neu = dict(eintrag)
    if "preis" in neu:
        neu["preis"] = _plus_eins(neu["preis"])
    return neu


def _anderer_typ(zahl):
    """Dieselbe Zahl mit dem anderen Typ (18 wird 18.0, 18.0 wird 18), sonst sie selbst."""
    if type(zahl) is int:
        return float(zahl)
    if type(zahl) is float and zahl.is_integer() and abs(zahl) < 2**53:
        return int(zahl)
    return zahl


def _szene(argumente):
    """Was der Aufrufer zwischen zwei Aufrufen von ``suche_buch`` tut, je Fall eines: Jede
    Szene verrät eine andere Art, sich Treffer zu merken (Runden 32 und 33)."""
    laenge = len(argumente["stichwort"])
    if not _buch_gefunden(argumente):
        # ein für immer gemerktes „gibt es nicht“, auch eines je Länge von KATALOG (Runde 34)
        return "umbenannt_neu" if laenge % 2 and argumente["KATALOG"] else "neu"
    # eine gemerkte Kopie selbst, ein Schlüssel aus den ids der Einträge, ein gehaltener
    # Eintrag oder id(KATALOG), ein Schlüssel aus Werten ohne ihren Typ, ein gemerkter Index
    # oder zuerst der letzte Treffer, ein Treffer, der nicht mehr passt (Runde 34)
    return ("ergebnis", "vor_ort", "ersetzt", "typ", "vorn", "umbenannt")[laenge % 6]


def _fremder_titel(stichwort):
    """Ein Titel, in dem keine Lesart das Stichwort findet (beim leeren keiner: dann egal)."""
    for titel in ("Ohne Titel", "—", "0", "x"):
        if not any(lesart(stichwort, titel) for lesart in LESARTEN):
            return titel
    return "Ohne Titel"


SZENEN = {
    "neu": "der Aufrufer an `KATALOG` ein Buch angehängt hat, dessen Titel das Stichwort enthält",
    "umbenannt_neu": (
        "der Aufrufer dem letzten Eintrag von `KATALOG` selbst einen Titel gegeben hat, der das "
        "Stichwort enthält"
    ),
    "vorn": (
        "der Aufrufer vorn in `KATALOG` ein Buch eingesetzt hat, dessen Titel das Stichwort auch "
        "enthält"
    ),
    "umbenannt": "der Aufrufer dem gefundenen Eintrag selbst einen anderen Titel gegeben hat",
    "ergebnis": (
        'der Aufrufer im ersten Ergebnis `"preis"` geändert und die Einträge von `KATALOG` durch '
        "gleiche Kopien ersetzt hat"
    ),
    "vor_ort": "der Aufrufer in jedem Eintrag von `KATALOG` selbst den Preis um 1 erhöht hat",
    "ersetzt": (
        "der Aufrufer in derselben Liste `KATALOG` jeden Eintrag durch eine Kopie mit einem um 1 "
        "höheren Preis ersetzt hat"
    ),
    "typ": (
        "der Aufrufer in derselben Liste `KATALOG` jeden Eintrag durch eine Kopie ersetzt hat, "
        "in der ein ganzzahliger Preis den anderen Typ hat (18 wird 18.0, 18.0 wird 18)"
    ),
}


def _was_der_aufrufer_tat(argumente):
    return SZENEN[_szene(argumente)]


def _aufrufer_dazwischen(argumente, ergebnis):
    """Was der Aufrufer zwischen zwei Aufrufen von ``suche_buch`` tut (``_szene``)."""
    katalog = argumente["KATALOG"]
    szene = _szene(argumente)
    stichwort = argumente["stichwort"]
    if szene in ("neu", "vorn"):
        buch = {"titel": f"Neu: {stichwort}", "preis": 5, "waehrung": "EUR"}
        katalog.insert(len(katalog) if szene == "neu" else 0, buch)
    elif szene == "umbenannt_neu":
        katalog[-1]["titel"] = f"Neu: {stichwort}"
    elif szene == "umbenannt":
        katalog[_erster(stichwort, katalog)]["titel"] = _fremder_titel(stichwort)
    elif szene == "ergebnis":
        gleich = [dict(eintrag) for eintrag in katalog]  # vorher: auch wenn das Ergebnis einer ist
        if isinstance(ergebnis, dict):
            ergebnis["preis"] = "vom Aufrufer geändert"
        katalog[:] = gleich
    elif szene == "vor_ort":
        for eintrag in katalog:
            if "preis" in eintrag:
                eintrag["preis"] = _plus_eins(eintrag["preis"])
    elif szene == "ersetzt":
        katalog[:] = [_teurer(eintrag) for eintrag in katalog]
    else:
        katalog[:] = [{**e, "preis": _anderer_typ(e.get("preis"))} for e in katalog]


def _kurs_szene(argumente):
    """Was der Aufrufer zwischen zwei Aufrufen von ``wechselkurs`` tut: Fehlte die Währung, trägt
    er sie ein, je Fall auch an Stelle der letzten (``KURSE`` bleibt gleich lang: wer sich
    „fehlt“ je Länge merkt, Runde 34); sonst ändert er in demselben dict jeden Kurs. So fällt
    auf, wer sich Kurse nach ``id(KURSE)``, ohne ihren Typ oder ein „fehlt“ für immer merkt."""
    waehrung = argumente["waehrung"]
    if type(waehrung) is not str or _kurs_bekannt(argumente):
        return "kurse"
    return "statt" if len(waehrung) % 2 == 1 and argumente["KURSE"] else "neu"


KURS_SZENEN = {
    "statt": (
        "der Aufrufer in demselben dict `KURSE` die letzte Währung herausgenommen und die "
        "gesuchte mit deren Kurs eingetragen hat"
    ),
    "neu": "der Aufrufer die Währung mit dem Kurs `2` in dasselbe dict `KURSE` eingetragen hat",
    "kurse": (
        "der Aufrufer in demselben dict `KURSE` jeden Kurs geändert hat: Eine ganze Zahl wird zur "
        "gleichen Kommazahl (1 wird 1.0), eine Kommazahl ohne Nachkommastellen zur ganzen Zahl, "
        "jede andere um 1 höher"
    ),
}


def _was_der_aufrufer_mit_kursen_tat(argumente):
    return KURS_SZENEN[_kurs_szene(argumente)]


def _kurse_dazwischen(argumente, ergebnis):
    """Was der Aufrufer zwischen zwei Aufrufen von ``wechselkurs`` tut (``_kurs_szene``)."""
    kurse, waehrung = argumente["KURSE"], argumente["waehrung"]
    szene = _kurs_szene(argumente)
    if szene == "statt":
        kurse[waehrung] = kurse.pop(list(kurse)[-1])
    elif szene == "neu":
        kurse[waehrung] = 2
    else:
        for name, kurs in list(kurse.items()):
            neu = _anderer_typ(kurs)
            kurse[name] = _plus_eins(kurs) if neu is kurs and type(kurs) is float else neu


def _haenge_namen_an(argumente, ergebnis):
    """Der Aufrufer hängt an die Liste des ersten Aufrufs einen Namen an. Wer dieselbe Liste
    noch einmal herausgibt (ein Zwischenspeicher), gibt sie dann mit diesem Namen (Runde 33)."""
    if isinstance(ergebnis, list):
        ergebnis.append("vom_aufrufer")


def _stichwoerter(st):
    titel = st.sampled_from([f(t) for t in TITEL for f in (str, str.upper, str.swapcase)])
    stueck = st.builds(lambda t, a, n: t[a : a + n], titel, st.integers(0, 20), st.integers(1, 6))
    fremd = st.text(alphabet="aäoöuüßeEİıPyTkK -‘’🙂", min_size=1, max_size=6)
    return st.one_of(st.sampled_from(STICHWORT.raender()), stueck, fremd)


# Stücke der Titel in jeder Schreibweise und fremde Texte; gültig ist, was ein Titel im
# ``KATALOG`` des Falls enthält (``zusammen``, sonst verlangt Regel 2 einen ``ValueError``).
STICHWORT = bereich(
    # Auch Zeichen, die ein Muster von re anders liest (".", "C++"), und Wörter, die nur in
    # anderen Feldern des Eintrags stehen ("preis", "EUR"): keiner davon ist ein Treffer. "er"
    # trifft zuerst einen Titel, vor dem im Alphabet ein anderer Treffer steht, mitten im Wort.
    # Platzhalter von fnmatch finden nichts, ein ganzer Titel mit mehr dahinter auch nicht,
    # Stücke mitten aus einem Wort in Großbuchstaben schon; „fur“ ist nicht „für“, und ein „u“
    # mit Trema als eigenem Zeichen auch nicht (keine Normalisierung), und ebenso wenig doppelte
    # Leerzeichen, ein Leerzeichen statt des Bindestrichs oder Anführungszeichen um das Wort.
    ["Python", "tee-atlas", "ISTANBUL", "zu Fuß", "Rust", "Kochbuch für Katzen", "🙂"]
    + [".", "C++", "preis", "EUR", "er", "?", "*", "[p]", "Der Tee-Atlas, 2. Auflage"]
    + ["TLAS", "OCHBUCH", "fur", "fu\u0308r", "", "  ", "zu   Fuß", "Tee Atlas", "Tee atlas"]
    + ["‘Tee’", '"Tee"', "„Tokio“", "zu Fuß "]
    # Groß und klein auch bei Umlauten: „FÜR“ findet „für“, „äpfel“ findet „Äpfel“.
    + ["FÜR", "äpfel"]
    # Leerzeichen am Rand eines Titels gehören zum Titel: „zwei “ findet „Tee für zwei “ und
    # „ tee atlas“ findet „ Tee Atlas kompakt“, auch wenn der Titel vorn ein Leerzeichen hat.
    + ["zwei ", " tee atlas"],
    _stichwoerter,
    lambda wert: type(wert) is str,
)
# Die Bücher, in denen ``suche_buch`` sucht: ``KATALOG`` ist ein Modulwert wie ``KURSE``. Zuerst
# der der Lektion, dann Schlüssel in anderer Reihenfolge, Preise als ganze Zahl (auch 0), ein
# Titel mit Leerzeichen statt Bindestrich hinter dem mit, und gar kein Buch.
SCHLUESSEL = ("titel", "preis", "waehrung")
CODES = ("USD", "GBP", "TRY", "CHF", "XAU", "JPY", "EUR")


def _buch(titel, preis, waehrung, reihenfolge=SCHLUESSEL):
    werte = {"titel": titel, "preis": preis, "waehrung": waehrung}
    return {k: werte[k] for k in reihenfolge}


KATALOG_BEREICH = bereich(
    [
        [dict(b) for b in KATALOG],
        [dict(reversed(b.items())) for b in KATALOG],
        [
            # Ein Leerzeichen am Ende gehört zum Titel: Auch eine Kopie behält es.
            _buch("Tee für zwei ", 0, "EUR", ("preis", "waehrung", "titel")),
            _buch("Der Tee-Atlas", 18, "GBP", ("waehrung", "titel", "preis")),
            # Drei Stellen: Runden ändert ihn. Und ein Leerzeichen vorn, auch das gehört dazu.
            _buch(" Tee Atlas kompakt", 9.999, "GBP"),
            _buch("Tokio  zu Fuß", 2400, "JPY", ("preis", "titel", "waehrung")),
            _buch("Äpfel und Birnen", 12, "EUR"),
        ],
        [],
    ],
    lambda st: st.one_of(
        st.sampled_from(KATALOG_BEREICH.raender()),
        st.lists(
            st.builds(
                _buch,
                st.sampled_from(TITEL),
                st.integers(0, 3000) | st.sampled_from((0, 0.0, 18.5, 9.999)),
                st.sampled_from(CODES),
                st.permutations(SCHLUESSEL),
            ),
            max_size=4,
        ),
    ),
    lambda wert: (
        type(wert) is list
        and all(type(b) is dict and sorted(b) == sorted(SCHLUESSEL) for b in wert)
        and all(type(b["titel"]) is str for b in wert)
    ),
)
# Die Kurse, mit denen ``wechselkurs`` rechnet: ``KURSE`` ist ein Modulwert (``modulwert=True``).
# Zuerst der der Lektion, dann Kurse von 0 und 0.0 (ein Kurs wie jeder andere, Regel 3), andere
# Währungen, eine andere Reihenfolge, Schlüssel in Kleinbuchstaben (mit und ohne großes
# Gegenstück) und gar keine.
KURSE_BEREICH = bereich(
    [
        dict(KURSE),
        {"XAU": 0.0, "USD": 0.9},
        {"USD": 0, "GBP": 1.2},
        {"GBP": 0.0, "TRY": 0.025},
        dict(reversed(KURSE.items())),
        {"JPY": 0.0062, "EUR": 1},
        {"TRY": 0.0312345678, "GBP": 1.23456789012},  # viele Stellen: Runden ändert sie
        {"usd": 0.5, "USD": 0.9},
        # Dieselben Schlüssel andersherum: Eine großgeschriebene Kopie verliert so den anderen
        # Kurs. Und „usd“ ohne „USD“: Wer „USD“ dazu einträgt, ändert KURSE (Regel 8).
        {"USD": 0.9, "usd": 0.5},
        {"usd": 0.5, "GBP": 1.2},
        # Dieselbe Währung mit und ohne Leerzeichen am Rand: Genau so geschrieben gilt ihr
        # eigener Kurs (Runde 36: erst gestutzt, dann nachgeschlagen, bestand).
        {" USD": 0.5, "USD": 0.9},
        {},
    ],
    lambda st: st.one_of(
        st.sampled_from(KURSE_BEREICH.raender()),
        st.dictionaries(
            st.sampled_from((*CODES, "usd")),
            st.sampled_from((0, 0.0, 1, 0.9, 1.2, 0.025, 0.0312345678, 1.23456789012))
            | st.integers(0, 500)
            | st.floats(0, 1000, allow_nan=False),
            max_size=4,
        ),
    ),
    lambda wert: (
        type(wert) is dict
        and all(type(k) is str for k in wert)
        and all(type(w) in (int, float) and 0 <= w < float("inf") for w in wert.values())
    ),
)
# Die Währungen aus ``CODES`` und andere Texte (``EUR`` steht im Katalog, hat aber in der
# Lektion keinen Kurs). Gültig ist, was in den ``KURSE`` des Falls steht (``zusammen``).
WAEHRUNG = bereich(
    [*KURSE, "XAU", "EUR", "JPY", "XYZ", "", "Ä", "usd", " USD"],
    lambda st: st.one_of(
        st.sampled_from(WAEHRUNG.raender()), st.text(alphabet="ABCDEGJPRSTUXYZaäÄ ", max_size=4)
    ),
    lambda wert: type(wert) is str,
    ungueltige=True,
)


def _buch_gefunden(argumente):
    return _erster(argumente["stichwort"], argumente["KATALOG"]) is not None


def _kurs_bekannt(argumente):
    return argumente["waehrung"] in argumente["KURSE"]


def _kurs_offen(waehrung, kurse):
    """``"usd"`` oder ``" USD"`` für ``"USD"``, auch ``"USD"`` für ``"usd"``: ob ``wechselkurs``
    eine Währung findet, die nur in Groß und klein oder Leerraum am Rand von einem Schlüssel
    abweicht, lässt die Aufgabe offen (jeder solche Kurs, Runde 27: auch in dieser Richtung)."""
    if type(waehrung) is not str or waehrung in kurse:
        return None
    gemeint = waehrung.strip().upper()
    kurs = [w for k, w in kurse.items() if type(k) is str and k.strip().upper() == gemeint]
    return (*kurs, ValueError) if kurs else None


# --- Verläufe ------------------------------------------------------------------------------

FRAGE = "Was kostet das Buch zu ‘Tee’ in Euro?"
# Ein Skript ist je Antwort eine Liste aus Texten und Tool-Namen. Name → (input, was das Tool
# tut): falsche Werte, ein Fehler, eins ohne input; „lager“ und „ lager “ gibt es nicht.
# „ohne Namen“ wünscht ein Tool mit dem leeren Namen "" (auch ein Wunsch, Regel 5).
# „autor“ trägt im input selbst einen Schlüssel "name"; „notiz“ heißt mit Anführungszeichen und
# Backslash, die JSON maskiert.
NAMEN = {"ohne Namen": "", "notiz": 'notiz "A\\B"'}
TOOLS = {
    "suche_buch": ({"stichwort": "Tee"}, KATALOG[3]),
    "wechselkurs": ({"waehrung": "GBP"}, 0),
    "Suche_Buch": ({"stichwort": "tee"}, ""),
    "größe_prüfen": ({"titel": "Tokio zu Fuß"}, ValueError),
    "uhrzeit": ({}, None),
    "ohne Namen": ({}, None),
    "lager": ({"titel": "Der Tee-Atlas"}, []),
    " lager ": ({"titel": "Tokio"}, []),
    "autor": ({"name": "Ada", "titel": "Der Tee-Atlas"}, "Ada Tee"),
    "notiz": ({"text": "Tee"}, None),
}
# Leerraum am Rand eines Texts: Ein .strip() an den Blöcken ändert den Verlauf (Runde 29).
TEXTE = ("Einen Moment.", "18,50 Euro.", "", " Ich schaue nach.\n")


class AlsText(str):
    """Ein Textblock, der genau wie ein Tool-Name lautet: Regel 5 zählt nur tool_use-Blöcke."""


def agentenlauf(antworten, max_schritte=5, budget=None, frage=FRAGE, ids=(1, 1)):
    """``lauf_agent`` mit einem Modell nach Skript (die letzte Antwort wiederholt sich). Jeder
    Aufruf kostet 1 Token: ``budget`` ist der Schritt, in dem das Budget überschritten ist.
    ``ids`` sind Start und Schritt der Nummern in den ids: Die echte API vergibt sie ohne
    Ordnung, also dürfen sie auch abwärts zählen (``toolu_11``, ``toolu_10``, ``toolu_9``)."""
    ids = (f"toolu_{nummer}" for nummer in itertools.count(*ids))
    folge = itertools.chain(antworten, itertools.repeat(antworten[-1]))

    def wunsch(teil):
        if type(teil) is not str or teil not in TOOLS:  # AlsText: ein Text wie ein Tool-Name
            return None
        return NAMEN.get(teil, teil), dict(TOOLS[teil][0])

    def modell(messages):
        content = bloecke(next(folge), ids, wunsch)
        for block in content:
            if block["type"] == "text":
                block["text"] = str(block["text"])
        return {"content": content, "usage": {"input_tokens": 0, "output_tokens": 1}}

    ohne = ("lager", " lager ", "ohne Namen", "notiz")  # gibt es nicht
    werkzeuge = {n: attrappe(n, t[1], text="zu groß") for n, t in TOOLS.items() if n not in ohne}
    grenze = None if budget is None else budget - 1
    return lauf_agent(modell, frage, werkzeuge, max_schritte, grenze)


def verlauf(antworten, max_schritte=5, budget=None, als_bloecke=False, umgedreht=False, ids=(1, 1)):
    """Der Verlauf eines ``agentenlauf``, wahlweise mit der Frage als Textblock oder den
    Schlüsseln jedes dicts umgekehrt."""
    frage = [{"type": "text", "text": FRAGE}] if als_bloecke else FRAGE
    messages = agentenlauf(antworten, max_schritte, budget, frage, ids)["messages"]
    if umgedreht:
        return json.loads(json.dumps(messages), object_pairs_hook=lambda p: dict(reversed(p)))
    return messages


def zeige_verlauf(messages):
    umgedreht = any(list(n)[0] != "role" for n in messages)
    hinweis = " (die Schlüssel jedes dicts in umgekehrter Reihenfolge)" if umgedreht else ""
    return "[" + ", ".join(lesbarer_verlauf(messages)) + "]" + hinweis


def _verlaeufe(st):
    antwort = st.lists(st.sampled_from((*TEXTE, *TOOLS)), max_size=3)
    budget = st.none() | st.integers(1, 5)  # der Schritt, in dem es greift
    schalter = st.booleans()  # als_bloecke, umgedreht
    antworten = st.lists(antwort, min_size=1, max_size=4)
    ids = st.sampled_from(((1, 1), (20, -1)))  # aufwärts oder abwärts, über 10 hinweg
    return st.builds(verlauf, antworten, st.integers(-1, 5), budget, schalter, schalter, ids)


S, K, T = SUCHE, KURS, "18,50 Euro."
# Verläufe, wie ``lauf_agent`` sie hinterlässt, mit allen drei Enden. Veränderlich: Die Funktion
# könnte ihn ändern, Regel 7 vergleicht ihn danach.
VERLAUF = bereich(
    [
        verlauf([[T]], max_schritte=0),
        verlauf([[T]]),
        verlauf([[S], [T]]),
        verlauf([[S]], budget=1),
        verlauf([[S]], max_schritte=1),
        verlauf([[]]),
        verlauf([[S], [K, "Einen Moment."]], max_schritte=2, budget=2),
        verlauf([[S, S], [K], [S], [T]]),
        verlauf([["Suche_Buch", "größe_prüfen"], ["lager"], [T]]),
        verlauf([[" lager ", S], [T]]),
        verlauf([["uhrzeit", ""], [""]]),
        verlauf([["ohne Namen", S], [T]]),
        verlauf([[T]], max_schritte=0, als_bloecke=True),
        verlauf([[S], [T]], als_bloecke=True),
        verlauf([[S], [K], [T]], umgedreht=True),
        verlauf([[S, K]], max_schritte=2, budget=3, umgedreht=True),
        verlauf([[S], [S], [S], [S], [K]], budget=5),
        # Text vor dem Tool-Wunsch, zwei Wünsche nicht nach dem Alphabet, „tool_use“ als Wort.
        verlauf([["Einen Moment.", S]], budget=1),
        verlauf([[S, "Einen Moment."]], budget=1),
        verlauf([[" Ich schaue nach.\n", K, S], [T]]),
        verlauf([[S], ["Kein tool_use mehr nötig."]]),
        # Ein Schlüssel "name" im input eines Tools, ein Name mit Anführungszeichen und Backslash.
        verlauf([["autor", "notiz"], [T]]),
        # Ein Text, der wie ein Tool heißt: kein Wunsch, kein Schritt.
        verlauf([[AlsText(SUCHE), SUCHE], [AlsText(KURS)], [T]]),
        # ids, die abwärts zählen: Nach ihnen sortiert (als Text oder als Zahl) ist nicht die
        # Reihenfolge des Verlaufs.
        verlauf([["Suche_Buch", K], [S], [T]], ids=(11, -1)),
        # Am Ende Ergebnisse mit is_error (ein Tool scheitert, eins fehlt): Auch das ist
        # max_schritte, die letzte Nachricht ist eine user-Nachricht.
        verlauf([["größe_prüfen"]], max_schritte=1),
        verlauf([[S], ["lager", K]], max_schritte=2),
        # 14 Nachrichten, Namen doppelt: Wer erst bei langen Verläufen Doppelte streicht,
        # fällt nur hier auf (Runde 36).
        verlauf([[S], [S], [K], [S], [K], [S], [T]], max_schritte=8),
    ],
    _verlaeufe,
    zeige=zeige_verlauf,
    veraenderlich=True,
)

# --- Der Vertrag ----------------------------------------------------------------------------

VORGABEN = ("KATALOG", "KURSE")  # die Tools lesen sie nur (Regel 8)


def _regelwahl(argumente, soll, ist):
    """Ein Satz vor der Meldung, wo sie allein irreführt. Eine geänderte Vorgabe bleibt Regel 8."""
    if ist.setup is not None:
        return None
    suche = "stichwort" in argumente
    if soll.art == "ausnahme" and ist.art == "wert" and isinstance(ist.wert, BaseException):
        nummer = 2 if suche else 4
        return nummer, "Du gibst die Ausnahme mit `return` zurück: Wirf sie mit `raise`."
    # Ein Eintrag mit den richtigen Werten, aber nicht genau vom Typ dict: Das sagt die Meldung
    # zuerst, auch beim leeren Stichwort (dessen Ausgang sonst offen ist, Runde 22, s2).
    if suche and ist.art == "wert" and type(ist.wert) is not dict and _wie_dict(ist.wert, soll):
        return 1, (
            f"Schlüssel und Werte stimmen, nur ist dein Eintrag vom Typ "
            f"`{type(ist.wert).__name__}` statt genau `dict` (eine Kopie macht "
            "`dict(eintrag)`); am Stichwort liegt es nicht."
        )
    # Der zweite Aufruf gibt dasselbe dict wie der erste, obwohl der Aufrufer die Einträge
    # inzwischen ersetzt hat: ein gemerkter Treffer (Runde 33: die Meldung zeigte nur Werte).
    # Nicht, wenn der Code dasselbe dict leert und neu füllt: Das sagt die Meldung selbst.
    szene = _szene(argumente) if suche else None
    if (
        ist.zweiter_ist_erster
        and not ist.erster_geaendert
        and szene in ("ergebnis", "ersetzt", "typ")
    ):
        was = (
            "samt dem, was der Aufrufer inzwischen damit tat"
            if szene == "ergebnis"
            else "obwohl der Aufrufer die Einträge von `KATALOG` durch Kopien ersetzt hat"
        )
        return 1, (
            f"Dein zweiter Aufruf gibt dasselbe dict zurück wie der erste, {was}. Es steht "
            "nicht mehr in `KATALOG`: Du gibst einen gemerkten Treffer zurück. Suche bei jedem "
            "Aufruf in dem, was jetzt in `KATALOG` steht."
        )
    # Nicht, wenn der Eintrag stimmt und nur seine Form nicht.
    eintrag = ist.wert if ist.art == "wert" and isinstance(ist.wert, dict) else {}
    katalog = argumente.get("KATALOG") or [{}]
    leer = suche and not argumente["stichwort"].strip()
    # Nur, wo der Ausgang selbst (ein anderer Eintrag, None, eine andere Ausnahme) falsch ist,
    # nicht die Form der Rückgabe (etwa nur der Titel): Sonst sucht man den Fehler beim
    # leeren Stichwort.
    anderer = ist.art == "ausnahme" or (ist.art == "wert" and ist.wert is None) or eintrag
    if leer and anderer and eintrag.get("titel") != katalog[0].get("titel"):
        return 1, (
            "Ein leeres Stichwort (oder eines nur aus Leerzeichen) steht in jedem Titel: "
            "Richtig ist dann der erste Eintrag aus `KATALOG` oder ein `ValueError`."
        )
    if (
        suche
        and soll.art == "ausnahme"
        and eintrag
        and _lax_gefunden(argumente["stichwort"], eintrag)
    ):
        return 1, (
            "Kein Titel enthält das Stichwort so, wie es kommt, und doch findest du diesen "
            "Eintrag: Außer Groß und klein gleicht die Suche nichts an. Fasse keine Leerzeichen "
            "zusammen, lies keinen Bindestrich als Leerzeichen, nimm keine Anführungszeichen "
            "oder Akzente weg und suche nur im `titel`."
        )
    if argumente.get("waehrung") == "EUR" and "EUR" not in argumente["KURSE"] and ist.art == "wert":
        return 4, "„EUR“ steht nicht in `KURSE`: Auch für den Euro gibt es dort keinen Kurs."
    return _wie_lektion(argumente, soll, ist)


def _wie_dict(wert, soll):
    """Ein Mapping (auch eine Unterklasse von dict), das als gewöhnliches dict der verlangte
    Eintrag wäre (beim leeren Stichwort: der erste, der dann auch richtig ist)."""
    try:
        kopie = dict(wert.items())
    except Exception:  # noqa: BLE001 – kein Mapping
        return False
    return soll.art == "wert" and erste_abweichung(soll.wert, kopie) is None


def _lax(text):
    """Was eine zu großzügige Suche angleicht: Groß und klein, Akzente, Bindestriche,
    Anführungszeichen und mehrfache Leerzeichen."""
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(z for z in text if not unicodedata.combining(z))
    return " ".join(re.sub(r"[-‐–\"'‘’‚„“”«»]", " ", text).split())


def _lax_gefunden(stichwort, eintrag):
    """Findet eine zu großzügige Suche ``eintrag`` (auch außerhalb des Titels)?"""
    gesucht = _lax(stichwort)
    werte = [w for w in eintrag.values() if isinstance(w, str | int | float)]
    return bool(gesucht) and any(gesucht in _lax(str(w)) for w in werte)


def _wie_lektion(argumente, soll, ist):
    """Passt die Antwort zu ``KATALOG`` oder ``KURSE`` der Lektion statt zu denen des Falls,
    hat sich der Code oft etwas aus einem früheren Aufruf gemerkt (ein Cache, eine Kopie)."""
    suche = "stichwort" in argumente
    name, lektion = ("KATALOG", KATALOG) if suche else ("KURSE", KURSE)
    if argumente[name] == lektion:
        return None
    if suche:
        i = _erster(argumente["stichwort"], lektion)
        erwartet = ValueError if i is None else lektion[i]
    else:
        erwartet = lektion.get(argumente["waehrung"], ValueError)
    if erwartet is ValueError and suche:
        # Ein ValueError, wo ein Titel das Stichwort enthält, ist meist eine zu enge Suche (etwa
        # ein gestutzter Titel), kein Cache: Der Satz führte in die Irre (Runde 21, s2).
        return None
    if erwartet is ValueError:
        # Ein Fehler bei einem Kurs von 0 hat einen eigenen Irrtum, keinen Cache.
        null = not suche and soll.art == "wert" and soll.wert == 0
        passt = not null and ist.art == "ausnahme" and isinstance(ist.ausnahme, ValueError)
    else:
        passt = ist.art == "wert" and type(ist.wert) is type(erwartet) and ist.wert == erwartet
    if not passt:
        return None
    nummer = (2 if suche else 4) if soll.art == "ausnahme" else (1 if suche else 3)
    return nummer, (
        f"Deine Antwort passt zu `{name}` der Lektion, nicht zu dem dieses Falls. Merkst "
        f"du dir Einträge aus einem früheren Aufruf (einen Cache oder eine Kopie von `{name}`), "
        f"lies stattdessen bei jedem Aufruf das `{name}`, das gerade gilt."
    )


VERTRAG = v.Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        v.Funktion(
            SUCHE,
            (
                v.Parameter("stichwort", STICHWORT),
                v.Parameter("KATALOG", KATALOG_BEREICH, KATALOG, modulwert=True),
            ),
            unveraendert=VORGABEN,
            zusammen=_buch_gefunden,
            zweimal=(_was_der_aufrufer_tat, _aufrufer_dazwischen),
            auch_nach_ausnahme=True,
            # Ein leeres Stichwort in einem leeren KATALOG: Ohne ersten Eintrag bleibt nur der
            # ValueError (Regel 2), kein IndexError aus KATALOG[0].
            beispiele=(
                ("", []),
                ("  ", []),
                ("FÜR", [dict(b) for b in KATALOG]),
                ("äpfel", KATALOG_BEREICH.raender()[2]),
                # Ein langes Stichwort in anderer Schreibweise: Groß und klein zählen bei jeder
                # Länge nicht (Runde 36: ab 25 Zeichen verglich jemand genau).
                (
                    "DAS DICKE KOCHBUCH FÜR KATZEN UND HUNDE",
                    [_buch("Das dicke Kochbuch für Katzen und Hunde", 25, "EUR")],
                ),
            ),
            offen=_offen,
            regelwahl=_regelwahl,
        ),
        v.Funktion(
            KURS,
            (
                v.Parameter("waehrung", WAEHRUNG),
                v.Parameter("KURSE", KURSE_BEREICH, dict(KURSE), modulwert=True),
            ),
            ungueltig_ohne=(KeyError,),
            zweimal=(_was_der_aufrufer_mit_kursen_tat, _kurse_dazwischen),
            auch_nach_ausnahme=True,
            # Ein Kurs von genau 1 (int und float): Er bleibt die Zahl, kein True.
            beispiele=(
                ("EUR", {"JPY": 0.0062, "EUR": 1}),
                ("USD", {"USD": 1.0, "GBP": 1.2}),
                (" USD", {" USD": 0.5, "USD": 0.9}),
                ("USD", {" USD": 0.5, "USD": 0.9}),
                ("USD ", {"USD ": 0.5, "USD": 0.9}),
            ),
            unveraendert=VORGABEN,
            zusammen=_kurs_bekannt,
            offen=_kurs_offen,
            regelwahl=_regelwahl,
        ),
        v.Funktion(
            FOLGE,
            (v.Parameter("messages", VERLAUF),),
            zweimal=(
                "der Aufrufer an die Liste des ersten Aufrufs einen Namen angehängt hat",
                _haenge_namen_an,
            ),
            neues_objekt=True,  # Regel 5: jeder Aufruf eine neue Liste
        ),
        v.Funktion(GRUND, (v.Parameter("messages", VERLAUF),)),
    ),
    regeln=(
        v.Regel(
            1,
            "`suche_buch(stichwort)` gibt den ersten Eintrag aus `KATALOG` zurück, dessen `titel` "
            "das Stichwort enthält: das dict selbst oder eine Kopie genau vom Typ `dict` (keine "
            "Unterklasse wie `defaultdict` oder eine eigene `class Buch(dict)`, kein anderes "
            "Mapping) mit denselben drei Schlüsseln `titel`, `preis` und `waehrung` und "
            "gleichen Werten vom selben Typ (ein Preis `18` "
            "bleibt `18`, nicht `18.0`, und ein Titel behält Leerzeichen am Rand); in welcher "
            "Reihenfolge die Kopie ihre Schlüssel hat, ist gleich. Groß- und Kleinschreibung "
            "zählen dabei nicht, alles andere schon: „fur“ findet „für“ nicht. Außer Groß und "
            "klein gleicht die Suche nichts an. Sie entfernt "
            "keine Akzente und setzt keine Zeichen zusammen (keine Unicode-Normalisierung, "
            '`"fu\\u0308r"` findet das „für“ im Titel nicht), sie fasst keine Leerzeichen im '
            "Stichwort zusammen, liest keinen Bindestrich als Leerzeichen („Tee Atlas“ findet "
            "„Der Tee-Atlas“ nicht), nimmt keine Anführungszeichen weg („‘Tee’“ findet kein "
            "Buch) und stutzt keinen Titel: „zwei “ findet „Tee für zwei “. Die Prüfung ruft "
            "`suche_buch` auch mit anderen `KATALOG` auf: andere Titel "
            "und Preise, die Schlüssel eines Eintrags in anderer Reihenfolge; die Meldung nennt "
            "sie dann („mit KATALOG = …“). `suche_buch` merkt sich nichts von einem Aufruf "
            "zum nächsten, auch kein „nicht gefunden“. Die Prüfung ruft es dazu mehrmals auf und "
            "tut dazwischen, was ein Aufrufer tut: Sie ändert den Preis im Ergebnis, erhöht die "
            "Preise in den Einträgen selbst oder gibt einem Eintrag selbst einen anderen Titel, "
            "ersetzt die Einträge durch Kopien (auch mit `18.0` statt `18`), setzt vorn ein Buch "
            "ein, das auch passt, oder macht nach einem `ValueError` ein Buch passend (hängt "
            "eines an oder benennt eines um). Der nächste Aufruf gibt, was dann in `KATALOG` "
            "steht.",
            # auch: eine Ausnahme, wo es einen Treffer gibt; ZWEITER: nach dem Ersetzen
            prueft=(v.RUECKGABE, v.AUSNAHME, v.ZWEITER),
            funktion=SUCHE,
        ),
        v.Regel(
            2,
            "Enthält kein Titel das Stichwort, wirft `suche_buch` einen `ValueError` (oder eine "
            "Unterklasse davon). Hier darf diese Klasse zugleich von `KeyError` erben, anders "
            "als bei `wechselkurs` (Regel 4).",
            prueft=(v.AUSNAHME,),
            funktion=SUCHE,
            wann=v.UNGUELTIG,
        ),
        v.Regel(
            3,
            "Steht die Währung genau so in `KURSE`, gibt `wechselkurs(waehrung)` "
            "`KURSE[waehrung]` zurück, die Zahl selbst, mit ihrem Typ und nicht gerundet; in "
            "`KURSE` stehen nur Zahlen (`int` oder `float`, keine negativen). Ein Kurs von `0` "
            "oder `0.0` ist ein Kurs wie jeder andere: Auch ihn gibt `wechselkurs` zurück; ein "
            "Fehler ist nur eine Währung, die in `KURSE` fehlt (Regel 4). Die Prüfung ruft "
            "`wechselkurs` auch mit anderen `KURSE` auf; die "
            "Meldung nennt sie dann („mit KURSE = …“). `wechselkurs` merkt sich nichts von "
            "einem Aufruf zum nächsten: Ändert der Aufrufer Kurse in demselben dict (auch nur "
            "ihren Typ, `1.0` statt `1`) oder trägt er eine fehlende Währung ein (auch an Stelle "
            "einer anderen), gilt beim nächsten Aufruf, was dann in `KURSE` steht.",
            # ein anderer Typ ist eine andere Rückgabe; ZWEITER: nach der Änderung
            prueft=(v.RUECKGABE, v.AUSNAHME, v.ZWEITER),
            funktion=KURS,
        ),
        v.Regel(
            4,
            "Steht die Währung nicht in `KURSE`, wirft `wechselkurs` einen `ValueError` (oder "
            "eine Unterklasse davon), keinen `KeyError` und auch keine Klasse, die zugleich von "
            "`KeyError` erbt. Erbt sie von `ValueError` und `LookupError`, aber nicht von "
            "`KeyError`, ist sie erlaubt.",
            prueft=(v.AUSNAHME,),
            funktion=KURS,
            wann=v.UNGUELTIG,
        ),
        v.Regel(
            5,
            "`schrittfolge(messages)` gibt die Namen aus allen `tool_use`-Blöcken der "
            "`assistant`-Nachrichten als Liste zurück, in der Reihenfolge des Verlaufs und so "
            "geschrieben, wie sie dort stehen. Jeder Tool-Wunsch zählt: auch ein doppelter, "
            "einer mit Fehler, ein unbekanntes Tool und der letzte Wunsch, den das Budget nicht "
            "mehr ausführen ließ. Jeder Aufruf gibt eine neue Liste: Was der Aufrufer an eine "
            "Liste hängt, steht in keinem späteren Ergebnis.",
            prueft=(v.RUECKGABE, v.ZWEITER),
            funktion=FOLGE,
        ),
        v.Regel(
            6,
            '`abbruchgrund(messages)` gibt `"fertig"` zurück, wenn die letzte Nachricht vom '
            'Modell kommt und keinen `tool_use`-Block enthält, `"budget"`, wenn sie vom Modell '
            'kommt und einen enthält, und `"max_schritte"`, wenn sie eine `user`-Nachricht ist '
            "(bei `max_schritte=0` ist das die Frage selbst), auch wenn darin Ergebnisse mit "
            "`is_error` stehen.",
            funktion=GRUND,
        ),
        v.Regel(
            7,
            "`schrittfolge` und `abbruchgrund` lassen den Verlauf unverändert: dieselben "
            "Nachrichten mit denselben Blöcken und Werten in derselben Reihenfolge, auch die "
            "Schlüssel jedes dicts. Verglichen wird der Inhalt: Ob an einer Stelle noch dasselbe "
            "Objekt steht oder eine gleiche Kopie, prüft diese Regel nicht (anders als Regel 8 "
            "bei `KATALOG`).",
            prueft=(v.EINGABEN,),
        ),
        v.Regel(
            8,
            "`suche_buch` und `wechselkurs` lassen `KATALOG` und `KURSE` unverändert: Sie lesen "
            "daraus, tragen aber nichts ein, ändern nichts, nehmen nichts heraus und stellen "
            "nichts um. Auch die Reihenfolge der Einträge und der Schlüssel bleibt, wie sie ist, "
            "und jeder Eintrag bleibt dasselbe Objekt: Ersetze keinen durch eine Kopie, auch "
            "nicht durch eine gleiche.",
            prueft=(v.SETUP,),
        ),
    ),
    frei=(
        "der Text einer Ausnahme",
        "ob `suche_buch` den Eintrag selbst oder eine Kopie zurückgibt, und in welcher "
        "Reihenfolge die Kopie ihre Schlüssel hat",
        "ob „SS“ im Stichwort ein „ß“ im Titel findet oder „ı“ ein „i“ (`lower()`, `upper()`, "
        "`casefold()` und `re.IGNORECASE` sind alle richtig)",
        "ob Leerzeichen am Rand des Stichworts zählen",
        "was ein leeres Stichwort oder eines nur aus Leerzeichen ergibt: der erste Eintrag oder "
        "ein `ValueError` (nur bei leerem `KATALOG` gibt es keinen ersten Eintrag, dann gilt "
        "Regel 2)",
        "ob `wechselkurs` eine Währung findet, die sich von einem Schlüssel in `KURSE` nur in "
        'Groß- und Kleinschreibung oder Leerzeichen am Rand unterscheidet (`"usd"` oder `" USD"` '
        'für `"USD"`, auch `"USD"` für `"usd"`), solange sie nicht genau so in `KURSE` steht '
        "(steht sie dort, gilt Regel 3)",
        "woran `abbruchgrund` erkennt, wer die letzte Nachricht schrieb: an ihrer Rolle oder "
        "daran, ob die Zahl der Nachrichten gerade ist. In jedem Verlauf, den `lauf_agent` "
        "hinterlässt, sagen beide dasselbe, und nur mit solchen wird geprüft",
    ),
)
