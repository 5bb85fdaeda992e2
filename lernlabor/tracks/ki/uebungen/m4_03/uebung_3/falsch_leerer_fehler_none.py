"""Regel 5: Hat die Exception keinen Text, schreibst du `None` als `error`. `error` ist auch
dann ein Text, der `str(fehler)` enthält, notfalls der leere.
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
        return schema("error", error=f"Argumente für {name} sind kein Objekt")
    try:
        return schema("ok", data=werkzeuge[name](**args))
    except LookupError as fehler:
        return schema("not_found", error=str(fehler) or None)
    except Exception as fehler:
        return schema("error", error=str(fehler) or None)


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
