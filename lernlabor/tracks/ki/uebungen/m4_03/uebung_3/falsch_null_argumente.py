"""Regel 5: Ist `arguments` gültiges JSON, aber kein Objekt (etwa `null`), rufst du das Tool
trotzdem auf, mit seinen Vorgabewerten. Ruf dann kein Tool auf und schick "error".
"""

import json


def schema(status, data=None, error=None):
    return {"status": status, "data": data, "error": error}


def fuehre(call, werkzeuge):
    name = call["function"]["name"]
    try:
        args = json.loads(call["function"]["arguments"])
    except json.JSONDecodeError as fehler:
        return schema("error", error=f"Kaputtes JSON für {name}: {fehler}")
    if name not in werkzeuge:
        return schema("error", error=f"Unbekanntes Tool {name}")
    if not isinstance(args, dict):
        args = {}
    try:
        return schema("ok", data=werkzeuge[name](**args))
    except LookupError as fehler:
        return schema("not_found", error=str(fehler))
    except Exception as fehler:
        return schema("error", error=str(fehler))


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if nachricht.get("tool_calls") is None:
            return nachricht["content"]
        messages.append(nachricht)
        for call in nachricht["tool_calls"]:
            inhalt = fuehre(call, werkzeuge)
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(inhalt)})
    return None
