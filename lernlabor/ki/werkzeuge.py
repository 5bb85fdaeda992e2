"""Helfer rund um Tool-Ergebnisse, Text und Kosten, wie sie die Lektionen benutzen."""

import json

# Platzhalter-Preise in Dollar je 1000 Token, Beispielwerte der Quelle: je Modell prüfen.
PREIS_JE_1K = {"input": 0.003, "output": 0.015}


def text_von(content):
    """Fügt den Text aller text-Blöcke einer Antwort zusammen (ohne Trennzeichen dazwischen)."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        raise TypeError(
            f'text_von erwartet die Blockliste einer Antwort (antwort["content"]), nicht '
            f"{type(content).__name__}."
        )
    return "".join(b["text"] for b in content if isinstance(b, dict) and b.get("type") == "text")


def tool_result_fuer(block, werkzeuge):
    """Führt den Tool-Wunsch ``block`` aus und gibt den passenden tool_result-Block zurück.

    Das Ergebnis wird ein String: dicts, Listen und Tupel als JSON, alles andere mit ``str``.
    Ein unbekanntes Tool oder eine Exception im Tool wird kein Absturz, sondern ein
    Ergebnis mit ``is_error: True``, damit das Modell darauf reagieren kann.
    """
    if not (isinstance(block, dict) and block.get("type") == "tool_use"):
        raise TypeError(
            "tool_result_fuer erwartet einen tool_use-Block aus der Antwort des Modells, "
            f"nicht {block!r:.80}."
        )
    name = block["name"]

    def ergebnis(content, fehler=False):
        antwort = {"type": "tool_result", "tool_use_id": block["id"], "content": content}
        if fehler:
            antwort["is_error"] = True
        return antwort

    if name not in werkzeuge:
        verfuegbar = ", ".join(sorted(werkzeuge)) or "keine"
        return ergebnis(f"Unbekanntes Tool {name!r}. Verfügbare Tools: {verfuegbar}.", True)
    try:
        wert = werkzeuge[name](**block["input"])
    except Exception as fehler:  # noqa: BLE001 – jeder Tool-Fehler wird ein Ergebnis
        return ergebnis(f"Fehler in {name}: {type(fehler).__name__}: {fehler}", True)
    if isinstance(wert, dict | list | tuple):
        return ergebnis(json.dumps(wert, ensure_ascii=False))
    return ergebnis(str(wert))


def kosten_von(input_tokens, output_tokens, preise):
    """Kosten eines Aufrufs: Tokens je Richtung durch 1000 mal den Preis je 1000 Token."""
    for name, wert in (("input_tokens", input_tokens), ("output_tokens", output_tokens)):
        if isinstance(wert, bool) or not isinstance(wert, int) or wert < 0:
            raise ValueError(f"{name} muss eine ganze Zahl ab 0 sein, nicht {wert!r}.")
    return input_tokens / 1000 * preise["input"] + output_tokens / 1000 * preise["output"]
