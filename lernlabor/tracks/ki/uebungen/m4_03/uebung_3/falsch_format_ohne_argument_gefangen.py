"""Regel 5: Du schickst den fertigen Fehlertext durch `str.format()` (in einem `try`, das Fehler
von `format` fängt): Aus `{{` in `str(fehler)` wird dann `{`, und `str(fehler)` fehlt. Setz
`str(fehler)` erst zuletzt ein, etwa in einem f-String.
"""
import json


def _schema(status, data=None, error=None):
    return {"status": status, "data": data, "error": error}


def _ergebnis(call, werkzeuge):
    name = call["function"]["name"]
    if name not in werkzeuge:
        return _schema("error", error=f"Unbekanntes Tool {name!r}")
    try:
        args = json.loads(call["function"]["arguments"])
    except Exception:
        return _schema("error", error="arguments sind kein gültiges JSON")
    if not isinstance(args, dict):
        return _schema("error", error="arguments sind kein JSON-Objekt")
    try:
        wert = werkzeuge[name](**args)
    except LookupError as fehler:
        return _schema("not_found", error=str(fehler))
    except Exception as fehler:
        return _schema("error", error=_fmt(f"{name} ist gescheitert: {fehler}"))
    return _schema("ok", data=wert)


def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        nachricht = modell(messages)["choices"][0]["message"]
        if nachricht.get("tool_calls") is None:
            return nachricht["content"]
        messages.append(nachricht)
        for call in nachricht["tool_calls"]:
            inhalt = json.dumps(_ergebnis(call, werkzeuge))
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": inhalt})
    return None


def _fmt(t):
    try:
        return t.format()
    except (IndexError, KeyError, ValueError):
        return t
