"""Die Lektion M4·03 „Tool-Ergebnisse zurückgeben“ hält, was die Issue verlangt.

Die Python-Blöcke laufen als markdown-docs-Testfälle. Hier steht, was darüber hinausgeht:
Eine Mutation von ``pruefe_verlauf_openai`` macht die Lektion rot, die Tabelle stellt die
Formate Zeile für Zeile gegenüber, die Schleife der Quelle scheitert mit dem echten API-Text,
die durchgerechneten Zahlen sind an Code gebunden, und die gebaute Seite hat jeden Abschnitt.
"""

import re
from html import unescape
from pathlib import Path

import pytest

from tests.browser.nav import nav_section, nav_sources, page_url
from tests.kopie import lauf_in_kopie
from tests.markdown_lauf import bloecke_der_seite, zahlen_der_seite

WURZEL = Path(__file__).resolve().parent.parent
M4_02_QUELLE, M4_03_QUELLE = "ki/m4/02-tool-use-schleife.md", "ki/m4/03-tool-ergebnisse.md"
M4_03 = WURZEL / "docs" / M4_03_QUELLE
TEXT = M4_03.read_text("utf8")

ABSCHNITTE = [
    "Worum es geht",
    "Von JS/TS her gedacht",
    "Konzept",
    "Schritt 1: Zwei Formate nebeneinander",
    "Schritt 2: Ein Ergebnis als tool-Nachricht",
    "Schritt 3: Die Schleife der Quelle im Simulator",
    "Schritt 4: Fehler als Ergebnis, immer im selben Schema",
    "Schritt 5: Große Ergebnisse kürzen, Hinweise mitgeben",
    "Fallen",
    "Übungen",
    "Übung 1: Ergebnisse in beiden Formaten (mittel)",
    "Übung 2: Große Ergebnisse kürzen (leicht)",
    "Übung 3: Die Schleife der Quelle reparieren (mittel)",
    "Merksatz",
    "Prüfstein",
    "Quelle",
]

# (Datei, alt, neu, woran der rote Lauf zu erkennen ist)
MUTATIONEN = {
    "unverändert (Gegenprobe)": None,
    "content als dict wird angenommen": (
        "lernlabor/tracks/ki/simulator/openai/form.py",
        "    if isinstance(content, str):\n        return\n",
        "    if isinstance(content, str | dict):\n        return\n",
        "(kein Fehler geworfen)",
    ),
    "fehlende tool-Nachricht am Ende bleibt unbemerkt": (
        "lernlabor/tracks/ki/simulator/openai/verlauf.py",
        "    if offen:\n        raise _fehlende_antwort(messages, offen_bei, offen, None)\n",
        "    if False:\n        raise _fehlende_antwort(messages, offen_bei, offen, None)\n",
        "(kein Fehler geworfen)",
    ),
    "API-Text geglättet (preceding statt preceeding)": (
        "lernlabor/tracks/ki/simulator/openai/verlauf.py",
        "to a preceeding message",
        "to a preceding message",
        "preceding message with 'tool_calls'",
    ),
}


@pytest.mark.parametrize("name", MUTATIONEN)
def test_mutation_von_pruefe_verlauf_openai_laesst_die_lektion_scheitern(name, tmp_path):
    """Wie test_abweichung_im_code_laesst_die_lektion_scheitern, für M4·03 und den OpenAI-Teil."""
    mutation = MUTATIONEN[name][:3] if MUTATIONEN[name] else None  # ohne den Suchtext
    lauf = lauf_in_kopie(tmp_path, M4_03, mutation)
    ausgabe = lauf.stdout + lauf.stderr
    if MUTATIONEN[name] is None:
        assert lauf.returncode == 0, ausgabe
        assert f"{len(bloecke_der_seite(M4_03)) + 1} passed" in lauf.stdout, ausgabe
        return
    assert lauf.returncode == 1, ausgabe
    assert "weicht vom Ausgabe-Block ab" in lauf.stdout, ausgabe
    # Der Text der Mutation steht nur in der Kopie: So ist sicher, dass sie geprüft wurde.
    assert MUTATIONEN[name][3] in lauf.stdout, ausgabe


def test_tabelle_stellt_die_formate_zeile_fuer_zeile_gegenueber():
    kopf = "| Frage | Anthropic (Messages API) | OpenAI (Chat Completions) |"
    assert kopf in TEXT
    zeilen = TEXT[TEXT.index(kopf) :].split("\n\n", 1)[0].splitlines()[2:]
    zeilen = [[z.strip() for z in zeile.strip("|").split("|")] for zeile in zeilen]
    paare = [
        ("`tool_use`-Block in `content`", "in `tool_calls`"),  # wo der Wunsch steht
        ("`tool_result`-Block in eine `user`", '`role: "tool"`'),  # wohin das Ergebnis geht
        ("`tool_use_id`", "`tool_call_id`"),  # wie die id heißt
        ("*eine* `user`-Nachricht", "je Aufruf"),  # eine Nachricht oder mehrere
        ("`input`", "`function.arguments`, ein JSON-String"),
        ('`"is_error": True`', "kein eigenes Feld"),
        ("`stop_reason`", "`finish_reason`"),
        ('`usage["input_tokens"]`', '`usage["prompt_tokens"]`'),
    ]
    for links, rechts in paare:
        treffer = [z for z in zeilen if len(z) == 3 and links in z[1] and rechts in z[2]]
        assert len(treffer) == 1, f"keine Zeile mit {links!r} | {rechts!r}: {zeilen}"


