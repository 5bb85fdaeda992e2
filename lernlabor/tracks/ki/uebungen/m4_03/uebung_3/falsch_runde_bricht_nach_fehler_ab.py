"""Regel 3: Nach dem ersten Fehler überspringst du die übrigen Aufrufe der Runde. Jeder Aufruf
läuft, auch wenn einer davor eine Exception geworfen hat.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        messages.append(nachricht)
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        gescheitert = False
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                if gescheitert:
                    raise RuntimeError("übersprungen: ein Tool davor ist gescheitert")
                args = json.loads(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                gescheitert = True
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
