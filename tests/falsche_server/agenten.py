"""Falsche Modelle hinter HTTP: eine Messages API und eine Chat-Completions-API, die wie ein Agent
für die Aufgabe von ``ki_14_echter_agent.py`` antworten.

Sie prüfen jede Anfrage streng (Schlüssel, Modell, Tools, Verlauf) und antworten bei einem
Verstoß mit HTTP 400 und dem Grund, damit ein Test mit dieser Meldung rot wird. Sonst:
erst ``suche_dokumente``, dann ``wechselkurs`` mit der Währung aus dem Suchergebnis, dann eine
Endantwort, deren Betrag aus den Tool-Ergebnissen gerechnet ist, die das Skript geschickt hat.
"""

import json
import re

from lernlabor.tracks.ki import pruefe_verlauf

from . import Antwort, json_antwort

SUCHE = {"suchbegriff": "Hotel Zürich"}
TOKENS_START = 1000  # echte Zählungen sehen anders aus als die Schätzung des Simulators


class Verstoss(Exception):
    """Die Anfrage des Skripts ist falsch; der Server antwortet mit 400."""


def _betrag_und_kurs(ergebnisse):
    """Aus den Ergebnistexten: (Betrag, Währung) der Suche, Kurs oder None."""
    betrag = re.search(r"(\d+) ([A-Z]{3})", ergebnisse[0])
    if betrag is None:
        raise Verstoss(f"Suchergebnis ohne Betrag: {ergebnisse[0]!r}")
    kurs = float(ergebnisse[1]) if len(ergebnisse) > 1 else None
    return int(betrag.group(1)), betrag.group(2), kurs


def _pruefe_kopf(anfrage, schluessel, pfad):
    """Pfad und Schlüssel: als ``Authorization: Bearer`` (OpenAI, neuere Anthropic-SDKs)
    oder als ``x-api-key`` (ältere Anthropic-SDKs)."""
    if anfrage.pfad != pfad:
        raise Verstoss(f"falscher Pfad {anfrage.pfad!r}, erwartet {pfad!r}")
    kopf = {k.lower(): v for k, v in anfrage.kopfzeilen.items()}
    if schluessel not in (kopf.get("x-api-key"), kopf.get("authorization", "")[7:]):
        raise Verstoss("Schlüssel fehlt oder ist falsch")


class AnthropicAgent:
    """Antwortet wie die Messages API. ``schluessel`` und ``modell`` muss das Skript senden."""

    def __init__(self, schluessel, modell, text_dazu=True):
        self.schluessel, self.modell, self.text_dazu = schluessel, modell, text_dazu

    def __call__(self, nummer, anfrage):
        try:
            return json_antwort(self._antworte(nummer, anfrage))
        except Verstoss as verstoss:
            fehler = {"type": "invalid_request_error", "message": f"Testserver: {verstoss}"}
            return json_antwort({"type": "error", "error": fehler}, 400)

    def _antworte(self, nummer, anfrage):
        _pruefe_kopf(anfrage, self.schluessel, "/v1/messages")
        daten = anfrage.daten
        if daten.get("model") != self.modell:
            raise Verstoss(f"Modell {daten.get('model')!r}, erwartet {self.modell!r}")
        if [t["name"] for t in daten["tools"]] != ["suche_dokumente", "wechselkurs"]:
            raise Verstoss("die Tools fehlen")
        try:
            pruefe_verlauf(daten["messages"])
        except Exception as fehler:
            raise Verstoss(f"Verlauf ungültig: {fehler}") from None
        ergebnisse = [
            b["content"]
            for n in daten["messages"]
            if isinstance(n["content"], list)
            for b in n["content"]
            if b["type"] == "tool_result"
        ]
        if not ergebnisse:
            content = [self._wunsch(nummer, "suche_dokumente", SUCHE)]
        elif len(ergebnisse) == 1:
            _, waehrung, _ = _betrag_und_kurs(ergebnisse)
            content = [self._wunsch(nummer, "wechselkurs", {"waehrung": waehrung})]
        else:
            betrag, waehrung, kurs = _betrag_und_kurs(ergebnisse)
            text = f"Laut Dokument {betrag} {waehrung}, mit Testkurs {betrag * kurs:.2f} Euro."
            content = [{"type": "text", "text": text}]
        if self.text_dazu and content[0]["type"] == "tool_use":
            content.insert(0, {"type": "text", "text": "Ich schaue nach."})
        return nachricht(content, TOKENS_START + 100 * nummer, 40 + nummer)

    def _wunsch(self, nummer, name, eingabe):
        return {"type": "tool_use", "id": f"toolu_test_{nummer}", "name": name, "input": eingabe}