def test_schleife_der_quelle_scheitert_mit_den_echten_api_texten():
    from lernlabor.tracks.ki.simulator.openai.form import API_OHNE_TOOL_CALL_ID
    from lernlabor.tracks.ki.simulator.openai.verlauf import API_OHNE_AUFRUF

    bloecke = bloecke_der_seite(M4_03)
    quelle = next(b for b in bloecke if "def schleife_der_quelle" in b.quelle)
    assert '{"role": "tool", "name": name, "content": ergebnis}' in quelle.quelle
    assert "messages.append(nachricht" not in quelle.quelle
    assert f"Die echte API meldet: {API_OHNE_TOOL_CALL_ID}" in quelle.ausgabe
    mit_id = next(b for b in bloecke if "def schleife_mit_id" in b.quelle)
    assert f"Die echte API meldet: {API_OHNE_AUFRUF}" in mit_id.ausgabe
    repariert = next(b for b in bloecke if "def agent(" in b.quelle)
    for zeile in (
        "messages.append(nachricht)",
        'json.loads(call["function"]["arguments"])',
        '"tool_call_id": call["id"]',
        "json.dumps(ergebnis)",
        "range(1, max_schritte + 1)",
    ):
        assert zeile in repariert.quelle, zeile
    assert "ApiFehler" not in repariert.ausgabe


def test_jede_durchgerechnete_zahl_ist_an_code_gebunden():
    gebunden = {text: ausdruck for text, ausdruck, _ in zahlen_der_seite(M4_03)}
    verlangt = {"4500", "50", "4450", "1126", "24", "3", "4", "2", "20", "1", "120"}
    assert verlangt <= gebunden.keys(), f"ohne Prüfung: {sorted(verlangt - gebunden.keys())}"
    assert gebunden["4450"] == "rest" and gebunden["4500"] == "len(probe)"
    assert "die 4450<!-- = rest --> weiteren Zeichen" in TEXT


def test_lektion_nennt_jede_strengere_regel_des_openai_simulators():
    """Die Lehrregeln im Docstring von verlauf_openai und die in der Quelle gehen gleich weit."""
    import lernlabor.tracks.ki.simulator.openai.verlauf as verlauf

    def regeln(text, ab, bis):
        teil = text[text.index(ab) :]
        teil = teil[: teil.index(bis)]
        return re.findall(r"^\d+\. ", teil, re.M)

    im_code = regeln(verlauf.__doc__, "Lehrregeln", "Angenommen, aber nicht gelehrt")
    in_der_lektion = regeln(TEXT, "**Wo der Simulator strenger ist", "Ein Feld `name`")
    assert len(im_code) >= 4 and len(in_der_lektion) == len(im_code)
    assert "`arguments` muss ein JSON-Objekt in String-Form sein" in TEXT
    assert "Ein Feld `name` an einer `tool`-Nachricht gehört nicht zum Format" in TEXT


def test_lehrregel_nennt_custom_tools_mit_stand_und_quelle():
    """Die Lehrregel zu custom-Tools zeigt deren echte Form, datiert, mit der Seite von OpenAI."""
    teil = TEXT[TEXT.index("**Wo der Simulator strenger ist") : TEXT.index("Ein Feld `name`")]
    regel = teil[teil.index("custom-Tools") :]
    assert '`{"id": …, "type": "custom",\n   "custom": {"name": …, "input": …}}`' in regel
    assert "Stand Dezember 2026" in regel
    assert "(https://developers.openai.com/api/docs/guides/function-calling#custom-tools)" in regel


def test_pruefstein_stellt_die_frage_der_quelle():
    pruefstein = TEXT[TEXT.index("## Prüfstein") : TEXT.index("## Quelle")]
    assert "Worauf verweist die `tool_call_id` einer `tool`-Nachricht?" in pruefstein


def test_m4_03_steht_in_der_navigation_direkt_nach_m4_02():
    seiten = nav_sources()
    for quelle in (M4_02_QUELLE, M4_03_QUELLE):
        assert quelle in seiten, f"{quelle} fehlt in der nav von mkdocs.yml: {seiten}"
    assert seiten[seiten.index(M4_02_QUELLE) + 1] == M4_03_QUELLE, seiten
    # und im selben Abschnitt, nicht etwa als erste Seite des nächsten
    assert nav_section(M4_03_QUELLE) == nav_section(M4_02_QUELLE) == ("Track KI", "M4 Agenten")


def test_gebaute_seite_hat_jeden_abschnitt_und_alle_drei_uebungen(built_site):
    html = (built_site / page_url(M4_03_QUELLE) / "index.html").read_text("utf8")
    ueberschriften = [
        unescape(re.sub(r"<[^>]+>", "", u)).replace("¶", "").strip()
        for u in re.findall(r"<h[23][^>]*>(.*?)</h[23]>", html, re.S)
    ]
    assert [u for u in ueberschriften if u in ABSCHNITTE] == ABSCHNITTE, ueberschriften
    for nummer in (1, 2, 3):
        assert html.count(f'data-exercise="m4-03-uebung-{nummer}"') == 1


def test_m4_02_verweist_beim_openai_format_auf_m4_03(built_site):
    """Wo M4·02 das OpenAI-Format nennt, führt ein Link zur Lektion, die es erklärt."""
    html = (built_site / page_url(M4_02_QUELLE) / "index.html").read_text("utf8")
    absaetze = [a for a in re.findall(r"<li>(.*?)</li>", html, re.S) if "Chat Completions" in a]
    assert absaetze, "M4·02 nennt Chat Completions nicht mehr"
    assert any('href="../03-tool-ergebnisse/"' in a for a in absaetze), absaetze


def _absatz_mit(text, stueck):
    """Der Absatz (durch Leerzeilen getrennt), in dem ``stueck`` steht."""
    return next(a for a in text.split("\n\n") if stueck in a)


def test_alle_abbruchgruende_stehen_da_mit_stand_und_seite_des_anbieters():
    """Die Werte von stop_reason kommen aus dem anthropic-SDK: Kommt einer dazu, fällt es auf."""
    from typing import get_args

    from anthropic.types import StopReason

    absatz = _absatz_mit(TEXT, '`"model_context_window_exceeded"`')
    openai = ("stop", "length", "tool_calls", "content_filter", "function_call")
    for wert in (*get_args(StopReason), *openai):
        assert f'`"{wert}"`' in TEXT, f"{wert!r} fehlt in der Lektion"
    for wert in ("length", "content_filter", "max_tokens", "stop_sequence", "pause_turn"):
        assert f'`"{wert}"`' in absatz, wert
    assert "Stand: Dezember 2026" in absatz
    assert "developers.openai.com/api/reference/resources/chat" in absatz
    # Der Linktext ist der Titel der Seite (seit 2026 „Stop reasons and fallback“).
    ziel = "(https://platform.claude.com/docs/en/build-with-claude/handling-stop-reasons)"
    assert "[Anthropic: Stop reasons and fallback]" + ziel in absatz


