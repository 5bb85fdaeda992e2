"""Das Mutanten-Tor in CI: Die Prüfungen jeder Übung erkennen mindestens 90 % der Mutanten.

Ein überlebender Mutant ist eine falsche Lösung, die „bestanden“ bekäme. Die Meldung nennt
jeden mit Zeile und Änderung, wie ``uv run lernlabor teste --mutanten <id>``.
"""

import pytest

from lernlabor.autoren.mutantenlauf import SCHWELLE
from lernlabor.autoren.mutantenlauf import teste_mutanten as tor
from lernlabor.uebung import alle

UEBUNGEN = alle()


@pytest.mark.parametrize("uebung", UEBUNGEN, ids=[u.id for u in UEBUNGEN])
def test_pruefungen_erkennen_die_mutanten(uebung, repo_root):
    bericht = tor(uebung, cache=repo_root / ".cache" / "mutanten")
    ueberlebt = "\n".join(
        f"  Zeile {u.mutant.zeile} ({u.mutant.art}): {u.mutant.vorher!r} → {u.mutant.nachher!r}"
        for u in bericht.ueberlebende
    )
    assert not bericht.verwaist, f"Markierungen ohne Mutanten: {bericht.verwaist}"
    assert bericht.prozent >= SCHWELLE, (
        f"{uebung.id}: {bericht.erkannt} von {len(bericht.gezaehlt)} Mutanten erkannt "
        f"({bericht.prozent} %), verlangt {SCHWELLE} %. Überlebende:\n{ueberlebt}"
    )
