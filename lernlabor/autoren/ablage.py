"""Gespeicherte Urteile je Übung, mit dem Schlüssel ihrer Eingaben: die letzten ``BEHALTEN``.

Das Mutanten-Tor (``mutantenlauf.py``) und die Prüfung der gespeicherten Fälle (``faelle.py``)
rechnen nach einer Änderung an einer Übung Sekunden. Wer die Änderung zurücknimmt, bekommt
das Urteil von vorher wieder, statt noch einmal zu rechnen: Je Übung bleiben die zuletzt
benutzten Schlüssel liegen, jeder in seiner Datei ``<id>.<schlüssel>.<endung>``.
"""

import hashlib
import os
import re
import time
from pathlib import Path

BEHALTEN = 4  # Urteile je Übung


def _datei(ordner, name, schluessel, endung):
    kurz = hashlib.sha256(schluessel.encode()).hexdigest()[:24]
    return Path(ordner) / f"{name}.{kurz}.{endung}"


def lies(ordner, name, schluessel, endung):
    """Der Text, der für ``schluessel`` abgelegt ist, oder None."""
    datei = _datei(ordner, name, schluessel, endung)
    try:
        text = datei.read_text("utf-8")
    except (OSError, ValueError):
        return None
    _benutzt(datei)
    return text


def lege_ab(ordner, name, schluessel, endung, text, behalten=BEHALTEN):
    """Legt ``text`` für ``schluessel`` ab; von den älteren Schlüsseln bleiben ``behalten - 1``."""
    datei = _datei(ordner, name, schluessel, endung)
    datei.parent.mkdir(parents=True, exist_ok=True)
    # Daneben schreiben, dann umbenennen: Wer gleichzeitig liest, liest alles oder nichts.
    teil = datei.with_name(f"{datei.name}.{os.getpid()}.teil")
    teil.write_text(text, encoding="utf-8")
    teil.replace(datei)
    _benutzt(datei)
    eigene = re.compile(rf"{re.escape(name)}\.[0-9a-f]{{24}}\.{re.escape(endung)}")
    aeltere = [d for d in datei.parent.iterdir() if d != datei and eigene.fullmatch(d.name)]
    aeltere.sort(key=lambda d: d.stat().st_mtime_ns, reverse=True)
    for alt in aeltere[behalten - 1 :]:
        alt.unlink(missing_ok=True)


def _benutzt(datei):
    """Jetzt benutzt, auf die Nanosekunde (die Uhr des Dateisystems ist gröber)."""
    jetzt = time.time_ns()
    os.utime(datei, ns=(jetzt, jetzt))