def test_content_ist_nicht_immer_ein_string_und_die_lektion_sagt_warum():
    from typing import get_args, get_type_hints

    from anthropic.types import ImageBlockParam, ToolResultBlockParam

    # Anthropic erlaubt im tool_result eine Liste von Blöcken, Bilder eingeschlossen.
    content = get_type_hints(ToolResultBlockParam)["content"]
    bloecke = get_args(get_args(content)[1])[0]
    assert ImageBlockParam in get_args(bloecke)
    assert "ist immer ein String" not in TEXT
    formen = _absatz_mit(TEXT, "Ein dict nimmt die API nicht an.")
    for teil in ("Liste von Textteilen", "Bilder und Dokumente", "Stand: Dezember 2026"):
        assert teil in formen, teil
    assert "Diese Lektion schickt immer einen String" in TEXT
    merksatz = TEXT[TEXT.index("## Merksatz") : TEXT.index("## Prüfstein")]
    assert "ein String oder eine Liste" in merksatz


def test_aufgabentext_sagt_richtig_wer_json_importiert():
    from lernlabor.uebung import finde

    for nummer, naechste in ((1, "### Übung 2"), (3, "## Merksatz")):
        kopf = f"### Übung {nummer}:"
        aufgabe = " ".join(TEXT[TEXT.index(kopf) : TEXT.index(naechste)].split())
        if "import json" in finde(f"m4-03-uebung-{nummer}").starter:
            assert "Der Anfangscode importiert `json` schon." in aufgabe, nummer
            assert "importierst du selbst" not in aufgabe, nummer
        else:
            assert "`json` importierst du selbst" in aufgabe, nummer


def test_hinweis_in_den_metadaten_nennt_anzahl_und_sortierung():
    hinweis = TEXT[TEXT.index("„Gezeigt sind") :]
    hinweis = hinweis[: hinweis.index("“")]
    assert "<!-- = len(gezeigt) -->" in hinweis and "<!-- = len(treffer) -->" in hinweis
    assert "die neuesten zuerst" in hinweis


def test_keine_notizen_an_die_autoren_und_jeder_stand_hat_seine_seite():
    for notiz in ("bitte prüfen", "bitte mit der aktuellen", "Kenntnisstand", "Quelle 00"):
        assert notiz not in TEXT, notiz
    for absatz in TEXT.split("\n\n"):
        if "Dezember 2026" in absatz:
            assert "](https://" in absatz, absatz


def test_wer_bytes_zaehlt_bekommt_keinen_rat_zum_vergleich():
    """„Grüße“ hat 5 Zeichen, aber 7 Bytes: Wer Bytes zählt, kürzt den Text an der Grenze,
    obwohl sein Vergleich (<=) stimmt. Der Rat „<= statt <“ führte dann in die Irre."""
    from lernlabor.pruefen import pruefe
    from lernlabor.uebung import finde

    ordner = WURZEL / "lernlabor" / "tracks" / "ki" / "uebungen" / "m4_03" / "uebung_2"
    diagnose = {i.datei: i.diagnose for i in finde("m4-03-uebung-2").vertrag.irrtuemer}

    def meldungen(datei):
        return "\n".join(pruefe("m4-03-uebung-2", (ordner / datei).read_text("utf-8"))["meldungen"])

    bytes_statt_zeichen = meldungen("falsch_bytes_statt_zeichen.py")
    vergleich = diagnose["falsch_kleiner_statt_kleiner_gleich.py"]
    assert diagnose["falsch_bytes_statt_zeichen.py"] in bytes_statt_zeichen
    assert vergleich not in bytes_statt_zeichen
    assert vergleich in meldungen("falsch_kleiner_statt_kleiner_gleich.py")
    # Das Beispiel ist ein lesbares Zeichen aus zwei Bytes, kein Steuerzeichen wie '\\x80'.
    assert re.search(r"kuerze\(text='[äöüß]', max_zeichen=0\)", bytes_statt_zeichen), (
        bytes_statt_zeichen
    )


def test_uebung_1_zeigt_eine_liste_als_platzhalter_ohne_anfuehrungszeichen():
    """Runde 30: '<eine list der Länge 2>' in Anführungszeichen sah aus wie ein String, den die
    Aufgabe verlangt. Der Platzhalter steht ohne sie da, wie `<generator object>` daneben."""
    from lernlabor.pruefen import pruefe

    ordner = WURZEL / "lernlabor" / "tracks" / "ki" / "uebungen" / "m4_03" / "uebung_1"
    code = (ordner / "falsch_ergebnisse_nach_name.py").read_text("utf-8")
    text = "\n".join(pruefe("m4-03-uebung-1", code)["meldungen"])
    assert "Nachrichten <eine list der Länge 2>" in text, text
    assert "'<eine list" not in text


