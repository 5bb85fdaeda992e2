"""Die Referenz-Schleife der Lektion M4·02 (Lösung von Übung 1, dazu der Verlauf)."""

from ..kosten import PREIS_JE_1K, kosten_von
from .werkzeuge import text_von, tool_result_fuer


def lauf_agent(modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, max_kosten=None):
    """Lässt ``modell`` die ``aufgabe`` mit ``werkzeuge`` lösen, mit drei Schutzgittern.

    Gibt ein dict zurück mit ``antwort``, ``grund`` (``"fertig"``, ``"max_schritte"`` oder
    ``"budget"``), ``schritte`` (Modellaufrufe), ``tokens``, ``kosten`` und ``messages``.
    ``max_tokens`` ist ein Gesamtbudget über alle Aufrufe, kein Limit je Antwort.
    """
    messages = [{"role": "user", "content": aufgabe}]
    tokens = 0
    kosten = 0.0

    def ende(antwort, grund, schritte):
        return {
            "antwort": antwort,
            "grund": grund,
            "schritte": schritte,
            "tokens": tokens,
            "kosten": kosten,
            "messages": messages,
        }

    for schritt in range(1, max_schritte + 1):
        antwort = modell(messages)
        usage = antwort["usage"]
        tokens += usage["input_tokens"] + usage["output_tokens"]
        kosten += kosten_von(usage["input_tokens"], usage["output_tokens"], PREIS_JE_1K)
        messages.append({"role": "assistant", "content": antwort["content"]})
        wuensche = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not wuensche:
            return ende(text_von(antwort["content"]), "fertig", schritt)
        if (max_tokens is not None and tokens > max_tokens) or (
            max_kosten is not None and kosten > max_kosten
        ):
            return ende(None, "budget", schritt)
        messages.append(
            {"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in wuensche]}
        )
    return ende(None, "max_schritte", max_schritte)
