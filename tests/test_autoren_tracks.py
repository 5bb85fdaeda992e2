"""Was aus ``[[tool.lernlabor.track]]`` in pyproject.toml folgt, stimmt überall mit ihm überein.

Der Name eines Moduls steht einmal, in ``module`` seines Tracks; Kopfzeile jeder Lektion und
Menü (mkdocs.yml) müssen ihn genau so nennen. Der Teil der Startseite über die Tracks ist aus
der Liste erzeugt. ``neu track`` und ``neu lektion --modul`` halten das beim Anlegen ein; diese
Tests fangen, was jemand von Hand ändert. Je Lektion ein Test mit ihrem Pfad, damit
``lernlabor teste`` ihn für die Seite mitprüft.
"""

import re
import tomllib
from pathlib import Path

import pytest
import yaml

from lernlabor.autoren import Aufruffehler
from lernlabor.autoren.startseite import ANFANG, ENDE, block
from lernlabor.autoren.tracks import Track, lies_tracks, mit_modulname, tracks
from lernlabor.web.lessons import HEADER, LESSON_FILE, markdown_text
from tests.repo_kopie import WURZEL, freier_ordner, freies_kuerzel, kopiere_repository, lernlabor

STARTSEITE = WURZEL / "docs" / "index.md"


def lektionen(wurzel=WURZEL):
    """Jede Lektionsseite jedes Tracks mit ihrem Track."""
    gefunden = []
    for track in tracks(wurzel):
        ordner = wurzel / "docs" / track.ordner
        for pfad in sorted(ordner.rglob("*")) if ordner.is_dir() else []:
            if pfad.is_file() and LESSON_FILE.match(pfad.name):
                gefunden.append((track, pfad))
    return gefunden


def menue(wurzel=WURZEL):
    """Seite → die Abschnitte über ihr im Menü von mkdocs.yml, von außen nach innen."""
    daten = yaml.load((wurzel / "mkdocs.yml").read_text("utf-8"), Loader=yaml.BaseLoader)
    ketten = {}

    def gehe(eintraege, kette):
        for eintrag in eintraege:
            for name, wert in eintrag.items() if isinstance(eintrag, dict) else []:
                if isinstance(wert, list):
                    gehe(wert, [*kette, name])
                else:
                    ketten[wert] = kette

    gehe(daten["nav"], [])
    return ketten


def modulfehler(track, pfad, wurzel=WURZEL):
    """Was an Kopfzeile und Menü der Lektion ``pfad`` nicht zu pyproject.toml passt, je als
    „docs/…md:Zeile: …“ an der Kopfzeile der Seite (so zeigt ``lernlabor teste`` die Stelle)."""
    seite = pfad.relative_to(wurzel / "docs").as_posix()
    zeilen = markdown_text(pfad).splitlines()
    nummer = next((n for n, z in enumerate(zeilen, 1) if HEADER.match(z.strip())), 1)
    ort = f"{pfad.relative_to(wurzel).as_posix()}:{nummer}"
    modul = seite.split("/")[1]
    name = track.modulname(modul)
    if name is None:
        zeile = f'module = {{ {modul} = "…" }}'
        return [f"{ort}: Das Modul {modul} hat in pyproject.toml keinen Namen ({zeile})."]
    erwartet = f"{modul.upper()} {name}"
    fehler = []
    kopf = HEADER.match(zeilen[nummer - 1].strip()) if zeilen else None
    if kopf is None or kopf["modul"].strip() != erwartet:
        gefunden = kopf["modul"].strip() if kopf else "keine Kopfzeile"
        fehler.append(f"{ort}: Die Kopfzeile nennt „{gefunden}“, pyproject.toml „{erwartet}“.")
    if kopf is not None and kopf["track"].strip() != track.titel:
        fehler.append(f"{ort}: Die Kopfzeile nennt Track {kopf['track']}, nicht {track.titel}.")
    kette = menue(wurzel).get(seite)
    if kette is None:
        fehler.append(f"{ort}: Die Seite steht nicht im Menü (mkdocs.yml).")
    elif kette[-1] != erwartet:
        yml = (wurzel / "mkdocs.yml").read_text("utf-8").splitlines()
        zeile = next((n for n, z in enumerate(yml, 1) if z.rstrip().endswith(f": {seite}")), 0)
        fehler.append(
            f"{ort}: Im Menü (mkdocs.yml, Zeile {zeile}) steht die Seite unter „{kette[-1]}“, "
            f"pyproject.toml nennt das Modul „{erwartet}“."
        )
    return fehler


@pytest.mark.parametrize(
    ("track", "pfad"), lektionen(), ids=[str(p.relative_to(WURZEL)) for _, p in lektionen()]
)
def test_kopfzeile_und_menue_nennen_das_modul_wie_pyproject(track, pfad):
    fehler = modulfehler(track, pfad)
    assert not fehler, "\n".join(fehler)


