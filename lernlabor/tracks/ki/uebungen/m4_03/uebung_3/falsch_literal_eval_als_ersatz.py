"""Regel 5: Lehnt `json.loads` die `arguments` ab, versuchst du es mit `ast.literal_eval`. Kaputtes
JSON reparierst du nicht, auch wenn es wie ein Python-dict aussieht: Kein Tool läuft, und
`content` meldet den Fehler im Schema mit `"status": "error"`.
"""

import ast
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
                try:
                    args = json.loads(call["function"]["arguments"])
                except ValueError:
                    args = ast.literal_eval(call["function"]["arguments"])
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
