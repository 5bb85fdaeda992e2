"""Regel 3: Du lässt Argumente mit leeren Werten wie `false`, `0`, `""` oder `[]` weg (nur `null`
bleibt). Jedes Argument geht an das Tool: Ruf es mit `**args` auf, so wie `json.loads` es
liefert.
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
                ergebnis = {
                    "status": "ok",
                    "data": werkzeuge[name](**{k: w for k, w in args.items() if w or w is None}),
                    "error": None,
                }
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append(
                {"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)}
            )
    return None
