"""Regel 1: Das Modell sieht nicht mehr alles, was schon geschah: Du schickst ihm nicht die
ganze Liste `messages`, sondern eine neu gebaute oder einen Ausschnitt. Häng an dieselbe Liste
an und schick sie jedes Mal ganz.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    ergebnisse = []
    for _ in range(max_schritte):
        messages = [{"role": "user", "content": aufgabe}] + ergebnisse
        nachricht = modell(messages)["choices"][0]["message"]
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        ergebnisse = [nachricht]
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": f"Fehler in {name}: {fehler}"}
            ergebnisse.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
