"""Regel 4: Ein Rückgabewert, der selbst ein dict mit genau den Schlüsseln `status`, `data` und
`error` ist, geht bei dir nackt zurück. Das Modell hält ihn dann für dein Schema, etwa für einen
Fehler, obwohl das Tool Erfolg hatte: Schick so einen Wert im Schema mit `"status": "ok"`.
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
                ergebnis = werkzeuge[name](**args)
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
