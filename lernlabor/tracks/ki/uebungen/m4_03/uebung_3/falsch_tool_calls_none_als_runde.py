"""Regel 6: Du prüfst nur, ob das Feld `tool_calls` fehlt. Die API schickt bei einer Endantwort oft
`"tool_calls": None`; dann wünscht das Modell auch kein Tool. Prüfe `if not
nachricht.get("tool_calls")`.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        messages.append(nachricht)
        if "tool_calls" not in nachricht:
            return nachricht["content"]
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": f"Fehler in {name}: {fehler}"}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
