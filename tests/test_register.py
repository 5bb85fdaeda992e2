"""Das Übungsregister (lernlabor.uebung): Übungen werden an ihrem Ort gefunden, ohne Liste.

``finde`` lädt für eine bekannte id nur das Paket dieser einen Übung: Der Browser prüft beim
ersten Mal eine einzige, und jede weitere Lektion kostete ihn dort Zeit. Jeder Fall läuft in
einem frischen Python, damit kein anderer Test das Register schon geladen hat; die Fälle mit
neuen Ordnern laufen in einer Kopie von ``lernlabor/``.
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from lernlabor.uebung import alle, finde, lektionen
from tests.repo_kopie import freier_ordner, freies_kuerzel, unbekannte_uebung

WURZEL = Path(__file__).resolve().parent.parent
# Der neue Track der Fälle unten: Ordner und Kürzel, die noch keiner hat, damit ein echter
# Track einer Autorin (etwa ``python`` mit ``p1-01-uebung-1``) nie mit ihm zusammenstößt.
TRACK = freier_ordner("zweiter")
LEKTION = f"{freies_kuerzel()}1_01"
ID = LEKTION.replace("_", "-") + "-uebung-"
IDS = [u.id for u in alle()]
# Ids, die das Register nicht kennt, auch nachdem eine Autorin Übungen und Module anlegt.
UNBEKANNT_IN_M4_02 = unbekannte_uebung()
UNBEKANNTES_MODUL = next(
    f"m{n}-01-uebung-1" for n in range(5, 100) if not any(u.startswith(f"m{n}-") for u in IDS)
)

PROBE = """
import json, sys
from lernlabor.uebung import finde, lektionen
uebungen = [f"{{l}}.{{k.name}}" for l, o in lektionen() for k in sorted(o.iterdir())
            if (k / "__init__.py").is_file()]
try:
    gefunden = finde({uebung_id!r}).id
except (KeyError, ValueError) as fehler:
    gefunden = type(fehler).__name__ + ": " + str(fehler.args[0])
