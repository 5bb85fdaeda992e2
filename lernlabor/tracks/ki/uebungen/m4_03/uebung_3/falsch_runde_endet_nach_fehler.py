"""Regel 3: Nach dem ersten Fehler einer Runde (Exception, unbekanntes Tool, kaputtes JSON) brichst
du die Runde ab, und die übrigen Aufrufe bekommen keine tool-Nachricht. Jeder Aufruf in
`tool_calls` bekommt seine eigene: Brich die Runde nicht ab.
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
            if ergebnis["status"] != "ok":
                break
    return None
