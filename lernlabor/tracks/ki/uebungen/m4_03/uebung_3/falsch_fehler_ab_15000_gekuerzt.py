"""Regel 5: Du kürzt einen Text der Exception erst ab 15.000 Zeichen, aber du kürzt. In `error`
gehört `str(fehler)` ganz, bei jeder Länge.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        messages.append(nachricht)
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
                    text = str(fehler)
                    if len(text) > 15000:
                        text = text[:15000] + "…"
                    inhalt = {"status": "error", "data": None, "error": f"{name} ist gescheitert: {text}"}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(inhalt)})
    return None
