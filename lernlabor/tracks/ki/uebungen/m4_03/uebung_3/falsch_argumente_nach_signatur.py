"""Regel 3: Du filterst mit `inspect.signature` die Argumente heraus, die das Tool nicht kennt.
Jedes Argument aus `arguments` geht an das Tool: Passt eins nicht, wirft `werkzeuge[name](**args)`
einen `TypeError`, und der ist ein Fehler nach Regel 5.
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
                        parameter = inspect.signature(werkzeuge[name]).parameters
                        if not any(p.kind == p.VAR_KEYWORD for p in parameter.values()):
                            args = {k: v for k, v in args.items() if k in parameter}
                    except (TypeError, ValueError):
                        pass
                    inhalt = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
                except LookupError as fehler:
                    inhalt = {"status": "not_found", "data": None, "error": str(fehler)}
                except Exception as fehler:
                    inhalt = {"status": "error", "data": None, "error": f"{name} ist gescheitert: {fehler}"}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(inhalt)})
    return None
