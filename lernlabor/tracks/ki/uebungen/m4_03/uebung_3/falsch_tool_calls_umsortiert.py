"""Regel 2: Du sortierst die `tool_calls`, bevor die Nachricht des Modells in den Verlauf kommt.
Sie gehört unverändert hinein, in der Reihenfolge, die das Modell wählte; frei ist nur, in
welcher Reihenfolge du die Tools ausführst.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if nachricht.get("tool_calls"):
            nachricht["tool_calls"] = sorted(nachricht["tool_calls"], key=lambda c: c["function"]["name"])
        messages.append(nachricht)
        if not nachricht.get("tool_calls"):
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
