"""Regel 9: Du führst die Tools in einem anderen Thread aus (etwa mit `ThreadPoolExecutor`). Sie
laufen nacheinander in deiner Funktion selbst: So kann sich ein Tool darauf verlassen, dass
das vorige fertig ist.
"""

import json
from concurrent.futures import ThreadPoolExecutor


def _ergebnis(name, args, werkzeuge):
    if name not in werkzeuge:
        return {"status": "error", "data": None, "error": f"Unbekanntes Tool {name!r}."}
    try:
        with ThreadPoolExecutor(max_workers=1) as pool:
            wert = pool.submit(werkzeuge[name], **args).result()
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
