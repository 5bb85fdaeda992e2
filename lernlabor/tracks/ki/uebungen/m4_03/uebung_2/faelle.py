"""Erzeugte Fälle von Übung 2 für den Vergleich mit der Musterlösung.

``kuerze`` bekommt Texte mit Umlauten und Zeichen aus mehreren Bytes (wer nach Bytes statt
Zeichen schneidet, fällt auf) und Grenzen an den Rändern: 0, 1, Länge − 1, Länge, Länge + 1,
riesig, negativ. ``mit_hinweis`` darf den Hinweis frei formulieren; verglichen wird daher nur,
was die Aufgabe verlangt: welche Zahlen der Satz in welcher Reihenfolge nennt und ob er sagt,
dass es weitere Treffer gibt.
"""

import re

from lernlabor.pruefen import Fall
from lernlabor.pruefen import meldungen as m
from lernlabor.pruefen.pruefhilfen import kurz

# „keine weiteren“, „keine Treffer mehr“; „nicht mehr als 3“ ist dagegen eine richtige Aussage.
VERNEINT = re.compile(r"\bkein\w*\s+(\w+\s+)?(weiter\w*|mehr)\b", re.IGNORECASE)


def beschreibe_hinweis(hinweis, gezeigt, gesamt):
    """Was ein Hinweis-Satz aussagt, als Vergleichswert: Wortlaut egal, Aussage nicht."""
    if not isinstance(hinweis, str):
        return hinweis
    zahlen = re.findall(r"\d+", hinweis)
    if str(gezeigt) not in zahlen or str(gesamt) not in zahlen:
        zahlen_teil = f"nennt nicht beide Zahlen {gezeigt} und {gesamt}"
    elif zahlen.index(str(gezeigt)) > zahlen.index(str(gesamt)):
        zahlen_teil = f"nennt die Gesamtzahl {gesamt} vor der gezeigten Zahl {gezeigt}"
    else:
        zahlen_teil = f"nennt erst {gezeigt} (gezeigt), dann {gesamt} (gesamt)"
    if VERNEINT.search(hinweis):
        weitere = "bestreitet, dass es weitere Treffer gibt"
    elif re.search(r"weitere|mehr", hinweis, re.IGNORECASE):
        weitere = "sagt, dass es weitere Treffer gibt"
    else:
        weitere = "sagt nicht, dass es weitere Treffer gibt"
    return f"<ein Satz, der {zahlen_teil} und {weitere}>"


def _aufruf(name, args, kwargs, normal=None):
    """Ein Aufruf als (beschreibung, mache): ``mache(funktion, protokoll)`` ruft auf und hält
    die Rückgabe fest; bei einer Liste als Eingabe auch, ob sie danach noch stimmt, und einen
    zweiten Aufruf. Texte sind unveränderlich, für eine Liste von Texten genügt eine flache
    Kopie."""
    teile = [kurz(a) for a in args] + [f"{k}={kurz(v)}" for k, v in kwargs.items()]
    beschreibung = f"{name}({', '.join(teile)})"
    normal = normal or (lambda wert: wert)

    def mache(funktion, protokoll):
        eingaben = [list(a) if isinstance(a, list) else a for a in args]
        wert = normal(funktion(*eingaben, **kwargs))
        protokoll.notiere(f"die Rückgabe von {beschreibung}", wert)
        if eingaben != list(args):
            protokoll.notiere(f"die Eingabe von {beschreibung} nach dem Aufruf", eingaben)
        if any(isinstance(a, list) for a in args):
            zweiter = normal(funktion(*eingaben, **kwargs))
            protokoll.notiere(f"der zweite Aufruf {beschreibung}", zweiter)

    return beschreibung, mache


def _buendel(titel, aufrufe):
    """Viele Aufrufe in einem Fall, kürzeste zuerst: eine Rechengrenze statt vieler."""
    aufrufe = sorted(aufrufe, key=lambda a: len(a[0]))

    def lauf(funktion, protokoll):
        for _, mache in aufrufe:
            mache(funktion, protokoll)
        return len(aufrufe)

    return Fall(f"{titel} ({len(aufrufe)} Aufrufe)", lauf, len(aufrufe), m.VERGLEICH_RUECKGABE)


def _kuerze(text, max_zeichen=None):
    return _aufruf("kuerze", (text,), {} if max_zeichen is None else {"max_zeichen": max_zeichen})


def _hinweis(zeilen, max_zeilen=None):
    grenze = 50 if max_zeilen is None else max_zeilen
    optionen = {} if max_zeilen is None else {"max_zeilen": max_zeilen}
    gezeigt, gesamt = len(zeilen[:grenze]), len(zeilen)

    def normal(wert):
        """Ersetzt den frei formulierten Hinweis durch seine Aussage."""
        if isinstance(wert, dict) and "hinweis" in wert:
            return {**wert, "hinweis": beschreibe_hinweis(wert["hinweis"], gezeigt, gesamt)}
        return wert

    return _aufruf("mit_hinweis", (zeilen,), optionen, normal)


def faelle_kuerze(zufall):
    """Texte mit Umlauten, €, CJK und Emoji; Grenzen 0, 1, um die Länge, riesig, negativ."""
    aufrufe = [_kuerze("", 0), _kuerze("ä", 0), _kuerze("€" * 4001), _kuerze("Grüße aus Köln", 6)]
    aufrufe += [_kuerze(" a\n€🙂 ", 1), _kuerze("\n\n🙂", 2)]
    for _ in range(5):
        text = zufall.text(zufall.ganzzahl(1, 30, rand=0.2))
        n = len(text)
        for grenze in zufall.teilmenge((0, 1, n - 1, n, n + 1, n // 2, 10**18), mindestens=2)[:4]:
            aufrufe.append(_kuerze(text, max(grenze, 0)))
    negativ = [_kuerze(zufall.text(5), -1), _kuerze("", -(10**18))]
    return [_buendel("erzeugte Texte", aufrufe)] + [_buendel(a[0], [a]) for a in negativ]


def faelle_mit_hinweis(zufall):
    """Listen von 0 bis 51 Zeilen mit Umlauten; max_zeilen 0, 1, um die Länge, riesig, Standard."""
    vorrat = [zufall.text(zufall.ganzzahl(0, 4)) for _ in range(12)]
    aufrufe = [_hinweis([]), _hinweis(vorrat[:1] * 51), _hinweis([], 0)]
    for _ in range(4):
        n = zufall.ganzzahl(1, 12)
        zeilen = vorrat[:n]
        for grenze in zufall.teilmenge((0, 1, n - 1, n, n + 1, 10**18), mindestens=2)[:4]:
            aufrufe.append(_hinweis(zeilen, max(grenze, 0)))
    return [_buendel("erzeugte Listen", aufrufe)]
