import json


def ergebnis_von(werkzeuge, name, args):
    """Ein Zweig für alle Exceptions; isinstance entscheidet, was „nicht gefunden“ heißt."""
    if name not in werkzeuge:
        return {"error": f"Das Tool {name} kenne ich nicht.", "data": None, "status": "error"}
    try:
        wert = werkzeuge[name](**args)
    except Exception as fehler:
        if isinstance(fehler, LookupError):
            return {"error": str(fehler), "data": None, "status": "not_found"}
        return {"error": f"{name} ist gescheitert ({type(fehler).__name__}).", "data": None, "status": "error"}
    return {"error": None, "data": wert, "status": "ok"}


def als_text(ergebnis):
    # Umlaute bleiben stehen, eingerückt und anders sortiert: Es bleibt dasselbe JSON.
    return json.dumps(ergebnis, ensure_ascii=False, indent=2, sort_keys=True)


def fuehre_aus_openai(nachricht, werkzeuge):
    nachrichten = []
    for call in nachricht["tool_calls"]:
        name = call["function"]["name"]
        try:
            args = json.loads(call["function"]["arguments"])
        except ValueError:
            ergebnis = {"status": "error", "data": None, "error": f"Für {name} kam kein gültiges JSON."}
        else:
            ergebnis = ergebnis_von(werkzeuge, name, args)
        nachrichten.append({"content": als_text(ergebnis), "tool_call_id": call["id"], "role": "tool"})
    return nachrichten


def fuehre_aus_anthropic(content, werkzeuge):
    bloecke = []
    for block in content:
        if block.get("type") == "tool_use":
            ergebnis = ergebnis_von(werkzeuge, block["name"], block["input"])
            bloecke.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "content": als_text(ergebnis),
                "is_error": ergebnis["status"] == "error",
            })
    return {"content": bloecke, "role": "user"}
