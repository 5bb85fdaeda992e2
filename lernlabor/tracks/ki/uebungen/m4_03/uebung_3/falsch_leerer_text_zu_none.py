"""Regel 2: Du machst aus `"content": ""` neben `tool_calls` ein `None` (etwa mit `or None`).
Ein leeres Feld darfst du behalten oder weglassen, aber nicht ersetzen: Häng die Nachricht an,
wie sie kam.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        messages.append({**nachricht, "content": nachricht.get("content") or None})
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
            except ValueError:
                args = None
            if name not in werkzeuge:
                inhalt = {"status": "error", "data": None, "error": f"Unbekanntes Tool {name}"}
            elif not isinstance(args, dict):
                inhalt = {"status": "error", "data": None, "error": "arguments ist kein JSON-Objekt"}
            else:
                try:
                    inhalt = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
                except LookupError as fehler:
                    inhalt = {"status": "not_found", "data": None, "error": str(fehler)}
                except Exception as fehler:
                    inhalt = {"status": "error", "data": None, "error": f"{name} ist gescheitert: {fehler}"}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(inhalt)})
    return None
