import json


def make_result(status, data=None, error=None):
    """Das stabile Schema, wie in der Quelle, an einer Stelle gebaut."""
    return {"status": status, "data": data, "error": error}


def rufe_tool(werkzeuge, name, args):
    funktion = werkzeuge.get(name)
    if funktion is None:
        return make_result("error", error=f"Das Tool {name} gibt es nicht.")
    try:
        wert = funktion(**args)
    except KeyError as fehler:
        return make_result("not_found", error=str(fehler))
    except LookupError as fehler:
        return make_result("not_found", error=str(fehler))
    except Exception as fehler:
        return make_result("error", error=f"{name} ist gescheitert: {type(fehler).__name__}: {fehler}")
    return make_result("ok", data=wert)


def argumente(call):
    try:
        return json.loads(call["function"]["arguments"]), None
    except ValueError:
        return None, make_result("error", error=f"{call['function']['name']}: arguments ist kein JSON.")


def fuehre_aus_openai(nachricht, werkzeuge):
    def eine(call):
        args, fehler = argumente(call)
        ergebnis = fehler or rufe_tool(werkzeuge, call["function"]["name"], args)
        return {"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis, ensure_ascii=False)}

    return [eine(call) for call in nachricht["tool_calls"]]


def fuehre_aus_anthropic(content, werkzeuge):
    bloecke = []
    for b in (b for b in content if b["type"] == "tool_use"):
        ergebnis = rufe_tool(werkzeuge, b["name"], b["input"])
        markierung = {"is_error": True} if ergebnis["status"] == "error" else {}
        bloecke.append({"type": "tool_result", "tool_use_id": b["id"], "content": json.dumps(ergebnis), **markierung})
    return {"role": "user", "content": bloecke}
