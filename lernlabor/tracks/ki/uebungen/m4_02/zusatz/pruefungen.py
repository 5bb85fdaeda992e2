"""Die Prüfung der Zusatzübung: ``aufgabe`` ist die Zahl der Modellaufrufe des Trockenlaufs.

Die Zahl kommt aus dem Skript selbst (``trockenlauf``), nicht aus dieser Datei: Ändert
jemand das Skript, ändert sich die erwartete Zahl mit. Die Meldungen verraten sie nicht.
"""

from lernlabor.pruefen import falsch, kurz, pruefung, richtig
from lernlabor.pruefen.meldungen import VARIABLE_FEHLT

from .. import meldungen as m


def trockenlauf_ergebnis():
    """Das Ergebnis des Trockenlaufs, ohne Ausgabe; ``None``, wenn das Skript fehlt."""
    from lernlabor.tracks.ki.labor.ki_14_echter_agent import trockenlauf

    return trockenlauf(ausgabe=lambda *a, **k: None)


@pruefung("aufgabe = Zahl der Modellaufrufe im Trockenlauf")
def modellaufrufe(namensraum):
    """Vergleicht aufgabe mit der Zahl, die der Trockenlauf wirklich brauchte."""
    if "aufgabe" not in namensraum:
        return falsch(VARIABLE_FEHLT.format(name="aufgabe"))
    wert = namensraum["aufgabe"]
    if isinstance(wert, bool) or not isinstance(wert, int):
        return falsch(m.ZUSATZ_KEINE_ZAHL.format(bekommen=kurz(wert)))
    try:
        lauf = trockenlauf_ergebnis()
    except Exception as fehler:  # noqa: BLE001 – fehlt das Skript, sagt die Meldung es deutlich
        return falsch(m.SKRIPT_FEHLT.format(text=f"{type(fehler).__name__}: {fehler}"))
    erwartet = lauf["modellaufrufe"]
    if wert == erwartet:
        return richtig(m.ZUSATZ_RICHTIG)
    tools = sum(len(p.get("tools", ())) for p in lauf.get("protokoll", ()))
    if tools and wert == tools:
        return falsch(m.ZUSATZ_NUR_TOOLS.format(bekommen=wert))
    if wert == len(lauf.get("messages", ())):
        return falsch(m.ZUSATZ_NACHRICHTEN.format(bekommen=wert))
    if wert == erwartet + 1:
        return falsch(m.ZUSATZ_EINS_ZU_VIEL.format(bekommen=wert))
    return falsch(m.ZUSATZ_FALSCH.format(bekommen=wert))


PRUEFUNGEN = (modellaufrufe,)
