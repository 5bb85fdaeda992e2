"""Regel 4: Gibt ein Tool einen String zurück, der wie JSON aussieht, schreibst du ihn roh in
`content`. Auch ihn schreibt `json.dumps` als JSON-String, sonst liest das Modell ein Objekt,
eine Liste oder kaputtes JSON statt des Textes.
"""

import json


def roh(ergebnis):
    daten = ergebnis["data"]
    if isinstance(daten, str) and daten.startswith(("{", "[")):
        return daten
    return json.dumps(ergebnis)


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
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": roh(ergebnis)})
    return None
