import json


def ergebnis(werkzeuge, call):
    name = call["function"]["name"]
    try:
        wert = werkzeuge[name](**json.loads(call["function"]["arguments"]))
    except Exception as fehler:
        return {"status": "error", "data": None, "error": f"{name} ist gescheitert: {fehler}"}
    return {"status": "ok", "data": wert, "error": None}


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        aufrufe = nachricht.get("tool_calls") or []
        if not aufrufe:
            return nachricht["content"]
        # Ohne leere Felder wie "content": None; ein Text des Modells bleibt stehen.
        messages.append({k: v for k, v in nachricht.items() if v is not None})
        for call in reversed(aufrufe):
            inhalt = json.dumps(ergebnis(werkzeuge, call), ensure_ascii=False)
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": inhalt})
    return None
