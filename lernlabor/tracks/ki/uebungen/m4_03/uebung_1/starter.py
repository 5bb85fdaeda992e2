import json


def fuehre_aus_openai(nachricht, werkzeuge):
    antworten = []
    for call in nachricht["tool_calls"]:
        # name und arguments stehen in call["function"]; arguments ist ein JSON-String.
        # Je Aufruf: {"role": "tool", "tool_call_id": ..., "content": json.dumps(schema)}
        pass
    return antworten


def fuehre_aus_anthropic(content, werkzeuge):
    ergebnisse = []
    for block in content:
        # Nur tool_use-Blöcke ausführen; "is_error": True nur bei status "error".
        pass
    return {"role": "user", "content": ergebnisse}
