"""Die Prüf-Maschine der Übungen: ein Einstieg ``pruefe(uebung_id, code) -> dict``.

Derselbe Code läuft in der Kommandozeile (``lernlabor pruefe``), in den Tests und im Browser
(Pyodide-Worker). Prüfungen schreibt man mit den Bausteinen aus ``pruefhilfen``; das Netz
darunter, den Vergleich mit der Musterlösung auf erzeugten Fällen, mit ``vergleich``.
"""

from .ausfuehren import pruefe
from .netz import Eintragsart, Fall, Protokoll, aufruf_fall, erste_abweichung, vergleich
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
from .rechengrenze import Rechengrenze, begrenzt
from .zufall import Zufall

__all__ = [
    "Aufruf",
    "Eintragsart",
    "Fall",
    "Protokoll",
    "Rechengrenze",
    "Zufall",
    "aufruf_fall",
    "begrenzt",
    "erste_abweichung",
    "vergleich",
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
