"""Regel 5: Du machst aus `str(fehler)` reines ASCII, dabei werden Umlaute und andere Zeichen
zu `?`. `error` enthält den Text der Exception ganz und unverändert, auch mit „ü“ oder „€“;
willst du nur ASCII in `content`, leistet das `json.dumps` schon selbst (`ensure_ascii`).
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
                ergebnis = {"status": "error", "data": None, "error": str(fehler).encode("ascii", "replace").decode()}
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(ergebnis)})
    return None
