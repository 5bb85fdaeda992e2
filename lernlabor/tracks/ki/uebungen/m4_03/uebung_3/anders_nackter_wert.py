import json


class ToolFehler(Exception):
    """Ein gescheitertes Tool, mit dem Namen davor."""

    def __init__(self, name, fehler):
        super().__init__(f"{name}: {fehler}")


def rufe(werkzeuge, call):
    name = call["function"]["name"]
    try:
        return werkzeuge[name](**json.loads(call["function"]["arguments"]))
    except Exception as fehler:
        raise ToolFehler(name, fehler) from fehler


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    schritt = 0
    while schritt < max_schritte:
        schritt += 1
        nachricht = modell(messages)["choices"][0]["message"]
        if "tool_calls" not in nachricht or not nachricht["tool_calls"]:
            return nachricht["content"]
        messages.append(nachricht)
        for call in nachricht["tool_calls"]:
            try:
                wert = rufe(werkzeuge, call)
                if isinstance(wert, dict) and set(wert) == {"status", "data", "error"}:
                    wert = {"status": "ok", "data": wert, "error": None}  # nackt wie das Schema
                inhalt = json.dumps(wert, ensure_ascii=False, indent=1)
            except ToolFehler as fehler:
                inhalt = json.dumps({"error": super(ToolFehler, fehler).__str__(), "status": "error", "data": None})
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": inhalt})
    return None
