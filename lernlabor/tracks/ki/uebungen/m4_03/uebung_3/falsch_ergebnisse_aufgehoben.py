"""Regel 3: Du hebst Ergebnisse auf und rufst das Tool für einen gleichen Wunsch nicht noch einmal.
Ein Tool kann beim zweiten Mal etwas anderes liefern (das Lager ändert sich): Jeder Aufruf in
`tool_calls` läuft wirklich.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    gemerkt = {}
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        messages.append(nachricht)
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
                schluessel = (name, call["function"]["arguments"])
                if schluessel not in gemerkt:
                    gemerkt[schluessel] = werkzeuge[name](**args)
                ergebnis = {"status": "ok", "data": gemerkt[schluessel], "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": f"Fehler in {name}: {fehler}"}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
