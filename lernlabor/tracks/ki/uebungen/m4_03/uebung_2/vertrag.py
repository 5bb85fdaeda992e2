"""Der Vertrag von Übung 2: ``kuerze`` und ``mit_hinweis``; den Wortlaut des Hinweises wählst du."""

import re

from lernlabor.pruefen.bereiche import Ganzzahl, Liste, Text, bereich
from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    EINGABEN,
    UNGUELTIG,
    ZWEITER,
    Funktion,
    Parameter,
    Regel,
    Vertrag,
)

KUERZE, HINWEIS = "kuerze", "mit_hinweis"
# Gesucht wird mit kleinen Werten; groß sind nur die Beispiele: Die Vorgaben 4000 und 50 kürzen,
# ab 100 Zeilen und bei einem Rest über 999 (als Ziffern ohne Tausenderpunkt) gilt dasselbe.
LANG = "Treffer " * 650  # 5200 Zeichen, 1200 davon fallen weg
SEHR_LANG = "Treffer " * 2000  # 16000 Zeichen, 12000 davon fallen weg
RAENDER = " " + "Treffer " * 30 + "\n"  # 242 Zeichen, mit Leerraum vorn und hinten
# Über eine Million Zeichen, mit "\r\n": Wer erst ab einer Größe Zeilenenden zusammenfasst
# oder den Rest mit Tausenderpunkt schreibt, fällt nur hier auf (Runde 36).
# Runde 39: Geschnitten wird erst nach über 100000 Zeichen (mitten in "\r\n"), und der Rest
# ist unrund: Wer `max_zeichen` heimlich deckelt oder große Reste rundet, fällt hier auf.
RIESIG = "Treffer\r\n" * 124_000  # 1.116.000 Zeichen
RIESIG_GRENZE = 104_084  # 1.011.916 Zeichen fallen weg
# Lesbare Zeichen zuerst: Die Suche schrumpft zum vordersten, das einen Fehler zeigt, also „ä“
# statt "\x80" oder "\xa0" (darum fehlt der Rest von Latin-1). "a\u0308" ist ein „ä“ aus zwei
# Zeichen, das nur unverändert zwei bleibt. "\r", ZWJ und "\ufe0f": Nichts wird vereinheitlicht
# oder zusammengehalten.
ALPHABET = ("a", " ", "ä", "\u0308", "ß", "\n", "🙂", "漢", "\r", "\u200d", "\ufe0f")


TEXT = bereich(
    (
        "",
        " ",
        "a",
        "ä",
        "a\u0308",
        "a A a",
        "  zwei   Wörter ",
        "a\tb\nc",
        "Grüße",
        " ä ß ",
        "🙂✓漢",
        # Zeilenenden: kurz unverändert, lang mitten in oder direkt nach "\r\n" geschnitten.
        "a\r\nb",
        "\r\nab",
        "a\rb",
        # Emoji-Folgen: Geschnitten wird auch nach einem ZWJ oder vor "\ufe0f".
        "👨\u200d👩\u200d👧",
        "❤\ufe0f",
    ),
    lambda st: st.text(
        st.sampled_from(ALPHABET)
        | st.characters(codec="ascii")
        | st.characters(min_codepoint=0x100, exclude_categories=("Cs",)),
        max_size=30,
    ),
    wie=Text(max_laenge=30),
)
# Trefferzeilen, die selbst verneinen: Wer eine Zeile in den Hinweis übernimmt, bringt das Wort
# mit, und Regel 6 zählt es dort wie jedes andere.
VERNEINT = ("nicht gefunden", "keine Treffer")
ZEILEN = bereich(
    ([], [""], ["", " ", "a"], ["", ""], list(VERNEINT), ["a", *reversed(VERNEINT)]),
    lambda st: st.lists(st.sampled_from(VERNEINT) | st.text(max_size=6), max_size=9),
    wie=Liste(Text(max_laenge=6), hoechstens=8),
    gueltig=lambda z: type(z) is list and all(type(e) is str for e in z),
)


def zahlen_in(satz):
    """Jede Folge der Ziffern 0–9 ist eine Zahl, auch in einem Wort („Top-50“, „Z50“). Sie bleibt
    Text: Regel 6 verlangt sie, wie ``str`` sie schreibt, „0050“ ist also nicht „50“. „¹“ oder
    „５“ sind keine dieser Ziffern (``\\d`` nähme „５“ mit)."""
    return re.findall(r"[0-9]+", satz)


