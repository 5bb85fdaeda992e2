"""Regel 5: Scheitert `json.loads`, ersetzt du einfache Anführungszeichen durch doppelte und
versuchst es noch einmal. Kaputtes JSON reparierst du nicht: Lehnt `json.loads` den String
ab, wie er kam, läuft kein Tool.
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
                try:
                    args = json.loads(call["function"]["arguments"])
                except ValueError:
                    args = json.loads(call["function"]["arguments"].replace("'", '"'))
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