def nachricht(content, ein=10, aus=5):
    """Ein Message-Objekt der Messages API mit ``content`` und ``usage``."""
    stop = "tool_use" if any(b.get("type") == "tool_use" for b in content) else "end_turn"
    return {
        "id": "msg_test",
        "type": "message",
        "role": "assistant",
        "model": "testmodell",
        "content": content,
        "stop_reason": stop,
        "stop_sequence": None,
        "usage": {"input_tokens": ein, "output_tokens": aus},
    }


def anthropic_fehler(status, typ, text, **kopfzeilen):
    """Eine Fehlerantwort im Format der Messages API."""
    daten = {"type": "error", "error": {"type": typ, "message": text}}
    return json_antwort(daten, status, **kopfzeilen)


class OpenAIAgent:
    """Antwortet wie Chat Completions: ``tool_calls`` mit JSON-Strings, Ergebnisse als ``tool``."""

    def __init__(self, schluessel, modell):
        self.schluessel, self.modell = schluessel, modell

    def __call__(self, nummer, anfrage):
        try:
            return json_antwort(self._antworte(nummer, anfrage))
        except (Verstoss, KeyError, TypeError, ValueError) as verstoss:
            fehler = {"message": f"Testserver: {verstoss!r}", "type": "invalid_request_error"}
            return json_antwort({"error": fehler}, 400)

    def _antworte(self, nummer, anfrage):
        _pruefe_kopf(anfrage, self.schluessel, "/v1/chat/completions")
        daten = anfrage.daten
        if daten["model"] != self.modell:
            raise Verstoss(f"Modell {daten['model']!r}")
        if [t["function"]["name"] for t in daten["tools"]] != ["suche_dokumente", "wechselkurs"]:
            raise Verstoss("die Tools fehlen")
        nachrichten = daten["messages"]
        if [n["role"] for n in nachrichten[:2]] != ["system", "user"]:
            raise Verstoss("erwartet system, dann user")
        offene = set()
        ergebnisse = []
        for n in nachrichten[2:]:
            if n["role"] == "assistant":
                for aufruf in n.get("tool_calls") or []:
                    json.loads(aufruf["function"]["arguments"])  # muss ein JSON-String sein
                    offene.add(aufruf["id"])
            elif n["role"] == "tool":
                if n["tool_call_id"] not in offene or not isinstance(n["content"], str):
                    raise Verstoss(f"tool-Nachricht ohne passenden Aufruf: {n!r}")
                offene.discard(n["tool_call_id"])
                ergebnisse.append(n["content"])
            else:
                raise Verstoss(f"unerwartete Rolle {n['role']!r}")
        if offene:
            raise Verstoss(f"Aufrufe ohne tool-Nachricht: {sorted(offene)}")
        if not ergebnisse:
            botschaft = _aufruf(nummer, "suche_dokumente", SUCHE)
        elif len(ergebnisse) == 1:
            _, waehrung, _ = _betrag_und_kurs(ergebnisse)
            botschaft = _aufruf(nummer, "wechselkurs", {"waehrung": waehrung})
        else:
            betrag, waehrung, kurs = _betrag_und_kurs(ergebnisse)
            text = f"Laut Dokument {betrag} {waehrung}, mit Testkurs {betrag * kurs:.2f} Euro."
            botschaft = {"role": "assistant", "content": text}
        return chat_antwort(botschaft, 500 + 10 * nummer, 20 + nummer)


def _aufruf(nummer, name, eingabe):
    funktion = {"name": name, "arguments": json.dumps(eingabe)}
    aufruf = {"id": f"call_{nummer}", "type": "function", "function": funktion}
    return {"role": "assistant", "content": None, "tool_calls": [aufruf]}


def chat_antwort(botschaft, ein=10, aus=5):
    """Eine Chat-Completions-Antwort mit ``botschaft`` als ``choices[0].message``."""
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "choices": [{"index": 0, "message": botschaft, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": ein, "completion_tokens": aus, "total_tokens": ein + aus},
    }


def roh(status, text, typ="text/html"):
    """Eine Antwort mit beliebigem Körper, etwa eine HTML-Fehlerseite."""
    return Antwort(status, text.encode(), {"Content-Type": typ})
