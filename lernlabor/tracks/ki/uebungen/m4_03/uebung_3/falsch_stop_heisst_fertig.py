"""Regel 6: Du hältst jede Antwort mit `finish_reason` `"stop"` für die Endantwort, auch eine mit
`tool_calls`. Mit `tool_choice="required"` trägt auch ein Tool-Wunsch `"stop"`, und das Modell
wartet trotzdem auf Ergebnisse: Allein `tool_calls` entscheidet.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        wahl = modell(messages)["choices"][0]
        nachricht = wahl["message"]
        if wahl["finish_reason"] == "stop" or not nachricht.get("tool_calls"):
            return nachricht["content"]
        messages.append(nachricht)
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
