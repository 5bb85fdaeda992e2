"""Regel 6: Du schickst den Text eines `LookupError` durch `str.format`. Geschweifte Klammern darin
sind dann Platzhalter: `str(fehler)` ändert sich, oder `format` wirft selbst. Setz `str(fehler)`
unverändert ein, etwa in einem f-String.
"""
import json


def _schema(status, data=None, error=None):
    return {"status": status, "data": data, "error": error}


def _fuehre(name, args, werkzeuge):
    if name not in werkzeuge:
        return _schema("error", error=f"Unbekanntes Tool {name!r}")
    try:
        return _schema("ok", data=werkzeuge[name](**args))
    except LookupError as fehler:
        return _schema("not_found", error=str(fehler).format())
    except Exception as fehler:
        return _schema("error", error=f"Tool {name!r} gescheitert: {fehler}")


def fuehre_aus_openai(nachricht, werkzeuge):
    antworten = []
    for call in nachricht["tool_calls"]:
        name = call["function"]["name"]
        try:
            args = json.loads(call["function"]["arguments"])
        except json.JSONDecodeError:
            args = None
        if not isinstance(args, dict):
            inhalt = _schema("error", error=f"Argumente für {name!r} sind kein JSON-Objekt")
        else:
            inhalt = _fuehre(name, args, werkzeuge)
        antworten.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(inhalt)})
    return antworten


def fuehre_aus_anthropic(content, werkzeuge):
    ergebnisse = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        inhalt = _fuehre(block["name"], block["input"], werkzeuge)
        b = {"type": "tool_result", "tool_use_id": block["id"], "content": json.dumps(inhalt)}
        if inhalt["status"] == "error":
            b["is_error"] = True
        ergebnisse.append(b)
    return {"role": "user", "content": ergebnisse}
