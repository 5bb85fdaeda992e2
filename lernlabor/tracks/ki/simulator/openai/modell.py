"""Ein simuliertes Modell im OpenAI-Format (Chat Completions), ohne Netz und ohne Kosten."""

import copy
import json

from ..basis import ERSTELLT, MAX_AUFRUFE, MODELLNAME, _Modell, schaetze_tokens
from ..fehler import ApiFehler, _ZuVieleAufrufe
from .verlauf import pruefe_verlauf_openai


def aufruf(id, name, /, **argumente):
    """Baut einen Tool-Aufruf in der echten Form von ``tool_calls``, für Skripte und Tests.

    ``id`` und ``name`` sind nur positionsweise zu übergeben, denn ein Argument des Tools kann
    selbst ``name`` heißen (``aufruf("c1", "suche_kunde", name="Ada")``). Die Argumente werden
    wie bei der echten API zu einem JSON-String.
    """
    for feld, wert in (("id", id), ("name", name)):
        if not (isinstance(wert, str) and wert):
            raise ValueError(
                f"aufruf braucht als {feld} einen nicht-leeren String, nicht {wert!r}."
            )
    try:
        text = json.dumps(argumente, ensure_ascii=False)
    except (TypeError, ValueError) as fehler:
        raise TypeError(
            f"Die Argumente von aufruf({id!r}, {name!r}) müssen JSON-fähig sein: {fehler}"
        ) from None
    return {"id": id, "type": "function", "function": {"name": name, "arguments": text}}


class SkriptModellOpenAI(_Modell):
    """Spielt feste Antworten im OpenAI-Format der Reihe nach ab; die letzte wiederholt sich.

    Das Gegenstück zu ``SkriptModell`` für Chat Completions. Jede Antwort in ``antworten`` ist
    ein String (die Endantwort) oder eine Liste von Aufrufen (``aufruf(...)``). Jeder Aufruf
    prüft den Verlauf mit ``pruefe_verlauf_openai`` und gibt die Antwort in der Form der echten
    API zurück: ``choices[0].message``, ``finish_reason`` und ``usage``. Wiederholt sich eine
    Antwort mit Aufrufen, bekommen ihre ids ein Suffix (``c1`` wird ``c1-2``, ``c1-3`` …).
    Eine abgeschnittene Antwort (Limit ``max_tokens`` erreicht) schreibt man als dict:
    ``{"content": "Die Schraube ist in", "finish_reason": "length"}``; sie ist keine Endantwort.

    Die Antwort hat die Felder, die der OpenAI-Client (``openai.types.chat.ChatCompletion``)
    verlangt, mit festen, erfundenen Werten: ``id`` zählt je Modell hoch (``"chatcmpl-sim-1"``
    …), ``created`` ist immer ``ERSTELLT`` (1. Dezember 2026), ``model`` immer
    ``"simulator"``, ``logprobs`` ``None``. Die Nachricht in ``choices[0]["message"]`` bleibt
    knapp (``role``, ``content``, ``tool_calls``), ohne ``refusal`` und ``annotations`` der
    echten API: Sie wandert unverändert in den Verlauf, und jedes Feld mehr ginge in jede
    Token-Schätzung danach ein.

    ``aufrufe`` zählt die beantworteten Aufrufe, ``abgelehnt`` die mit ``ApiFehler``
    abgewiesenen. Sind es zusammen ``max_aufrufe``, wirft der nächste ``_ZuVieleAufrufe``.
    """

    def __init__(self, antworten, max_aufrufe=MAX_AUFRUFE):
        super().__init__(max_aufrufe)
        if not isinstance(antworten, list) or not antworten:
            raise ValueError("SkriptModellOpenAI braucht eine nicht-leere Liste von Antworten.")
        skript = [_mit_grund(a, nummer) for nummer, a in enumerate(antworten)]
        self.antworten = [antwort for antwort, _ in skript]
        self._gruende = [grund for _, grund in skript]
        ids = [a["id"] for antwort in self.antworten if isinstance(antwort, list) for a in antwort]
        if len(ids) != len(set(ids)):
            raise ValueError("Die ids der Aufrufe im Skript müssen eindeutig sein.")
        letzte = self.antworten[-1] if isinstance(self.antworten[-1], list) else []
        for i in ids:  # "c1-2" im Skript stieße mit der ersten Wiederholung von "c1" zusammen
            for basis in (a["id"] for a in letzte):
                rest = i.removeprefix(f"{basis}-")
                if rest != i and rest.isdigit():
                    raise ValueError(
                        f"Die id {i!r} im Skript kollidiert mit den Wiederholungen der letzten "
                        f"Antwort ({basis!r} wird {basis + '-2'!r}, …). Wähle eine andere id."
                    )

    def __call__(self, messages):
        # Derselbe Rahmen wie bei _Modell, nur mit der OpenAI-Prüfung und -Antwortform.
        if self.aufrufe + self.abgelehnt >= self.max_aufrufe:
            raise _ZuVieleAufrufe(self._limit_text())
        try:
            pruefe_verlauf_openai(messages)
        except ApiFehler:
            self.abgelehnt += 1
            raise
        nachricht = self._antworte(messages)
        grund = self._gruende[min(self.aufrufe, len(self._gruende) - 1)]
        grund = grund or ("tool_calls" if "tool_calls" in nachricht else "stop")
        self.verlaeufe.append(copy.deepcopy(messages))
        self.aufrufe += 1
        eingabe = schaetze_tokens(messages)
        ausgabe = schaetze_tokens(nachricht.get("tool_calls") or nachricht["content"])
        return {
            "id": f"chatcmpl-sim-{self.aufrufe}",
            "object": "chat.completion",
            "created": ERSTELLT,
            "model": MODELLNAME,
            "choices": [
                {
                    "index": 0,
                    "message": nachricht,
                    "logprobs": None,
                    "finish_reason": grund,
                }
            ],
            "usage": {
                "prompt_tokens": eingabe,
                "completion_tokens": ausgabe,
                "total_tokens": eingabe + ausgabe,
            },
        }

    def _antworte(self, messages):
        nummer = min(self.aufrufe, len(self.antworten) - 1)
        antwort = copy.deepcopy(self.antworten[nummer])
        if isinstance(antwort, str):
            return {"role": "assistant", "content": antwort}
        wiederholung = self.aufrufe - nummer
        if wiederholung:
            for a in antwort:
                a["id"] = f"{a['id']}-{wiederholung + 1}"
        return {"role": "assistant", "content": None, "tool_calls": antwort}


