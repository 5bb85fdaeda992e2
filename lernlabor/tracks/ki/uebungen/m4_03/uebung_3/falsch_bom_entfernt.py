r"""Regel 5: Ein BOM (`\ufeff`) vor dem Objekt lehnt `json.loads(arguments)` ab, und doch läuft
bei dir das Tool, etwa weil du das BOM entfernst oder Bytes parst (die liest `json.loads` als
UTF-8 mit BOM). Gib den String `arguments` unverändert an `json.loads`: Dann läuft kein Tool, und
`content` meldet den Fehler.
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
                args = json.loads(call["function"]["arguments"].lstrip("\ufeff"))
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
