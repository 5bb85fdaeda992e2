"""Die Lektionen halten, was sie zeigen: Zahlen im Text, JavaScript-Blöcke, Abhängigkeiten.

Die Python-Blöcke selbst laufen als markdown-docs-Testfälle (siehe ``markdown_lauf.py``).
"""

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.kopie import lauf_in_kopie
from tests.markdown_lauf import AusgabeAbweichung, seite, stimmt_zahl, zahlen_der_seite

WURZEL = Path(__file__).resolve().parent.parent
DOCS = WURZEL / "docs"
SEITEN = sorted(DOCS.rglob("*.md"))


def seiten_mit(merkmal):
    """Die Seiten, deren Markdown ``merkmal`` enthält, als pytest-Parameter mit kurzem Namen."""
    passend = [p for p in SEITEN if merkmal in p.read_text("utf8")]
    return pytest.mark.parametrize("pfad", passend, ids=seiten_id)


def seiten_id(pfad):
    """Der Name einer Seite in Test-ids: der Pfad unter ``docs/`` (etwa ``ki/m4/02-….md``)."""
    return str(pfad.relative_to(DOCS))


def ort(pfad, zeile):
    """„docs/…:Zeile“ für Meldungen; ``lernlabor teste`` liest Zeilen, die so beginnen."""
    return f"{pfad.relative_to(WURZEL) if pfad.is_relative_to(WURZEL) else pfad}:{zeile}"


M4_02 = DOCS / "ki" / "m4" / "02-tool-use-schleife.md"

# Der Code endet am ersten Zaun: Ohne output-Block direkt darunter passt der Block nicht,
# statt bis zum output-Block eines späteren Blocks weiterzulesen.
_JS_BLOCK = re.compile(
    r"^(?P<einzug>[ \t]*)```(?:javascript|js)[ \t]*\n(?P<code>(?:(?![ \t]*```)[^\n]*\n)*)"
    r"(?P=einzug)```[ \t]*\n"
    r"\s*^(?P=einzug)```output[ \t]*\n(?P<ausgabe>.*?)^(?P=einzug)```",
    re.M | re.S,
)
_JS_OEFFNER = re.compile(r"^[ \t]*```(?:javascript|js)[ \t]*$", re.M)


def js_bloecke(text):
    """Die JavaScript-Blöcke mit output-Block darunter und die Zeilen derer ohne einen."""
    bloecke = list(_JS_BLOCK.finditer(text))
    gepaart = {b.start() for b in bloecke}
    ohne = [
        text.count("\n", 0, o.start()) + 1
        for o in _JS_OEFFNER.finditer(text)
        if o.start() not in gepaart
    ]
    return bloecke, ohne


def test_ein_javascript_block_ohne_output_liest_nicht_in_den_naechsten_block():
    ohne_output = "```javascript\nconsole.log(1 + 1);\n```\n\nText\n\n```python\nprint(2)\n```\n"
    ohne_output += "\n```output\n2\n```\n"
    assert [[], [1]] == [list(x) for x in js_bloecke(ohne_output)]
    gut = "Text\n\n  ```js\n  console.log(2);\n  ```\n\n  ```output\n  2\n  ```\n"
    bloecke, ohne = js_bloecke(gut)
    assert [(b["code"], b["ausgabe"]) for b in bloecke] == [("  console.log(2);\n", "  2\n")]
    assert ohne == []


def namensraum_nach_allen_bloecken(pfad):
    """Führt alle Python-Blöcke der Seite frisch aus und gibt den Namensraum zurück."""
    lauf = seite(pfad, neu=True)
    if lauf.bloecke:
        try:
            lauf.fuehre_bis(lauf.bloecke[-1].zeile)
        except AusgabeAbweichung:
            pass  # gelaufen ist der Block; die Abweichung meldet sein eigener Test
    return lauf.namensraum


@seiten_mit("<!-- =")
def test_zahlen_im_text_stimmen_mit_dem_code(pfad):
    funde = zahlen_der_seite(pfad)
    assert funde, "Die Zahlen-Kommentare haben nicht die Form 17<!-- = ausdruck -->."
    namensraum = namensraum_nach_allen_bloecken(pfad)
    falsch = []
    for text, ausdruck, zeile in funde:
        wert = eval(ausdruck, namensraum)  # noqa: S307 – Ausdrücke stammen aus unseren Lektionen
        if not stimmt_zahl(text, wert):
            falsch.append(f"{ort(pfad, zeile)}: Text sagt {text}, aber {ausdruck} ergibt {wert!r}")
    assert not falsch, "Zahlen im Text weichen vom Code ab:\n" + "\n".join(falsch)


