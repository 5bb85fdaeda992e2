"""Regel 5: Du baust den Fehlertext mit `str.format` aus einem Text, in dem `str(fehler)` schon
steht: Geschweifte Klammern darin sind dann Platzhalter, und `str(fehler)` fehlt oder ändert
sich. Setz `str(fehler)` erst zuletzt ein, etwa in einem f-String.
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
                text = "Tool {name} ist gescheitert: " + str(fehler)
                try:
                    text = text.format(name=name)
                except (KeyError, IndexError, ValueError):
                    text = f"Tool {name} ist gescheitert."
                ergebnis = {"status": "error", "data": None, "error": text}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
