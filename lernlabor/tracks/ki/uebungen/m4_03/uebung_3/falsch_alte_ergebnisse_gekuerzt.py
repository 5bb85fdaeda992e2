"""Regel 1: Du änderst tool-Nachrichten, die das Modell schon gesehen hat. Was einmal im Verlauf stand,
bleibt, wie es war: Kürze ein Ergebnis, bevor du es anhängst, nicht danach.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        for alt in messages:
            if alt["role"] == "tool" and not alt["content"].startswith("[alt]"):
                alt["content"] = "[alt] " + alt["content"][:40]
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
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
