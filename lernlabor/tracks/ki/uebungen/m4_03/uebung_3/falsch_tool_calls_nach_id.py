"""Regel 2: Im Verlauf stehen die `tool_calls` in einer anderen Reihenfolge, als das Modell sie
schickte. Sortierst du sie, etwa nach `id`, oder drehst du sie um? Die ids kommen in keiner festen
Ordnung, und die Nachricht des Modells bleibt unverändert; frei ist nur, in welcher Reihenfolge du
die Tools ausführst: Nimm dafür eine Kopie wie `sorted(...)`.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        messages.append(nachricht)
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        nachricht["tool_calls"].sort(key=lambda c: c["id"])
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