_UEBUNG = re.compile(r"^```uebung[ \t]*\n(?P<rumpf>.*?)^```", re.M | re.S)


def ueberschriften_ohne_titel(pfad):
    """Die Übungen der Seite, deren Überschrift davor ihren Titel nicht trägt, als Meldungen."""
    from lernlabor.autoren.seiten import uebungs_ids
    from lernlabor.uebung import finde

    text = pfad.read_text("utf8")
    echt = uebungs_ids(pfad)
    falsch = []
    for fence in _UEBUNG.finditer(text):
        kennung = re.search(r"^id:\s*(\S+)", fence["rumpf"], re.M).group(1)
        if kennung not in echt:
            # Ein Beispiel in einem anderen Block (die Autorenseite zeigt `p1-01-uebung-1`):
            # Legt eine Autorin genau diese Übung an, ist das Beispiel trotzdem keine Übung.
            continue
        zeilen = text[: fence.start()].splitlines()
        davor = [(n, z) for n, z in enumerate(zeilen, start=1) if z.startswith("#")]
        try:
            titel = finde(kennung).titel
        except KeyError:
            continue  # eine unbekannte id meldet der Build mit Seite und Zeile (CourseError)
        if not davor or titel not in davor[-1][1]:
            stelle = ort(pfad, davor[-1][0] if davor else len(zeilen) + 1)
            falsch.append(f"{stelle}: Die Überschrift vor {kennung} soll {titel!r} enthalten.")
    return falsch


@seiten_mit("```uebung")
def test_ueberschrift_vor_einer_uebung_nennt_ihren_titel(pfad):
    """Der Titel steht einmal, in der Übungsdefinition; die Überschrift muss ihn tragen."""
    falsch = ueberschriften_ohne_titel(pfad)
    assert not falsch, "\n".join(falsch)


def test_ein_uebungsblock_als_beispiel_in_einem_anderen_block_zaehlt_nicht(tmp_path):
    """Eine Autorin legt die Übung der Autorenseite wirklich an, mit eigenem Titel: Der Block im
    Beispiel bleibt ein Beispiel; ein echter Block derselben Übung wird weiter geprüft."""
    beispiel = (
        "# Seite\n\n````markdown\n### Übung 1: Etwas anderes\n\n```uebung\nid: {id}\n```\n````\n"
    )
    echt = "# Seite\n\n### Übung 1: Etwas anderes\n\n```uebung\nid: {id}\n```\n"
    kennung = "m4-02-uebung-1"  # eine Übung, die es gibt, mit anderem Titel
    seite = tmp_path / "seite.md"
    seite.write_text(beispiel.format(id=kennung), "utf8")
    assert ueberschriften_ohne_titel(seite) == []
    seite.write_text(echt.format(id=kennung), "utf8")
    assert len(ueberschriften_ohne_titel(seite)) == 1


# Notizen an Autorinnen, keine Sätze an Lernende: Was sich ändern kann, steht mit Stand und
# Seite des Anbieters da, statt „bitte prüfen“ zu lesen.
NOTIZEN = ("bitte prüfen", "bitte mit", "bitte beim", "bitte jeweils", "Kenntnisstand")


@pytest.mark.parametrize("pfad", SEITEN, ids=seiten_id)
def test_keine_seite_spricht_mit_notizen_an_die_autoren(pfad):
    zeilen = pfad.read_text("utf8").splitlines()
    # Zeilen zusammen, denn eine Notiz kann am Zeilenende umbrechen
    text = " ".join(z.strip() for z in zeilen)
    gefunden = [notiz for notiz in NOTIZEN if notiz in text]
    stellen = [
        ort(pfad, n) for n, z in enumerate(zeilen, 1) if any(w in z for w in ("bitte", "Kennt"))
    ]
    assert not gefunden, f"{gefunden} in {stellen}"


LEKTIONSSEITEN = [p for p in SEITEN if p.relative_to(DOCS).parts[0] != "autoren"]

