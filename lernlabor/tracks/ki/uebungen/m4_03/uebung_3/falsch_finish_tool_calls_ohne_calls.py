"""Regel 6: Du fragst das Modell noch einmal, wenn eine Antwort ohne `tool_calls` den
`finish_reason` `"tool_calls"` trägt. Ob eine Antwort die Endantwort ist, entscheidet allein
`tool_calls`: Fehlt es oder ist es `None`, gibst du ihren `content` zurück, welcher
`finish_reason` auch dabeisteht.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        wahl = modell(messages)["choices"][0]
        nachricht = wahl["message"]
        if not nachricht.get("tool_calls"):
            if wahl["finish_reason"] == "tool_calls":
                continue
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
