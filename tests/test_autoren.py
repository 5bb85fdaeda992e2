"""``lernlabor neu uebung|lektion`` in einer Kopie des Repositorys, gute und falsche Aufrufe.

Die Nummern neuer Lektionen und Übungen werden zur Laufzeit gewählt (``freie_lektion``): Legt
eine Autorin die echte Lektion an, die ein Test sonst anlegen würde, bleibt die Suite grün.

Was angelegt wird, muss echt sein: Die Lösung besteht, der Starter nicht, jede falsche
Antwort bekommt ihre Meldung, ruff ist zufrieden. Ein falscher Aufruf gibt 2 und eine
deutsche Meldung und lässt den Baum Byte für Byte, wie er war.
"""

import os
import re
import sys
from pathlib import Path

import pytest

from lernlabor.autoren import befehl
from lernlabor.autoren.lektion_neu import trage_ein
from lernlabor.autoren.vorlagen import LEKTION_NEUTRAL
from tests.repo_kopie import (
    CACHES,
    WURZEL,
    fingerabdruck,
    freie_lektion,
    freie_uebung,
    freier_ordner,
    freies_kuerzel,
    kopiere_repository,
    lernlabor,
)

NUMMER = freie_lektion()  # etwa "09": eine Lektion in M4, die es noch nicht gibt
NEU_ID = f"m4-{NUMMER}-uebung-1"
NEU = ["neu", "uebung"]
VIERTE = freie_uebung()  # die nächste freie Übung in M4·02
KUERZEL = freies_kuerzel()

NEUE_DATEIEN = {
    "__init__.py",
    "vertrag.py",
    "faelle.json",
    "starter.py",
    "loesung.py",
    "anders_schleife.py",
    "falsch_zeichen.py",
    "falsch_leerzeichen.py",
}


@pytest.fixture
def kopie(tmp_path):
    return kopiere_repository(tmp_path / "repo")


@pytest.fixture(scope="module")
def unberuehrt(tmp_path_factory):
    """Eine Kopie für Aufrufe, die nichts ändern dürfen (jeder Test prüft das selbst)."""
    return kopiere_repository(tmp_path_factory.mktemp("unberuehrt") / "repo")


def stand(ordner):
    """Inhalt jeder Python-Datei unter ``ordner`` (ohne Caches), nach relativem Pfad."""
    dateien = {}
    for wurzel, unter, namen in os.walk(ordner):
        unter[:] = sorted(set(unter) - CACHES - {".git", ".venv", "site", ".cache"})
        for name in namen:
            if name.endswith(".py"):
                pfad = Path(wurzel) / name
                dateien[pfad.relative_to(ordner).as_posix()] = pfad.read_bytes()
    return dateien


def vom_generator(kopie, vorher=None):
    """Die Python-Dateien, die Befehle in der Kopie angelegt oder verändert haben: alle, die
    es in ``vorher`` (ohne Angabe: im Repository, aus dem die Kopie stammt) nicht oder mit
    anderem Inhalt gibt."""
    vorher = stand(WURZEL) if vorher is None else vorher
    return [kopie / p for p, inhalt in sorted(stand(kopie).items()) if vorher.get(p) != inhalt]


def _ruff(kopie, vorher=None):
    """ruff check und format --check wie tests/test_stil.py, aber nur über die Dateien, die
    der Generator angelegt oder verändert hat: Eine unformatierte Datei einer Autorin macht
    diese Tests nicht rot (das meldet test_stil.py mit ihrem Namen). Ein Fehler nennt jede
    Datei mit Zeile. Entschieden wird am Rückgabewert von ruff, nicht an seinem Wortlaut."""
    import json
    import subprocess

    dateien = [str(p.relative_to(kopie)) for p in vom_generator(kopie, vorher)]
    assert dateien, "der Befehl hat keine Python-Datei angelegt"
    for befehl_ in (["check"], ["format", "--check"]):
        # --force-exclude: Was ruff.toml ausnimmt (Code der Lernenden), bleibt auch dann
        # ausgenommen, wenn die Datei ausdrücklich genannt ist.
        aufruf = [sys.executable, "-m", "ruff", *befehl_, "--no-cache", "--force-exclude"]
        lauf = subprocess.run(
            [*aufruf, "--output-format", "json", *dateien],
            cwd=kopie,
            capture_output=True,
            text=True,
        )
        if lauf.returncode == 0:
            continue
        funde = json.loads(lauf.stdout or "[]")
        orte = [
            f"{Path(f['filename']).relative_to(kopie)}:{f['location']['row']}: "
            f"{f['code'] or 'Syntax'} {f['message']}"
            for f in funde
        ]
        kopf = f"ruff {' '.join(befehl_)} über die Dateien des Generators"
        pytest.fail(f"{kopf}:\n" + "\n".join(orte or [lauf.stdout + lauf.stderr]), pytrace=False)