# Ein Prüfauftrag an die Leserin statt einer belegten Tatsache: „prüfe das beim Anbieter“,
# „prüfe das in der aktuellen API-Dokumentation“, „prüfe selbst“, „prüfe das nach“,
# „gleiche es mit der Literatur ab“, dazu Dateinamen der Quellen und der Kenntnisstand.
# „Prüfen“ (der Knopf), „prüft“, „pruefe_verlauf“ und „Prüfe das mit dem Simulator“ bleiben
# erlaubt: Ein Auftrag zählt nur, wenn er auf eine Stelle außerhalb der Lektion verweist.
AUTORENNOTIZEN = {
    "Prüfauftrag": re.compile(
        r"\b(?:nach|über)?prüf(?:e|st)\b[^.!?;:()]{0,60}?"
        r"(?:\b(?:Anbieter\w*|Hersteller\w*|Dokumentation|Doku|Literatur)\b|\bselbst\b"
        r"|\bnach(?=\s*(?:[.!?;:)]|$)))",
        re.I,
    ),
    "bitte prüfen": re.compile(r"\bbitte\s+(?:\w+\s+){0,3}?(?:nach|über)?prüfen\b", re.I),
    "Abgleich-Auftrag": re.compile(
        r"\bgleich(?:e|st)\b[^.!?;]{0,80}?\b(?:Dokumentation|Doku|Literatur|Anbieter\w*)\b"
        r"[^.!?;]{0,40}?\bab\b",
        re.I,
    ),
    "Dateiname einer Quelle": re.compile(r"\bQuelle\s+`?0\d"),
    "Kenntnisstand": re.compile(r"Kenntnisstand", re.I),
}


def autorennotizen(zeilen):
    """Jede Notiz an die Autoren als (Zeile, Art, Text); Zeilen zusammen, denn sie brechen um."""
    text, anfaenge = "", []
    for zeile in zeilen:
        anfaenge.append(len(text))
        text += zeile.strip() + " "
    funde = []
    for art, muster in AUTORENNOTIZEN.items():
        for treffer in muster.finditer(text):
            nummer = sum(1 for a in anfaenge if a <= treffer.start())
            funde.append((nummer, art, treffer.group(0)))
    return sorted(funde)


def test_autorennotizen_trifft_die_notizen_und_nicht_den_lehrtext():
    notizen = [
        "Stand November 2026; prüfe das in der aktuellen API-Dokumentation.",
        "lehnen sie mit einem Fehler 400 ab (prüfe das beim Anbieter).",
        "(Stand November 2026; prüfe\ndas nach). Diese Regeln",
        "ob der Name noch aktuell ist, prüfe selbst: Das SDK",
        "was ein echtes Modell kostet, prüfst du je Modell beim Anbieter.",
        "gleiche es mit der aktuellen Literatur und der API-Dokumentation ab: das Feld",
        "Details der echten API bitte prüfen",
        "Der Simulator ist strenger (nach unserem Kenntnisstand).",
        "der Artikel (Quelle `004`), sein Abschnitt",
        "Quelle 003 sagt",
    ]
    for notiz in notizen:
        assert autorennotizen(notiz.splitlines()), notiz
    lehrtext = [
        "Eine Formel ist nur so gut wie ihre Annahme. Prüfe\ndas mit dem Simulator aus "
        "[Baustein 02](02-tool-use-schleife.md#schritt-1). Das `SkriptModell` liest",
        "Mit „Ausführen“ startest du deinen Code, **Prüfen** testet ihn gegen die Aufgabe.",
        "Vor jeder Antwort prüft das Modell mit `pruefe_verlauf` den Verlauf.",
        "Zerlege das Kommando selbst, prüfe die Liste und starte das Programm ohne Shell.",
        "Die Länge prüfst du, bevor du parst: An einer sehr langen Eingabe scheitert es.",
        "Das Modell fragt das Wetter in zwei Städten gleichzeitig ab.",
        "Die Preise nennt dir der Anbieter; die Quelle dieser Lektion nutzt sie.",
        "Die Prüfung des Verlaufs durch den Simulator",
    ]
    for satz in lehrtext:
        assert autorennotizen(satz.splitlines()) == [], satz


@pytest.mark.parametrize("pfad", LEKTIONSSEITEN, ids=seiten_id)
def test_keine_lektion_enthaelt_eine_notiz_an_die_autoren(pfad):
    """Was die Lernenden lesen, sagt belegte Tatsachen mit Stand, statt Prüfaufträge zu geben."""
    funde = autorennotizen(pfad.read_text("utf8").splitlines())
    assert not funde, "Notizen an die Autoren:\n" + "\n".join(
        f"{ort(pfad, zeile)}: {art}: {text!r}" for zeile, art, text in funde
    )


STAND = re.compile(r"\bStand:?\s+(?:\d{1,2}\.\s+)?(\w+\s+\d{4}|\d{1,2}/\d{4})")


