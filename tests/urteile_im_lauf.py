"""Das Urteil von ``pruefe`` über einen Code, einmal je Testlauf gerechnet.

tests/test_pruefen_pyodide.py vergleicht das Urteil dieses CPythons über jede Antwort mit dem
aus Pyodide, tests/test_uebungen.py prüft dieselben Urteile Antwort für Antwort. Wer zuerst
rechnet, legt das Urteil im Ordner des Laufs ab (unter pytest-xdist: dem gemeinsamen über den
Ordnern der Arbeitsprozesse), der andere liest es: in CI 16 s CPU weniger. Derselbe Code,
geprüft vom selben Paket im selben Lauf, bekommt dasselbe Urteil. Ein Lauf allein rechnet selbst.
Unter ``lernlabor teste`` bleiben die Urteile über Läufe hinweg, je Übung und Stand dessen, was
ihre Prüfung liest.
"""

import functools
import hashlib
import json
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from lernlabor.pruefen import pruefe

# Umgebungsvariable, die ``lernlabor teste`` setzt (tests/seite_waehlen.py): ein Ordner, in dem
# die Urteile über Läufe hinweg bleiben. Wer nur Text einer Seite ändert, wartet nicht erneut
# auf die Urteile über ihre falschen Antworten (5,7 s Rechenzeit für M4·05), wer den Vertrag
# einer Übung ändert, nur auf die über deren Antworten. CI und die Suite rechnen jedes neu.
GEHALTEN = "LERNLABOR_URTEILE_GEHALTEN"
STAENDE = 3  # so viele Stände je Übung bleiben: Wer eine Änderung zurücknimmt, findet sie


@dataclass(frozen=True)
class Urteile:
    """Wo die Urteile liegen: ``ordner``; ``je_stand`` (unter ``teste``): darin je Übung ein
    Ordner je Stand ihrer Quelltexte (``_ordner_des_stands``)."""

    ordner: Path
    je_stand: bool = False

    def fuer(self, uebung_id):
        return _ordner_des_stands(self.ordner, uebung_id) if self.je_stand else self.ordner


def ordner_des_laufs(tmp_path_factory):
    """Die Urteile, die alle Arbeitsprozesse dieses Laufs teilen, und nur sie; unter ``teste``
    die gehaltenen (``GEHALTEN``)."""
    gehalten = os.environ.get(GEHALTEN)
    wurzel = Path(__file__).resolve().parents[1]
    if gehalten and Path(gehalten).resolve().is_relative_to(wurzel):  # nicht in einer Kopie
        return Urteile(Path(gehalten), je_stand=True)
    basis = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        basis = basis.parent  # …/pytest-N/popen-gw0 → …/pytest-N, je Lauf neu
    ordner = basis / "urteile"
    ordner.mkdir(exist_ok=True)
    return Urteile(ordner)


def urteil(urteile, uebung_id, code):
    """``pruefe(uebung_id, code)`` in seiner JSON-Form, aus ``urteile`` oder neu gerechnet."""
    ordner = urteile.fuer(uebung_id)
    name = hashlib.sha256(f"{uebung_id}\0{code}".encode()).hexdigest()[:32]
    datei = ordner / f"{name}.json"
    try:
        return json.loads(datei.read_text(encoding="utf-8"))
    except (FileNotFoundError, ValueError):
        pass
    text = json.dumps(pruefe(uebung_id, code), ensure_ascii=False)
    # erst ganz schreiben, dann umbenennen: Ein Leser sieht nie eine halbe Datei
    halb = datei.with_name(f"{name}.{os.getpid()}.tmp")
    halb.write_text(text, encoding="utf-8")
    os.replace(halb, datei)
    return json.loads(text)


@functools.cache  # je Prozess einmal: Ein Lauf ändert keine Quelltexte
def _ordner_des_stands(gehalten, uebung_id):
    """Der Ordner der Urteile über die Antworten einer Übung für den jetzigen Stand dessen, was
    ihre Prüfung liest, und dieses Python; von ihren anderen Ständen bleiben die
    ``STAENDE - 1`` zuletzt benutzten. Wie geprüft: Der Code einer Antwort ändert nur ihr
    eigenes Urteil (ihr Name im Ordner), der Vertrag einer Übung nur die Urteile dieser Übung."""
    from lernlabor.autoren.pruefsumme import fuer_uebung
    from lernlabor.uebung import finde

    quellen = fuer_uebung(finde(uebung_id), wie_geprueft=True)
    stand = hashlib.sha256(f"{quellen}\0{sys.version}".encode()).hexdigest()[:24]
    ordner = gehalten / uebung_id / stand
    ordner.mkdir(parents=True, exist_ok=True)
    os.utime(ordner)  # zuletzt benutzt
    andere = sorted(
        (o for o in ordner.parent.iterdir() if o.is_dir() and o != ordner),
        key=lambda o: o.stat().st_mtime_ns,
    )
    for alt in andere[: max(0, len(andere) - (STAENDE - 1))]:
        shutil.rmtree(alt, ignore_errors=True)
    return ordner
