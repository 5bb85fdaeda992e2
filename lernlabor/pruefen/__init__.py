"""Die Prüf-Maschine der Übungen: ein Einstieg ``pruefe(uebung_id, code) -> dict``.

Derselbe Code läuft in der Kommandozeile (``lernlabor pruefe``), in den Tests und im Browser
(Pyodide-Worker). Prüfungen schreibt man mit den Bausteinen aus ``pruefhilfen``.
"""

from .ausfuehren import pruefe
from .pruefhilfen import (
    Aufruf,
    Rueckmeldung,
    ausnahme_meldung,
    erwarte_ausnahme,
    erwarte_gleich,
    falsch,
    gleich,
    hole_funktion,
    kurz,
    pruefung,
    richtig,
    rufe,
)

__all__ = [
    "Aufruf",
    "Rueckmeldung",
    "ausnahme_meldung",
    "erwarte_ausnahme",
    "erwarte_gleich",
    "falsch",
    "gleich",
    "hole_funktion",
    "kurz",
    "pruefe",
    "pruefung",
    "richtig",
    "rufe",
]