def test_uebung_2_ein_zwischenspeicher_nennt_die_regel_die_das_merken_verbietet():
    """Runde 32: Ein Zwischenspeicher nach der Länge von `zeilen` hieß „Regel 4 verletzt“ (die
    Stelle, an der er auffiel), obwohl er sich etwas merkt. Das verbietet Regel 7. Er gibt
    dasselbe dict zweimal heraus, und seit der Aufrufer etwas in das erste schreibt, sieht
    man es schon im ersten Fall; die Meldung sagt, dass es dasselbe Objekt ist (seit Runde 34
    wächst die Liste dort, und erst zwei weitere Aufrufe mit gleicher Länge zeigen es)."""
    from lernlabor.pruefen import pruefe

    code = (
        (UEBUNG_2 / "loesung.py")
        .read_text("utf-8")
        .replace(
            "def mit_hinweis(zeilen, max_zeilen=50):\n",
            "_gemerkt = {}\n\n\ndef mit_hinweis(zeilen, max_zeilen=50):\n"
            "    if (len(zeilen), max_zeilen) in _gemerkt:\n"
            "        return _gemerkt[len(zeilen), max_zeilen]\n"
            "    _gemerkt[len(zeilen), max_zeilen] = mit_hinweis_neu(zeilen, max_zeilen)\n"
            "    return _gemerkt[len(zeilen), max_zeilen]\n\n\n"
            "def mit_hinweis_neu(zeilen, max_zeilen):\n",
            1,
        )
    )
    text = "\n".join(pruefe("m4-03-uebung-2", code)["meldungen"])
    assert "dasselbe Objekt zurück" in text, text
    assert "Regel 7 verletzt" in text, text


UEBUNG_2 = WURZEL / "lernlabor" / "tracks" / "ki" / "uebungen" / "m4_03" / "uebung_2"
SATZ_2 = 'f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."'


def _pruefe_2(*ersetzungen):
    """Die Meldungen zur Musterlösung von Übung 2 mit ``(alt, neu)`` ersetzt."""
    from lernlabor.pruefen import pruefe

    code = (UEBUNG_2 / "loesung.py").read_text("utf-8")
    for alt, neu in ersetzungen:
        assert alt in code, alt
        code = code.replace(alt, neu, 1)
    ergebnis = pruefe("m4-03-uebung-2", code)
    return ergebnis["ergebnis"], "\n".join(ergebnis["meldungen"])


@pytest.mark.parametrize(
    "wort", ["nicht-alle", "nicht_alle", "nicht'mal", "Nicht/alle", "keinerlei"]
)
def test_uebung_2_jedes_zeichen_ausser_buchstaben_und_ziffern_trennt_woerter(wort):
    """Regel 6: `_`, Apostroph und Schrägstrich trennen Wörter wie ein Bindestrich; die Meldung
    nennt das verneinende Wort, denn die gekürzte Rückgabe zeigt es oft nicht."""
    ergebnis, text = _pruefe_2((SATZ_2, SATZ_2.replace("es gibt", f"{wort}, es gibt")))
    assert ergebnis == "nicht-bestanden" and "Regel 6 verletzt" in text, text
    gemeint = wort.split("-")[0].split("_")[0].split("'")[0].split("/")[0]
    assert f"Dein Hinweis enthält das Wort „{gemeint}“, das Regel 6 verbietet." in text, text


@pytest.mark.parametrize("wort", ["nichts ausgelassen", "Nichtgezeigtes", "nicht2", "Top-50"])
def test_uebung_2_andere_woerter_mit_nicht_und_zahlen_in_woertern_sind_erlaubt(wort):
    """„nichts“ und „Nichtgezeigtes“ sind andere Wörter als „nicht“; eine Zahl nach den ersten
    beiden zählt nicht mehr."""
    ergebnis, text = _pruefe_2((SATZ_2, SATZ_2.replace("es gibt", f"{wort}, es gibt")))
    assert ergebnis == "bestanden", text


@pytest.mark.parametrize(
    ("neu", "satz"),
    [
        # Führende Nullen: Regel 6 verlangt die Zahl, wie str sie schreibt (hier :03d, nicht das
        # :04d des bekannten Irrtums, also greift die allgemeine Meldung).
        (SATZ_2.replace("{len(gezeigt)}", "{len(gezeigt):03d}"), "Hinweis ist 000; sie muss"),
        # Der Rest statt aller Zeilen als zweite Zahl, in anderem Wortlaut als der Irrtum.
        (
            'f"Zu sehen: {len(gezeigt)}; {len(zeilen) - len(gezeigt)} weitere fehlen."',
            "Die zweite Zahl in deinem Hinweis ist 1; sie muss die Zahl aller Zeilen sein, hier 2.",
        ),
        # Die letzte Zeile zitiert: Die verbotenen Wörter zählen auch dort.
        (
            SATZ_2 + ' + " Zuletzt: " + zeilen[-1]',
            "Dein Hinweis enthält das Wort",
        ),
    ],
)
def test_uebung_2_regel_6_gilt_fuer_schreibweise_gesamtzahl_und_zitierte_zeilen(neu, satz):
    ergebnis, text = _pruefe_2((SATZ_2, neu))
    assert ergebnis == "nicht-bestanden" and "Regel 6 verletzt" in text and satz in text, text


def test_uebung_2_eine_zahl_in_einem_wort_zaehlt_als_zahl():
    ergebnis, text = _pruefe_2((SATZ_2, 'f"Teil 1: " + ' + SATZ_2))
    assert "Regel 6 verletzt" in text, text
    assert "Die erste Zahl in deinem Hinweis ist 1; sie muss die Zahl der gezeigten" in text, text


@pytest.mark.parametrize(
    ("aenderung", "was"),
    [
        # Elemente überschrieben, Länge gleich: kein „kürzt“, die Meldung zeigt die Stelle.
        ("    for i in range(max_zeilen, len(zeilen)):\n        zeilen[i] = 'x'\n", "zeilen[0]"),
        # Vorher sortiert oder umgedreht: `data` weicht ab, die Ursache ist die geänderte
        # Eingabe (Regel 7, nicht 4), und zwar umgestellt, nicht umgeschrieben (Runde 32).
        ("    zeilen.sort()\n", "stellt zeilen um: dieselben Einträge in anderer Reihenfolge"),
        ("    zeilen.reverse()\n", "stellt zeilen um: dieselben Einträge in anderer Reihenfolge"),
        # Angehängt: Die Rückgabe weicht ab, die Ursache ist die längere Eingabe (der Vertrag
        # meldet eine geänderte Eingabe vor der Rückgabe, bei einer Liste mit ihrer Länge).
        ("    zeilen.append('neu')\n", "verändert die Länge von zeilen: vorher 0, nachher 1."),
    ],
)
def test_uebung_2_geaenderte_eingabe_nennt_regel_7_und_was_sich_aenderte(aenderung, was):
    kopf = "def mit_hinweis(zeilen, max_zeilen=50):\n"
    ergebnis, text = _pruefe_2((kopf, kopf + aenderung))
    assert "Regel 7 verletzt" in text and was in text, text
    assert "kürzt die Liste" not in text, text


