"""Regel 8: Lass `is_error` in den Nachrichten für OpenAI ganz weg, auch als `False`: Ob ein
Tool scheiterte, steht dort nur im JSON-Text von `content`.
"""

import json


def _ergebnis(name, args, werkzeuge):
    if name not in werkzeuge:
        return {"status": "error", "data": None, "error": f"Unbekanntes Tool {name!r}."}
    try:
        return {"status": "ok", "data": werkzeuge[name](**args), "error": None}
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
        nachricht_tool = {"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)}
        if ergebnis["status"] == "error":
            nachricht_tool["is_error"] = True
        antworten.append(nachricht_tool)
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
