"""Regel 4: Du schreibst `content` erst, nachdem alle Tools der Runde gelaufen sind; ein Tool
hat seinen Rückgabewert bis dahin schon geändert. Ruf `json.dumps` gleich nach dem Tool auf.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        messages.append(nachricht)
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        runde = []
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            runde.append((call["id"], ergebnis))
        for id_, ergebnis in runde:
            messages.append({"role": "tool", "tool_call_id": id_, "content": json.dumps(ergebnis)})
    return None
