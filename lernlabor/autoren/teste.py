"""``lernlabor teste <docs/…/datei.md> [--ausgaben-schreiben]``: alles, was CI an einer Seite prüft.

Die Prüfungen selbst sind die Tests der Suite: pytest läuft in einem Kindprozess über die
Seite und ``tests/``, und das Plugin ``tests/seite_waehlen.py`` wählt genau die Tests aus,
die diese Seite oder eine ihrer Übungen betreffen. Dazu kommt ruff über die Ordner ihrer
Übungen. Die Zusammenfassung nennt je Fehlschlag Datei und Zeile. Eine Prüfung ohne
Entwicklungsumgebung gibt es nicht: Fehlen pytest und Co., sagt der Befehl das (Rückgabe 2).
"""

import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from . import Aufruffehler, optionen, wurzel
from . import meldungen as m
from .seiten import seite_unter_docs, uebungs_ids

WERKZEUGE = ("pytest", "pytest_markdown_docs", "xdist", "markdown_it", "ruff")
_RUFF_ZEILE = re.compile(r"^(?P<ort>[^\s:]+\.py:\d+):\d+: (?P<text>.+)$", re.M)


def _pytest(repo, seite, ziel):
    """Die Tests der Seite in einem Kindprozess; gibt (Rückgabewert, Ausgabe, Bericht)."""
    umgebung = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    umgebung["PYTHONPATH"] = os.pathsep.join(filter(None, [str(repo), umgebung.get("PYTHONPATH")]))
    relativ = str(seite.relative_to(repo))
    # -n 0: ein Prozess; die Auswahl und der Bericht entstehen im Prozess, der die Tests sammelt.
    befehl = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0", "-p"]
    befehl += ["tests.seite_waehlen", "--seite", relativ, "--seite-bericht", str(ziel)]
    befehl += ["--continue-on-collection-errors", relativ, "tests"]
    lauf = subprocess.run(befehl, cwd=repo, env=umgebung, capture_output=True, text=True)
    bericht = json.loads(ziel.read_text("utf-8")) if ziel.exists() else None
    return lauf.returncode, lauf.stdout + lauf.stderr, bericht


def _ruff(repo, ordner):
    """ruff check und ruff format --check über die Übungsordner, wie tests/test_stil.py."""
    if not ordner:
        return 0, []
    fehler = []
    ziele = [str(o.relative_to(repo)) for o in ordner]
    pruefen = [sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise"]
    lauf = subprocess.run([*pruefen, *ziele], cwd=repo, capture_output=True, text=True)
    fehler += [
        {"ort": t["ort"], "text": f"ruff: {t['text']}", "details": []}
        for t in _RUFF_ZEILE.finditer(lauf.stdout)
    ]
    formatieren = [sys.executable, "-m", "ruff", "format", "--check", "--no-cache", *ziele]
    lauf = subprocess.run(formatieren, cwd=repo, capture_output=True, text=True)
    for zeile in lauf.stdout.splitlines():
        if zeile.startswith("Would reformat: "):
            datei = zeile.removeprefix("Would reformat: ")
            text = "ruff format würde die Datei umformatieren (uv run ruff format)"
            fehler.append({"ort": f"{datei}:1", "text": text, "details": []})
    return 2, fehler


def _ordner_der_uebungen(ids, repo):
    """Die Ordner der Lektionspakete zu den Übungen der Seite (für ruff)."""
    ordner = set()
    for uebung_id in ids:
        try:
            from .uebung_neu import ort_der_uebung

            pfad = ort_der_uebung(uebung_id, repo)[1]
        except Aufruffehler:
            continue  # eine unbekannte Form meldet der Test der Übungsüberschrift
        if pfad.is_dir():
            ordner.add(pfad)
    return sorted(ordner)


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


def _lauf(repo, seite):
    """Ein Lauf über die Seite: pytest-Bericht und ruff, zusammengefasst."""
    with tempfile.TemporaryDirectory(prefix="lernlabor-teste-") as ordner:
        code, ausgabe, bericht = _pytest(repo, seite, Path(ordner) / "bericht.json")
    if bericht is None:
        raise Aufruffehler(m.TESTE_ABBRUCH.format(code=code, ausgabe=ausgabe.strip()[-3000:]))
    if code not in (0, 1, 5) and not bericht["fehler"]:
        raise Aufruffehler(m.TESTE_ABBRUCH.format(code=code, ausgabe=ausgabe.strip()[-3000:]))
    ids = uebungs_ids(seite)
    anzahl, ruff_fehler = _ruff(repo, _ordner_der_uebungen(ids, repo))
    bericht["fehler"] += ruff_fehler
    bericht["tests"] += anzahl
    bericht["ids"] = ids
    return bericht


def _zusammenfassung(bericht, seite, repo):
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


def teste(rest):
    """Prüft eine Seite wie CI; mit ``--ausgaben-schreiben`` vorher die output-Blöcke neu.

    Mit ``--mutanten`` statt dessen das Mutanten-Tor für eine Übung oder eine Seite.
    """
    if "--mutanten" in rest:
        from .teste_mutanten import mutanten_befehl

        return mutanten_befehl(rest)
    werte, angaben = optionen(rest, schalter=("--ausgaben-schreiben",))
    if len(angaben) != 1:
        raise Aufruffehler(m.ANGABEN.format(befehl="teste", was="der Pfad der Seite"))
    fehlt = [name for name in WERKZEUGE if importlib.util.find_spec(name) is None]
    if fehlt:
        raise Aufruffehler(m.TESTE_OHNE_DEV.format(fehlt=", ".join(fehlt)))
    repo = wurzel()
    seite = seite_unter_docs(angaben[0], repo)
    bericht = _lauf(repo, seite)
    if werte.get("--ausgaben-schreiben"):
        if not bericht["ausgaben"]:
            print(m.AUSGABEN_KEINE)
        else:
            schreibe_ausgaben(seite, bericht["ausgaben"])
            zeilen = ", ".join(
                str(e["zeile"]) for e in sorted(bericht["ausgaben"], key=lambda e: e["zeile"])
            )
            print(m.AUSGABEN_GESCHRIEBEN.format(anzahl=len(bericht["ausgaben"]), zeilen=zeilen))
            bericht = _lauf(repo, seite)
    return _zusammenfassung(bericht, seite, repo)