def test_neu_uebung_legt_eine_echte_uebung_an_die_das_register_findet(kopie):
    vorher_register = (kopie / "lernlabor" / "uebung" / "__init__.py").read_bytes()
    lauf = lernlabor(kopie, "neu", "uebung", NEU_ID, "--titel", "Wörter zählen")
    assert lauf.returncode == 0, lauf.stderr
    assert "### Übung 1: Wörter zählen (leicht)" in lauf.stdout
    assert f"```uebung\nid: {NEU_ID}\n```" in lauf.stdout
    assert f"uv run lernlabor neu lektion docs/ki/m4/{NUMMER}-<name>.md" in lauf.stdout
    lektion = kopie / "lernlabor" / "tracks" / "ki" / "uebungen" / f"m4_{NUMMER}"
    ordner = lektion / "uebung_1"
    assert {p.name for p in ordner.iterdir()} == NEUE_DATEIEN
    assert (lektion / "ruff.toml").is_file()
    assert "UEBUNGEN" not in (lektion / "__init__.py").read_text("utf-8")
    # Eingetragen wird nichts: Das Register bleibt Byte für Byte, wie es war.
    assert (kopie / "lernlabor" / "uebung" / "__init__.py").read_bytes() == vorher_register
    liste = lernlabor(kopie, "liste")
    assert re.search(rf"^{NEU_ID} +Wörter zählen \(leicht\)$", liste.stdout, re.M), liste.stdout

    def pruefe(datei):
        return lernlabor(kopie, "pruefe", NEU_ID, str(ordner / datei))

    assert pruefe("loesung.py").returncode == 0
    assert pruefe("anders_schleife.py").returncode == 0
    starter = pruefe("starter.py")
    assert (
        starter.returncode == 1
        and "Ohne `return` gibt eine Funktion `None` zurück" in starter.stdout
    )
    zeichen = pruefe("falsch_zeichen.py")
    assert zeichen.returncode == 1 and "Das ist die Zahl der Zeichen" in zeichen.stdout
    leer = pruefe("falsch_leerzeichen.py")
    assert leer.returncode == 1 and "Zählst du Leerzeichen?" in leer.stdout
    # Ein Fehler, den kein Irrtum der Vorlage kennt (Tabs trennen keine Wörter): Die Ränder des
    # Bereichs finden ihn, die Meldung nennt die Regel.
    tabs = ordner / "tabs.py"
    tabs.write_text(
        "def zaehle_woerter(text):\n    return len([w for w in text.split(' ') if w])\n"
    )
    netz = pruefe("tabs.py")
    assert netz.returncode == 1 and "Regel 2 verletzt" in netz.stdout, netz.stdout
    assert "zaehle_woerter(text='a\\tb\\nc')" in netz.stdout, netz.stdout
    tabs.unlink()
    mutanten = lernlabor(kopie, "teste", "--mutanten", NEU_ID, "--ohne-cache")
    assert mutanten.returncode == 0, mutanten.stdout + mutanten.stderr
    _ruff(kopie)


def test_titel_mit_anfuehrungszeichen_und_backslash_stehen_woertlich_im_docstring(kopie):
    """Ein Titel wird nie Python-Code: ``\"\"\"`` beendete sonst den Docstring, ``\\`` maskierte."""
    import ast

    ordner = freier_ordner("zitate")
    track_titel, titel = 'Zitat """ Track', 'Größe "messen" \\ mit {x} """'
    lauf = lernlabor(kopie, "neu", "track", KUERZEL, ordner, "--titel", track_titel)
    assert lauf.returncode == 0, lauf.stderr
    uebung_id = f"{KUERZEL}1-01-uebung-1"
    lauf = lernlabor(kopie, "neu", "uebung", uebung_id, "--titel", titel)
    assert lauf.returncode == 0, lauf.stderr
    liste = lernlabor(kopie, "liste")
    assert liste.returncode == 0 and f"{titel} (leicht)" in liste.stdout, liste.stderr
    paket = kopie / "lernlabor" / "tracks" / ordner
    uebung = paket / "uebungen" / f"{KUERZEL}1_01" / "uebung_1"
    docstrings = {
        datei.relative_to(paket).as_posix(): ast.get_docstring(ast.parse(datei.read_text("utf-8")))
        for datei in (paket / "__init__.py", paket / "uebungen" / "__init__.py")
    }
    assert docstrings["__init__.py"].startswith(f"Track {track_titel}.\n")
    assert docstrings["uebungen/__init__.py"] == f"Die Übungen des Tracks {track_titel}, " + (
        "eine Lektion je Paket."
    )
    kopf = ast.get_docstring(ast.parse((uebung / "__init__.py").read_text("utf-8")))
    assert kopf.startswith(f"Übung ``{uebung_id}``: {titel}.")
    assert lernlabor(kopie, "pruefe", uebung_id, str(uebung / "loesung.py")).returncode == 0
    _ruff(kopie)