def test_die_lektionen_des_moduls_nennen_einen_stand():
    """M4·02 bis M4·05 nennen für alles, was sich ändern kann, denselben Monat."""
    staende = {}
    for pfad in sorted((DOCS / "ki" / "m4").glob("0[2-5]-*.md")):
        text = " ".join(pfad.read_text("utf8").split())
        for stand in STAND.findall(text):
            staende.setdefault(stand.replace("12/", "Dezember "), []).append(pfad.name)
    assert list(staende) == ["Dezember 2026"], staende


def test_m4_02_bindet_jede_durchgerechnete_zahl_an_code():
    gebunden = {text for text, _, _ in zahlen_der_seite(M4_02)}
    verlangt = {"17", "98", "156", "6", "3", "271", "84", "0,002073", "0,000813", "0,00126"}
    assert verlangt <= gebunden, f"ohne Prüfung: {sorted(verlangt - gebunden)}"
    text = M4_02.read_text("utf8")
    for satz in ("6<!-- = len(messages) --> Nachrichten", "3<!-- = stur.aufrufe --> Modellaufrufe"):
        assert satz in text


@seiten_mit("```javascript")
def test_javascript_bloecke_laufen_unter_node(pfad, tmp_path, missing_tool):
    bloecke, ohne = js_bloecke(pfad.read_text("utf8"))
    assert not ohne, "\n".join(
        f"{ort(pfad, z)}: Der JavaScript-Block braucht direkt darunter einen output-Block."
        for z in ohne
    )
    node = shutil.which("node")
    if node is None:
        missing_tool("Node ist nicht installiert; es führt die JavaScript-Blöcke aus.")
    for nummer, treffer in enumerate(bloecke):
        einzug = len(treffer["einzug"])
        code = "".join(z[einzug:] + "\n" for z in treffer["code"].splitlines())
        ausgabe = "".join(z[einzug:] + "\n" for z in treffer["ausgabe"].splitlines())
        datei = tmp_path / f"block{nummer}.mjs"  # .mjs erlaubt await auf oberster Ebene
        datei.write_text(code, "utf8")
        lauf = subprocess.run([node, str(datei)], capture_output=True, text=True, timeout=60)
        assert lauf.returncode == 0, lauf.stderr
        assert lauf.stdout.strip() == ausgabe.strip(), (
            f"Block {nummer + 1}: dokumentiert {ausgabe.strip()!r}, Node gibt {lauf.stdout!r}"
        )


ABWEICHUNGEN = {
    "unverändert (Gegenprobe)": None,
    "schaetze_tokens rundet ab": (
        "lernlabor/tracks/ki/simulator/basis.py",
        "return -(-laenge // 4)",
        "return laenge // 4 + 1",
    ),
    "PREIS_JE_1K geändert": (
        "lernlabor/tracks/ki/simulator/kosten.py",
        'PREIS_JE_1K = {"input": 0.003, "output": 0.015}',
        'PREIS_JE_1K = {"input": 0.003, "output": 0.016}',
    ),
    "Drehbuch des Beispiels geändert": (
        "docs/ki/m4/02-tool-use-schleife.md",
        '[wunsch("toolu_02", "liefertag", lager="Kassel")],',
        '[wunsch("toolu_02", "liefertag", lager="Kassel", eilig=True)],',
    ),
}


@pytest.mark.parametrize("name", ABWEICHUNGEN)
def test_abweichung_im_code_laesst_die_lektion_scheitern(name, tmp_path):
    lauf = lauf_in_kopie(tmp_path, M4_02, ABWEICHUNGEN[name])
    if ABWEICHUNGEN[name] is None:
        assert lauf.returncode == 0, lauf.stdout + lauf.stderr
        return
    assert lauf.returncode == 1, lauf.stdout + lauf.stderr
    assert "weicht vom Ausgabe-Block ab" in lauf.stdout or "weichen vom Code ab" in lauf.stdout
    assert str(tmp_path) in lauf.stdout, "Der Lauf muss die veränderte Kopie prüfen."
    assert "0.002073" in lauf.stdout or "98" in lauf.stdout or "156" in lauf.stdout


def test_lektion_nennt_jede_strengere_regel_des_simulators():
    """Die Liste im Docstring von pruefe_verlauf und die in der Quelle der Lektion gehen gleich."""
    import lernlabor.tracks.ki.simulator.anthropic.verlauf as verlauf

    def regeln(text, ab):
        teil = text[text.index(ab) :]
        return re.findall(r"^\d+\. ", teil, re.M)

    im_code = regeln(verlauf.__doc__, "Lehrregeln")
    in_der_lektion = regeln(M4_02.read_text("utf8"), "**Wo der Simulator strenger ist")
    assert len(im_code) >= 6 and len(in_der_lektion) == len(im_code)
