"""Das Urteil von ``pruefe`` über einen Code, einmal je Testlauf gerechnet.

tests/test_pruefen_pyodide.py vergleicht das Urteil dieses CPythons über jede Antwort mit dem
aus Pyodide, tests/test_uebungen.py prüft dieselben Urteile Antwort für Antwort. Wer zuerst
rechnet, legt das Urteil im Ordner des Laufs ab (unter pytest-xdist: dem gemeinsamen über den
Ordnern der Arbeitsprozesse), der andere liest es: in CI 16 s CPU weniger. Derselbe Code,
geprüft vom selben Paket im selben Lauf, bekommt dasselbe Urteil. Ein Lauf allein rechnet selbst.
"""

import hashlib
import json
import os

from lernlabor.pruefen import pruefe


def ordner_des_laufs(tmp_path_factory):
    """Der Ordner, den alle Arbeitsprozesse dieses Laufs teilen, und nur sie."""
    basis = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        basis = basis.parent  # …/pytest-N/popen-gw0 → …/pytest-N, je Lauf neu
    ordner = basis / "urteile"
    ordner.mkdir(exist_ok=True)
    return ordner


def urteil(ordner, uebung_id, code):
    """``pruefe(uebung_id, code)`` in seiner JSON-Form, aus dem Ordner oder neu gerechnet."""
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