def test_neu_uebung_erweitert_eine_vorhandene_lektion(kopie):
    init = kopie / "lernlabor" / "tracks" / "ki" / "uebungen" / "m4_02" / "__init__.py"
    vorher = init.read_bytes()
    neue_id = f"m4-02-uebung-{VIERTE}"
    lauf = lernlabor(kopie, "neu", "uebung", neue_id, "--titel", "Vier", "--stufe=schwer")
    assert lauf.returncode == 0, lauf.stderr
    assert f"### Übung {VIERTE}: Vier (schwer)" in lauf.stdout
    assert "uv run lernlabor teste docs/ki/m4/02-tool-use-schleife.md" in lauf.stdout
    assert init.read_bytes() == vorher, "die Lektion bleibt, wie sie war"
    assert (init.parent / f"uebung_{VIERTE}" / "loesung.py").is_file()
    liste = lernlabor(kopie, "liste").stdout
    assert re.search(rf"^{neue_id} +Vier \(schwer\)$", liste, re.M), liste
    ids = re.findall(r"^(m4-02-\S+)", liste, re.M)
    assert ids[-1] == neue_id or ids[-2] == neue_id, "nach Nummern sortiert, zusatz am Ende"
    assert (
        lernlabor(
            kopie, "pruefe", neue_id, str(init.parent / f"uebung_{VIERTE}" / "loesung.py")
        ).returncode
        == 0
    )
    _ruff(kopie)


@pytest.mark.parametrize(
    ("argumente", "ausschnitt"),
    [
        (["neu", "uebung", "m4-02-uebung-1", "--titel", "X"], "gibt es schon"),
        (["neu", "uebung", "m4-3-uebung-1", "--titel", "X"], "hat nicht die Form"),
        (["neu", "uebung", "M4-03-uebung-1", "--titel", "X"], "hat nicht die Form"),
        ([*NEU, f"{KUERZEL}4-03-uebung-1", "--titel", "X"], "Bekannte Kürzel: m (Track KI)"),
        (["neu", "uebung", f"m4-{NUMMER}-aufgabe", "--titel", "X"], "hat nicht die Form"),
        (["neu", "uebung", f"m4-{NUMMER}-uebung-0", "--titel", "X"], "hat nicht die Form"),
        (
            ["neu", "uebung", NEU_ID, "--titel", "X", "--stufe", "mittelschwer"],
            "Die Stufe 'mittelschwer' gibt es nicht. Erlaubt sind: leicht, mittel, schwer.",
        ),
        (["neu", "uebung", NEU_ID], "--titel fehlt"),
        (["neu", "uebung", NEU_ID, "--titel"], "--titel braucht einen Wert"),
        (["neu", "uebung", NEU_ID, "--titel", " "], "Der Titel muss eine Zeile"),
        (["neu", "uebung", NEU_ID, "--titel", "x" * 81], "1 bis 80 Zeichen"),
        (
            ["neu", "uebung", NEU_ID, "--titel", "X", "--farbe", "rot"],
            "Unbekannte Option",
        ),
        (["neu", "uebung", "--titel", "X"], "genau eine Angabe: die Übungs-id"),
        (["neu"], "track, lektion oder uebung"),
        (["neu", "seite"], "neu kennt 'seite' nicht"),
        (["neu", "track", "m", "neuer", "--titel", "X"], "Das Kürzel 'm' hat schon der Track KI"),
        (["neu", "track", KUERZEL, "ki", "--titel", "X"], "Den Ordner 'ki' hat schon der Track KI"),
        (["neu", "track", KUERZEL, "autoren", "--titel", "X"], "nicht assets, autoren"),
        (["neu", "track", "P", "python", "--titel", "X"], "muss ein Kleinbuchstabe a–z sein"),
        (["neu", "track", "pp", "python", "--titel", "X"], "muss ein Kleinbuchstabe a–z sein"),
        (["neu", "track", KUERZEL, "Python", "--titel", "X"], "Der Ordner 'Python'"),
        (["neu", "track", KUERZEL, "py-thon", "--titel", "X"], "nur Kleinbuchstaben, Ziffern"),
        (["neu", "track", KUERZEL, "import", "--titel", "X"], "kein Python-Schlüsselwort"),
        (["neu", "track", KUERZEL, "python"], "--titel fehlt"),
        (["neu", "track", KUERZEL, "python", "--titel", "A · B"], "ohne · * : #"),
        (["neu", "track", KUERZEL, "python", "--titel", "A\\B"], "ohne · * : #"),
        (["neu", "track", KUERZEL, "python", "--titel", "x" * 41], "1 bis 40 Zeichen"),
        (["neu", "track", KUERZEL, "--titel", "X"], "zwei Angaben: Kürzel und Ordner"),
        (["neu", "lektion", "docs/ki/m4/02-tool-use-schleife.md", "--titel", "X"], "gibt es schon"),
        (["neu", "lektion", "docs/ki/m4/Gross.md", "--titel", "X"], "muss unter docs/ liegen"),
        (["neu", "lektion", "ausserhalb.md", "--titel", "X"], "muss unter docs/ liegen"),
        (["neu", "lektion", f"docs/ki/m4/{NUMMER}-x.md"], "--titel fehlt"),
        # Aus dem Pfad folgen Track, Modul und Übungen: jede andere Form wird abgelehnt.
        *(
            (["neu", "lektion", pfad, "--titel", "X"], "Eine Lektion liegt im Ordner ihres Tracks")
            for pfad in (
                f"docs/unbekannt/m4/{NUMMER}-x.md",  # kein Track
                f"docs/ki/{KUERZEL}4/{NUMMER}-x.md",  # Kürzel eines anderen Tracks
                f"docs/ki/m4/{int(NUMMER)}-x.md",  # einstellig
                f"docs/ki/{NUMMER}-x.md",  # ohne Modul
                f"docs/ki/M4/{NUMMER}-x.md",
                f"docs/ki/m4/x/{NUMMER}-x.md",
                "docs/autoren/neu.md",
            )
        ),
        (
            ["neu", "lektion", "docs/ki/m4/02-anders.md", "--titel", "X"],
            "Baustein 02 gibt es in M4 schon: docs/ki/m4/02-tool-use-schleife.md. "
            f"Nimm eine freie Nummer, etwa {NUMMER}.",
        ),
        (["teste", "docs/gibt-es-nicht.md"], "gibt es nicht"),
        (["teste"], "genau eine Angabe"),
        (["teste", "docs/index.md", "--schreiben"], "Unbekannte Option '--schreiben'"),
    ],
)
def test_falscher_aufruf_gibt_2_und_beruehrt_nichts(unberuehrt, argumente, ausschnitt):
    vorher = fingerabdruck(unberuehrt)
    lauf = lernlabor(unberuehrt, *argumente)
    assert lauf.returncode == 2, lauf.stdout + lauf.stderr
    assert lauf.stderr.startswith("Fehler: ") and ausschnitt in lauf.stderr, lauf.stderr
    assert "Traceback" not in lauf.stderr
    assert fingerabdruck(unberuehrt) == vorher


