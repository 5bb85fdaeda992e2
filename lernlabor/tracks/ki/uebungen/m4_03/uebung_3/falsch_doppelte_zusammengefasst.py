"""Regel 3: Zwei gleich aussehende Aufrufe sind trotzdem zwei Aufrufe mit zwei ids: Jeder läuft und
bekommt seine eigene tool-Nachricht. Fasse sie nicht nach Name und Argumenten zusammen.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        messages.append(nachricht)
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        schon_gefragt = {}
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            schluessel = (name, call["function"]["arguments"])
            if schluessel not in schon_gefragt:
                try:
                    args = json.loads(call["function"]["arguments"])
                    ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
                except Exception as fehler:
                    ergebnis = {"status": "error", "data": None, "error": f"Fehler in {name}: {fehler}"}
                schon_gefragt[schluessel] = json.dumps(ergebnis)
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": schon_gefragt[schluessel]})
    return None
