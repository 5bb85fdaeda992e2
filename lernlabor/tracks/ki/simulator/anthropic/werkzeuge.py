"""Helfer rund um Tool-Ergebnisse und Text im Anthropic-Format, wie die Lektionen sie benutzen."""

import json


def text_von(content):
    """Fügt den Text aller text-Blöcke einer Antwort zusammen (ohne Trennzeichen dazwischen).

    Andere Blöcke (``tool_use``) werden übersprungen; ein String kommt unverändert zurück.
    """
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        hinweis = ' Nimm antwort["content"].' if isinstance(content, dict) else ""
        raise TypeError(
            f'text_von erwartet die Blockliste einer Antwort (antwort["content"]), nicht '
            f"{type(content).__name__}.{hinweis}"
        )
    teile = []
    for nummer, block in enumerate(content):
        if not isinstance(block, dict) or "type" not in block:
            raise TypeError(
                f"text_von: Block {nummer} ist kein Block (dict mit type), sondern {block!r:.60}."
            )
        if block["type"] == "text":
            if not isinstance(block.get("text"), str):
                raise TypeError(f"text_von: Block {nummer} ist ein text-Block ohne Text.")
            teile.append(block["text"])
    return "".join(teile)


def tool_result_fuer(block, werkzeuge):
    """Führt den Tool-Wunsch ``block`` aus und gibt den passenden tool_result-Block zurück.

    ``werkzeuge`` ordnet Tool-Namen Funktionen zu (``{"suche_buch": suche_buch}``). Das
    Ergebnis wird ein String: dicts, Listen und Tupel als JSON, alles andere mit ``str``.
    Ein unbekanntes Tool, eine Exception im Tool oder ein Ergebnis, das sich nicht als JSON
    schreiben lässt, wird kein Absturz, sondern ein Ergebnis mit ``is_error: True``, damit
    das Modell darauf reagieren kann.
    """
    if not (isinstance(block, dict) and block.get("type") == "tool_use"):
        raise TypeError(
            "tool_result_fuer erwartet einen tool_use-Block aus der Antwort des Modells, "
            f"nicht {block!r:.80}."
        )
    fehlend = [k for k in ("id", "name", "input") if k not in block]
    if fehlend:
        raise TypeError(f"Dem tool_use-Block fehlt {', '.join(fehlend)}: {block!r:.80}.")
    if not isinstance(werkzeuge, dict):
        raise TypeError(
            "werkzeuge muss ein dict sein, das Tool-Namen Funktionen zuordnet, etwa "
            f'{{"suche_buch": suche_buch}}, nicht {type(werkzeuge).__name__}.'
        )
    name = block["name"]

    def ergebnis(content, fehler=False):
        antwort = {"type": "tool_result", "tool_use_id": block["id"], "content": content}
        if fehler:
            antwort["is_error"] = True
        return antwort

    if not isinstance(name, str) or name not in werkzeuge:
        verfuegbar = ", ".join(sorted(map(str, werkzeuge))) or "keine"
        return ergebnis(f"Unbekanntes Tool {name!r}. Verfügbare Tools: {verfuegbar}.", True)
    try:
        wert = werkzeuge[name](**block["input"])
    except Exception as fehler:  # noqa: BLE001 – jeder Tool-Fehler wird ein Ergebnis
        return ergebnis(f"Fehler in {name}: {type(fehler).__name__}: {fehler}", True)
    if isinstance(wert, (dict, list, tuple)):  # ein Tupel: dict | list | tuple entstünde je Aufruf
        try:
            return ergebnis(json.dumps(wert, ensure_ascii=False))
        except (TypeError, ValueError) as fehler:
            return ergebnis(
                f"Das Ergebnis von {name} lässt sich nicht als JSON schreiben: {fehler}", True
            )
    return ergebnis(str(wert))