@pytest.mark.parametrize(
    ("argumente", "scheitert_an"),
    [
        (["lektion", f"docs/ki/m4/{NUMMER}-x.md", "--titel", "X"], "mkdocs.yml"),
        (["track", KUERZEL, "schreibtest", "--titel", "Schreibtest"], "pyproject.toml"),
        (["uebung", NEU_ID, "--titel", "X"], "loesung.py"),
    ],
    ids=["lektion", "track", "uebung"],
)
def test_scheitert_das_schreiben_bleibt_nichts_halb(
    unberuehrt, argumente, scheitert_an, monkeypatch, capsys
):
    """Eine gesperrte Datei mitten im Befehl: Alles Geschriebene wird zurückgenommen."""
    from pathlib import Path

    vorher = fingerabdruck(unberuehrt)
    for modul in ("lektion_neu", "track_neu", "uebung_neu"):
        monkeypatch.setattr(f"lernlabor.autoren.{modul}.wurzel", lambda: unberuehrt)
    monkeypatch.chdir(unberuehrt)
    echt = Path.write_text

    def gesperrt(pfad, *args, **kwargs):
        if pfad.name == scheitert_an:
            echt(pfad, "halb", encoding="utf-8")  # ein halber Schreibvorgang, dann der Fehler
            raise PermissionError(13, "Keine Berechtigung", str(pfad))
        return echt(pfad, *args, **kwargs)

    monkeypatch.setattr(Path, "write_text", gesperrt)
    assert befehl("neu", argumente) == 2
    fehler = capsys.readouterr().err
    assert f"{scheitert_an} ließ sich nicht schreiben (Keine Berechtigung)" in fehler, fehler
    assert "zurückgenommen" in fehler
    monkeypatch.undo()
    assert fingerabdruck(unberuehrt) == vorher