def verneinung_in(satz):
    """Das erste Wort, das Regel 6 verbietet, oder ``None``. Ein Wort sind Buchstaben und
    Ziffern; jedes andere Zeichen trennt (auch ``_``, das ``\\w`` mitzählt)."""
    woerter = re.findall(r"[^\W_]+", satz)
    return next((w for w in woerter if w.lower() == "nicht" or w.lower().startswith("kein")), None)


def form_des_hinweises(ergebnis):
    """Was Regel 6 am Satz festlegt: die ersten beiden Zahlen, „weitere“ oder „mehr“, keine
    Verneinung. Alles andere am Wortlaut ist frei. Ein leerer Text bleibt, wie er ist."""
    satz = ergebnis["hinweis"]
    if not isinstance(satz, str) or not satz.strip():
        return ergebnis
    zahlen = zahlen_in(satz)[:2]
    weitere = re.search(r"weitere|mehr", satz, re.IGNORECASE) is not None
    # Die Regel spricht von Wörtern, nicht von „verneint“: Die Form nennt das Wort selbst.
    wort = verneinung_in(satz)
    # Kurz genug, dass die Meldung nichts abschneidet (80 Zeichen): Jeder Teil bleibt lesbar.
    # In spitzen Klammern wie jeder Platzhalter: eine Beschreibung, nicht der verlangte Text.
    # „ohne“, nicht „keine“: Das Wort verbietet Regel 6 im Hinweis selbst.
    # Lange Zahlen und Wörter gekürzt: Sonst schnitte die Meldung die Form in der Mitte, mitten
    # in einem Wort (Runde 29: „w...e“ statt „weitere“ neben 000 und 00001).
    zahlen = [z if len(z) <= 5 else z[:4] + "…" for z in zahlen]
    zahlen_vorn = f"Zahlen vorn {', '.join(zahlen)}" if zahlen else "ohne Zahl vorn"
    wort = wort if wort is None or len(wort) <= 8 else wort[:7] + "…"
    form = (
        f"<Text: {zahlen_vorn}; „weitere“/„mehr“ {'darin' if weitere else 'fehlt'}; "
        f"{'ohne verbotenes Wort' if wort is None else f'verboten: „{wort}“'}>"
    )
    return {**ergebnis, "hinweis": form}


def gekuerzt(argumente):
    """Fällt in diesem Fall mindestens eine Zeile weg?"""
    return len(argumente["zeilen"]) > argumente["max_zeilen"]


WACHSEN_BIS = 1000  # bis zu diesem max_zeilen wächst die Liste über die Grenze


def _szene(argumente):
    """Was der Aufrufer nach dem ersten Aufruf tut: ``"vorn"``, wenn eine Zeile wegfiel,
    sonst ``"waechst"`` (bis ``WACHSEN_BIS``) oder ``"dreht"``."""
    if gekuerzt(argumente):
        return "vorn"
    return "waechst" if argumente["max_zeilen"] <= WACHSEN_BIS else "dreht"


SZENEN = {
    "vorn": (
        'der Aufrufer eine Zeile vorn in `zeilen` eingefügt und an `"data"` des ersten '
        "Ergebnisses etwas angehängt hat"
    ),
    "waechst": (
        "der Aufrufer die Reihenfolge von `zeilen` umgedreht, so viele Zeilen angehängt, "
        'dass jetzt welche wegfallen, und in das erste Ergebnis `"notiz"` geschrieben hat'
    ),
    "dreht": (
        "der Aufrufer die Reihenfolge von `zeilen` umgedreht und in das erste Ergebnis "
        '`"notiz"` geschrieben hat'
    ),
}


def aufrufer_dazwischen(argumente, ergebnis):
    """Was der Aufrufer nach dem ersten Aufruf tut (``_szene``). Fiel eine Zeile weg: Er findet
    eine Zeile mehr und fügt sie vorn in ``zeilen`` ein, und er hängt etwas an ``"data"`` des
    Ergebnisses (das dann sicher eine eigene Liste ist). Sonst dreht er die Reihenfolge von
    ``zeilen`` um (``"data"`` darf die Liste selbst sein, Regel 4), hängt Zeilen an, bis welche
    wegfallen, und schreibt ``"notiz"`` in das Ergebnis. So fällt auf, wer sich ein Ergebnis
    nach ``id(zeilen)``, der Länge oder der Menge der Zeilen merkt (auch, dass nichts wegfiel:
    Runde 34), wer dasselbe dict oder dieselbe Liste in ``"data"`` noch einmal herausgibt und
    wer ``"data"`` in einer Liste des Moduls neu füllt (Runden 32 und 33)."""
    zeilen = argumente["zeilen"]
    szene = _szene(argumente)
    if szene == "vorn":
        zeilen.insert(0, "eine Zeile mehr")
        if isinstance(ergebnis, dict) and type(ergebnis.get("data")) is list:
            ergebnis["data"].append("vom Aufrufer")
        return
    zeilen.reverse()
    if szene == "waechst":
        zeilen.extend(["noch eine Zeile"] * (argumente["max_zeilen"] + 1 - len(zeilen)))
    if isinstance(ergebnis, dict):
        ergebnis["notiz"] = "vom Aufrufer"


