"""Regel 3: Du hebst Ergebnisse über Runden hinweg auf und rufst ein Tool für einen Wunsch, der
in einer früheren Runde schon kam, nicht noch einmal. Auch in einer späteren Runde läuft jeder
Aufruf in `tool_calls` wirklich.
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
        return schema("not_found", error=str(fehler))
    except Exception as fehler:
        return schema("error", error=str(fehler))


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    cache = {}
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if nachricht.get("tool_calls") is None:
            return nachricht["content"]
        messages.append(nachricht)
        neu = {}
        for call in nachricht["tool_calls"]:
            schluessel = (call["function"]["name"], call["function"]["arguments"])
            if schluessel in cache:
                inhalt = cache[schluessel]
            else:
                inhalt = fuehre(call, werkzeuge)
                neu[schluessel] = inhalt
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(inhalt)})
        cache.update(neu)
    return None