def test_uebung_2_ein_a_mit_trema_als_eigenem_zeichen_steht_als_escape_in_der_meldung():
    """Wer normalisiert, scheitert an 'a\\u0308': Die Meldung zeigt den Fall so, dass er nicht
    wie ein gewöhnliches „ä“ aussieht."""
    ergebnis, text = _pruefe_2(
        (
            "def kuerze(text, max_zeichen=4000):\n",
            "def kuerze(text, max_zeichen=4000):\n"
            "    import unicodedata\n    text = unicodedata.normalize('NFC', text)\n",
        )
    )
    assert "Regel 2 verletzt" in text and "kuerze(text='a\\u0308', max_zeichen=0)" in text, text


def test_uebung_2_leerer_hinweis_ohne_kuerzung_zeigt_den_leeren_text():
    ergebnis, text = _pruefe_2(("    hinweis = None\n", '    hinweis = ""\n'))
    assert "Regel 5 verletzt" in text and "bekommen '' (str)" in text, text
    assert "nennt zuerst keine Zahl" not in text, text


@pytest.mark.parametrize(
    ("alt", "neu", "regel"),
    [("max_zeichen=4000", "max_zeichen=4096", 1), ("max_zeilen=50", "max_zeilen=20", 5)],
)
def test_uebung_2_eine_falsche_vorgabe_nennt_die_regel_mit_dem_wert(alt, neu, regel):
    """Die Vorgabe steht in einer Regel; eine andere nennt die Meldung nicht."""
    ergebnis, text = _pruefe_2((alt, neu))
    assert f"Regel {regel} verletzt: " in text, text
    assert f"Regel {regel} lautet: Ohne Angabe ist `{alt.split('=')[0]}`" in text, text


@pytest.mark.parametrize(
    ("neu", "bestanden"),
    [
        ('"Hinweis¹: " + ' + SATZ_2, True),  # „¹“ ist keine Ziffer 0–9, also keine Zahl
        (SATZ_2 + '.translate(str.maketrans("0123456789", "０１２３４５６７８９"))', False),
    ],
)
def test_uebung_2_nur_die_ziffern_0_bis_9_schreiben_eine_zahl(neu, bestanden):
    ergebnis, text = _pruefe_2((SATZ_2, neu))
    assert (ergebnis == "bestanden") is bestanden, text
    assert bestanden or "Ziffern 0 bis 9 nennen" in text, text


UEBUNG_3 = WURZEL / "lernlabor" / "tracks" / "ki" / "uebungen" / "m4_03" / "uebung_3"
PARSE = 'args = json.loads(call["function"]["arguments"])'
STRENG = (
    "            except Exception as fehler:\n",
    "            except LookupError as fehler:\n",
)


@pytest.mark.parametrize(
    ("ersetzungen", "regel"),
    [
        # Kein try um json.loads: Der Absturz beim kaputten JSON verletzt Regel 5, nicht 7.
        (
            [
                (
                    f"            try:\n                {PARSE}\n",
                    f"            {PARSE}\n            try:\n",
                )
            ],
            5,
        ),
        # Nur LookupError gefangen: ZeroDivisionError und Co. brechen ab (Regel 5).
        ([STRENG], 5),
        # Ergebnisse über Runden aufgehoben: Ein Tool läuft nicht (Regel 3, nicht 7).
        (
            [
                ("    messages = [", "    alt = {}\n    messages = ["),
                (
                    "werkzeuge[name](**args)",
                    "alt[repr(args)] if repr(args) in alt else "
                    "alt.setdefault(repr(args), werkzeuge[name](**args))",
                ),
            ],
            3,
        ),
        # Das Budget zählt Tool-Aufrufe: zu früh aufgehört (Regel 7, nicht 3).
        (
            [
                ("    for _ in range(max_schritte):\n", "    n = 0\n    while n < max_schritte:\n"),
                (
                    '        for call in nachricht["tool_calls"]:\n',
                    '        n += len(nachricht["tool_calls"])\n'
                    '        for call in nachricht["tool_calls"]:\n',
                ),
            ],
            7,
        ),
        # Die letzte erlaubte Endantwort verworfen: Regel 7, nicht 6.
        (
            [
                ("for _ in range(max_schritte)", "for schritt in range(max_schritte)"),
                (
                    'return nachricht["content"]',
                    'return nachricht["content"] if schritt < max_schritte - 1 else None',
                ),
            ],
            7,
        ),
        # Der Zug des Modells zweimal im Verlauf, wo seine tool-Nachricht hingehört: Regel 2.
        (
            [
                (
                    "        messages.append(nachricht)\n",
                    "        messages.append(nachricht)\n"
                    '        if nachricht.get("tool_calls"):\n'
                    "            messages.append(nachricht)\n",
                )
            ],
            2,
        ),
        # Kaputtes JSON, trotzdem ein Aufruf mit Vorgabewerten: Regel 5.
        (
            [
                (
                    PARSE,
                    "try:\n                    "
                    + PARSE
                    + "\n                except ValueError:\n                    args = dict()",
                )
            ],
            5,
        ),
    ],
)
def test_uebung_3_nennt_die_regel_deren_beobachtung_zuerst_abweicht(ersetzungen, regel):
    """Unbekannter falscher Code (keine gespeicherte Diagnose): Die Meldung nennt die Regel
    des ersten abweichenden Ereignisses, zeigt nie zweimal dasselbe und rät nie zu `return`."""
    from lernlabor.pruefen import pruefe

    code = (UEBUNG_3 / "loesung.py").read_text("utf-8")
    for alt, neu in ersetzungen:
        assert alt in code, alt
        code = code.replace(alt, neu, 1)
    ergebnis = pruefe("m4-03-uebung-3", code)
    text = "\n".join(ergebnis["meldungen"])
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    assert f"Regel {regel} verletzt" in text, text
    assert "Ohne `return`" not in text
    for soll, ist in re.findall(r"sollte geschehen: (.*?); geschehen ist: (.*?)\.(?:\n|$)", text):
        assert soll != ist, text


