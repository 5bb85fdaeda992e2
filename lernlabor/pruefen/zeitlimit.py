"""Die Meldung, wenn das Zeitlimit eine Prüfung beendete: wo sie stand (``fortschritt``).

Die Kommandozeile ruft ``zeitlimit_meldung`` nach dem Abbruch ihres Kindprozesses auf, der
Browser im nächsten Worker (``im_browser``): eine Funktion für beide.
"""

from . import meldungen as m
from .fortschritt import TRENNER


def zeitlimit_meldung(uebung_id, text, dauer):
    """Die Meldung, wenn die Prüfung nach ``dauer`` (etwa „10 Sekunden“) im Schritt ``text``
    abgebrochen wurde; ohne bekannten Schritt die allgemeine."""
    try:
        ort = _ort(uebung_id, (text or "").split(TRENNER), dauer)
    except Exception:  # noqa: BLE001 – ein kaputter Schritt: die Meldung ohne Ort
        ort = None
    return ort or m.ZEITLIMIT.format(dauer=dauer)


def _ort(uebung_id, teile, dauer):
    from lernlabor.uebung import finde

    uebung = finde(uebung_id)
    if teile[0] == "start":
        return m.ZEITLIMIT_START.format(dauer=dauer)
    if teile[0] == "pruefung":
        pruefung = uebung.pruefungen[int(teile[1])]
        titel = getattr(pruefung, "titel", None) or pruefung.__name__
        return m.ZEITLIMIT_PRUEFUNG.format(dauer=dauer, titel=titel)
    if teile[0] == "fall":
        return _im_fall(uebung, teile[1], int(teile[2]), dauer)
    return None


def _im_fall(uebung, name, nummer, dauer):
    from .ausfuehren import referenz
    from .pruefhilfen import regel_verletzt
    from .vertrag import AUSNAHME, RUECKGABE, beobachte

    vertrag = uebung.vertrag
    spezifikation = vertrag.funktion(name)
    fall = [f for f in vertrag.faelle() if f["funktion"] == name][nummer]
    argumente = fall["argumente"]
    # Die Regel der Laufzeit, sonst wie an der Rechengrenze (``vergleiche``): die der
    # Ausnahme, wo der Fall eine verlangt, oder die der Rückgabe.
    soll = beobachte(referenz(uebung)[name], spezifikation, argumente)
    aspekt = AUSNAHME if soll.art == "ausnahme" else RUECKGABE
    regel = vertrag.regel_der_laufzeit(spezifikation, argumente, aspekt)
    befund = m.ZEITLIMIT_FALL.format(dauer=dauer, fall=spezifikation.beschreibung(argumente))
    return regel_verletzt(regel, befund)
