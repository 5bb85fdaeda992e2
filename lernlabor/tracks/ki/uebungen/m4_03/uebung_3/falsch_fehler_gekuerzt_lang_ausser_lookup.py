"""Regel 5: Du kürzt einen langen Text der Exception, wie Schritt 5 es mit großen Ergebnissen
tut. In `error` gehört `str(fehler)` ganz, auch mit Tausenden Zeichen.
"""

import json


def schema(status, data=None, error=None):
    return {"status": status, "data": data, "error": error}


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if nachricht.get("tool_calls") is None:
            return nachricht["content"]
        messages.append(nachricht)
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
            except json.JSONDecodeError as fehler:
                inhalt = schema("error", error=f"Kaputtes JSON: {fehler}")
            else:
                if name not in werkzeuge:
                    inhalt = schema("error", error=f"Unbekanntes Tool {name}")
                elif not isinstance(args, dict):
                    inhalt = schema("error", error=f"arguments für {name} ist kein Objekt")
                else:
                    try:
                        inhalt = schema("ok", data=werkzeuge[name](**args))
                    except LookupError as fehler:
                        inhalt = schema("not_found", error=str(fehler))
                    except Exception as fehler:
                        text = str(fehler)
                        if len(text) > 1000:
                            text = text[:1000] + f"\n...[gekürzt, {len(text) - 1000} weitere Zeichen]"
                        inhalt = schema("error", error=text)
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(inhalt)})
    return None
