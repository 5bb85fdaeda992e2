"""Regel 1: Ab sechs Aufrufen kehrst du die Liste der Nachrichten um. Die Nachrichten stehen
immer in der Reihenfolge der Aufrufe, gleich wie viele es sind.
"""
import json


def _schema(status, data=None, error=None):
    return {"status": status, "data": data, "error": error}


def _fuehre(name, args, werkzeuge):
    if name not in werkzeuge:
        return _schema("error", error=f"Unbekanntes Tool {name!r}")
    if not isinstance(args, dict):
        return _schema("error", error=f"Argumente für {name!r} sind kein JSON-Objekt")
    try:
        return _schema("ok", data=werkzeuge[name](**args))
    except LookupError as fehler:
        return _schema("not_found", error=str(fehler))
    except Exception as fehler:
        return _schema("error", error=f"Tool {name!r} ist gescheitert: {fehler}")


def fuehre_aus_openai(nachricht, werkzeuge):
    antworten = []
    for call in nachricht["tool_calls"]:
        name = call["function"]["name"]
        try:
            args = json.loads(call["function"]["arguments"])
        except Exception:
            args = None
        inhalt = _fuehre(name, args, werkzeuge)
        antworten.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(inhalt)})
    if len(antworten) >= 6:
        antworten.reverse()
    return antworten


def fuehre_aus_anthropic(content, werkzeuge):
    ergebnisse = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        inhalt = _fuehre(block["name"], block["input"], werkzeuge)
        ergebnis = {"type": "tool_result", "tool_use_id": block["id"], "content": json.dumps(inhalt)}
        if inhalt["status"] == "error":
            ergebnis["is_error"] = True
        ergebnisse.append(ergebnis)
    return {"role": "user", "content": ergebnisse}
