"""Regel 5: Ein JSON-Array verteilst du mit `*args` auf die Parameter. `arguments` muss ein
JSON-Objekt sein; ist es keins, rufst du kein Tool auf und schickst `"status": "error"`.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        messages.append(nachricht)
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
                daten = werkzeuge[name](*args) if isinstance(args, list) else werkzeuge[name](**args)
                ergebnis = {"status": "ok", "data": daten, "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
