"""Regel 4: Gibt das Tool `False`, `""`, `[]` oder `{}` zurück, meldest du einen Fehler. Auch ein
leerer Wert ist ein Ergebnis des Tools; ob es gescheitert ist, sagt nur eine Exception.
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
                if wert is False or wert in ("", [], {}):
                    raise ValueError("leeres Ergebnis")
                ergebnis = {"status": "ok", "data": wert, "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append(
                {"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)}
            )
    return None
