"""Regel 5: Du entfernst ein Komma vor `}`, bevor `json.loads` die `arguments` liest. Kaputtes
JSON reparierst du nicht: Lehnt `json.loads` den String ab, wie er kam, läuft kein Tool.
"""

import json
import re


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
                args = json.loads(re.sub(r",\s*}", "}", call["function"]["arguments"]))
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