@pytest.mark.parametrize(
    ("alt", "neu", "satz"),
    [
        # Eine eigene Nachricht nach jeder Runde: Regel 1, nicht Regel 7 (wo sie zuerst stört).
        (
            "    return None",
            '        messages.append({"role": "system", "content": "Weiter."})\n    return None',
            "Regel 1 verletzt: ",
        ),
        # Ergebnisse auf Modulebene nach der id: Im nächsten Aufruf läuft schon das erste Tool
        # nicht, kein gespeicherter Fall hält das fest.
        (
            '            name = call["function"]["name"]\n',
            '            name = call["function"]["name"]\n'
            '            if call["id"] in _ALT:\n'
            "                messages.append(_ALT[call['id']])\n"
            "                continue\n",
            "Regel 3 verletzt: ",
        ),
    ],
)
def test_uebung_3_nachricht_zu_viel_und_ergebnis_von_frueher_nennen_ihre_regel(alt, neu, satz):
    from lernlabor.pruefen import pruefe

    code = (UEBUNG_3 / "loesung.py").read_text("utf-8")
    assert alt in code
    code = "_ALT = {}\n" + code.replace(alt, neu, 1).replace(
        '            messages.append({"role": "tool"',
        '            _ALT[call["id"]] = {"role": "tool"',
    ).replace(
        "json.dumps(ergebnis)})",
        'json.dumps(ergebnis)}\n            messages.append(_ALT[call["id"]])',
    )
    text = "\n".join(pruefe("m4-03-uebung-3", code)["meldungen"])
    hinweis = {"Regel 1": "kommt eine weitere Nachricht", "Regel 3": "aus einem früheren Aufruf"}
    assert satz in text and hinweis[satz[:7]] in text, text


@pytest.mark.parametrize(
    ("alt", "neu", "satz", "nicht"),
    [
        # Eine eigene Notiz vor dem Modellaufruf ist kein Zug des Modells und kein Schrittlimit.
        (
            "        nachricht = modell(messages)",
            "        if len(messages) > 2:\n"
            '            messages.append({"role": "assistant", "content": "(Schritt)"})\n'
            "        nachricht = modell(messages)",
            ("Regel 1 verletzt: ", "eigene assistant-Nachricht"),
            "Zug des Modells {",
        ),
        # Eine system-Nachricht stammt aus keinem früheren Aufruf: Die Meldung nennt sie.
        (
            '    messages = [{"role": "user", "content": aufgabe}]',
            '    messages = [{"role": "system", "content": "Sei knapp."}, '
            '{"role": "user", "content": aufgabe}]',
            ("Regel 1 verletzt: ", "(system, user)", "ohne eine system-Nachricht"),
            "früheren Aufruf",
        ),
        # Nach einem Fehler endet die Runde: Die Meldung nennt die id ohne tool-Nachricht.
        (
            "json.dumps(ergebnis)})\n",
            'json.dumps(ergebnis)})\n            if ergebnis["error"]:\n                break\n',
            ("Regel 3 verletzt: ", "bekommt keine tool-Nachricht"),
            "Regel 2 verletzt",
        ),
        # Ein weggelassenes leeres Argument: kaputt lief, nur ohne bereich.
        (
            "werkzeuge[name](**args)",
            'werkzeuge[name](**{k: w for k, w in args.items() if w != ""})',
            ("Regel 3 verletzt: ", "kaputt()"),
            "Tool-Aufrufe []",
        ),
        # Ein Fehler bei Erfolg: Der Platzhalter sagt, was in error gehört.
        (
            '"data": werkzeuge[name](**args), "error": None}',
            '"data": werkzeuge[name](**args), "error": None}\n'
            '                if ergebnis["data"] == "":\n'
            '                    ergebnis = {"status": "error", "data": None, "error": "leer"}',
            ("Regel 4 verletzt: ", "bei Erfolg gehört hier None hin"),
            "frei gewählter Text",
        ),
    ],
)
def test_uebung_3_meldung_nennt_die_ursache_statt_einer_falschen_vermutung(alt, neu, satz, nicht):
    """Runde 22: eigene Notiz als „Zug des Modells“ unter Regel 7, system-Nachricht als Rest
    eines früheren Aufrufs, eine fehlende tool-Nachricht ohne Hinweis, „Tool-Aufrufe []“ für
    ein Tool ohne sein leeres Argument und „(frei gewählter Text)“ bei Erfolg."""
    from lernlabor.pruefen import pruefe

    code = (UEBUNG_3 / "loesung.py").read_text("utf-8")
    assert alt in code, alt
    text = "\n".join(pruefe("m4-03-uebung-3", code.replace(alt, neu, 1))["meldungen"])
    assert all(teil in text for teil in satz) and nicht not in text, text


def test_uebung_3_leere_antwort_als_none_bekommt_keinen_rat_zu_return():
    from lernlabor.pruefen import pruefe

    code = (UEBUNG_3 / "loesung.py").read_text("utf-8")
    code = code.replace('return nachricht["content"]', 'return nachricht["content"] or None')
    text = "\n".join(pruefe("m4-03-uebung-3", code)["meldungen"])
    assert "Regel 6 verletzt" in text and "Ohne `return`" not in text, text


