"""Regel 5: Ein langer Text als Rückgabe wird ab 2000 Zeichen gekürzt wie in Schritt 5: `data` ist
dann nicht mehr genau der Wert des Tools.
"""
import json


def _schema(status, data=None, error=None):
    return {"status": status, "data": data, "error": error}


def _fuehre(name, args, werkzeuge):
    if name not in werkzeuge:
        return _schema("error", error=f"Unbekanntes Tool {name!r}")
    try:
        wert = werkzeuge[name](**args)
    except LookupError as fehler:
        return _schema("not_found", error=str(fehler))
    except Exception as fehler:
        return _schema("error", error=f"Tool {name!r} ist gescheitert: {fehler}")
    text = json.dumps(wert)
    if len(text) > 2000:
        return _schema("ok", data=text[:2000] + f"\n...[gekürzt, {len(text) - 2000} weitere Zeichen]")
    return _schema("ok", data=wert)


def fuehre_aus_openai(nachricht, werkzeuge):
    antworten = []
    for call in nachricht["tool_calls"]:
        name = call["function"]["name"]
        try:
            args = json.loads(call["function"]["arguments"])
        except ValueError:
            args = None
        if not isinstance(args, dict):
            schema = _schema("error", error=f"Argumente für {name!r} sind kein JSON-Objekt")
        else:
            schema = _fuehre(name, args, werkzeuge)
        antworten.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(schema)})
    return antworten


def fuehre_aus_anthropic(content, werkzeuge):
    ergebnisse = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        schema = _fuehre(block["name"], block["input"], werkzeuge)
        eintrag = {"type": "tool_result", "tool_use_id": block["id"], "content": json.dumps(schema)}
        if schema["status"] == "error":
            eintrag["is_error"] = True
        ergebnisse.append(eintrag)
    return {"role": "user", "content": ergebnisse}
