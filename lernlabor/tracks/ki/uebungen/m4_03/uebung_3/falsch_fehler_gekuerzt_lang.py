"""Regel 5: Du kürzt einen langen Text der Exception, wie Schritt 5 es mit großen Ergebnissen
tut. In `error` gehört `str(fehler)` ganz, auch mit Tausenden Zeichen.
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
                text = str(fehler)
                if len(text) > 1000:
                    text = text[:1000] + f"\n...[gekürzt, {len(text) - 1000} weitere Zeichen]"
                ergebnis = {"status": "error", "data": None, "error": text}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