def test_neu_track_legt_ordner_seite_menue_und_eintrag_an(kopie):
    import tomllib

    ordner, web = freier_ordner("python"), freier_ordner("web_apps")
    nav_vorher = (kopie / "mkdocs.yml").read_text("utf-8")
    tracks_vorher = tomllib.loads((kopie / "pyproject.toml").read_text("utf-8"))
    tracks_vorher = tracks_vorher["tool"]["lernlabor"]["track"]
    lauf = lernlabor(kopie, "neu", "track", KUERZEL, ordner, "--titel", "Python")
    assert lauf.returncode == 0, lauf.stderr
    assert "Angelegt: Track Python" in lauf.stdout
    paket = kopie / "lernlabor" / "tracks" / ordner
    assert (paket / "__init__.py").is_file() and (paket / "uebungen" / "__init__.py").is_file()
    seite = (kopie / "docs" / ordner / "index.md").read_text("utf-8")
    assert seite.startswith("# Track Python\n") and f"```kurs\nordner: {ordner}\n```" in seite
    # Hinter dem letzten Track, vor den Seiten für Autoren; sonst ändert sich nichts.
    nav = (kopie / "mkdocs.yml").read_text("utf-8")
    neu = f"  - Track Python:\n      - Übersicht: {ordner}/index.md\n  - Für Autoren:\n"
    assert nav == nav_vorher.replace("  - Für Autoren:\n", neu)
    daten = tomllib.loads((kopie / "pyproject.toml").read_text("utf-8"))
    assert daten["tool"]["lernlabor"]["track"] == [
        *tracks_vorher,
        {
            "kuerzel": KUERZEL,
            "ordner": ordner,
            "titel": "Python",
            "vorlage": f"lernlabor/tracks/{ordner}/lektion_vorlage.md",
        },
    ]
    assert (paket / "lektion_vorlage.md").read_text("utf-8") == LEKTION_NEUTRAL
    assert (
        "## Die Lektionen des Tracks Python\n\n```kurs\nordner: "
        in (kopie / "docs" / "index.md").read_text()
    )
    assert {"kuerzel": "m", "ordner": "ki", "titel": "KI"}.items() <= tracks_vorher[0].items()
    # Ein dritter Track kommt hinter den zweiten; ein Titel mit Anführungszeichen bleibt heil.
    dritter = next(b for b in "jkl" if b != KUERZEL)
    lauf = lernlabor(kopie, "neu", "track", dritter, web, "--titel", 'Web "live"')
    assert lauf.returncode == 0, lauf.stderr
    nav = (kopie / "mkdocs.yml").read_text("utf-8")
    assert (
        f"      - Übersicht: {ordner}/index.md\n"
        '  - "Track Web \\"live\\"":\n'
        f"      - Übersicht: {web}/index.md\n"
        "  - Für Autoren:\n"
    ) in nav
    daten = tomllib.loads((kopie / "pyproject.toml").read_text("utf-8"))
    assert daten["tool"]["lernlabor"]["track"][-1]["titel"] == 'Web "live"'
    # Dasselbe Kürzel noch einmal: abgelehnt, nichts verändert.
    vorher = fingerabdruck(kopie)
    nochmal = lernlabor(kopie, "neu", "track", KUERZEL, "anders", "--titel", "Anders")
    assert nochmal.returncode == 2 and "hat schon der Track Python" in nochmal.stderr
    assert fingerabdruck(kopie) == vorher
    liste = lernlabor(kopie, "liste")
    assert liste.returncode == 0 and "m4-02-uebung-1" in liste.stdout
    _ruff(kopie)


def test_neu_track_lehnt_einen_vorhandenen_docs_ordner_ab(kopie):
    ordner = freier_ordner("python")
    (kopie / "docs" / ordner).mkdir()
    vorher = fingerabdruck(kopie)
    lauf = lernlabor(kopie, "neu", "track", KUERZEL, ordner, "--titel", "Python")
    assert lauf.returncode == 2 and f"Den Ordner docs/{ordner} gibt es schon" in lauf.stderr
    assert fingerabdruck(kopie) == vorher


def test_neu_lektion_legt_das_geruest_an_und_ueberschreibt_nie(kopie):
    pfad = f"docs/ki/m4/{NUMMER}-woerter.md"
    lauf = lernlabor(kopie, "neu", "lektion", pfad, "--titel", "Wörter")
    assert lauf.returncode == 0, lauf.stderr
    text = (kopie / pfad).read_text("utf-8")
    kopf = f"# Wörter\n\n*Track KI · M4 Agenten · Baustein {NUMMER} · etwa 30 Minuten*"
    assert text.startswith(kopf)
    abschnitte = ["Worum es geht", "Von JS/TS her gedacht", "Konzept", "Fallen", "Übungen"]
    abschnitte += ["Merksatz", "Prüfstein", "Quelle"]
    assert [z[3:] for z in text.splitlines() if z.startswith("## ")] == abschnitte
    assert "```python\n" in text and "```output\n9 Wörter\n```" in text
    assert "9<!-- = len(woerter) -->" in text
    assert "lernlabor neu uebung <id>" in text, "ohne Übungen steht dort, wie man eine anlegt"
    nav = (kopie / "mkdocs.yml").read_text("utf-8")
    assert f"          - {NUMMER} Wörter: ki/m4/{NUMMER}-woerter.md\n" in nav
    vorher = fingerabdruck(kopie)
    zweimal = lernlabor(kopie, "neu", "lektion", pfad, "--titel", "Neu")
    assert zweimal.returncode == 2 and "überschreibt nichts" in zweimal.stderr
    assert fingerabdruck(kopie) == vorher


