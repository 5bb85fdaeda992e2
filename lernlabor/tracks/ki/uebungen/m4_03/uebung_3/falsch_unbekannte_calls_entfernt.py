"""Regel 2: In der Nachricht des Modells fehlen im Verlauf die Aufrufe unbekannter Tools (oder
die ganze Nachricht). Sie kommt unverändert hinein, mit allen `tool_calls`; ein unbekanntes
Tool bekommt seine tool-Nachricht mit `"status": "error"` (Regel 5).
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        bekannte = [c for c in nachricht["tool_calls"] if c["function"]["name"] in werkzeuge]
        if bekannte:
            messages.append(nachricht | {"tool_calls": bekannte})
        for call in bekannte:
            try:
                args = json.loads(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[call["function"]["name"]](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
