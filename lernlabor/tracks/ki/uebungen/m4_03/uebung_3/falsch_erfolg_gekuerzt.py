"""Regel 4: Du kürzt ein langes Ergebnis wie in Schritt 5. Danach ist `content` kein JSON mehr
(oder nicht mehr der Wert des Tools): Schreib den ganzen Wert mit `json.dumps`, auch wenn er
Tausende Zeichen lang ist.
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
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            text = json.dumps(ergebnis)
            if ergebnis["status"] == "ok" and len(text) > 2000:
                text = text[:2000] + f"\n...[gekürzt, {len(text) - 2000} weitere Zeichen]"
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": text})
    return None