def test_neu_lektion_setzt_die_schon_angelegten_uebungen_ein(kopie):
    for teil in ("uebung-2", "uebung-1", "zusatz"):
        neu = lernlabor(kopie, "neu", "uebung", f"m4-{NUMMER}-{teil}", "--titel", f"T {teil}")
        assert neu.returncode == 0, neu.stderr
    pfad = f"docs/ki/m4/{NUMMER}-drei.md"
    assert lernlabor(kopie, "neu", "lektion", pfad, "--titel", "Drei").returncode == 0
    text = (kopie / pfad).read_text("utf-8")
    uebungen = text[text.index("## Übungen") : text.index("## Merksatz")]
    assert re.findall(r"^### (.*)$", uebungen, re.M) == [
        "Übung 1: T uebung-1 (leicht)",
        "Übung 2: T uebung-2 (leicht)",
        "Zusatzübung: T zusatz (leicht)",
    ]
    assert re.findall(r"^id: (.*)$", uebungen, re.M) == [
        f"m4-{NUMMER}-uebung-1",
        f"m4-{NUMMER}-uebung-2",
        f"m4-{NUMMER}-zusatz",
    ]
    assert "lernlabor neu uebung <id>" not in uebungen


NAV = """\
site_name: x
nav:
  - Start: index.md
  - Track KI:
      - M4 Agenten:
          - 02 Schleife: ki/m4/02-schleife.md
  - Für Autoren:
      - Übungen: autoren/index.md
extra: {}
"""


@pytest.mark.parametrize(
    ("seite", "name", "neu", "modul"),
    [
        (
            "ki/m4/03-x.md",
            "03 X",
            "          - 02 Schleife: ki/m4/02-schleife.md\n"
            "          - 03 X: ki/m4/03-x.md\n  - Für",
            "M4 Agenten",
        ),
        (
            "ki/m5/01-x.md",
            "01 X: Y",
            'ki/m4/02-schleife.md\n      - M5:\n          - "01 X: Y": ki/m5/01-x.md\n  - Für',
            "M5",
        ),
        (
            "autoren/neu.md",
            "Neu",
            "autoren/index.md\n      - Neu: autoren/neu.md\nextra",
            "Für Autoren",
        ),
        (
            "web/01-x.md",
            "01 X",
            "autoren/index.md\n  - Web:\n      - 01 X: web/01-x.md\nextra",
            "WEB",
        ),
    ],
)
def test_trage_ein_setzt_die_seite_zu_ihren_geschwistern(seite, name, neu, modul):
    text, gefunden = trage_ein(NAV, seite, name)
    assert neu in text, text
    assert gefunden == modul
    assert text.count("\n") > NAV.count("\n")


def test_block_nennt_die_art_der_uebung_einmal():
    from lernlabor.autoren.uebung_neu import block

    assert block("m4-02-zusatz", "Zusatzübung: echt", "mittel", "zusatz").startswith(
        "### Zusatzübung: echt (mittel)\n"
    )
    assert block("m4-02-zusatz-2", "Zwei", "leicht", "zusatz-2").startswith(
        "### Zusatzübung 2: Zwei (leicht)\n"
    )
    assert block("m4-02-uebung-3", "Drei", "schwer", "uebung-3").startswith(
        "### Übung 3: Drei (schwer)\n"
    )


def test_trage_ein_ordnet_nach_der_nummer_nicht_nach_der_zeit():
    zuerst, _ = trage_ein(NAV, "ki/m4/04-x.md", "04 X")
    dann, _ = trage_ein(zuerst, "ki/m4/03-y.md", "03 Y")
    eintraege = re.findall(r"^ +- (0\d) ", dann, re.M)
    assert eintraege == ["02", "03", "04"], dann


def test_trage_ein_lehnt_eine_schon_eingetragene_seite_ab():
    from lernlabor.autoren import Aufruffehler

    with pytest.raises(Aufruffehler, match="steht schon in der Navigation"):
        trage_ein(NAV, "ki/m4/02-schleife.md", "02 Schleife")


@pytest.mark.parametrize("argumente", [[], ["--ausgaben-schreiben"], ["--mutanten"]])
def test_teste_mit_einer_seite_nicht_in_utf8_gibt_2(argumente, monkeypatch, capsys, tmp_path):
    (tmp_path / "docs").mkdir()
    seite = tmp_path / "docs" / "latin1.md"
    seite.write_bytes("# Größe\n\nÜbung\n".encode("latin-1"))
    for modul in ("teste", "teste_mutanten"):
        monkeypatch.setattr(f"lernlabor.autoren.{modul}.wurzel", lambda: tmp_path)
    monkeypatch.chdir(tmp_path)
    assert befehl("teste", ["docs/latin1.md", *argumente]) == 2
    fehler = capsys.readouterr().err
    assert "latin1.md ist nicht in UTF-8 gespeichert (erstes fremdes Byte in Zeile 1)" in fehler
    assert seite.read_bytes() == "# Größe\n\nÜbung\n".encode("latin-1")


def test_teste_ohne_entwicklungsumgebung_sagt_es_und_gibt_2(monkeypatch, capsys):
    import importlib.util

    echt = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "pytest" else echt(name, *a)
    )
    assert befehl("teste", ["docs/index.md"]) == 2
    fehler = capsys.readouterr().err
    assert "braucht die Entwicklungsumgebung" in fehler and "es fehlt: pytest" in fehler


