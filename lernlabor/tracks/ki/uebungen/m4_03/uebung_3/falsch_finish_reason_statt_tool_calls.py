"""Regel 6: Du erkennst die Endantwort an `finish_reason`. Auch eine Antwort mit `tool_calls` kann
`"stop"` tragen (etwa mit `tool_choice="required"`), und das Modell wartet trotzdem auf Ergebnisse:
Allein `tool_calls` entscheidet.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        wahl = modell(messages)["choices"][0]
        nachricht = wahl["message"]
        messages.append(nachricht)
        if wahl["finish_reason"] != "tool_calls":
            return nachricht["content"]
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
