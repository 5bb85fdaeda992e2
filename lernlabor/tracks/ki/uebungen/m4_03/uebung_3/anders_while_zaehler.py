from json import dumps, loads


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    verlauf = [{"role": "user", "content": aufgabe}]
    schritte = 0
    while schritte < max_schritte:
        schritte += 1
        reply = modell(verlauf)["choices"][0]["message"]
        verlauf.append(reply)
        calls = reply.get("tool_calls") or []
        if len(calls) == 0:
            return reply["content"]
        for call in calls:
            try:
                tool = werkzeuge[call["function"]["name"]]
                inhalt = dumps({"status": "ok", "data": tool(**loads(call["function"]["arguments"])), "error": None})
            except Exception as e:
                inhalt = dumps({"error": str(e), "data": None, "status": "error"})
            verlauf.append({"role": "tool", "tool_call_id": call["id"], "content": inhalt})
    return None
