"""OpenAI-kompatibler Modus von ``ki_14_echter_agent.py``: Chat Completions nur mit urllib.

Der Verlauf bleibt in der Form der Messages API; hier wird er für jede Anfrage übersetzt
(``tool_calls`` mit ``function.arguments`` als JSON-String, Ergebnisse als ``role: "tool"``),
und jede Antwort kommt in der Form des Anthropic-SDK zurück. Weiterleitungen werden nicht
verfolgt, damit der Schlüssel nie an eine andere Adresse geht.
"""

import json
from types import SimpleNamespace

from lernlabor.tracks.ki.labor.ki_14_fehler import (
    AgentFehler,
    abbruch_meldung,
    http_meldung,
    kurz,
    netz_meldung,
    zeit_meldung,
)

MAX_ANTWORT_BYTES = 5_000_000


def openai_modell(wo, schluessel_wert, name, zeitlimit, system, tools):
    """Ruft eine OpenAI-kompatible Chat-Completions-API, nur mit der Standardbibliothek."""
    import http.client
    import urllib.error
    import urllib.request

    class KeineWeiterleitung(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):  # urllib gäbe den Schlüssel mit weiter
            return None

    oeffne = urllib.request.build_opener(KeineWeiterleitung).open
    funktionen = [
        {
            "type": "function",
            "function": {"name": t["name"], "description": t["description"]}
            | {"parameters": t["input_schema"]},
        }
        for t in tools
    ]

    def modell(messages):
        daten = {"model": name, "messages": als_openai(system, messages), "tools": funktionen}
        anfrage = urllib.request.Request(
            wo,
            data=json.dumps(daten).encode(),
            headers={
                "Content-Type": "application/json",
                "Authorization": f"Bearer {schluessel_wert}",
                "User-Agent": "lernlabor-agent/0.1",
            },
        )
        try:
            with oeffne(anfrage, timeout=zeitlimit) as antwort:
                roh = antwort.read(MAX_ANTWORT_BYTES)
        except urllib.error.HTTPError as fehler:
            detail = _fehlertext(fehler.read(20_000))
            ziel = fehler.headers.get("Location")
            raise AgentFehler(http_meldung(fehler.code, wo, "LLM_API_KEY", detail, ziel)) from None
        except TimeoutError:
            raise AgentFehler(zeit_meldung(wo, zeitlimit)) from None
        except urllib.error.URLError as fehler:
            if isinstance(fehler.reason, TimeoutError):
                raise AgentFehler(zeit_meldung(wo, zeitlimit)) from None
            raise AgentFehler(netz_meldung(wo, "LLM_BASE_URL")) from None
        except (http.client.HTTPException, OSError) as fehler:
            raise AgentFehler(abbruch_meldung(wo, type(fehler).__name__)) from None
        return von_openai(roh, wo)

    return modell


def _fehlertext(roh):
    """Die Meldung aus einem JSON-Fehlerkörper; HTML und anderer Müll werden nicht gezeigt."""
    try:
        fehler = json.loads(roh).get("error")
    except (ValueError, AttributeError):
        return ""
    if isinstance(fehler, dict):
        fehler = fehler.get("message")
    return fehler if isinstance(fehler, str) else ""


def als_openai(system, messages):
    """Übersetzt den Verlauf (Anthropic-Form) in Chat-Completions-Nachrichten.

    tool_use-Blöcke werden ``tool_calls`` mit ``function.arguments`` als JSON-String,
    tool_result-Blöcke werden je eine Nachricht mit ``role: "tool"`` und ``tool_call_id``.
    """
    ergebnis = [{"role": "system", "content": system}]
    for nachricht in messages:
        inhalt = nachricht["content"]
        if isinstance(inhalt, str):
            ergebnis.append({"role": nachricht["role"], "content": inhalt})
        elif nachricht["role"] == "assistant":
            aufrufe = [
                {
                    "id": b["id"],
                    "type": "function",
                    "function": {"name": b["name"]} | {"arguments": _als_json(b["input"])},
                }
                for b in inhalt
                if b["type"] == "tool_use"
            ]
            text = "".join(b["text"] for b in inhalt if b["type"] == "text") or None
            ergebnis.append({"role": "assistant", "content": text, "tool_calls": aufrufe})
        else:
            ergebnis += [
                {"role": "tool", "tool_call_id": b["tool_use_id"], "content": b["content"]}
                for b in inhalt
            ]
    return ergebnis


# finish_reason von Chat Completions in der Sprache der Messages API; "length" heißt abgeschnitten.
STOP_REASON = {"stop": "end_turn", "tool_calls": "tool_use", "length": "max_tokens"}


def von_openai(roh, wo):
    """Macht aus einer Chat-Completions-Antwort ein Objekt in der Form des Anthropic-SDK."""
    try:
        daten = json.loads(roh)
    except ValueError:
        raise AgentFehler(
            f"Die Antwort von {wo} ist kein JSON (Anfang: {kurz(roh, 80)}). Zeigt LLM_BASE_URL "
            "auf eine OpenAI-kompatible API (die Adresse endet meist auf /v1)?"
        ) from None
    if not isinstance(daten, dict):
        daten = {"choices": daten}  # so meldet der Formfehler unten, was kam
    try:
        nachricht = daten["choices"][0]["message"]
        text, aufrufe = nachricht.get("content"), nachricht.get("tool_calls") or []
        if isinstance(text, list):  # manche Server schicken Textteile statt eines Strings
            text = "".join(t.get("text") or "" for t in text if isinstance(t, dict)) or None
        bloecke = [SimpleNamespace(type="text", text=text)] if text else []
        for aufruf in aufrufe:
            name, argumente = aufruf["function"]["name"], aufruf["function"]["arguments"]
            bloecke.append(
                SimpleNamespace(
                    type="tool_use", id=aufruf["id"], name=name, input=_argumente(argumente)
                )
            )
    except (KeyError, IndexError, TypeError, AttributeError):
        raise AgentFehler(
            f"Die Antwort von {wo} hat nicht die Form von Chat Completions "
            f"(choices[0].message mit content oder tool_calls): {kurz(daten)}."
        ) from None
    usage = daten.get("usage") if isinstance(daten.get("usage"), dict) else {}
    ende = daten["choices"][0].get("finish_reason")
    return SimpleNamespace(
        content=bloecke,
        stop_reason=STOP_REASON.get(ende, ende),
        usage=SimpleNamespace(
            input_tokens=usage.get("prompt_tokens"), output_tokens=usage.get("completion_tokens")
        ),
    )


class KeinJson(str):
    """``arguments`` eines Tool-Wunsches, die kein JSON waren, wörtlich; der Verlauf schickt
    sie so zurück, wie das Modell sie schrieb."""


def _als_json(eingabe):
    return eingabe if isinstance(eingabe, KeinJson) else json.dumps(eingabe, ensure_ascii=False)


def _argumente(argumente):
    """Das Objekt der Argumente; Text, der kein JSON ist, bleibt als ``KeinJson`` stehen:
    Die Schleife antwortet darauf mit einem Fehler-Ergebnis, statt abzubrechen."""
    if isinstance(argumente, dict):  # manche Server schicken schon ein Objekt statt JSON-Text
        return argumente
    try:
        return json.loads(argumente)
    except ValueError:
        return KeinJson(argumente)
