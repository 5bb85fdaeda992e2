"""Regel 4: Ein Ergebnis als String wird auf 6000 Zeichen gekürzt; der Wert gehört ungekürzt
hinein.
"""
import json


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if not nachricht.get("tool_calls"):
            return nachricht["content"]
        messages.append(nachricht)
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            inhalt = ausfuehren(name, call["function"]["arguments"], werkzeuge)
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": inhalt})
    return None


def ausfuehren(name, arguments, werkzeuge):
    if name not in werkzeuge:
        return json.dumps({"status": "error", "data": None, "error": f"Unbekanntes Tool {name!r}"})
    try:
        args = json.loads(arguments)
    except json.JSONDecodeError as fehler:
        return json.dumps({"status": "error", "data": None, "error": f"Kaputtes JSON: {fehler}"})
    if not isinstance(args, dict):
        return json.dumps({"status": "error", "data": None, "error": "arguments ist kein Objekt"})
    try:
        wert = werkzeuge[name](**args)
    except LookupError as fehler:
        return json.dumps({"status": "not_found", "data": None, "error": str(fehler)})
    except Exception as fehler:
        return json.dumps({"status": "error", "data": None, "error": f"{name} ist gescheitert: {fehler}"})
    if isinstance(wert, str) and len(wert) > 6000:
        wert = wert[:6000] + f"\n...[gekürzt, {len(wert) - 6000} weitere Zeichen]"
    return json.dumps({"status": "ok", "data": wert, "error": None})
