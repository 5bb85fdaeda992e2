"""Regel 4: Das ist das Schema mit `ok` aus dem ersten Beispiel der Quelle; verlangt sind genau
`status`, `data` und `error`.
"""

import json


def _ergebnis(name, args, werkzeuge):
    if name not in werkzeuge:
        return {"ok": False, "error": f"Unbekanntes Tool {name!r}."}
    try:
        return {"ok": True, "data": werkzeuge[name](**args)}
    except LookupError as fehler:
        return {"ok": False, "error": str(fehler)}
    except Exception as fehler:
        return {"ok": False, "error": f"Fehler in {name}: {fehler}"}


def fuehre_aus_openai(nachricht, werkzeuge):
    antworten = []
    for call in nachricht["tool_calls"]:
        name = call["function"]["name"]
        try:
            args = json.loads(call["function"]["arguments"])
        except json.JSONDecodeError as fehler:
            ergebnis = {"ok": False, "error": f"Die Argumente für {name} sind kein gültiges JSON: {fehler}"}
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
        if not ergebnis["ok"]:
            tool_result["is_error"] = True
        ergebnisse.append(tool_result)
    return {"role": "user", "content": ergebnisse}
