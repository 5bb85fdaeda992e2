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
        antworten.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return antworten


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        messages.append(nachricht)
        messages.extend(fuehre_aus_openai(nachricht, werkzeuge))
    return None