def _mit_grund(antwort, nummer):
    """(Antwort, finish_reason oder None) einer Skript-Antwort; das dict legt den Grund fest."""
    if not isinstance(antwort, dict):
        return _pruefe_antwort(antwort, nummer), None
    if set(antwort) != {"content", "finish_reason"} or antwort["finish_reason"] != "length":
        raise ValueError(
            f"Antwort {nummer} als dict braucht genau content (ein String) und finish_reason "
            f'"length" (eine abgeschnittene Antwort), nicht {antwort!r:.80}.'
        )
    if not isinstance(antwort["content"], str):
        raise ValueError(f"Antwort {nummer}: content der abgeschnittenen Antwort ist ein String.")
    return _pruefe_antwort(antwort["content"], nummer), "length"


def _pruefe_antwort(antwort, nummer):
    """Prüft eine Skript-Antwort schon beim Anlegen, damit Autorenfehler früh auffallen."""
    if isinstance(antwort, str):
        if not antwort.strip():
            raise ValueError(f"Antwort {nummer} des Skripts ist ein leerer String.")
        return antwort
    if not isinstance(antwort, list) or not antwort:
        raise ValueError(
            f"Antwort {nummer} muss ein String (Endantwort) oder eine nicht-leere Liste von "
            "Aufrufen sein, gebaut mit aufruf(id, name, **argumente)."
        )
    if any(isinstance(a, dict) and a.get("type") == "tool_use" for a in antwort):
        raise ValueError(
            f"Antwort {nummer} enthält tool_use-Blöcke im Format von Anthropic. Für "
            "SkriptModellOpenAI baust du Aufrufe mit aufruf(id, name, **argumente)."
        )
    probe = [
        {"role": "user", "content": "?"},
        {"role": "assistant", "content": None, "tool_calls": antwort},
    ]
    # Die Form der Aufrufe prüft pruefe_verlauf_openai vor den tool-Nachrichten.
    probe += [
        {
            "role": "tool",
            "tool_call_id": a.get("id") if isinstance(a, dict) else "-",
            "content": "-",
        }
        for a in antwort
    ]
    try:
        pruefe_verlauf_openai(probe)
    except ApiFehler as fehler:
        raise ValueError(f"Antwort {nummer} des Skripts ist ungültig: {fehler}") from None
    return copy.deepcopy(antwort)