def was_der_aufrufer_tat(argumente):
    """Der Satzteil aus ``SZENEN``; beim Wachsen mit der neuen Länge, damit „vorher 1“ in einer
    Meldung zu ``zeilen=[]`` passt (Runde 39)."""
    szene = _szene(argumente)
    if szene != "waechst":
        return SZENEN[szene]
    n = argumente["max_zeilen"] + 1
    return SZENEN[szene].replace(
        "so viele Zeilen angehängt, dass jetzt welche wegfallen",
        f"Zeilen angehängt, bis `zeilen` {n} Zeile{'n' * (n != 1)} hat und jetzt welche wegfallen",
    )


def regelwahl(argumente, soll, ist):
    """Weicht nur der Hinweis eines gekürzten Ergebnisses ab, nennt der Satz, woran. Eine
    geänderte Eingabe meldet der Vertrag selbst zuerst (Regel 7)."""
    vorher = argumente["zeilen"]
    if ist.eingaben and ist.eingaben[0] != vorher:
        return None
    schluessel = {"status", "data", "error", "hinweis"}
    if ist.art == "wert" and isinstance(ist.wert, dict) and set(ist.wert) != schluessel:
        fehlen = sorted(schluessel - set(ist.wert))
        zuviel = sorted(map(repr, set(ist.wert) - schluessel))
        teile = [f"es fehlt {', '.join(map(repr, fehlen))}"] * bool(fehlen) + [
            f"dazu kommt {', '.join(zuviel)}"
        ] * bool(zuviel)
        return 4, (
            f"Dein dict hat nicht genau die vier Schlüssel: {' und '.join(teile)}. Verlangt "
            'sind `"status"`, `"data"`, `"error"` und `"hinweis"`, auch wenn der Hinweis `None` '
            "ist."
        )
    wert = ist.wert if ist.art == "wert" and isinstance(ist.wert, dict) else None
    satz = wert.get("hinweis") if wert is not None else None
    gleich = {**wert, "hinweis": None} == {**soll.wert, "hinweis": None} if wert else False
    if not gleich or not isinstance(satz, str) or len(vorher) <= argumente["max_zeilen"]:
        return None
    soll_zahlen = (
        ("erste", "der gezeigten", len(soll.wert["data"])),
        ("zweite", "aller", len(vorher)),
    )
    for zahl, (stelle, welche, soll_zahl) in zip(zahlen_in(satz), soll_zahlen, strict=False):
        if zahl != str(soll_zahl):
            # „0.0“ sind zwei Zahlen: Wer eine Kommazahl schreibt, liest sonst nur „ist 0“
            # (Runde 32).
            # Die ganzen Ziffernfolgen: „1.000“, nicht „1.0“ (Runde 39).
            komma = re.search(r"[0-9]+[.,][0-9]+", satz)
            dazu = (
                f" Dein Hinweis enthält „{komma[0]}“: Die Ziffern nach dem Punkt oder Komma "
                "zählen als eigene Zahl. Schreib die Zahlen so, wie `str` eine ganze Zahl "
                "schreibt."
                if komma
                else ""
            )
            return 6, (
                f"Die {stelle} Zahl in deinem Hinweis ist {zahl}; sie muss die Zahl {welche} "
                f"Zeilen sein, hier {soll_zahl}.{dazu}"
            )
    wort = verneinung_in(satz)
    return (6, f"Dein Hinweis enthält das Wort „{wort}“, das Regel 6 verbietet.") if wort else None


VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            KUERZE,
            (
                Parameter("text", TEXT),
                Parameter("max_zeichen", Ganzzahl(unten=0, bis=40, gross=False), vorgabe=4000),
            ),
            beispiele=(
                ("Zeile 1: Schraube M4\nZeile 2: Mutter M4\n", 10),
                ("ab", 2),
                (LANG, 4000),
                # Passende Texte, die jemand „aufräumen“ könnte: Die Ränder oben treffen sie nur
                # mit 0 oder 1 Zeichen, also gekürzt (Regel 1 nennt sie aber für passende).
                ("a\r\nb", 40),
                ("a\rb", 40),
                ("a\u0308", 40),
                ("👨\u200d👩\u200d👧 ❤\ufe0f", 40),
                # Zeichen, die jemand ersetzen oder entfernen könnte (Runde 23).
                ("a\tb", 40),
                ("Zeile 1\n", 40),
                ("\ufeffTreffer", 40),
                ("50\xa0Treffer", 40),
                ("a\x00b", 40),
                # Lang, aber passend, mit Leerraum am Rand: Wer erst ab einer Länge „aufräumt“,
                # fällt nur hier auf (Runde 32).
                (RAENDER, 4000),
                # Ein Rest mit fünf Ziffern: Ein Trennzeichen erst ab 5000 fällt bei 1200 nicht auf.
                (SEHR_LANG, 4000),
                (RIESIG, RIESIG_GRENZE),
            ),
        ),
        Funktion(
            HINWEIS,
            (
                Parameter("zeilen", ZEILEN),
                Parameter("max_zeilen", Ganzzahl(unten=0, bis=10, nur_gueltige=True), vorgabe=50),
            ),
            beispiele=(
                (["a", "b", "c"], 2),
                (["a", "b"], 2),
                (["a", "a", "b"], 2),  # eine doppelte Zeile im gezeigten Teil, danach mehr
                # Doppelte, und keine fällt weg: Wer nur dann Doppelte streicht, fällt hier auf
                # (Runde 32; mit dem Aufrufer der Runde 34 traf ihn kein gezogener Fall mehr).
                (["a", "a"], 2),
                ([f"Z{i}" for i in range(1, 121)], 50),
                (["x"] * 1000, 0),
                # Über 1000 verschiedene Zeilen, von denen einige gezeigt werden: Wer ab einer
                # Länge andere Zeilen zeigt (die letzten), fällt nur hier auf (Runde 36).
                ([f"Z{i}" for i in range(1, 1202)], 60),
                # Runde 39: `max_zeilen` über 1000 (und 1024), und keine fällt weg: Wer
                # `max_zeilen` heimlich deckelt, zeigt zu wenige. Gleiche Zeilen halten den Fall
                # (in faelle.json je Irrtum gespeichert) klein.
                (["x"] * 1025, 1500),
                # Unsortiert, und keine fällt weg: Wer hier sortiert, die Kopie oder `zeilen`
                # selbst, fällt auf (Runde 32; alle anderen Fälle ohne Kürzung waren sortiert).
                (["b", "a", "c"], 5),
            ),
            vergleichsform=form_des_hinweises,
            regelwahl=regelwahl,
            zweimal=(was_der_aufrufer_tat, aufrufer_dazwischen),
            neues_objekt=True,  # Regel 7: jeder Aufruf gibt ein neues dict
        ),
    ),
    regeln=(
        Regel(
            1,
            "Ohne Angabe ist `max_zeichen` 4000. Hat `text` höchstens `max_zeichen` Zeichen, gibt "
            "`kuerze` ihn unverändert zurück, Zeichen für Zeichen: Auch `'\\r\\n'`, ein "
            "einzelnes `'\\r'`, ein Zeilenumbruch am Ende, ein Tabulator, das geschützte "
            "Leerzeichen `'\\xa0'`, das BOM `'\\ufeff'` und das Nullzeichen `'\\x00'` "
            "bleiben, wie sie sind.",
            funktion=KUERZE,
            wann=lambda a: len(a["text"]) <= a["max_zeichen"],
        ),
        Regel(
            2,
            "Sonst gibt `kuerze` `text[:max_zeichen]` zurück, gefolgt von "
            '`f"\\n...[gekürzt, {rest} weitere Zeichen]"`; `rest` ist die Zahl der '
            "abgeschnittenen Zeichen, so wie `len` sie zählt: keine Bytes. Nichts wird vorher "
            "zusammengefasst oder beim Schneiden zusammengehalten, auch wenn es zusammengehört "
            "oder wie ein Zeichen aussieht: `'a\\u0308'` (ein „a“ und ein Trema) und `'\\r\\n'` "
            "sind je zwei Zeichen, die Emoji-Folge `'👨\\u200d👩\\u200d👧'` fünf, `'❤\\ufe0f'` "
            "zwei. Geschnitten wird genau nach `max_zeichen` Zeichen, auch mitten in einer "
            "solchen Folge. `text` kann über eine Million Zeichen lang sein: Zähle mit `len`, "
            "nicht in einer Schleife Zeichen für Zeichen.",
            funktion=KUERZE,
        ),
        Regel(
            3,
            "Ein negatives `max_zeichen` gibt einen `ValueError` (oder eine Unterklasse davon). "
            "Der Text ist frei.",
            prueft=(AUSNAHME,),
            funktion=KUERZE,
            wann=UNGUELTIG,
        ),
        Regel(
            4,
            '`mit_hinweis` gibt ein dict mit genau den Schlüsseln `"status"` (`"ok"`), `"data"` '
            "(`zeilen[:max_zeilen]`: die ersten Zeilen in ihrer Reihenfolge, doppelte mitgezählt, "
            "als `list`, keine Unterklasse davon), "
            '`"error"` (`None`) und `"hinweis"` zurück. Fällt keine Zeile weg, darf `"data"` auch '
            "die Liste `zeilen` selbst sein, eine Kopie ist dann nicht nötig.",
            funktion=HINWEIS,
        ),
        Regel(
            5,
            'Ohne Angabe ist `max_zeilen` 50. `"hinweis"` ist `None`, wenn keine Zeile '
            "abgeschnitten wurde.",
            funktion=HINWEIS,
            stelle="['hinweis']",
            wann=lambda a: not gekuerzt(a),
        ),
        Regel(
            6,
            'Sonst ist `"hinweis"` ein Text (ein Satz oder mehrere, wie du willst), dessen erste '
            "zwei Zahlen die Zahl der gezeigten und dann die aller Zeilen (`len(zeilen)`) sind, "
            "so geschrieben, wie `str` sie schreibt: mit den Ziffern 0 bis 9, ohne Trennzeichen "
            "und ohne führende Nullen (`1000`, nicht `1.000` oder `01000`). Jede Folge dieser "
            "Ziffern zählt dabei als Zahl, auch mitten in einem Wort: „Top-50“ und „Z50“ nennen "
            "beide die 50. Andere Zeichen, die wie Ziffern aussehen (das hochgestellte „¹“, "
            "die breite „５“), sind keine Zahl und zählen nicht mit. Er enthält "
            "„weitere“ oder „mehr“, auch als Teil eines Worts („weiteren“). Zwei Arten von "
            "Wörtern darf er nicht enthalten: ein Wort, das mit „kein“ beginnt („keine“, "
            "„keineswegs“), und das Wort „nicht“ selbst; „nichts“ oder „Nichtgezeigtes“ sind "
            "andere Wörter und erlaubt. Ein Wort besteht aus Buchstaben und Ziffern, jedes andere "
            "Zeichen trennt Wörter: In „nicht-leer“, „nicht_alle“ und „nicht'mal“ steht das Wort "
            "„nicht“. Groß oder klein zählt nicht. Das alles gilt für den ganzen Text, auch für "
            "das, was du aus `zeilen` übernimmst: Eine Zeile „keine Treffer“ bringt das Wort "
            "„keine“ mit. Den übrigen Wortlaut wählst du selbst.",
            funktion=HINWEIS,
            stelle="['hinweis']",
        ),
        Regel(
            7,
            "`mit_hinweis` ändert die Liste `zeilen` nicht und merkt sich nichts von einem "
            "Aufruf zum nächsten. Die Prüfung ruft sie dazu mehrmals auf und tut dazwischen, "
            "was ein Aufrufer tut: Sie fügt vorn in `zeilen` eine Zeile ein oder dreht die "
            "Reihenfolge der Liste um und hängt (bei `max_zeilen` bis 1000) so viele Zeilen an, "
            "dass jetzt welche wegfallen, "
            'hängt an `"data"` etwas an oder schreibt einen Schlüssel in das Ergebnis. Ein '
            "späterer Aufruf nimmt `zeilen`, wie die Liste dann ist; ein früheres Ergebnis "
            'bleibt, wie es war (auch sein `"data"`, außer es ist nach Regel 4 die Liste '
            "`zeilen` selbst: Dann zeigt es sie, wie sie jetzt ist). Jeder Aufruf gibt ein neues "
            "dict, und was der Aufrufer in ein Ergebnis schreibt oder an sein "
            '`"data"` hängt, steht in keinem späteren. Mit gleichen Argumenten gibt jeder Aufruf '
            "dasselbe, bis in den Wortlaut des Hinweises: Er zählt keine Aufrufe mit. Negative "
            "`max_zeilen` prüft keine Regel.",
            prueft=(EINGABEN, AUSNAHME, ZWEITER),
            funktion=HINWEIS,
        ),
    ),
)
