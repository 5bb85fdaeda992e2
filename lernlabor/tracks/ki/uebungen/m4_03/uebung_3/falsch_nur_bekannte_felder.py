"""Regel 2: Von der Nachricht des Modells übernimmst du nur die Felder, die du kennst; ein anderes
wie `"audio"` fällt weg. Sie kommt unverändert in den Verlauf, mit jedem Feld, das das Modell
schickt (weglassen darfst du nur Felder mit `None` oder `""`).
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        bekannt = ("role", "content", "tool_calls", "refusal", "annotations")
        messages.append({k: v for k, v in nachricht.items() if k in bekannt})
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