def _not_found_bei_lookup(code, fehlertext):
    """Der Code meldet einen LookupError eines Tools mit "not_found" und ``fehlertext``."""
    return code.replace(
        "            except Exception as fehler:\n",
        "            except LookupError as fehler:\n"
        '                ergebnis = {"status": "not_found" if name in werkzeuge else "error", '
        f'"data": None, "error": {fehlertext}}}\n'
        "            except Exception as fehler:\n",
        1,
    )


def test_uebung_3_meldung_zeigt_den_unterschied_in_error_und_arguments_wie_sie_kamen():
    """Passt `error` nicht, ist die Wahl zwischen "error" und "not_found" bei einem LookupError
    trotzdem frei: Beide Seiten zeigen sie als Auswahl, der Unterschied steht in `error`. Das
    Drehbuch zeigt `arguments` als String (sonst sähe `""` aus wie `{}`)."""
    from lernlabor.pruefen import pruefe

    code = _not_found_bei_lookup((UEBUNG_3 / "loesung.py").read_text("utf-8"), '"weg"')
    text = "\n".join(pruefe("m4-03-uebung-3", code)["meldungen"])
    assert "Regel 5 verletzt" in text, text
    soll, ist = text.split("sollte geschehen:")[1].split("geschehen ist:")
    auswahl = "'(„error“ oder „not_found“)'"
    assert auswahl in soll and auswahl in ist and "'error': 'weg'" in ist, text
    assert "'not_found'" not in ist, text
    assert re.search(r"Tool-Wünsche je Runde: \w+\('", text), text


def test_uebung_3_bekannter_fehlertext_bekommt_diagnose_auch_mit_not_found():
    """Eine bekannte falsche Antwort zu `error` (nur die erste Zeile) bekommt ihre Diagnose
    auch, wenn der Code einen LookupError mit "not_found" meldet statt wie die Datei mit
    "error"."""
    from lernlabor.pruefen import pruefe

    code = (UEBUNG_3 / "falsch_fehler_erste_zeile.py").read_text("utf-8")
    code = _not_found_bei_lookup(code, '(str(fehler).splitlines() or [""])[0]')
    assert '"not_found"' in code
    text = "\n".join(pruefe("m4-03-uebung-3", code)["meldungen"])
    assert "Regel 5 verletzt" in text and "Du nimmst nur die erste Zeile" in text, text


@pytest.mark.parametrize(
    ("datei", "alt", "neu"),
    [
        ("falsch_fehler_als_repr.py", "repr(fehler)", 'f"Fehler: {fehler!r}"'),
        ("falsch_fehler_gestrippt.py", "str(fehler).strip()", 'f"Mist: {fehler}".strip()'),
        ("falsch_fehler_gekuerzt_lang.py", "text[:1000]", '"kaputt: " + text[:120]'),
    ],
)
def test_uebung_3_diagnose_zu_error_auch_mit_eigenem_wortlaut(datei, alt, neu):
    """Wer um ein falsches `error` eigenen Wortlaut schreibt (frei), bekommt trotzdem die
    Diagnose der bekannten falschen Antwort; die Meldung zeigt, was von `str(fehler)` drinsteht."""
    from lernlabor.pruefen import pruefe
    from lernlabor.uebung import finde

    irrtum = next(i for i in finde("m4-03-uebung-3").vertrag.irrtuemer if i.datei == datei)
    code = (UEBUNG_3 / datei).read_text("utf-8")
    assert alt in code
    text = "\n".join(pruefe("m4-03-uebung-3", code.replace(alt, neu, 1))["meldungen"])
    assert irrtum.diagnose in text, text
    assert "str(fehler)" in text.split("geschehen ist:")[1], text


def test_uebung_3_meldung_nennt_nackten_wert_und_fruehe_rueckgabe_wie_sie_sind():
    """Der nackte Rückgabewert eines Tools zeigt sein eigenes `error` (nicht „frei gewählt“);
    wer vor Endantwort und Limit zurückgibt, hat keine „Endantwort“ zurückgegeben."""
    from lernlabor.pruefen import pruefe
    from lernlabor.pruefen.pruefhilfen import nur_befund

    loesung = (UEBUNG_3 / "loesung.py").read_text("utf-8")
    nackt = loesung.replace(  # nackt nur {"status": "pending", "data": 1, "error": "x"}
        'ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}',
        "ergebnis = wert = werkzeuge[name](**args)\n"
        '                if not isinstance(wert, dict) or wert.get("status") != "pending":\n'
        '                    ergebnis = {"status": "ok", "data": wert, "error": None}',
    )
    text = "\n".join(pruefe("m4-03-uebung-3", nackt)["meldungen"])
    assert "'error': 'x'}" in text.split("geschehen ist:")[1], text
    frueh = loesung.replace("for _ in range(max_schritte):", "for _ in range(max_schritte - 1):")
    text = "\n".join(nur_befund(t) for t in pruefe("m4-03-uebung-3", frueh)["meldungen"])
    assert "Endantwort beim letzten" not in text.split("geschehen ist:")[1], text
    assert "Rückgabe nach 1 von 2 erlaubten Modellaufrufen" in text, text


def test_uebung_1_nennt_die_laenge_wenn_ein_block_aus_content_verschwindet():
    """Wer Textblöcke aus `content` löscht, verschiebt alles dahinter: Die Meldung nennt dann
    die Länge vorher und danach, nicht den ersten Block, der jetzt anders aussieht."""
    from lernlabor.pruefen import pruefe

    code = (UEBUNG_3.parent / "uebung_1" / "loesung.py").read_text("utf-8")
    code = code.replace(
        "    ergebnisse = []\n    for block in content:",
        '    content[:] = [b for b in content if b["type"] == "tool_use"]\n'
        "    ergebnisse = []\n    for block in content:",
    )
    text = "\n".join(pruefe("m4-03-uebung-1", code)["meldungen"])
    assert "Regel 10 verletzt" in text, text
    assert re.search(r"content ist kürzer geworden: vorher (\d) Einträge, danach (?!\1)\d", text)


