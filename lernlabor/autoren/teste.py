"""``lernlabor teste <docs/…/datei.md> [--fix] [--browser]``: was CI an der Seite prüft.

Die Prüfungen selbst sind die Tests der Suite: pytest läuft in einem Kindprozess über die
Seite und ``tests/``, und das Plugin ``tests/seite_waehlen.py`` wählt genau die Tests aus,
die diese Seite oder eine ihrer Übungen betreffen. Dazu kommt ruff (``check`` und
``format --check``, wie ``tests/test_stil.py``) über den Ordner ihres Tracks und die Ordner
ihrer Übungen. Die Browsergänge, die CI über jede Seite des Menüs macht, kommen mit
``--browser`` dazu: Sie brauchen die gebaute Website, die ohne sie nur baut, wer eine Übung
im Browser prüft. Die Zusammenfassung nennt je Fehlschlag Datei und Zeile, zuletzt die Dauer.
Eine Prüfung ohne Entwicklungsumgebung gibt es nicht: Fehlen pytest und Co., sagt der Befehl
das (Rückgabe 2).
"""

import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import Aufruffehler, optionen, wurzel
from . import meldungen as m
from .ruff_lauf import korrigiere, ordner_fuer_ruff, ruff
from .seiten import seite_unter_docs, uebungs_ids

WERKZEUGE = ("pytest", "pytest_markdown_docs", "xdist", "markdown_it", "ruff")


def _pytest(repo, seite, ziel, browser=False):
    """Die Tests der Seite in einem Kindprozess; gibt (Rückgabewert, Ausgabe, Bericht).

    ``browser``: auch die Browsergänge, die CI über jede Seite des Menüs macht (sie brauchen
    die gebaute Website).
    """
    umgebung = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    umgebung["PYTHONPATH"] = os.pathsep.join(filter(None, [str(repo), umgebung.get("PYTHONPATH")]))
    relativ = str(seite.relative_to(repo))
    # Zwei Arbeitsprozesse, wo zwei Kerne frei sind: Das Sammeln kostet sie je gut eine Sekunde,
    # die Prüfungen der Übungen teilen sie sich (M4·04: 8,8 s Rechenzeit in einem Prozess).
    prozesse = "2" if (os.cpu_count() or 1) >= 2 else "0"
    befehl = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", prozesse, "-p"]
    befehl += ["tests.seite_waehlen", "--seite", relativ, "--seite-bericht", str(ziel)]
    befehl += ["--seite-browser"] if browser else []
    befehl += ["--continue-on-collection-errors", relativ, "tests"]
    lauf = subprocess.run(befehl, cwd=repo, env=umgebung, capture_output=True, text=True)
    bericht = json.loads(ziel.read_text("utf-8")) if ziel.exists() else None
    return lauf.returncode, lauf.stdout + lauf.stderr, bericht


def schreibe_ausgaben(seite, ausgaben):
    """Schreibt die tatsächlichen Ausgaben in die output-Blöcke (Zeile = Zeile mit ```output)."""
    zeilen = seite.read_text("utf-8").splitlines(keepends=True)
    for eintrag in sorted(ausgaben, key=lambda e: -e["zeile"]):
        start = eintrag["zeile"] - 1
        oeffner = zeilen[start]
        einzug = oeffner[: len(oeffner) - len(oeffner.lstrip())]
        zaun = re.match(r"`{3,}|~{3,}", oeffner.lstrip())[0]
        ende = next(i for i in range(start + 1, len(zeilen)) if zeilen[i].strip().startswith(zaun))
        neu = [f"{einzug}{z}".rstrip() + "\n" for z in eintrag["text"].rstrip("\n").split("\n")]
        zeilen[start + 1 : ende] = neu
    seite.write_text("".join(zeilen), encoding="utf-8")


def _lauf(repo, seite, browser=False):
    """Ein Lauf über die Seite: pytest-Bericht und ruff, zusammengefasst.

    ruff läuft neben pytest her (ein eigener Prozess, ein paar Zehntelsekunden), statt danach.
    """
    ids = uebungs_ids(seite)
    with ThreadPoolExecutor(max_workers=1) as nebenher:
        ruff_lauf = nebenher.submit(ruff, repo, ordner_fuer_ruff(seite, ids, repo))
        with tempfile.TemporaryDirectory(prefix="lernlabor-teste-") as ordner:
            code, ausgabe, bericht = _pytest(repo, seite, Path(ordner) / "bericht.json", browser)
        anzahl, ruff_fehler = ruff_lauf.result()
    if bericht is None:
        raise Aufruffehler(m.TESTE_ABBRUCH.format(code=code, ausgabe=ausgabe.strip()[-3000:]))
    if code not in (0, 1, 5) and not bericht["fehler"]:
        raise Aufruffehler(m.TESTE_ABBRUCH.format(code=code, ausgabe=ausgabe.strip()[-3000:]))
    bericht["fehler"] += ruff_fehler
    bericht["tests"] += anzahl
    bericht["ids"] = ids
    return bericht


