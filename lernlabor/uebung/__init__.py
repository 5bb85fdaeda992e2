"""Das Register aller Übungen: eine Definition, gelesen von Widget, CLI und Tests.

Eine Übung mit der id ``m4-02-uebung-1`` lebt im Ordner ``lernlabor/uebung/ki/m4_02/uebung_1/``
(Track, Lektion, Übung; Bindestriche werden Unterstriche). Jede Lektion listet ihre Übungen in
``UEBUNGEN``; dieses Modul sammelt die Lektionen.
"""

from importlib import import_module

from .definition import FalscheAntwort, GleichwertigerMutant, Uebung

# Pakete, die ein Tupel UEBUNGEN bereitstellen. Neue Lektion: hier eintragen.
LEKTIONEN = (
    "lernlabor.uebung.beispiel",
    "lernlabor.uebung.ki.m4_02",
    "lernlabor.uebung.ki.m4_03",
    "lernlabor.uebung.ki.m4_04",
    "lernlabor.uebung.ki.m4_05",
)

_register = None

__all__ = ["FalscheAntwort", "GleichwertigerMutant", "Uebung", "alle", "finde"]


def _lade():
    global _register
    if _register is None:
        register = {}
        for name in LEKTIONEN:
            for uebung in import_module(name).UEBUNGEN:
                if uebung.id in register:
                    raise ValueError(f"Die Übungs-id {uebung.id!r} ist doppelt vergeben.")
                register[uebung.id] = uebung
        _register = register
    return _register


def alle():
    """Alle Übungen in der Reihenfolge der Lektionen, für `lernlabor liste` und die Tests."""
    return list(_lade().values())


def _aus_ihrer_lektion(uebung_id):
    """Die Übung aus dem Paket ihrer Lektion allein, ohne die übrigen zu laden, sonst None.

    Der Browser prüft beim ersten Mal nur eine Übung; jede weitere Lektion kostet dort Zeit.
    Die Lektion steht in der id: ``m4-02-uebung-1`` gehört zu ``….m4_02``.
    """
    if _register is not None or not isinstance(uebung_id, str):
        return None
    lektion = "_".join(uebung_id.split("-")[:2])
    for name in LEKTIONEN:
        if name.rpartition(".")[2] == lektion:
            for uebung in import_module(name).UEBUNGEN:
                if uebung.id == uebung_id:
                    return uebung
    return None


def finde(uebung_id):
    """Die Übung mit dieser id; eine unbekannte id gibt einen KeyError mit allen bekannten ids."""
    schnell = _aus_ihrer_lektion(uebung_id)
    if schnell is not None:
        return schnell
    register = _lade()
    try:
        return register[uebung_id]
    except (KeyError, TypeError):
        bekannt = ", ".join(register)
        raise KeyError(f"Unbekannte Übung {uebung_id!r}. Bekannte Übungen: {bekannt}.") from None
