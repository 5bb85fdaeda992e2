"""Erzeugte Fälle für ``lauf_agent``: Skripte mit parallelen, scheiternden und unbekannten Tools,
dazu Schrittlimit und Budgets genau an den Grenzen (erreicht, um 1 überschritten, 0).

Die Grenzen kommen aus der Referenz-Schleife der Lektion im selben Skript, nicht aus festen
Zahlen. Die Fälle hängen nur von der festen Saat ab; sie werden einmal gebaut und behalten.
"""

from lernlabor.pruefen.meldungen import VERGLEICH_RUECKGABE
from lernlabor.tracks.ki.simulator.anthropic.schleife import lauf_agent as referenz

from .. import meldungen_vergleich as m
from ..faelle import diagnose as diagnose_verlauf
from ..faelle import fall, je_saat, laufe, skript

SCHLUESSEL = ("antwort", "grund", "schritte", "tokens", "kosten")
ANZAHL = 6  # erzeugte Fälle zusätzlich zu den ausgesuchten


def _stand(antworten, werte, schritte):
    """Tokens und Kosten der Referenz nach ``schritte`` Modellaufrufen (ohne Budget)."""
    ergebnis = laufe(referenz, antworten, werte, {"max_schritte": schritte})
    return ergebnis["tokens"], ergebnis["kosten"]


def _budget(zufall, antworten, werte, schritte):
    """Ein Budget an einer Grenze: genau erreicht, knapp überschritten oder 0."""
    nach = zufall.randint(1, schritte)
    tokens, kosten = _stand(antworten, werte, nach)
    art = zufall.choice(("max_tokens", "max_kosten", "beide"))
    grenze_t = zufall.choice((tokens, tokens - 1, 0))
    grenze_k = zufall.choice((kosten, kosten * 0.999, 0.0))
    if art == "max_tokens":
        return {"max_tokens": grenze_t}
    if art == "max_kosten":
        return {"max_kosten": grenze_k}
    return {"max_tokens": grenze_t, "max_kosten": grenze_k}


def _ausgesucht(zufall):
    """Die Randfälle, die jede Saat enthalten soll."""
    drei, werte = skript(zufall, 1, True)
    drei[0] = [
        {"type": "text", "text": "Ich prüfe drei Dinge."},
        *(
            {"type": "tool_use", "id": f"p{i}", "name": name, "input": {"artikel": "Mutter M4"}}
            for i, name in enumerate(("kaputt", "zauberstab", "lager"))
        ),
    ]
    nie, werte_nie = skript(zufall, 2, False)
    tokens, kosten = _stand(nie, werte_nie, 2)
    k1 = _stand(nie, werte_nie, 1)[1]
    return [
        fall(drei, werte, {}, True),
        fall(nie, werte_nie, {"max_schritte": 1}, False),
        fall(nie, werte_nie, {"max_schritte": 4, "max_tokens": tokens}, False),
        fall(nie, werte_nie, {"max_schritte": 4, "max_kosten": k1}, False),
        fall(nie, werte_nie, {"max_schritte": 3, "max_kosten": kosten - 1e-12}, False),
        fall(*skript(zufall, 0, True), {"max_tokens": 0, "max_kosten": 0.0}, True),
        fall(nie, werte_nie, {"max_schritte": 0}, False),
        # Beide Budgets gesetzt, nur eines greift: Jedes zählt für sich.
        fall(nie, werte_nie, {"max_tokens": tokens * 10, "max_kosten": k1}, False),
        fall(nie, werte_nie, {"max_tokens": tokens - 1, "max_kosten": kosten * 10}, False),
    ]


@je_saat
def faelle(zufall):
    """Die Fälle für den Vergleich: ausgesuchte Ränder und ``ANZAHL`` erzeugte Läufe."""
    liste = _ausgesucht(zufall)
    for _ in range(ANZAHL):
        runden = zufall.randint(0, 3)
        fertig = runden == 0 or zufall.random() < 0.6
        antworten, werte = skript(zufall, runden, fertig)
        optionen = {}
        if zufall.random() < 0.7:
            optionen["max_schritte"] = zufall.randint(1, 5)
        if zufall.random() < 0.6:
            optionen |= _budget(zufall, antworten, werte, optionen.get("max_schritte", 5))
        liste.append(fall(antworten, werte, optionen, fertig))
    return liste


def normalisiere(art, daten):
    """Was die Aufgabe an der Rückgabe offenlässt: weitere Schlüssel, kosten 0 statt 0.0.

    Die Reihenfolge paralleler Ergebnisse im Verlauf gleicht schon ``faelle.als_text`` aus.
    """
    if art == VERGLEICH_RUECKGABE and isinstance(daten, dict):
        wert = {k: daten[k] for k in SCHLUESSEL if k in daten}
        # Ohne Modellaufruf bleibt kosten beim Startwert; 0 oder 0.0 lässt die Aufgabe offen.
        if type(wert.get("kosten")) is int:
            wert["kosten"] = float(wert["kosten"])
        return wert
    return daten


def diagnose(fall, soll, ist):
    """Gezielte Sätze: erst die Verläufe, dann zwei gesetzte Budgets, von denen eines greift."""
    text = diagnose_verlauf(fall, soll, ist)
    if text or "max_tokens=" not in fall.beschreibung or "max_kosten=" not in fall.beschreibung:
        return text
    grund_soll = soll.wert.get("grund") if isinstance(soll.wert, dict) else None
    grund_ist = ist.wert.get("grund") if isinstance(ist.wert, dict) else None
    if grund_soll == "budget" and grund_ist != "budget":
        return m.BEIDE_BUDGETS
    return None
