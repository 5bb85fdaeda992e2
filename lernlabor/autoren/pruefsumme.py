"""Eine Prüfsumme über die Quelltexte des Pakets: der Schlüssel der Caches der Autoren-Werkzeuge.

Das Mutanten-Tor (``mutantenlauf``) und die Prüfung der gespeicherten Fälle (``faelle``)
behalten ein Urteil nur, solange sich nichts geändert hat, was es ändern kann.
"""

import functools
import hashlib
from pathlib import Path


@functools.cache
def quelltexte():
    """Prüfsumme aller Quelltexte von ``lernlabor`` außer ``web/``: einmal je Prozess gelesen.

    Dazu die JSON-Dateien (die gespeicherten Fälle einer Übung ändern jedes Urteil). Ein Lauf
    des Tors (Kommandozeile oder Testsitzung) ändert keine Quelltexte.
    """
    paket = Path(__file__).resolve().parents[1]
    h = hashlib.sha256()
    for datei in sorted([*paket.rglob("*.py"), *paket.rglob("*.json")]):
        if "web" in datei.relative_to(paket).parts[:1]:
            continue
        h.update(str(datei.relative_to(paket)).encode())
        h.update(datei.read_bytes())
    return h.hexdigest()
