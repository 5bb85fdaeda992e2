import json


def fuehre_aus(call, werkzeuge):
    """Ein Aufruf, ein Ergebnis-String; eine Exception wird ein Fehler-Ergebnis."""
    funktion = call["function"]
    try:
        wert = werkzeuge[funktion["name"]](**json.loads(funktion["arguments"]))
    except Exception as fehler:
        text = f"{funktion['name']}: {type(fehler).__name__}: {fehler}"
        return json.dumps({"status": "error", "data": None, "error": text})
    if isinstance(wert, dict) and {"status", "data", "error"} <= wert.keys():
        wert = {"status": "ok", "data": wert, "error": None}  # auch mit einem Feld mehr
    return json.dumps(wert, ensure_ascii=False)


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        messages.append(nachricht)
        if not nachricht.get("tool_calls"):
            break
        messages.extend(
            {"role": "tool", "tool_call_id": call["id"], "content": fuehre_aus(call, werkzeuge)}
            for call in nachricht["tool_calls"]
        )
    else:
        return None
    return nachricht["content"]
