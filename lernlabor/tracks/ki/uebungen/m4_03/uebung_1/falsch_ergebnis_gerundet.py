"""Regel 5: Du rundest Kommazahlen, die das Tool zurückgibt: Aus `0.125` wird `0.12`. `"data"`
ist genau der Wert des Tools, auch eine Kommazahl bleibt, wie sie kam.
"""

import json


def _ergebnis(name, args, werkzeuge):
    if name not in werkzeuge:
        return {"status": "error", "data": None, "error": f"Unbekanntes Tool {name!r}."}
    try:
        wert = werkzeuge[name](**args)
        if isinstance(wert, float) and abs(wert) != float("inf"):
            wert = round(wert, 2)
        return {"status": "ok", "data": wert, "error": None}
    except LookupError as fehler:
        return {"status": "not_found", "data": None, "error": str(fehler)}
    except Exception as fehler:
        return {"status": "error", "data": None, "error": f"Fehler in {name}: {fehler}"}


def fuehre_aus_openai(nachricht, werkzeuge):
    antworten = []
    for call in nachricht["tool_calls"]:
        name = call["function"]["name"]
        try:
            args = json.loads(call["function"]["arguments"])
        except json.JSONDecodeError as fehler:
            ergebnis = {"status": "error", "data": None, "error": f"Die Argumente für {name} sind kein gültiges JSON: {fehler}"}
        else:
            ergebnis = _ergebnis(name, args, werkzeuge)
        antworten.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return antworten


def fuehre_aus_anthropic(content, werkzeuge):
    ergebnisse = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        ergebnis = _ergebnis(block["name"], block["input"], werkzeuge)
        tool_result = {"type": "tool_result", "tool_use_id": block["id"], "content": json.dumps(ergebnis)}
        if ergebnis["status"] == "error":
            tool_result["is_error"] = True
        ergebnisse.append(tool_result)
    return {"role": "user", "content": ergebnisse}
