"""Regel 5: In deinem `error` steht `repr(fehler)` oder `ascii(fehler)` (im f-String `!r` oder
`!a`) statt `str(fehler)`. Hat der Text einen Zeilenumbruch oder ein „ü“, oder ist es ein
`OSError` mit Dateinamen, steht `str(fehler)` darin nicht: Nimm `str(fehler)` oder `f"{fehler}"`.
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
                ergebnis = {"status": "error", "data": None, "error": repr(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
