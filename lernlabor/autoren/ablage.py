"""Gespeicherte Urteile je Übung, mit dem Schlüssel ihrer Eingaben: die letzten ``BEHALTEN``.

Das Mutanten-Tor (``mutantenlauf.py``) und die Prüfung der gespeicherten Fälle (``faelle.py``)
rechnen nach einer Änderung an einer Übung Sekunden. Wer die Änderung zurücknimmt, bekommt
das Urteil von vorher wieder, statt noch einmal zu rechnen. Die Arbeit macht
``lernlabor/web/keep.py``, derselbe Speicher, den der Bau nimmt.
"""

BEHALTEN = 4  # Urteile je Übung


def lies(ordner, name, schluessel, endung):
    """Der Text, der für ``schluessel`` abgelegt ist, oder None."""
    # Erst hier geladen: lernlabor/web/ liegt nicht im Zip für Pyodide, dieses Modul schon.
    from lernlabor.web import keep

    return keep.lookup(ordner, name, schluessel, endung, lambda datei: datei.read_text("utf-8"))


def lege_ab(ordner, name, schluessel, endung, text, behalten=BEHALTEN):
    """Legt ``text`` für ``schluessel`` ab; von den älteren Schlüsseln bleiben ``behalten - 1``."""
    from lernlabor.web import keep

    keep.store(ordner, name, schluessel, endung, text, last=behalten)
