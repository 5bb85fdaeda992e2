"""Jede Lektion in eigenen Worten: weniger als 12 gleiche Wörter am Stück mit jeder Quelle.

Das Werkzeug ``eigene_worte.py`` und die Quellen liegen außerhalb des Repositorys, in
``shared/`` neben dem Klon (in CI immer, lesend). Fehlen sie, etwa in einem Klon auf einem
anderen Rechner, überspringt der Test lokal mit einem Hinweis; in CI (CI=true) schlägt er
dann fehl, denn dort muss er laufen.
"""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Neben dem Klon (CI, /work/main) oder neben dem Ordner der Worktrees (/work/wt/<name>).
KANDIDATEN = [ROOT.parent / "shared", ROOT.parent.parent / "shared"]
LEKTIONEN = sorted((ROOT / "docs" / "ki").rglob("*.md"))


def geteilt():
    """Der Ordner ``shared`` mit Werkzeug und Quellen, oder None."""
    for ordner in KANDIDATEN:
        if (ordner / "tools" / "eigene_worte.py").is_file() and list(
            (ordner / "quellen").glob("*.txt")
        ):
            return ordner
    return None


@pytest.mark.parametrize("seite", LEKTIONEN, ids=[p.stem for p in LEKTIONEN])
def test_lektion_teilt_keine_12_woerter_mit_einer_quelle(seite, missing_tool):
    ordner = geteilt()
    if ordner is None:
        missing_tool("shared/tools/eigene_worte.py und shared/quellen/ fehlen neben dem Klon")
    quellen = sorted(str(q) for q in (ordner / "quellen").glob("*.txt"))
    lauf = subprocess.run(
        [sys.executable, str(ordner / "tools" / "eigene_worte.py"), str(seite), *quellen],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert lauf.returncode == 0, lauf.stdout + lauf.stderr
    assert "longest shared run" in lauf.stdout
