"""Regel 5: Wirft ein Tool, bricht deine Schleife ab: Du prüfst Name und `arguments`, fängst aber
die Exception des Tools nicht ab. Fang jede `Exception` beim Aufruf ab und gib sie als Ergebnis mit
`"status": "error"` zurück; dann läuft die Schleife weiter.
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
            except ValueError:
                args = None
            if name not in werkzeuge or not isinstance(args, dict):
                ergebnis = {"status": "error", "data": None, "error": f"{name} geht nicht"}
            else:
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