def _zusammenfassung(bericht, seite, repo, start):
    code = _urteil(bericht, seite, repo)
    sekunden = f"{time.monotonic() - start:.1f}".replace(".", ",")
    print(m.TESTE_DAUER.format(sekunden=sekunden))
    return code


def _urteil(bericht, seite, repo):
    gezeigt = seite.relative_to(repo).as_posix()
    ids = ", ".join(bericht["ids"]) or "keine"
    print(m.TESTE_KOPF.format(pfad=gezeigt, ids=ids))
    fehler = _ohne_doppelte(bericht["fehler"])
    if not fehler:
        print(m.TESTE_GUT.format(anzahl=bericht["tests"]))
        return 0
    print(m.TESTE_SCHLECHT.format(fehler=len(fehler), anzahl=bericht["tests"]))
    for eintrag in fehler:
        print(f"\n{eintrag['ort']}: {eintrag['text']}")
        for zeile in eintrag["details"][:30]:
            print(f"    {zeile}")
    return 1


def _ohne_doppelte(fehler):
    """Derselbe Fehler aus zwei Tests (etwa Register und Kommandozeile) erscheint einmal."""
    eindeutig = {}
    for eintrag in fehler:
        frueher = eindeutig.setdefault((eintrag["ort"], eintrag["text"]), eintrag)
        if len(eintrag["details"]) > len(frueher["details"]):
            frueher["details"] = eintrag["details"]
    return list(eindeutig.values())


def _startseite_neu(repo, seite):
    from .startseite import mit_block
    from .tracks import tracks

    text = seite.read_text("utf-8")
    neu = mit_block(text, tracks(repo))
    if neu != text:
        seite.write_text(neu, encoding="utf-8")
        print(m.STARTSEITE_NEU)


def teste(rest):
    """Prüft eine Seite wie CI; mit ``--ausgaben-schreiben`` vorher die output-Blöcke neu,
    mit ``--fix`` vorher ruff (sichere Korrekturen, dann formatieren), mit ``--browser`` auch
    die Browsergänge über die Seite.

    Mit ``--mutanten`` statt dessen das Mutanten-Tor für eine Übung oder eine Seite.
    """
    if "--mutanten" in rest:
        from .teste_mutanten import mutanten_befehl

        return mutanten_befehl(rest)
    start = time.monotonic()
    werte, angaben = optionen(rest, schalter=("--ausgaben-schreiben", "--fix", "--browser"))
    if len(angaben) != 1:
        raise Aufruffehler(m.ANGABEN.format(befehl="teste", was="der Pfad der Seite"))
    fehlt = [name for name in WERKZEUGE if importlib.util.find_spec(name) is None]
    if fehlt:
        raise Aufruffehler(m.TESTE_OHNE_DEV.format(fehlt=", ".join(fehlt)))
    repo = wurzel()
    seite = seite_unter_docs(angaben[0], repo)
    if werte.get("--fix"):
        if seite == repo / "docs" / "index.md":  # der Teil mit den Tracks, aus pyproject.toml
            _startseite_neu(repo, seite)
        geaendert = korrigiere(repo, ordner_fuer_ruff(seite, uebungs_ids(seite), repo))
        namen = ", ".join(p.relative_to(repo).as_posix() for p in geaendert)
        print(m.FIX_GEAENDERT.format(anzahl=len(geaendert), namen=namen) if namen else m.FIX_NICHTS)
    bericht = _lauf(repo, seite, werte.get("--browser", False))
    if werte.get("--ausgaben-schreiben"):
        if not bericht["ausgaben"]:
            print(m.AUSGABEN_KEINE)
        else:
            schreibe_ausgaben(seite, bericht["ausgaben"])
            zeilen = ", ".join(
                str(e["zeile"]) for e in sorted(bericht["ausgaben"], key=lambda e: e["zeile"])
            )
            print(m.AUSGABEN_GESCHRIEBEN.format(anzahl=len(bericht["ausgaben"]), zeilen=zeilen))
            bericht = _lauf(repo, seite, werte.get("--browser", False))
    return _zusammenfassung(bericht, seite, repo, start)
