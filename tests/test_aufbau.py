"""Das Haus zeigt Generator und Kurs getrennt, und die Tracks stehen an einer Stelle.

- Kein Modul von ``lernlabor`` ist Teil eines Import-Kreises, auch nicht über einen Import in
  einer Funktion (wie früher ``ki_14_anbindung`` ↔ ``ki_14_openai``).
- Der Generator (``pruefen``, ``uebung``, ``autoren``, ``cli``, ``grenzen``) importiert keinen
  Track; ein zweiter Kurs ist ein Geschwister des Tracks KI, kein Flicken an ihm.
- ``[[tool.lernlabor.track]]`` in pyproject.toml und die Ordner passen zueinander, und jede
  Übung trägt das Kürzel ihres Tracks.
"""

import ast
import functools
import re
from pathlib import Path

import pytest

from lernlabor.autoren import Aufruffehler
from lernlabor.autoren.tracks import lies_tracks, tracks
from lernlabor.uebung import alle

WURZEL = Path(__file__).resolve().parent.parent
PAKET = WURZEL / "lernlabor"
GENERATOR = ("lernlabor.pruefen", "lernlabor.uebung", "lernlabor.autoren", "lernlabor.cli")
GENERATOR += ("lernlabor.grenzen", "lernlabor.__main__")
# Website-Technik, die zu genau einer Lektion gehört: der Kostenrechner von M4·04 rechnet
# beim Bauen mit der Funktion des Simulators, die die Lektion lehrt.
GENERATOR_DARF = {"lernlabor.web.kostenrechner": {"lernlabor.tracks.ki"}}


def modulname(pfad):
    teile = list(pfad.relative_to(WURZEL).with_suffix("").parts)
    return ".".join(teile[:-1] if teile[-1] == "__init__" else teile)


def importe(pfad):
    """Alle Module, die ``pfad`` importiert (auch in Funktionen), als absolute Namen."""
    name = modulname(pfad)
    paket = name if pfad.name == "__init__.py" else name.rpartition(".")[0]
    gefunden = set()
    for knoten in ast.walk(ast.parse(pfad.read_text("utf-8"))):
        if isinstance(knoten, ast.Import):
            gefunden |= {a.name for a in knoten.names}
        elif isinstance(knoten, ast.ImportFrom):
            basis = paket.split(".")
            if knoten.level:
                basis = basis[: len(basis) - knoten.level + 1]
                ziel = ".".join(basis + ([knoten.module] if knoten.module else []))
            else:
                ziel = knoten.module
            gefunden.add(ziel)
            gefunden |= {f"{ziel}.{a.name}" for a in knoten.names}
    return {g for g in gefunden if g == "lernlabor" or g.startswith("lernlabor.")}


@functools.cache
def abhaengigkeiten():
    """Modul -> die Module von ``lernlabor``, die es importiert. Erst im Test gebaut, nicht beim
    Sammeln: Das liest jedes Modul, und jedes ``lernlabor teste`` sammelt diese Datei mit."""
    module = {modulname(p): p for p in PAKET.rglob("*.py") if "__pycache__" not in p.parts}
    # Ein Paket, das eigene Untermodule lädt (``autoren.befehl`` ruft ``autoren.lektion_neu``),
    # ist ihr Behälter, kein Kreis; gezählt werden Kanten zwischen Geschwistern und nach außen.
    return {
        name: {
            i
            for i in importe(p)
            if i in module
            and i != name
            and not (p.name == "__init__.py" and i.startswith(name + "."))
        }
        for name, p in module.items()
    }


def kreis(graph):
    """Ein Import-Kreis als Liste von Modulen, oder None."""
    farbe, pfad = {}, []

    def besuche(knoten):
        farbe[knoten] = "grau"
        pfad.append(knoten)
        for nachbar in sorted(graph[knoten]):
            if farbe.get(nachbar) == "grau":
                return pfad[pfad.index(nachbar) :] + [nachbar]
            if nachbar not in farbe and (gefunden := besuche(nachbar)):
                return gefunden
        farbe[knoten] = "schwarz"
        pfad.pop()
        return None

    for start in sorted(graph):
        if start not in farbe and (gefunden := besuche(start)):
            return gefunden
    return None


def test_kein_modul_von_lernlabor_liegt_in_einem_import_kreis():
    assert kreis(abhaengigkeiten()) is None, " → ".join(kreis(abhaengigkeiten()))


def test_die_kreissuche_findet_einen_kreis_auch_ueber_einen_spaeten_import():
    graph = {k: set(v) for k, v in abhaengigkeiten().items()}
    anbindung = "lernlabor.tracks.ki.labor.ki_14_anbindung"
    graph["lernlabor.tracks.ki.labor.ki_14_fehler"].add(anbindung)
    assert kreis(graph) is not None
    assert "lernlabor.tracks.ki.labor.ki_14_openai" in abhaengigkeiten()[anbindung], (
        "der späte Import zählt"
    )


def test_der_generator_importiert_keinen_track():
    falsch = []
    for name, ziele in abhaengigkeiten().items():
        if not name.startswith((*GENERATOR, "lernlabor.web")) or name.startswith(
            "lernlabor.uebung.beispiel"
        ):
            continue
        erlaubt = GENERATOR_DARF.get(name, set())
        falsch += [
            f"{name} → {z}" for z in ziele if z.startswith("lernlabor.tracks") and z not in erlaubt
        ]
    assert not falsch, falsch


