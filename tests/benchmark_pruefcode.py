"""How much check code each exercise holds (not a test; run:
uv run python tests/benchmark_pruefcode.py [TRACK_ORDNER ...]).

Issue 37 counts every ``.py`` under a track's exercises except ``loesung.py``, ``starter.py``,
``falsch_*`` and ``anders_*``; files above the exercise folders (a lesson's or the track's
shared modules) are counted apart. The target: a median of at most 150 lines per exercise and
at most 3,700 in all. Part of those lines is text the learner reads, not code: the rules'
sentences (``Regel``, or a table of them assigned to a name that starts with ``REGELN``), the
hints (``hinweise=``), what is left free (``frei=``) and the diagnoses written in the contract
(``Irrtum``). The script prints both: the lines as the issue counts them, and of them the
lines of that learner text.
"""

from __future__ import annotations

import ast
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
AUSGENOMMEN = ("loesung.py", "starter.py")
TEXT_AUFRUFE = {"Regel", "regel", "Irrtum"}
TEXT_ARGUMENTE = {"hinweise", "frei"}


def zaehlt(datei: Path) -> bool:
    return datei.name not in AUSGENOMMEN and not datei.name.startswith(("falsch_", "anders_"))


def lerntext_zeilen(quelltext: str) -> set[int]:
    """Line numbers inside a ``Regel(...)``/``Irrtum(...)`` call, a ``hinweise=``/``frei=``
    argument or a table of rule sentences (``REGELN… = (...)``)."""
    zeilen: set[int] = set()
    for knoten in ast.walk(ast.parse(quelltext)):
        ziele = getattr(knoten, "targets", [])
        if isinstance(knoten, ast.Assign) and any(
            getattr(z, "id", "").startswith("REGELN") for z in ziele
        ):
            zeilen.update(range(knoten.lineno, knoten.end_lineno + 1))
        if not isinstance(knoten, ast.Call):
            continue
        name = getattr(knoten.func, "id", None) or getattr(knoten.func, "attr", None)
        teile = [knoten] if name in TEXT_AUFRUFE else []
        teile += [k.value for k in knoten.keywords if k.arg in TEXT_ARGUMENTE]
        for teil in teile:
            zeilen.update(range(teil.lineno, teil.end_lineno + 1))
    return zeilen


def zaehle(ordner: Path) -> tuple[int, int]:
    """(lines, of them learner text) of the counted files in ``ordner`` (not recursive)."""
    gesamt = text = 0
    for datei in sorted(ordner.glob("*.py")):
        if zaehlt(datei):
            quelltext = datei.read_text("utf-8")
            gesamt += len(quelltext.splitlines())
            text += len(lerntext_zeilen(quelltext))
    return gesamt, text


def main() -> int:
    tracks = [Path(a) for a in sys.argv[1:]] or sorted(ROOT.glob("lernlabor/tracks/*/uebungen"))
    for uebungen in tracks:
        uebungen = uebungen.resolve()
        print(f"{uebungen.relative_to(ROOT)}")
        print(f"  {'exercise':<22}{'lines':>7}{'text':>7}{'code':>7}")
        werte, codes = [], []
        geteilt = geteilt_text = 0
        for ordner in sorted(p for p in uebungen.rglob("*") if p.is_dir()):
            if ordner.name == "__pycache__" or not (ordner / "__init__.py").exists():
                continue
            zeilen, text = zaehle(ordner)
            if "UEBUNG = " in (ordner / "__init__.py").read_text("utf-8"):  # an exercise
                print(f"  {ordner.relative_to(uebungen).as_posix():<22}{zeilen:>7}{text:>7}"
                      f"{zeilen - text:>7}")  # fmt: skip
                werte.append(zeilen)
                codes.append(zeilen - text)
            else:  # a lesson's or the track's shared modules
                geteilt, geteilt_text = geteilt + zeilen, geteilt_text + text
        zeilen, text = zaehle(uebungen)
        geteilt, geteilt_text = geteilt + zeilen, geteilt_text + text
        if not werte:
            continue
        print(
            f"  {len(werte)} exercises: sum {sum(werte)}, median {statistics.median(werte):g} "
            f"(without learner text: sum {sum(codes)}, median {statistics.median(codes):g}); "
            f"shared {geteilt}; in all {sum(werte) + geteilt} "
            f"(without learner text {sum(codes) + geteilt - geteilt_text})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
