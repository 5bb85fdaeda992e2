"""Regel ``form`` und die Regeln zu ``arguments`` für ``tool_calls`` im OpenAI-Format.

Ein Teil von ``form_openai.py``: Aufbau jedes Aufrufs und ``function.arguments`` als
JSON-String. Die Hinweise erkennen tool_use-Blöcke im Format von Anthropic. Aufrufe eines
custom-Tools (``{"id": …, "type": "custom", "custom": {"name": …, "input": <Freitext>}}``)
lehnt eine eigene Lehrregel ab: Die echte API kennt sie, der Simulator lehrt function-Tools.
"""

import json

from ..fehler import ApiFehler
from ..texte import liste, typname

API_ARGUMENTE_TYP = (
    "Invalid type for 'messages[{index}].tool_calls[{nummer}].function.arguments': expected a "
    "string, but got {typ} instead."
)


def api_typ(wert):
    """So nennt die echte API einen JSON-Typ in ihren Meldungen; ``None`` für die übrigen.

    Belegt sind "an object" (Quellen in stack-facts.md); integer, number und boolean folgen
    demselben Muster. ``bool`` zuerst, denn ``True`` ist auch ein ``int``.
    """
    for typ, wort in ((bool, "a boolean"), (int, "an integer"), (float, "a number")):
        if isinstance(wert, typ):
            return wort
    return "an object" if isinstance(wert, dict) else None


def pruefe_tool_calls(aufrufe, index):
    """Prüft ``tool_calls`` einer assistant-Nachricht und gibt die ids der Aufrufe zurück."""
    if not isinstance(aufrufe, list) or not aufrufe:
        hinweis = (
            " Auch ein einzelner Aufruf steht in einer Liste." if isinstance(aufrufe, dict) else ""
        )
        raise ApiFehler(
            f"tool_calls muss eine nicht-leere Liste von Aufrufen sein, nicht {aufrufe!r:.40}. "
            f"Ohne Aufrufe lass den Schlüssel weg.{hinweis}",
            index,
        )
    ids = []
    for nummer, aufruf in enumerate(aufrufe):
        ids.append(_pruefe_aufruf(aufruf, index, nummer))
    return ids


def _pruefe_aufruf(aufruf, index, nummer):
    ort = f"tool_calls[{nummer}]"
    form = '{"id": …, "type": "function", "function": {"name": …, "arguments": json.dumps(…)}}'
    if not isinstance(aufruf, dict):
        raise ApiFehler(
            f"{ort} ist kein dict, sondern {typname(aufruf)}. Ein Aufruf: {form}.", index
        )
    if aufruf.get("type") == "tool_use" or "input" in aufruf:
        raise ApiFehler(
            f"{ort} ist ein tool_use-Block im Format von Anthropic. Bei OpenAI sieht ein Aufruf "
            f"so aus: {form}.",
            index,
        )
    if aufruf.get("type") == "custom" or ("custom" in aufruf and "function" not in aufruf):
        raise ApiFehler(
            f"{ort} ist ein Aufruf eines custom-Tools (type 'custom', Freitext in custom.input "
            "statt JSON in function.arguments). Die echte API kennt solche Aufrufe, der "
            f"Simulator lehrt nur function-Tools (eine Lehrregel). Ein Aufruf hier: {form}.",
            index,
            regel="custom_aufruf",
        )
    fehlend = {"id", "type", "function"} - aufruf.keys()
    if fehlend:
        raise ApiFehler(f"{ort}: Dem Aufruf fehlt {liste(fehlend)}. Ein Aufruf: {form}.", index)
    if not (isinstance(aufruf["id"], str) and aufruf["id"]):
        raise ApiFehler(
            f"{ort}: id muss ein nicht-leerer String sein, nicht {aufruf['id']!r:.40}.", index
        )
    if aufruf["type"] != "function":
        raise ApiFehler(f"{ort}: type muss 'function' sein, nicht {aufruf['type']!r:.40}.", index)
    funktion = aufruf["function"]
    if not (isinstance(funktion, dict) and {"name", "arguments"} <= funktion.keys()):
        hinweis = ""
        if isinstance(funktion, dict) and "input" in funktion:
            hinweis = " input ist der Name bei Anthropic; hier heißt es arguments, ein JSON-String."
        raise ApiFehler(
            f"{ort}: function braucht name und arguments.{hinweis} Ein Aufruf: {form}.", index
        )
    if not (isinstance(funktion["name"], str) and funktion["name"]):
        raise ApiFehler(f"{ort}: function.name muss ein nicht-leerer String sein.", index)
    _pruefe_argumente(funktion["arguments"], index, nummer)
    return aufruf["id"]


def _pruefe_argumente(argumente, index, nummer):
    ort = f"tool_calls[{nummer}].function.arguments"
    if not isinstance(argumente, str):
        typ = api_typ(argumente)
        raise ApiFehler(
            f"{ort} ist {typname(argumente)}, muss aber ein JSON-String sein: "
            "json.dumps(argumente). Erst beim Ausführen machst du mit json.loads wieder ein "
            "dict daraus.",
            index,
            API_ARGUMENTE_TYP.format(index=index, nummer=nummer, typ=typ) if typ else None,
            regel="argumente_kein_string",
        )
    try:
        wert = json.loads(argumente)
    except ValueError:
        wert = argumente  # kein JSON: die Meldung unten sagt es
        kein_json = True
    else:
        kein_json = False
    if kein_json or not isinstance(wert, dict):
        hinweis = ""
        if isinstance(wert, str) and not kein_json:
            hinweis = " Hast du json.dumps zweimal angewandt?"
        raise ApiFehler(
            f'{ort} muss ein JSON-Objekt als String sein (etwa \'{{"ort": "Köln"}}\'), nicht '
            f"{argumente!r:.40}.{hinweis} (Die echte API nimmt jeden String an, der Simulator "
            "verlangt ein Objekt.)",
            index,
            regel="argumente_kein_json",
        )
