"""Form einer Nachricht im OpenAI-Format (Chat Completions), für ``pruefe_verlauf_openai``.

Die echte API prüft zuerst das Schema jeder Nachricht, dann die Reihenfolge; hier ist das
Schema. Die Hinweise nennen die typischen Verdrahtungsfehler beim Namen (Blöcke im Format von
Anthropic, ``name`` statt ``tool_call_id``, ``arguments`` als dict, ganze Antwort angehängt …).
"""

from ..fehler import ApiFehler
from ..texte import typname
from .aufrufe import api_typ, pruefe_tool_calls

ROLLEN = ("system", "developer", "user", "assistant", "tool")
NACHRICHT = 'messages.append(antwort["choices"][0]["message"])'
TOOL_NACHRICHT = '{"role": "tool", "tool_call_id": aufruf["id"], "content": json.dumps(ergebnis)}'

API_CONTENT_TYP = (
    "Invalid type for 'messages[{index}].content': expected one of a string or array of "
    "objects, but got {typ} instead."
)
API_CONTENT_NULL = "Invalid value for 'content': expected a string, got null."
API_OHNE_TOOL_CALL_ID = (
    "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'."
)


def pruefe_form_openai(messages, index):
    """Prüft die Form von ``messages[index]`` und gibt ``(rolle, tool_call_ids)`` zurück."""
    nachricht = messages[index]
    if not isinstance(nachricht, dict):
        raise ApiFehler(_kein_dict(nachricht), index)
    rolle = nachricht.get("role")
    if not isinstance(rolle, str) or rolle not in ROLLEN:
        raise ApiFehler(_rollen_hinweis(nachricht), index)
    if "tool_calls" in nachricht and rolle != "assistant":
        raise ApiFehler(
            f"tool_calls stehen nur in assistant-Nachrichten, nicht in einer {rolle}-Nachricht.",
            index,
        )
    if rolle == "tool":
        _pruefe_tool_call_id(messages, index)
    ids = pruefe_tool_calls(nachricht["tool_calls"], index) if "tool_calls" in nachricht else []
    _pruefe_content(nachricht, rolle, bool(ids), index)
    return rolle, ids


def _kein_dict(nachricht):
    text = f"Eine Nachricht ist ein dict mit role und content, nicht {typname(nachricht)}."
    if isinstance(nachricht, list):
        text += (
            " Hast du eine Liste von Nachrichten mit append angehängt? Hänge jede Nachricht "
            "einzeln an (oder nimm messages.extend(liste))."
        )
    elif isinstance(nachricht, str):
        text += ' Eine Frage sieht so aus: {"role": "user", "content": text}.'
    return text


def _rollen_hinweis(nachricht):
    rolle = nachricht.get("role")
    if "role" not in nachricht:
        if "choices" in nachricht:
            return f"Du hast die ganze Antwort des Modells angehängt. Richtig ist {NACHRICHT}."
        if "message" in nachricht or "finish_reason" in nachricht:
            return f"Du hast ein Element von choices angehängt, nicht die Nachricht: {NACHRICHT}."
        if "function" in nachricht:
            return (
                "Das ist ein Aufruf aus tool_calls, keine Nachricht. Hänge die ganze "
                f"assistant-Nachricht an ({NACHRICHT}), dann je Aufruf {TOOL_NACHRICHT}."
            )
        if "type" in nachricht:
            return (
                "Das sieht aus wie ein Block im Format von Anthropic, nicht wie eine Nachricht. "
                "Im OpenAI-Format hat jede Nachricht role und content."
            )
        return 'Der Nachricht fehlt der Schlüssel \'role\'. Etwa: {"role": "user", "content": "…"}.'
    if rolle == "function":
        return (
            'Die Rolle "function" ist veraltet; Tool-Ergebnisse gehen als Nachricht mit der Rolle '
            f'"tool" zurück: {TOOL_NACHRICHT}.'
        )
    return (
        f"Unbekannte Rolle {rolle!r:.40}. Das OpenAI-Format kennt 'system', 'developer', 'user', "
        "'assistant' und 'tool'."
    )