def test_jeder_track_hat_seine_ordner_und_jeder_ordner_seinen_track():
    konfiguriert = tracks(WURZEL)
    assert [(t.kuerzel, t.ordner, t.titel) for t in konfiguriert][0] == ("m", "ki", "KI")
    ordner = {p.name for p in (PAKET / "tracks").iterdir() if (p / "__init__.py").is_file()}
    assert ordner == {t.ordner for t in konfiguriert}
    for track in konfiguriert:
        assert (PAKET / "tracks" / track.ordner / "uebungen" / "__init__.py").is_file()
        assert (WURZEL / "docs" / track.ordner).is_dir()


def test_jede_uebung_traegt_das_kuerzel_ihres_tracks():
    kuerzel = {t.ordner: t.kuerzel for t in tracks(WURZEL)}
    for uebung in alle():
        modul = uebung.pruefungen[0].__module__
        if modul.startswith("lernlabor.tracks."):
            ordner = modul.split(".")[2]
            assert uebung.id[0] == kuerzel[ordner], (uebung.id, ordner)


@pytest.mark.parametrize(
    ("toml", "ausschnitt"),
    [
        (
            '[[tool.lernlabor.track]]\nkuerzel = "M"\nordner = "ki"\ntitel = "KI"\n',
            "Kleinbuchstabe",
        ),
        ('[[tool.lernlabor.track]]\nkuerzel = "m"\nordner = "K I"\ntitel = "KI"\n', "Ordner 'K I'"),
        ('[[tool.lernlabor.track]]\nkuerzel = "m"\nordner = "web"\ntitel = "KI"\n', "nicht assets"),
        (
            '[[tool.lernlabor.track]]\nkuerzel = "m"\nordner = "class"\ntitel = "KI"\n',
            "Schlüsselwort",
        ),
        (
            '[[tool.lernlabor.track]]\nkuerzel = "m"\nordner = "ki"\ntitel = "A: B"\n',
            "ohne · * : #",
        ),
        (
            '[[tool.lernlabor.track]]\nkuerzel = "m"\nordner = "ki"\n',
            "mit den Schlüsseln kuerzel, ordner und titel",
        ),
        ("[tool.lernlabor]\ntrack = 3\n", "eigene Tabelle"),
        (
            '[[tool.lernlabor.track]]\nkuerzel = "m"\nordner = "ki"\ntitel = "KI"\n'
            '[[tool.lernlabor.track]]\nkuerzel = "m"\nordner = "py"\ntitel = "P"\n',
            "kuerzel = 'm'",
        ),
        (
            '[[tool.lernlabor.track]]\nkuerzel = "m"\nordner = "ki"\ntitel = "KI"\n'
            '[[tool.lernlabor.track]]\nkuerzel = "p"\nordner = "ki"\ntitel = "P"\n',
            "ordner = 'ki'",
        ),
        ("[[tool.lernlabor.track]\n", "lässt sich nicht lesen"),
    ],
)
def test_eine_falsche_tabelle_der_tracks_wird_eine_deutsche_meldung(tmp_path, toml, ausschnitt):
    datei = tmp_path / "pyproject.toml"
    datei.write_text(toml, "utf-8")
    with pytest.raises(Aufruffehler, match=None) as fehler:
        lies_tracks(datei)
    assert ausschnitt in str(fehler.value), str(fehler.value)


def test_ohne_tabelle_gibt_es_keine_tracks(tmp_path):
    datei = tmp_path / "pyproject.toml"
    datei.write_text('[project]\nname = "x"\n', "utf-8")
    assert lies_tracks(datei) == []


def test_readme_ist_fuer_neue_und_verweist_auf_die_naechsten_seiten():
    """Der erste Bildschirm des README erklärt, was Lernlabor ist und wie man anfängt; die
    Technik der Testsuite steht auf der Seite für Entwickler, auf die es verweist."""
    readme = (WURZEL / "README.md").read_text("utf-8")
    anfang = "\n".join(readme.splitlines()[:40]).lower()
    for wort in ("xdist", "bytecode", "profil", "__pycache__", "worker"):
        assert wort not in anfang, f"{wort!r} steht in den ersten 40 Zeilen des README"
    assert "uv run mkdocs serve" in anfang and "uv run pytest" in anfang
    links = re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", readme)
    for ziel in ("docs/autoren/index.md", "CONTRIBUTING.md"):
        assert ziel in links and (WURZEL / ziel).is_file(), ziel
    entwickler = (WURZEL / "CONTRIBUTING.md").read_text("utf-8")
    assert "pytest-xdist" in entwickler and "tests/xdist_groups.py" in entwickler
    for link in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", readme + entwickler):
        assert (WURZEL / link).exists(), f"Link auf {link}, den es nicht gibt"


def test_uv_baut_das_projekt_nicht_bei_jeder_aenderung_an_pyproject_neu():
    """``lernlabor neu track`` und ``neu lektion --modul`` schreiben in pyproject.toml. Stünde
    die Datei in uvs cache-keys (ohne Angabe tut sie das), installierte der nächste ``uv run``
    das Projekt neu und druckte „Uninstalled 1 package“ vor die Ausgabe des Befehls."""
    import tomllib

    daten = tomllib.loads((WURZEL / "pyproject.toml").read_text("utf-8"))
    schluessel = daten["tool"]["uv"]["cache-keys"]
    dateien = {eintrag.get("file") for eintrag in schluessel}
    assert "pyproject.toml" not in dateien and "uv.lock" in dateien
