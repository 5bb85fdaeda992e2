"""Regel 4: Ein dict mit genau den Schlüsseln `status`, `data` und `error` geht bei dir nicht immer
im Schema zurück (etwa nur in einer Reihenfolge der Schlüssel oder nur mit bestimmten Werten).
Es geht im Schema zurück, in welcher Reihenfolge die Schlüssel auch stehen und mit welchen
Werten auch immer: Vergleich die Menge der Schlüssel, nicht die Liste und nicht die Werte.
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
                    schema = isinstance(wert, dict) and list(wert) == ["status", "data", "error"]
                    ergebnis = {"status": "ok", "data": wert, "error": None} if schema else wert
                except LookupError as fehler:
                    ergebnis = {"status": "not_found", "data": None, "error": str(fehler)}
                except Exception as fehler:
                    ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