def test_autorenseite_zeigt_die_ruff_toml_die_neu_anlegt(repo_root):
    """Die dokumentierte ruff.toml ist genau die, mit der die Stilprüfung grün bleibt."""
    from lernlabor.autoren.vorlagen import RUFF_TOML

    seite = (repo_root / "docs" / "autoren" / "index.md").read_text("utf-8")
    block = re.search(r'^```toml title="[^"]+/ruff.toml"\n(.*?)^```$', seite, re.M | re.S)
    assert block and block.group(1) == RUFF_TOML


def test_testnamen_auf_den_autorenseiten_gibt_es_wirklich(repo_root):
    """Ein Name wie docs/…md::[CodeFence#2][line:78] auf einer Autorenseite ist ein echter Test."""
    import subprocess

    namen = set()
    for seite in (repo_root / "docs" / "autoren").glob("*.md"):
        namen |= set(
            re.findall(
                r"(docs/[\w/.-]+\.md::\[CodeFence#\d+\]\[line:\d+\])", seite.read_text("utf-8")
            )
        )
    assert namen, "Die Autorenseiten sollen zeigen, wie ein Block als Test heißt."
    seiten = sorted({n.split("::")[0] for n in namen})
    lauf = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *seiten],
        cwd=repo_root,
        capture_output=True,
        text=True,
    )
    gesammelt = set(lauf.stdout.split())
    assert namen <= gesammelt, f"veraltet: {sorted(namen - gesammelt)}"
    zeilen = [
        int(z)
        for z in re.findall(
            r'-k "line:(\d+)"', (repo_root / "docs/autoren/beispiele-testen.md").read_text("utf-8")
        )
    ]
    assert all(any(n.endswith(f"[line:{z}]") for n in gesammelt) for z in zeilen)


def test_fingerabdruck_sieht_jede_aenderung_ausser_in_caches(tmp_path):
    """Der Maßstab für „berührt nichts“: neuer Inhalt, neue Datei, neuer leerer Ordner und ein
    umbenannter Ordner ändern ihn; was in Caches landet, ändert ihn nicht."""
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("eins", "utf-8")
    (tmp_path / "b.py").write_text("x = 1\n", "utf-8")
    gesehen = {fingerabdruck(tmp_path)}
    for aendern in (
        lambda: (tmp_path / "b.py").write_text("x = 2\n", "utf-8"),
        lambda: (tmp_path / "docs" / "c.md").write_text("", "utf-8"),
        lambda: (tmp_path / "leer").mkdir(),
        lambda: (tmp_path / "docs").rename(tmp_path / "doc"),
        lambda: (tmp_path / "doc" / "a.md").write_text("ein", "utf-8"),
    ):
        aendern()
        neu = fingerabdruck(tmp_path)
        assert neu not in gesehen
        gesehen.add(neu)
    for cache in ("__pycache__", ".pytest_cache", ".ruff_cache", "doc/__pycache__"):
        (tmp_path / cache).mkdir()
        (tmp_path / cache / "x.pyc").write_bytes(b"\0")
    assert fingerabdruck(tmp_path) == neu


def test_ruff_der_generatortests_nennt_die_datei_und_prueft_nur_was_der_generator_schrieb(kopie):
    """Früher prüften diese Tests die ganze Kopie: Eine unformatierte Übung einer Autorin machte
    drei Generator-Tests rot, ohne die Datei zu nennen. Jetzt zählt nur, was der Befehl schrieb,
    und der Fehler nennt Datei und Zeile."""
    fremd = kopie / "lernlabor" / "tracks" / "ki" / "uebungen" / "m4_02" / "uebung_1" / "fremd.py"
    fremd.write_text("wert = [1,2]\n", "utf-8")  # eine Autorin, unformatiert, vor dem Befehl
    vorher = stand(kopie)
    lauf = lernlabor(kopie, "neu", "uebung", NEU_ID, "--titel", "Wörter zählen")
    assert lauf.returncode == 0, lauf.stderr
    lektion = f"lernlabor/tracks/ki/uebungen/m4_{NUMMER}"
    geschrieben = {p.relative_to(kopie).as_posix() for p in vom_generator(kopie, vorher)}
    assert f"{lektion}/uebung_1/vertrag.py" in geschrieben
    assert fremd.relative_to(kopie).as_posix() not in geschrieben
    _ruff(kopie, vorher)  # grün: fremd.py hat der Generator nicht geschrieben
    vertrag = kopie / lektion / "uebung_1" / "vertrag.py"
    text = vertrag.read_text("utf-8")
    vertrag.write_text(text.replace("VERTRAG = Vertrag(", "VERTRAG  =  Vertrag("))
    zeile = text.splitlines().index("VERTRAG = Vertrag(") + 1
    with pytest.raises(pytest.fail.Exception) as fehler:
        _ruff(kopie, vorher)
    assert f"{lektion}/uebung_1/vertrag.py:{zeile}: unformatted" in str(fehler.value)