def _pruefe_tool_call_id(messages, index):
    nachricht = messages[index]
    if "tool_call_id" not in nachricht:
        hinweis = ""
        if "name" in nachricht:
            hinweis = (
                " Du schickst name statt tool_call_id: Der Name des Tools sagt nicht, welcher "
                "Aufruf gemeint ist, denn ein Tool kann mehrfach aufgerufen werden."
            )
        elif "tool_use_id" in nachricht:
            hinweis = " tool_use_id ist der Name bei Anthropic; bei OpenAI heißt er tool_call_id."
        elif "id" in nachricht:
            hinweis = " Der Schlüssel heißt tool_call_id, nicht id."
        vorige = messages[index - 1] if index else None
        if not (isinstance(vorige, dict) and vorige.get("role") in ("assistant", "tool")):
            hinweis += (
                " Außerdem fehlt davor die assistant-Nachricht mit den tool_calls: Hänge die "
                f"Antwort des Modells unverändert an ({NACHRICHT})."
            )
        raise ApiFehler(
            "Der tool-Nachricht fehlt tool_call_id, die id des Aufrufs, den sie beantwortet "
            f'(aufruf["id"]).{hinweis} Richtig ist {TOOL_NACHRICHT}.',
            index,
            API_OHNE_TOOL_CALL_ID,
            regel="ohne_tool_call_id",
        )
    wert = nachricht["tool_call_id"]
    if not (isinstance(wert, str) and wert):
        raise ApiFehler(
            f'tool_call_id muss die id des Aufrufs sein (aufruf["id"], ein String), nicht '
            f"{wert!r:.40}.",
            index,
        )


def _pruefe_content(nachricht, rolle, hat_aufrufe, index):
    if nachricht.get("content") is None:
        if rolle == "assistant" and hat_aufrufe:
            return  # erlaubt: ein reiner Tool-Wunsch hat keinen Text
        fehlt = "content" not in nachricht
        ursache = "fehlt content" if fehlt else "ist content None (null)"
        hinweis = {
            "assistant": " Eine assistant-Nachricht ohne tool_calls braucht ihren Text.",
            "tool": " Gibt dein Tool None zurück? Schicke dann json.dumps(ergebnis), etwa 'null'.",
        }.get(rolle, "")
        raise ApiFehler(
            f"In der {rolle}-Nachricht {ursache}.{hinweis}",
            index,
            None if fehlt else API_CONTENT_NULL,
            regel="ohne_content",
        )
    content = nachricht["content"]
    if isinstance(content, str):
        return
    if not isinstance(content, list):
        typ = api_typ(content)
        hinweis = "Mach aus Daten mit json.dumps einen String."
        if rolle == "tool":
            hinweis = f"Das Ergebnis eines Tools geht als String zurück: {TOOL_NACHRICHT}."
        elif isinstance(content, dict) and ("role" in content or "choices" in content):
            hinweis = f"Das ist schon eine ganze Nachricht; hänge sie selbst an: {NACHRICHT}."
        raise ApiFehler(
            f"content ist {typname(content)}, muss aber ein String oder eine Liste von "
            f"Textteilen sein. {hinweis}",
            index,
            API_CONTENT_TYP.format(index=index, typ=typ) if typ else None,
            regel="content_typ",
        )
    if not content:
        raise ApiFehler(
            "content ist eine leere Liste. Schicke einen String oder mindestens einen Textteil "
            '{"type": "text", "text": "…"}.',
            index,
            regel="content_typ",
        )
    for nummer, teil in enumerate(content):
        _pruefe_teil(teil, nummer, index)


def _pruefe_teil(teil, nummer, index):
    ort = f"Teil {nummer} von content"
    typ = teil.get("type") if isinstance(teil, dict) else None
    if typ == "text" and teil.keys() == {"type", "text"} and isinstance(teil["text"], str):
        return
    if typ == "tool_result":
        hinweis = (
            " Das ist ein tool_result-Block im Format von Anthropic. Im OpenAI-Format bekommt "
            f"jedes Ergebnis eine eigene Nachricht: {TOOL_NACHRICHT}."
        )
    elif typ == "tool_use":
        hinweis = (
            " Das ist ein tool_use-Block im Format von Anthropic. Im OpenAI-Format stehen Aufrufe "
            f"in tool_calls; hänge die Nachricht des Modells unverändert an: {NACHRICHT}."
        )
    elif typ == "text":
        hinweis = " Ein Textteil hat genau type und text, und text ist ein String."
    elif isinstance(teil, dict):
        hinweis = f" Der Simulator kennt nur Textteile, nicht den Typ {typ!r:.40}."
    else:
        hinweis = (
            f" Ein Teil ist ein dict wie {{'type': 'text', 'text': '…'}}, nicht {typname(teil)}."
        )
    raise ApiFehler(f"{ort} ist kein Textteil.{hinweis}", index, regel="content_typ")
