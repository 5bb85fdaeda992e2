"""Regel 5: Du kürzt den Text der Exception. `error` muss `str(fehler)` ganz enthalten, auch wenn er
lang ist.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        messages.append(nachricht)
        for call in nachricht["tool_calls"]:
            name, roh = call["function"]["name"], call["function"]["arguments"]
            try:
                args = json.loads(roh)
            except ValueError:
                args = None
            if name not in werkzeuge or not isinstance(args, dict):
                ergebnis = {"status": "error", "data": None, "error": "unbekannt oder kaputt"}
            else:
                try:
                    wert = werkzeuge[name](**args)
                    ergebnis = {"status": "ok", "data": wert, "error": None}
                except LookupError as fehler:
                    ergebnis = {"status": "not_found", "data": None, "error": str(fehler)}
                except Exception as fehler:
                    ergebnis = {"status": "error", "data": None, "error": str(fehler)[:60]}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
