"""Regel 3: Ein Tool-Wunsch mit einem Argument `name` scheitert bei dir. Hat deine Hilfsfunktion selbst
einen Parameter `name` und nimmt dazu `**args`, stoßen beide zusammen (die Lektion hat
`lies_datei(name)`): Gib die Argumente als ein dict weiter und verteile sie erst beim Tool mit
`**args`.
"""

import json


def rufe(werkzeuge, name, **args):
    return werkzeuge[name](**args)


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
                ergebnis = {"status": "ok", "data": rufe(werkzeuge, name, **args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
