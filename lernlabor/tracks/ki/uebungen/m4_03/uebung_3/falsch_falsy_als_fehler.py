"""Regel 4: Auch `0`, `""`, `[]` oder `None` sind ein Ergebnis des Tools und kein Fehler. Ob ein
Tool gescheitert ist, sagt nur eine Exception, nicht `if not ergebnis`.
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
                wert = werkzeuge[name](**args)
                if not wert:
                    raise ValueError(f"{name} hat nichts geliefert")
                ergebnis = {"status": "ok", "data": wert, "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": f"Fehler in {name}: {fehler}"}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
