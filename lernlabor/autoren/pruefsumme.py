"""Prüfsummen über die Quelltexte des Pakets: die Schlüssel der Caches der Autoren-Werkzeuge.

Das Mutanten-Tor (``mutantenlauf``) und die Prüfung der gespeicherten Fälle (``faelle``)
behalten ein Urteil nur, solange sich nichts geändert hat, was es ändern kann. Für eine Übung
ist das ``fuer_uebung``: alles außer den Ordnern der anderen Übungen. Wer eine Übung ändert,
macht so nicht die Urteile aller anderen ungültig (``lernlabor teste`` prüfte sonst nach jeder
Änderung alle 14 Übungen neu). Dass keine Übung Code einer anderen lädt, prüft
``tests/test_pruefsumme.py``.
"""

import functools
import hashlib
from pathlib import Path


def _paket():
    return Path(__file__).resolve().parents[1]


@functools.cache
def _dateien(paket, wie_geprueft=False):
    """(Pfad relativ zum Paket, Prüfsumme) jeder Python- und JSON-Datei außer ``web/``, sortiert.

    Dazu zählen die JSON-Dateien: Die gespeicherten Fälle einer Übung ändern jedes Urteil.
    ``wie_geprueft``: Von den Antworten neben einer Übung zählt nur, was die Prüfung liest
    (``was_die_pruefung_liest``: der Kopf einer falschen, nichts von einer anderen). Einmal je
    Prozess gelesen: Ein Lauf des Tors (Kommandozeile oder Testsitzung) ändert keine Quelltexte.
    """
    from lernlabor.pruefen.vertrag import was_die_pruefung_liest

    uebungen = set(uebungsordner(paket)) if wie_geprueft else set()
    dateien = []
    for datei in sorted([*paket.rglob("*.py"), *paket.rglob("*.json")]):
        relativ = datei.relative_to(paket)
        if "web" in relativ.parts[:1]:
            continue
        inhalt = datei.read_bytes()
        if relativ.parent.as_posix() in uebungen:
            gelesen = was_die_pruefung_liest(relativ.name, inhalt)
            inhalt = inhalt if gelesen is None else gelesen
        dateien.append((relativ.as_posix(), hashlib.sha256(inhalt).hexdigest()))
    return tuple(dateien)


def uebungsordner(paket=None):
    """Die Ordner aller Übungen relativ zum Paket, wie das Register sie findet:
    ``uebung/<lektion>/<übung>/`` und ``tracks/<track>/uebungen/<lektion>/<übung>/``."""
    paket = _paket() if paket is None else paket

    def pakete(ordner):
        if not ordner.is_dir():
            return []
        return [
            k for k in ordner.iterdir() if k.name.isidentifier() and (k / "__init__.py").is_file()
        ]

    lektionen = pakete(paket / "uebung")
    for track in pakete(paket / "tracks"):
        lektionen += pakete(track / "uebungen")
    return sorted(u.relative_to(paket).as_posix() for lektion in lektionen for u in pakete(lektion))


def _summe(dateien):
    h = hashlib.sha256()
    for relativ, summe in dateien:
        h.update(f"{relativ}\0{summe}\n".encode())
    return h.hexdigest()


def quelltexte(wie_geprueft=False):
    """Prüfsumme aller Quelltexte und JSON-Dateien von ``lernlabor`` außer ``web/``;
    ``wie_geprueft`` wie bei ``_dateien``: für Urteile der Prüfung."""
    return _summe(_dateien(_paket(), wie_geprueft))


def fuer_uebung(uebung, wie_geprueft=False):
    """Prüfsumme über alles, was ``uebung`` laden kann: ihr Ordner, ihre Lektion, ihr Track,
    die Prüf- und Autorenwerkzeuge, ohne die Ordner der anderen Übungen. Liegt sie in keinem
    Ordner einer Übung (etwa eine Übung, die ein Test baut): über alle Quelltexte.
    ``wie_geprueft``: von ihren Antworten nur, was die Prüfung liest (``_dateien``)."""
    from lernlabor.uebung.definition import paket_von

    paket = _paket()
    try:
        teile = paket_von(uebung).split(".")
    except (AttributeError, IndexError):
        return quelltexte(wie_geprueft)
    alle = uebungsordner(paket)
    eigener = "/".join(teile[1:])
    if teile[0] != paket.name or eigener not in alle:
        return quelltexte(wie_geprueft)
    andere = tuple(f"{o}/" for o in alle if o != eigener)
    dateien = _dateien(paket, wie_geprueft)
    return _summe([(r, s) for r, s in dateien if not r.startswith(andere)])


def vergiss():
    """Liest beim nächsten Aufruf neu (für Tests, die Dateien ändern)."""
    _dateien.cache_clear()
