"""Regel 5: Du meldest einen `FileNotFoundError` mit `"not_found"`. Er ist ein `OSError`, kein
`LookupError`: `"not_found"` ist nur für `LookupError` erlaubt, jede andere Exception meldest du mit
`"error"`.
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
                werkzeug = werkzeuge[name]
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            else:
                try:
                    ergebnis = {"status": "ok", "data": werkzeug(**args), "error": None}
                except (LookupError, FileNotFoundError) as fehler:
                    ergebnis = {"status": "not_found", "data": None, "error": str(fehler)}
                except Exception as fehler:
                    ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