@pytest.mark.parametrize("seite", [STARTSEITE], ids=["docs/index.md"])
def test_startseite_nennt_die_tracks_wie_pyproject(seite):
    text = seite.read_text("utf-8")
    assert ANFANG in text and ENDE in text, "docs/index.md braucht den Teil für die Tracks"
    teil = text[text.index(ANFANG) : text.index(ENDE) + len(ENDE)] + "\n"
    erwartet = block(tracks(WURZEL))
    if teil != erwartet:
        zeile = text[: text.index(ANFANG)].count("\n") + 1
        pytest.fail(
            f"docs/index.md:{zeile}: Der Teil über die Tracks passt nicht zu pyproject.toml; "
            "neu schreiben mit: uv run lernlabor teste docs/index.md --fix",
            pytrace=False,
        )
    assert "Der erste Track" not in text


def test_startseite_haengt_an_pyproject_nicht_am_text():
    """Gegenprobe: Mit einem zweiten Track oder einer anderen Beschreibung ändert sich der
    erwartete Teil, und zwar nur um diesen Track."""
    ki = next(t for t in tracks(WURZEL) if t.ordner == "ki")
    zwei = block([ki, Track("p", "python", "Python-Grundlagen", "Von null an.")])
    kopf = "## Die Lektionen des Tracks"
    assert f"{kopf} KI\n" in zwei and f"{kopf} Python-Grundlagen\n\nVon null an." in zwei
    assert "```kurs\nordner: python\n```" in zwei
    assert block([ki]) != zwei and block(tracks(WURZEL)) in STARTSEITE.read_text("utf-8")


TOML = """\
[project]
name = "x"

# Kommentar bleibt
[[tool.lernlabor.track]]
kuerzel = "m"
ordner = "ki"
titel = "KI"
module = { m4 = "Agenten" }

[[tool.lernlabor.track]]
kuerzel = "p"
ordner = "python"
titel = "Python"
# Ende des Tracks

[tool.ruff]
line-length = 100
"""


def _lies(text, tmp_path):
    (tmp_path / "pyproject.toml").write_text(text, "utf-8")
    return {t.ordner: t for t in lies_tracks(tmp_path / "pyproject.toml")}


def test_mit_modulname_ergaenzt_nur_die_zeile_des_tracks(tmp_path):
    alle = _lies(TOML, tmp_path)
    neu = mit_modulname(TOML, alle["python"], "p1", 'Texte "roh"')
    assert neu == TOML.replace(
        'titel = "Python"\n', 'titel = "Python"\nmodule = { p1 = "Texte \\"roh\\"" }\n'
    )
    zwei = mit_modulname(TOML, alle["ki"], "m5", "Werkzeuge")
    assert zwei == TOML.replace('{ m4 = "Agenten" }', '{ m4 = "Agenten", m5 = "Werkzeuge" }')
    assert _lies(zwei, tmp_path)["ki"].modul_ueberschrift("m5") == "M5 Werkzeuge"


def test_mit_modulname_rechnet_nicht_mit_einer_tabelle_von_hand(tmp_path):
    text = TOML.replace('module = { m4 = "Agenten" }\n', "\n[tool.lernlabor.track.module]\n")
    text = text.replace(
        "[tool.lernlabor.track.module]\n", '[tool.lernlabor.track.module]\nm4 = "A"\n'
    )
    alle = _lies(text, tmp_path)
    assert alle["ki"].modulname("m4") == "A"
    with pytest.raises(Aufruffehler, match=r'Trage dort von Hand ein: module = \{ m5 = "B" \}'):
        mit_modulname(text, alle["ki"], "m5", "B")


@pytest.mark.parametrize(
    ("zeile", "meldung"),
    [
        ('farbe = "rot"', "andere Schlüssel gibt es nicht"),
        ('module = { x4 = "A" }', "Schlüssel Kürzel und Nummer des Moduls"),
        ('module = { m4 = "A · B" }', "Der Modulname 'A · B'"),
        ('module = "m4"', "module (pyproject.toml, Track 1) muss eine Tabelle sein"),
        ('beschreibung = "a\\nb"', "Text in einer Zeile"),
        ('vorlage = "../fremd.md"', "relativ zum Repository"),
    ],
)
def test_falsche_angaben_eines_tracks_werden_eine_deutsche_meldung(tmp_path, zeile, meldung):
    text = TOML.replace('module = { m4 = "Agenten" }', zeile)
    with pytest.raises(Aufruffehler, match=re.escape(meldung)):
        _lies(text, tmp_path)


