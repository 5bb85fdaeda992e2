"""Vergleich eines Laufs von ``lauf_agent`` der Lernenden mit der Referenz-Schleife.

Die erwarteten Werte kommen aus ``lernlabor.tracks.ki.lauf_agent`` im selben Szenario, nicht aus
fest eingetragenen Zahlen: Ändert sich der Simulator, bleiben die Prüfungen richtig. Tokens
und Kosten werden an dem gemessen, was das Modell der Lernenden wirklich meldete.
"""

from lernlabor.pruefen import falsch, gleich, kurz
from lernlabor.pruefen.meldungen import WERT_NONE
from lernlabor.tracks.ki import PREIS_JE_1K, kosten_von
from lernlabor.tracks.ki.simulator.anthropic.schleife import lauf_agent as referenz

from .. import meldungen as m
from ..szenarien import diagnose_ausnahme, im

SCHLUESSEL = ("antwort", "grund", "schritte", "tokens", "kosten")


def stand_nach(szenario, aufrufe):
    """Tokens und Kosten der Referenz nach ``aufrufe`` Modellaufrufen (für Budget-Grenzen)."""
    ergebnis = szenario.mit(max_schritte=aufrufe).laufe(referenz).aufruf.wert
    return ergebnis["tokens"], ergebnis["kosten"]


def vergleiche(szenario, lauf_agent, sonderfall=None):
    """Lässt Referenz und Lernende im Szenario laufen; ``None`` wenn alles stimmt."""
    ref = szenario.laufe(referenz)
    soll = ref.aufruf.wert
    lauf = szenario.laufe(lauf_agent)
    if lauf.aufruf.ausnahme is not None:
        return diagnose_ausnahme(lauf)
    ist = lauf.aufruf.wert
    if not isinstance(ist, dict):
        text = m.KEIN_DICT.format(bekommen=kurz(ist))
        return _falsch(szenario, text + (WERT_NONE if ist is None else ""), "kein_dict")
    fehlend = [k for k in SCHLUESSEL if k not in ist]
    if fehlend:
        text = m.SCHLUESSEL_FEHLEN.format(fehlend=", ".join(fehlend), bekommen=kurz(list(ist)))
        return _falsch(szenario, text, "schluessel")
    if sonderfall is not None:
        befund = sonderfall(soll, ist, lauf)
        if befund is not None:
            return befund
    if lauf.modell.aufrufe == 0:
        return _schritte(szenario, soll, ist, lauf, ref)
    for pruefe in (_grund, _antwort, _schritte, _tools, _tokens, _kosten):
        befund = pruefe(szenario, soll, ist, lauf, ref)
        if befund is not None:
            return befund
    return None


def zahl(wert):
    """Zahlen lesbar: Kommazahlen mit 6 gültigen Stellen statt 0.0007229999999999999."""
    if isinstance(wert, float):
        return f"{wert:.6g}"
    return kurz(wert)


def _falsch(szenario, text, schluessel):
    return falsch(im(szenario, text), schluessel=schluessel)


def _budget(szenario):
    for name, art in (("max_tokens", "tokens"), ("max_kosten", "kosten")):
        if szenario.optionen.get(name) is not None:
            return name, art, szenario.optionen[name]
    return None, None, None


def _grund(szenario, soll, ist, lauf, ref):
    if ist["grund"] == soll["grund"]:
        return None
    if soll["grund"] == "fertig" and ist["grund"] == "budget":
        text = m.BUDGET_VOR_ENDANTWORT.format(bekommen=ist["grund"])
        return _falsch(szenario, text, "budget_vor_endantwort")
    name, art, grenze = _budget(szenario)
    if soll["grund"] == "budget" and name:
        text = m.BUDGET_UEBERSEHEN.format(
            budget=name,
            grenze=zahl(grenze),
            schritt=soll["schritte"],
            art=art,
            wert=zahl(soll[art]),
            bekommen=ist["grund"],
        )
        if grenze == 0:
            text += m.BUDGET_NULL.format(budget=name)
            return _falsch(szenario, text, f"budget_null_{name}")
        return _falsch(szenario, text, f"budget_{name}")
    text = m.GRUND.format(erwartet=soll["grund"], bekommen=ist["grund"])
    return _falsch(szenario, text, "grund")


