"""Das Register aller Übungen, gefunden an ihrem Ort: keine Liste, die jemand pflegen muss.

Jeder Track hat einen Ordner ``lernlabor/tracks/<ordner>/uebungen/``. Jedes Paket darin ist
eine Lektion (``m4_02``), jedes Paket in einer Lektion eine Übung (``uebung_1``); deren
``__init__.py`` stellt ``UEBUNG`` bereit. Die id folgt aus dem Ort: ``m4-02-uebung-1`` ist
``…/uebungen/m4_02/uebung_1/`` (Unterstriche werden Bindestriche). Dazu kommt das Beispiel
der Autorenseite in ``lernlabor/uebung/beispiel/``. Gelesen wird nur das Dateisystem, in
CPython wie im Browser (Pyodide packt das Paket als Dateien aus).
"""

import re
from importlib import import_module
from pathlib import Path

from .definition import FalscheAntwort, GleichwertigerMutant, Uebung

PAKET = Path(__file__).resolve().parent.parent  # der Ordner lernlabor/

_register = None
# Übungen, die finde() ohne das Register fand: Der Browser prüft eine Übung oft hintereinander,
# und die Suche im Dateisystem kostete je Prüfung mehr als ein Zehntel der Zeit.
_einzeln = {}

__all__ = [
    "FalscheAntwort",
    "GleichwertigerMutant",
    "Uebung",
    "alle",
    "finde",
    "je_track",
    "lektionen",
]


def _natuerlich(name):
    """Sortierschlüssel: uebung_2 vor uebung_10."""
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", name)]


def _ist_paket(ordner):
    """Ob ``ordner`` ein importierbares Python-Paket ist (Name und ``__init__.py``)."""
    return ordner.name.isidentifier() and (ordner / "__init__.py").is_file()


def _pakete_in(ordner):
    """Die Unterordner von ``ordner``, die Python-Pakete sind, natürlich sortiert."""
    if not ordner.is_dir():
        return []
    return sorted((k for k in ordner.iterdir() if _ist_paket(k)), key=lambda k: _natuerlich(k.name))


def lektionen():
    """(Paketname, Ordner) jeder Lektion: erst das Beispiel, dann die Tracks nach Ordnernamen."""
    orte = [("lernlabor.uebung", PAKET / "uebung")]
    for track in _pakete_in(PAKET / "tracks"):
        orte.append((f"lernlabor.tracks.{track.name}.uebungen", track / "uebungen"))
    return [(f"{paket}.{k.name}", k) for paket, ordner in orte for k in _pakete_in(ordner)]


def _id_aus_ort(lektion, uebung):
    return f"{lektion}-{uebung}".replace("_", "-")


def _lade_uebung(paket, ordner):
    """Die ``UEBUNG`` des Übungspakets; sie muss die id tragen, die aus ihrem Ort folgt."""
    modul = import_module(paket)
    uebung = getattr(modul, "UEBUNG", None)
    ort = ordner.relative_to(PAKET.parent).as_posix()
    if not isinstance(uebung, Uebung):
        raise ValueError(f"{ort}/__init__.py stellt kein UEBUNG = Uebung(…) bereit.")
    erwartet = _id_aus_ort(ordner.parent.name, ordner.name)
    if uebung.id != erwartet:
        raise ValueError(
            f"Die Übung in {ort}/ hat die id {uebung.id!r}; aus ihrem Ordner folgt "
            f"{erwartet!r}. Benenne die id oder den Ordner um."
        )
    return uebung


def _lade():
    global _register
    if _register is None:
        register = {}
        for lektion, ordner in lektionen():
            for kind in _pakete_in(ordner):
                uebung = _lade_uebung(f"{lektion}.{kind.name}", kind)
                if uebung.id in register:
                    raise ValueError(f"Die Übungs-id {uebung.id!r} ist doppelt vergeben.")
                register[uebung.id] = uebung
        _register = register
    return _register


def alle():
    """Alle Übungen, Lektion für Lektion, für `lernlabor liste` und die Tests."""
    return list(_lade().values())


def je_track():
    """Die Übungen je Track: ``{ordner: [Übung, …]}``, Tracks nach Ordnernamen, zuletzt das
    Beispiel der Autorenseite unter dem Schlüssel None."""
    register, gruppen = _lade(), {}
    for lektion, ordner in lektionen():
        teile = lektion.split(".")  # lernlabor.tracks.<ordner>.uebungen.<lektion>
        track = teile[2] if teile[1] == "tracks" else None
        ids = (_id_aus_ort(ordner.name, kind.name) for kind in _pakete_in(ordner))
        gruppen.setdefault(track, []).extend(register[i] for i in ids)
    return {k: gruppen[k] for k in sorted(gruppen, key=lambda k: (k is None, k or ""))}


def _nur_ihr_paket(uebung_id):
    """Die Übung, ohne eine andere zu laden, sonst None: Der Browser prüft meist nur eine."""
    if _register is not None or not isinstance(uebung_id, str):
        return None
    if uebung_id in _einzeln:
        return _einzeln[uebung_id]
    for lektion, ordner in lektionen():
        praefix = ordner.name.replace("_", "-") + "-"
        if uebung_id.startswith(praefix):
            kind = ordner / uebung_id.removeprefix(praefix).replace("-", "_")
            if _ist_paket(kind):
                _einzeln[uebung_id] = _lade_uebung(f"{lektion}.{kind.name}", kind)
                return _einzeln[uebung_id]
    return None


def finde(uebung_id):
    """Die Übung mit dieser id; eine unbekannte id gibt einen KeyError mit allen bekannten ids."""
    schnell = _nur_ihr_paket(uebung_id)
    if schnell is not None:
        return schnell
    register = _lade()
    try:
        return register[uebung_id]
    except (KeyError, TypeError):
        bekannt = ", ".join(register)
        raise KeyError(f"Unbekannte Übung {uebung_id!r}. Bekannte Übungen: {bekannt}.") from None