def test_neuer_track_und_modul_im_ganzen(tmp_path):
    """``neu track`` mit Beschreibung: Startseite aus pyproject.toml, neutrale Vorlage im Track.
    ``neu lektion`` verlangt für ein neues Modul einen Namen und trägt ihn an einer Stelle ein;
    Kopfzeile und Menü folgen ihm; ein anderer Name für dasselbe Modul wird abgelehnt."""
    kopie = kopiere_repository(tmp_path / "repo")
    kuerzel, ordner = freies_kuerzel(), freier_ordner("python")
    lauf = lernlabor(
        kopie, "neu", "track", kuerzel, ordner, "--titel", "Python-Grundlagen",
        "--beschreibung", "Du lernst Python von den ersten Zeilen an.",
    )  # fmt: skip
    assert lauf.returncode == 0, lauf.stderr
    start = (kopie / "docs" / "index.md").read_text("utf-8")
    assert "Der erste Track" not in start
    alle = tracks(kopie)
    assert block(alle) in start
    kopf = "## Die Lektionen des Tracks"
    assert f"{kopf} Python-Grundlagen\n\nDu lernst Python von den ersten Zeilen an." in start
    assert start.index(f"{kopf} KI") < start.index(f"{kopf} Python-Grundlagen")
    vorlage = (kopie / "lernlabor" / "tracks" / ordner / "lektion_vorlage.md").read_text("utf-8")
    assert alle[-1].vorlage == f"lernlabor/tracks/{ordner}/lektion_vorlage.md"

    seite = f"docs/{ordner}/{kuerzel}1/01-woerter.md"
    ohne = lernlabor(kopie, "neu", "lektion", seite, "--titel", "Wörter")
    assert ohne.returncode == 2 and "hat noch keinen Namen" in ohne.stderr, ohne.stderr
    assert "--modul" in ohne.stderr
    lauf = lernlabor(kopie, "neu", "lektion", seite, "--titel", "Wörter", "--modul", "Texte")
    assert lauf.returncode == 0, lauf.stderr
    text = (kopie / seite).read_text("utf-8")
    oben = f"*Track Python-Grundlagen · {kuerzel.upper()}1 Texte · Baustein 01 · etwa"
    assert text.startswith(f"# Wörter\n\n{oben}")
    # Die neutrale Vorlage: ohne JS/TS-Abschnitt und ohne Sätze aus dem Track KI.
    assert "Von JS/TS" not in text and "Schleife" not in text and "Agent" not in text
    assert text.endswith(vorlage.split("$uebungen")[1])
    daten = tomllib.loads((kopie / "pyproject.toml").read_text("utf-8"))
    assert daten["tool"]["lernlabor"]["track"][-1]["module"] == {f"{kuerzel}1": "Texte"}
    nav = (kopie / "mkdocs.yml").read_text("utf-8")
    assert f"      - {kuerzel.upper()}1 Texte:\n          - 01 Wörter: {seite[5:]}\n" in nav

    zweite = f"docs/{ordner}/{kuerzel}1/02-saetze.md"
    anders = lernlabor(kopie, "neu", "lektion", zweite, "--titel", "Sätze", "--modul", "Prosa")
    assert anders.returncode == 2 and "heißt schon „Texte“" in anders.stderr, anders.stderr
    lauf = lernlabor(kopie, "neu", "lektion", zweite, "--titel", "Sätze")
    assert lauf.returncode == 0, lauf.stderr
    assert f"· {kuerzel.upper()}1 Texte · Baustein 02" in (kopie / zweite).read_text("utf-8")
    neue = [(t, p) for t, p in lektionen(kopie) if t.ordner == ordner]
    assert len(neue) == 2
    for track, pfad in neue:
        assert modulfehler(track, pfad, kopie) == []
    # Gegenprobe: ein umbenanntes Menü fällt auf.
    (kopie / "mkdocs.yml").write_text(nav.replace("1 Texte:", "1 Prosa:"), "utf-8")
    fehler = modulfehler(*neue[0], kopie)
    assert len(fehler) == 1 and f"{seite}:3: Im Menü (mkdocs.yml, Zeile " in fehler[0], fehler


def test_die_vorlage_des_tracks_ki_ist_seine_und_hat_den_js_ts_abschnitt():
    ki = next(t for t in tracks(WURZEL) if t.ordner == "ki")
    vorlage = Path(WURZEL / ki.vorlage).read_text("utf-8")
    assert "## Von JS/TS her gedacht" in vorlage and "$uebungen" in vorlage


def test_teste_fix_schreibt_den_teil_der_startseite_neu(tmp_path, capsys):
    """Ein Titel, von Hand in pyproject.toml geändert: ``teste docs/index.md --fix`` schreibt
    den Teil über die Tracks neu und lässt den Rest der Seite, wie er war."""
    from lernlabor.autoren.teste import _startseite_neu

    (tmp_path / "pyproject.toml").write_text(TOML, "utf-8")
    seite = tmp_path / "docs" / "index.md"
    seite.parent.mkdir()
    alt = block([Track("m", "ki", "Alt")])
    seite.write_text(f"# Start\n\nVorher.\n\n{alt}\nNachher.\n", "utf-8")
    _startseite_neu(tmp_path, seite)
    neu = block(lies_tracks(tmp_path / "pyproject.toml"))
    assert seite.read_text("utf-8") == f"# Start\n\nVorher.\n\n{neu}\nNachher.\n"
    assert "## Die Lektionen des Tracks Python" in neu and "Startseite" in capsys.readouterr().out
