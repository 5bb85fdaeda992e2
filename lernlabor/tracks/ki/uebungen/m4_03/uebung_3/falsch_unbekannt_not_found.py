"""Regel 5: Ein unbekanntes Tool ist kein `LookupError` eines Tools: Es bekommt `"status":
"error"`, nicht `"not_found"`. Fängt dein `except LookupError` auch den `KeyError` von
`werkzeuge[name]`, prüfe vorher `name in werkzeuge`.
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
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except LookupError as fehler:
                ergebnis = {"status": "not_found", "data": None, "error": str(fehler)}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": f"Fehler in {name}: {fehler}"}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