def _antwort(szenario, soll, ist, lauf, ref):
    if gleich(ist["antwort"], soll["antwort"]):
        return None
    text = m.ANTWORT.format(erwartet=kurz(soll["antwort"]), bekommen=kurz(ist["antwort"]))
    if soll["antwort"] is None:
        text += m.ANTWORT_BEI_ABBRUCH
    elif lauf.modell.aufrufe < soll["schritte"]:
        text += m.ANTWORT_ZU_FRUEH.format(aufrufe=lauf.modell.aufrufe)
    return _falsch(szenario, text, "antwort")


def _schritte(szenario, soll, ist, lauf, ref):
    aufrufe = lauf.modell.aufrufe
    if aufrufe != soll["schritte"]:
        text = m.AUFRUFE.format(erwartet=soll["schritte"], bekommen=aufrufe)
        return _falsch(szenario, text, "aufrufe")
    if gleich(ist["schritte"], soll["schritte"]):
        return None
    text = m.SCHRITTE.format(
        erwartet=soll["schritte"], bekommen=kurz(ist["schritte"]), aufrufe=aufrufe
    )
    if ist["schritte"] == aufrufe - 1:
        text += m.SCHRITTE_AB_NULL
    return _falsch(szenario, text, "schritte")


def _tools(szenario, soll, ist, lauf, ref):
    erwartet, bekommen = len(ref.werkstatt.aufrufe), len(lauf.werkstatt.aufrufe)
    if erwartet == bekommen:
        return None
    if soll["grund"] == "budget" and bekommen > erwartet:
        text = m.BUDGET_NACH_TOOLS.format(
            schritt=soll["schritte"], erwartet=erwartet, bekommen=bekommen
        )
        return _falsch(szenario, text, "budget_nach_tools")
    je_durchlauf = erwartet // soll["schritte"]
    if soll["grund"] == "max_schritte" and bekommen == erwartet - je_durchlauf:
        text = m.TOOLS_LETZTER_DURCHLAUF.format(
            erwartet=erwartet, bekommen=bekommen, max_schritte=soll["schritte"]
        )
        return _falsch(szenario, text, "tools_letzter_durchlauf")
    return _falsch(szenario, m.TOOLS_ANZAHL.format(erwartet=erwartet, bekommen=bekommen), "tools")


def _tokens(szenario, soll, ist, lauf, ref):
    usages = lauf.modell.usages
    eingabe = sum(u["input_tokens"] for u in usages)
    ausgabe = sum(u["output_tokens"] for u in usages)
    if gleich(ist["tokens"], eingabe + ausgabe):
        return None
    text = m.TOKENS.format(
        erwartet=eingabe + ausgabe, aufrufe=len(usages), bekommen=kurz(ist["tokens"])
    )
    schluessel = "tokens"
    if gleich(ist["tokens"], eingabe):
        text, schluessel = text + m.TOKENS_OHNE_OUTPUT, "tokens_ohne_output"
    elif gleich(ist["tokens"], ausgabe):
        text, schluessel = text + m.TOKENS_OHNE_INPUT, "tokens_ohne_input"
    elif usages and gleich(ist["tokens"], usages[-1]["input_tokens"] + usages[-1]["output_tokens"]):
        text, schluessel = text + m.TOKENS_NICHT_SUMMIERT, "tokens_nicht_summiert"
    return _falsch(szenario, text, schluessel)


def _kosten(szenario, soll, ist, lauf, ref):
    usages = lauf.modell.usages
    erwartet = sum(kosten_von(u["input_tokens"], u["output_tokens"], PREIS_JE_1K) for u in usages)
    if gleich(ist["kosten"], erwartet):
        return None
    return _falsch(
        szenario, m.KOSTEN.format(erwartet=zahl(erwartet), bekommen=zahl(ist["kosten"])), "kosten"
    )