print(json.dumps({{"gefunden": gefunden, "geladen": [n for n in uebungen if n in sys.modules]}}))
"""


def frisch(uebung_id, wurzel=WURZEL):
    umgebung = {**os.environ, "PYTHONPATH": str(wurzel)}
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(uebung_id=uebung_id)],
        capture_output=True,
        text=True,
        cwd=wurzel,
        env=umgebung,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture
def kopie(tmp_path):
    """``lernlabor/`` in ``tmp_path``, ohne Caches: ein Ort für neue Tracks und Lektionen."""
    shutil.copytree(
        WURZEL / "lernlabor", tmp_path / "lernlabor", ignore=shutil.ignore_patterns("__pycache__")
    )
    return tmp_path


def neue_uebung(kopie, track, lektion, teil, uebung_id):
    """Legt eine Übung nach dem Muster des Beispiels ``beispiel-verdoppeln`` an."""
    uebungen = kopie / "lernlabor" / "tracks" / track / "uebungen"
    for ordner in (uebungen.parent, uebungen, uebungen / lektion):
        ordner.mkdir(exist_ok=True)
        (ordner / "__init__.py").touch()
    ziel = uebungen / lektion / teil
    shutil.copytree(kopie / "lernlabor" / "uebung" / "beispiel" / "verdoppeln", ziel)
    init = ziel / "__init__.py"
    init.write_text(
        init.read_text("utf-8")
        .replace('"beispiel-verdoppeln"', repr(uebung_id))
        .replace(
            "lernlabor.uebung.beispiel.verdoppeln",
            f"lernlabor.tracks.{track}.uebungen.{lektion}.{teil}",
        ),
        "utf-8",
    )
    return ziel


@pytest.mark.parametrize(
    ("uebung_id", "paket"),
    [
        ("m4-02-uebung-2", "lernlabor.tracks.ki.uebungen.m4_02.uebung_2"),
        ("m4-05-uebung-1", "lernlabor.tracks.ki.uebungen.m4_05.uebung_1"),
        ("m4-02-zusatz", "lernlabor.tracks.ki.uebungen.m4_02.zusatz"),
        ("beispiel-verdoppeln", "lernlabor.uebung.beispiel.verdoppeln"),
    ],
)
def test_eine_bekannte_id_laedt_nur_ihre_uebung(uebung_id, paket):
    assert frisch(uebung_id) == {"gefunden": uebung_id, "geladen": [paket]}


def test_eine_zweite_suche_derselben_id_liest_kein_verzeichnis(monkeypatch):
    """Der Browser prüft eine Übung oft hintereinander: Nur die erste Suche liest Ordner."""
    import lernlabor.uebung as register

    monkeypatch.setattr(register, "_register", None)
    monkeypatch.setattr(register, "_einzeln", {})
    erste = register.finde("m4-02-uebung-2")

    def kein_ordner():
        raise AssertionError("finde las die Ordner ein zweites Mal")

    monkeypatch.setattr(register, "lektionen", kein_ordner)
    assert register.finde("m4-02-uebung-2") is erste


@pytest.mark.parametrize("uebung_id", [UNBEKANNT_IN_M4_02, UNBEKANNTES_MODUL, "quatsch", ""])
def test_eine_unbekannte_id_nennt_weiter_alle_bekannten(uebung_id):
    ergebnis = frisch(uebung_id)
    assert len(ergebnis["geladen"]) == len(alle())
    assert ergebnis["gefunden"].startswith(f"KeyError: Unbekannte Übung {uebung_id!r}.")
    assert "m4-02-uebung-1" in ergebnis["gefunden"] and "m4-05-uebung-3" in ergebnis["gefunden"]


def test_lektionen_kommen_aus_den_ordnern_in_ihrer_reihenfolge():
    namen = [paket for paket, _ in lektionen()]
    # Jedes Paket im Ordner von Track KI, nach Namen; neue Lektionen einer Autorin zählen mit.
    ki = WURZEL / "lernlabor" / "tracks" / "ki" / "uebungen"
    ordner = sorted(p.name for p in ki.iterdir() if (p / "__init__.py").is_file())
    assert ordner[:4] == ["m4_02", "m4_03", "m4_04", "m4_05"]
    assert namen[0] == "lernlabor.uebung.beispiel"
    assert [n for n in namen if ".tracks.ki." in n] == [
        f"lernlabor.tracks.ki.uebungen.{name}" for name in ordner
    ]
    ids = [u.id for u in alle()]
    assert ids[0] == "beispiel-verdoppeln"
    # Die Übungen von Track KI (Kürzel m) in ihrer Reihenfolge, wo auch immer der Ordner
    # eines anderen Tracks einsortiert ist.
    assert [i for i in ids if i.startswith("m")][:4] == [
        "m4-02-uebung-1",
        "m4-02-uebung-2",
        "m4-02-uebung-3",
        "m4-02-zusatz",
    ]


def test_ein_neuer_track_mit_lektion_wird_ohne_eintrag_gefunden(kopie):
    neue_uebung(kopie, TRACK, LEKTION, "uebung_1", ID + "1")
    neue_uebung(kopie, TRACK, LEKTION, "uebung_10", ID + "10")
    neue_uebung(kopie, TRACK, LEKTION, "uebung_2", ID + "2")
    assert frisch(ID + "2", kopie) == {
        "gefunden": ID + "2",
        "geladen": [f"lernlabor.tracks.{TRACK}.uebungen.{LEKTION}.uebung_2"],
    }
    probe = (
        "from lernlabor.uebung import alle\n"
        f"print(' '.join(u.id for u in alle() if u.id.startswith({ID!r})))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=kopie, check=True
    )
    assert done.stdout.split() == [ID + "1", ID + "2", ID + "10"]


def test_eine_id_die_nicht_zum_ordner_passt_wird_eine_deutsche_meldung(kopie):
    neue_uebung(kopie, TRACK, LEKTION, "uebung_1", ID + "7")
    ergebnis = frisch(ID + "1", kopie)
    assert ergebnis["gefunden"] == (
        f"ValueError: Die Übung in lernlabor/tracks/{TRACK}/uebungen/{LEKTION}/uebung_1/ hat die "
        f"id '{ID}7'; aus ihrem Ordner folgt '{ID}1'. Benenne die id oder den Ordner um."
    )


def test_ein_paket_ohne_uebung_wird_eine_deutsche_meldung(kopie):
    ziel = neue_uebung(kopie, TRACK, LEKTION, "uebung_1", ID + "1")
    (ziel / "__init__.py").write_text('"""Nur ein Hilfspaket."""\n', "utf-8")
    ergebnis = frisch(ID + "1", kopie)
    assert ergebnis["gefunden"] == (
        f"ValueError: lernlabor/tracks/{TRACK}/uebungen/{LEKTION}/uebung_1/__init__.py stellt "
        "kein UEBUNG = Uebung(…) bereit."
    )


def test_ordner_ohne_init_sind_keine_lektionen(kopie):
    (kopie / "lernlabor" / "tracks" / "ki" / "uebungen" / "notizen").mkdir()
    (kopie / "lernlabor" / "tracks" / "leer").mkdir()
    ergebnis = frisch("quatsch", kopie)
    assert len(ergebnis["geladen"]) == len(alle())


def test_schnell_und_ueber_das_register_ist_es_dieselbe_uebung():
    for uebung in alle():
        assert finde(uebung.id) is uebung


def test_keine_zeichenkette_ist_eine_unbekannte_uebung():
    with pytest.raises(KeyError, match="Unbekannte Übung None"):
        finde(None)
