"""ruff für ``lernlabor teste``: dieselben Prüfungen wie ``tests/test_stil.py`` in CI, über die
Ordner einer Seite, und ``teste --fix``, das vorher korrigiert.

Gelesen wird ``--output-format json``, entschieden am Rückgabewert: Der Wortlaut der
Textausgabe wechselte zwischen Versionen („Would reformat: …“, dann „unformatted: File would
be reformatted --> …“), und ein Fund, den niemand las, ließ eine Seite durchgehen.
"""

import json
import subprocess
import sys
from pathlib import Path

from . import Aufruffehler
from . import meldungen as m


def _ruff_befehl(repo, befehl, ziele):
    """``ruff <befehl> --output-format json`` über ``ziele``; gibt (Rückgabewert, Funde, Text).

    Entschieden wird am Rückgabewert, nicht am Wortlaut: Der änderte sich zwischen Versionen
    („Would reformat: …“, dann „unformatted: File would be reformatted --> …“).
    """
    aufruf = [sys.executable, "-m", "ruff", *befehl, "--no-cache", "--output-format", "json"]
    lauf = subprocess.run([*aufruf, *ziele], cwd=repo, capture_output=True, text=True)
    try:
        funde = json.loads(lauf.stdout) if lauf.stdout.strip() else []
    except ValueError:
        funde = []
    return lauf.returncode, funde if isinstance(funde, list) else [], lauf.stdout + lauf.stderr


def _ort(repo, fund):
    datei = Path(fund.get("filename") or ".")
    try:
        datei = datei.resolve().relative_to(repo)
    except ValueError:
        pass
    zeile = (fund.get("location") or {}).get("row") or 1
    return f"{datei.as_posix()}:{zeile}"


def ruff(repo, ordner):
    """ruff check und ruff format --check über ``ordner``, wie tests/test_stil.py in CI.

    Gibt (Zahl der Prüfungen, Fehler); jeder Fehler nennt Datei und Zeile. Endet ruff mit
    einem Fehler, ohne einen Fund zu nennen, ist auch das ein Fehler, mit ruffs Ausgabe.
    """
    if not ordner:
        return 0, []
    fehler = []
    ziele = [o.relative_to(repo).as_posix() for o in ordner]
    for befehl in (["check"], ["format", "--check"]):
        code, funde, text = _ruff_befehl(repo, befehl, ziele)
        if code == 0:
            continue
        for fund in funde:
            if fund.get("code") == "unformatted":
                datei = _ort(repo, fund).rsplit(":", 1)[0]
                details = _format_unterschied(repo, datei)
                fehler.append({"ort": _ort(repo, fund), "text": m.RUFF_FORMAT, "details": details})
            else:
                regel = fund.get("code") or "Syntax"
                text_ = f"ruff {regel}: {fund.get('message', '')}"
                fehler.append({"ort": _ort(repo, fund), "text": text_, "details": []})
        if not funde:
            kopf = m.RUFF_OHNE_FUND.format(befehl=" ".join(befehl), code=code)
            fehler.append({"ort": ziele[0], "text": kopf, "details": text.strip().splitlines()})
    return 2, fehler


def _format_unterschied(repo, datei):
    """Die Zeilen, die ``ruff format`` an ``datei`` ändern würde (für die Zusammenfassung)."""
    aufruf = [sys.executable, "-m", "ruff", "format", "--diff", "--no-cache", datei]
    lauf = subprocess.run(aufruf, cwd=repo, capture_output=True, text=True)
    zeilen = lauf.stdout.splitlines()
    return [
        z for z in zeilen if z.startswith(("-", "+", "@@")) and not z.startswith(("---", "+++"))
    ]


def korrigiere(repo, ordner):
    """``teste --fix``: erst ``ruff check --fix`` (nur sichere Korrekturen), dann
    ``ruff format`` über ``ordner``; gibt die Dateien zurück, die sich dabei geändert haben."""
    if not ordner:
        return []
    dateien = sorted(p for o in ordner for p in o.rglob("*.py") if "__pycache__" not in p.parts)
    vorher = {p: p.read_bytes() for p in dateien}
    ziele = [o.relative_to(repo).as_posix() for o in ordner]
    for befehl in (["check", "--fix"], ["format"]):
        aufruf = [sys.executable, "-m", "ruff", *befehl, "--no-cache", "--quiet", *ziele]
        subprocess.run(aufruf, cwd=repo, capture_output=True, text=True)
    return [p for p in dateien if p.read_bytes() != vorher[p]]


def ordner_fuer_ruff(seite, ids, repo):
    """Was ruff für die Seite prüft: der Ordner ihres Tracks (``lernlabor/tracks/<ordner>/``,
    mit Simulator und allen Lektionen) und die Lektionspakete ihrer Übungen."""
    from .tracks import tracks

    ordner = set()
    teile = seite.relative_to(repo / "docs").parts
    for track in tracks(repo):
        paket = repo / "lernlabor" / "tracks" / track.ordner
        if len(teile) > 1 and teile[0] == track.ordner and paket.is_dir():
            ordner.add(paket)
    for uebung_id in ids:
        try:
            from .uebung_neu import ort_der_uebung

            pfad = ort_der_uebung(uebung_id, repo)[1]
        except Aufruffehler:
            pfad = _paket_im_register(uebung_id, repo)  # etwa das Beispiel der Autorenseite
        if pfad is not None and pfad.is_dir() and not any(pfad.is_relative_to(o) for o in ordner):
            ordner.add(pfad)
    return sorted(ordner)


def _paket_im_register(uebung_id, repo):
    """Der Ordner der Lektion einer Übung, die nicht in einem Track liegt; sonst ``None``."""
    try:
        from lernlabor.uebung import finde
        from lernlabor.uebung.definition import paket_von

        paket = paket_von(finde(uebung_id))
    except Exception:  # noqa: BLE001 – eine unbekannte oder kaputte Übung meldet pytest
        return None
    return repo.joinpath(*paket.split(".")[:-1])
