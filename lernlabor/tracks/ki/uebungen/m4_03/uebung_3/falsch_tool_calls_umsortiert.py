"""Regel 2: Im Verlauf stehen die `tool_calls` in einer anderen Reihenfolge, als das Modell sie
schickte. Sortierst du die Liste oder drehst du sie um? Auch nach dem Anhängen ist sie dieselbe
Liste wie im Verlauf. Die Nachricht des Modells bleibt unverändert; frei ist nur, in welcher Reihenfolge du die
Tools ausführst: Nimm dafür eine Kopie, etwa `sorted(...)` oder `reversed(...)`.
"""

import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if nachricht.get("tool_calls"):
            nachricht["tool_calls"] = sorted(nachricht["tool_calls"], key=lambda c: c["function"]["name"])
        messages.append(nachricht)
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            try:
                args = json.loads(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": f"Fehler in {name}: {fehler}"}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