def test_uebung_1_liste_die_ueber_den_aufruf_hinaus_lebt_bekommt_ihren_satz():
    """Eine Liste auf Modulebene wächst von Aufruf zu Aufruf: Kein gespeicherter Fall hält das
    fest, also sagt die Regelwahl zu Regel 1, woher die Nachrichten zu viel wohl kommen."""
    from lernlabor.pruefen import pruefe

    code = (UEBUNG_3.parent / "uebung_1" / "loesung.py").read_text("utf-8")
    alt = "def fuehre_aus_openai(nachricht, werkzeuge):\n    antworten = []"
    assert alt in code
    code = code.replace(alt, "_ALLE = []\n\n\n" + alt.replace("[]", "_ALLE"))
    text = "\n".join(pruefe("m4-03-uebung-1", code)["meldungen"])
    assert "Regel 1 verletzt" in text and "wohl aus einem früheren Aufruf" in text, text


@pytest.mark.parametrize(
    ("funktion", "vor", "id_"),
    [
        ("fuehre_aus_openai", "        antworten.append(", 'call["id"]'),
        ("fuehre_aus_anthropic", "        tool_result = {", 'block["id"]'),
    ],
)
def test_uebung_1_ergebnis_aus_einem_frueheren_aufruf_bekommt_seinen_satz(funktion, vor, id_):
    """Wer Ergebnisse auf Modulebene nach der id aufhebt, gibt im nächsten Aufruf mit derselben
    id ein altes Ergebnis zurück: Die Regelwahl nennt Regel 9 und sagt, woher es wohl kommt,
    auch wenn zuerst ein Fall ohne Tool (etwa mit kaputtem JSON) abweicht."""
    from lernlabor.pruefen import pruefe

    code = (UEBUNG_3.parent / "uebung_1" / "loesung.py").read_text("utf-8")
    kopf = f"def {funktion}("
    assert code.count(vor) == 1 and kopf in code
    code = code.replace(kopf, "_GEMERKT = {}\n\n\n" + kopf)
    # Das Ergebnis einer id, einmal gerechnet, danach immer dasselbe.
    code = code.replace(vor, f"        ergebnis = _GEMERKT.setdefault({id_}, ergebnis)\n{vor}")
    text = "\n".join(pruefe("m4-03-uebung-1", code)["meldungen"])
    assert "Regel 9 verletzt" in text and "stammt nicht aus diesem Aufruf" in text, text


def test_uebung_2_eine_kommazahl_im_hinweis_sagt_dass_die_nachkommastellen_eine_zahl_sind():
    """Runde 32: „Gezeigt sind 0.0 von 1.0“ hörte nur „Die zweite Zahl … ist 0“; die Meldung
    sagt jetzt, warum: Die Ziffern nach dem Punkt sind eine eigene Zahl (Regel 6)."""
    neu = 'f"{float(len(gezeigt))} von {float(len(zeilen))} Treffern gezeigt, es gibt weitere."'
    ergebnis, text = _pruefe_2((SATZ_2, neu))
    assert ergebnis == "nicht-bestanden"
    assert "Regel 6 verletzt: Die zweite Zahl in deinem Hinweis ist 0" in text, text
    assert "Dein Hinweis enthält „0.0“: Die Ziffern nach dem Punkt oder Komma zählen" in text
    ohne_komma, text = _pruefe_2((SATZ_2, SATZ_2.replace("{len(zeilen)}", "{len(zeilen) + 1}")))
    assert ohne_komma == "nicht-bestanden" and "Dein Hinweis enthält" not in text, text


NACH_WERT_GEMERKT = """
_letzte = {}


def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("negativ")
    if len(text) <= max_zeichen:
        return text
    return text[:max_zeichen] + f"\\n...[gekürzt, {len(text) - max_zeichen} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    if _letzte and _letzte["zeilen"] == zeilen and _letzte["max"] == max_zeilen:
        return dict(_letzte["ergebnis"], data=list(_letzte["ergebnis"]["data"]))
    data = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(data):
        hinweis = f"{len(data)} von {len(zeilen)} Zeilen, es gibt weitere."
    ergebnis = {"status": "ok", "data": data, "error": None, "hinweis": hinweis}
    _letzte.update(zeilen=zeilen, max=max_zeilen, ergebnis=dict(ergebnis, data=list(data)))
    return ergebnis
"""


def test_ein_nach_wert_gemerktes_ergebnis_heisst_regel_7_nicht_die_regel_des_falls():
    """Runde 34: Der Code hält `zeilen` und vergleicht nach Wert. Ändert der Aufrufer die Liste an
    Ort und Stelle, gibt er das alte Ergebnis, auch mit neuen Objekten derselben Werte. Frisch
    geladen besteht er den Fall danach: Die Meldung sagt das und nennt Regel 7, nicht Regel 6."""
    from lernlabor.pruefen import pruefe

    meldungen = pruefe("m4-03-uebung-2", NACH_WERT_GEMERKT)["meldungen"]
    assert meldungen[1].startswith("Regel 7 verletzt: Frisch geladen"), meldungen


def test_uebung_3_der_zug_vor_jeder_tool_nachricht_heisst_regel_2():
    """Runde 35: Die Nachricht des Modells vor jeder tool-Nachricht (also doppelt, zwischen den
    Ergebnissen ihrer Runde) weicht zuerst in der Reihenfolge der tool-Nachrichten ab; die
    Meldung nennt trotzdem die Ursache, Regel 2, nicht Regel 3."""
    from lernlabor.pruefen import pruefe
    from lernlabor.uebung import finde

    loesung = finde("m4-03-uebung-3").loesung
    alt = "        messages.append(nachricht)\n"
    neu = '            messages.append({"role": "tool",'
    assert loesung.count(alt) == 1 and neu in loesung
    code = loesung.replace(alt, "").replace(neu, "            messages.append(nachricht)\n" + neu)
    text = "\n".join(pruefe("m4-03-uebung-3", code)["meldungen"])
    assert "Regel 2 verletzt: Der Zug des Modells steht zweimal im Verlauf" in text, text
