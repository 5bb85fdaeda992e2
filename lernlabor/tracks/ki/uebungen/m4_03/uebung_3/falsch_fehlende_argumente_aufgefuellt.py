"""Regel 3: Du füllst Parameter, die in `arguments` fehlen, mit `None` auf. Das Tool bekommt nur
die Argumente aus `arguments`: Fehlt ihm eins, wirft `werkzeuge[name](**args)` einen
`TypeError`, und der ist ein Fehler nach Regel 5.
"""

import inspect
import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        messages.append(nachricht)
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
            except ValueError:
                args = None
            if name not in werkzeuge:
                inhalt = {"status": "error", "data": None, "error": f"Unbekanntes Tool {name}"}
            elif not isinstance(args, dict):
                inhalt = {"status": "error", "data": None, "error": "arguments ist kein JSON-Objekt"}
            else:
                try:
                    try:
                        for p in inspect.signature(werkzeuge[name]).parameters.values():
                            if p.default is p.empty and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) and p.name not in args:
                                args[p.name] = None
                    except (TypeError, ValueError):
                        pass
                    inhalt = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
                except LookupError as fehler:
                    inhalt = {"status": "not_found", "data": None, "error": str(fehler)}
                except Exception as fehler:
                    inhalt = {"status": "error", "data": None, "error": f"{name} ist gescheitert: {fehler}"}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(inhalt)})
    return None