def _form(quelltext):
    """Imports und die Aufrufe, mit denen eine Übung ihre Dateien liest, ohne Inhalte."""
    import ast

    baum = ast.parse(quelltext)
    imports = sorted(
        (k.level, k.module, tuple(sorted(a.name for a in k.names)))
        for k in baum.body
        if isinstance(k, ast.ImportFrom)
    )
    namen = sorted(
        z.id for k in baum.body if isinstance(k, ast.Assign) for z in k.targets if z.id.isupper()
    )
    leser = sorted(
        (k.func.id, ast.unparse(k.args[0]))
        for k in ast.walk(baum)
        if isinstance(k, ast.Call) and getattr(k.func, "id", "") in ("lies", "falsche", "andere")
    )
    return imports, namen, leser


def test_das_geruest_hat_die_form_des_beispiels_der_autorenseite(repo_root):
    """Was ``neu uebung`` schreibt, sieht aus wie das dokumentierte Beispiel: dieselben
    Imports, ``lies(__name__, …)`` statt eines Paketnamens von Hand, dieselben Prüfbausteine."""
    from lernlabor.autoren import vorlagen as v

    felder = {"id": "m4-99-uebung-1", "titel": '"T"', "titel_doc": "T", "stufe": "leicht"}
    beispiel = repo_root / "lernlabor" / "uebung" / "beispiel" / "verdoppeln"
    geruest = _form(v.UEBUNG_INIT.substitute(felder))
    dokumentiert = _form((beispiel / "__init__.py").read_text("utf-8"))
    assert geruest[0] == dokumentiert[0] and geruest[1] == dokumentiert[1] == ["UEBUNG"]
    # Beide lesen Dateien, wenn überhaupt, nur über ``__name__`` (heute ergänzt Uebung sie).
    assert geruest[2] == dokumentiert[2]
    assert all(paket == "__name__" for _, paket in geruest[2])
    # Der Vertrag: dieselben Module, aus denen er seine Bausteine holt, und ein VERTRAG.
    vertrag, beispiel_vertrag = (
        _form(text)
        for text in (v.VERTRAG.substitute(felder), (beispiel / "vertrag.py").read_text("utf-8"))
    )
    assert [i[:2] for i in vertrag[0]] == [i[:2] for i in beispiel_vertrag[0]]
    assert vertrag[1] == beispiel_vertrag[1] == ["VERTRAG"]


def test_uebungs_ids_zaehlt_nur_bloecke_die_eine_uebung_werden(tmp_path):
    """Ein ```uebung als Beispiel in einem ````markdown-Block wird keine Übung; sonst hielte
    ``teste`` (und der Test der Beispiel-Knöpfe) eine unbekannte id für eine der Seite."""
    from lernlabor.autoren.seiten import uebungs_ids

    seite = tmp_path / "seite.md"
    seite.write_text(
        "````markdown\n```uebung\nid: nur-ein-beispiel\n```\n````\n\n"
        "```uebung\nid: m4-02-uebung-1\n```\n\n!!! note\n    ```uebung\n    id: m4-02-uebung-2\n"
        "    ```\n\n~~~python\n```uebung\nid: im-code\n```\n~~~\n"
        "```uebung\nid: m4-02-uebung-1\n```\n",
        "utf-8",
    )
    assert uebungs_ids(seite) == ["m4-02-uebung-1", "m4-02-uebung-2"]


def test_teste_waehlt_die_browsergaenge_der_seite_nur_mit_browser(repo_root):
    """Die Browsergänge über jede Seite nennen sie mit ihrem Pfad unter docs/ oder ihrer
    Adresse; ``teste --browser`` nimmt sie dazu, ohne den Schalter bleiben sie weg."""
    from types import SimpleNamespace

    from tests.seite_waehlen import _betrifft, namen_im_browser

    seite = repo_root / "docs" / "ki" / "m4" / "03-tool-ergebnisse.md"
    browser = namen_im_browser(seite, repo_root / "docs")
    assert browser == {"ki/m4/03-tool-ergebnisse.md", "ki/m4/03-tool-ergebnisse/"}
    assert namen_im_browser(repo_root / "docs" / "index.md", repo_root / "docs") == {
        "index.md",
        "",
    }

    def test_mit(wert):
        return SimpleNamespace(
            path=repo_root / "tests" / "x.py", callspec=SimpleNamespace(params={"path": wert})
        )

    for wert in browser:
        assert _betrifft(test_mit(wert), seite, set(), browser)
        assert not _betrifft(test_mit(wert), seite, set())
    assert not _betrifft(test_mit("ki/m4/02-tool-use-schleife/"), seite, set(), browser)
    assert _betrifft(test_mit("m4-03-uebung-1"), seite, {"m4-03-uebung-1"})
