"""Regel 7: `max_schritte` zählt die Aufrufe des Modells, nicht die Tool-Aufrufe. Eine Runde mit
drei Tools verbraucht einen Schritt.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    verbraucht = 0
    while verbraucht < max_schritte:
        nachricht = modell(messages)["choices"][0]["message"]
        messages.append(nachricht)
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        verbraucht += len(nachricht["tool_calls"])
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": f"Fehler in {name}: {fehler}"}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
