"""Das simulierte Modell im Anthropic-Format: Es antwortet wie die Messages API."""

import copy

from ..basis import MAX_AUFRUFE, MODELLNAME, _Modell, schaetze_tokens
from ..fehler import ApiFehler, _ZuVieleAufrufe
from .verlauf import pruefe_verlauf


def antwort_der_api(nummer, messages, content, stop_reason):
    """Antwort ``nummer`` (ab 1) auf ``messages`` mit allen Feldern einer echten Antwort der
    Messages API (siehe ``_AnthropicModell``); auch das Modell der Prüfungen von M4·02 baut
    seine Antworten hiermit, damit eine Schleife dort dieselben Schlüssel findet."""
    return {
        "id": f"msg_sim_{nummer}",
        "type": "message",
        "role": "assistant",
        "model": MODELLNAME,
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {
            "input_tokens": schaetze_tokens(messages),
            "output_tokens": schaetze_tokens(content),
        },
    }


class _AnthropicModell(_Modell):
    """Der Rahmen im Anthropic-Format: Verlauf prüfen, usage schätzen, Kopien liefern.

    Jede Antwort hat die Felder einer echten Antwort der Messages API, so dass sie der
    Anthropic-Client (``anthropic.types.Message``) ohne Fehler liest: ``id``, ``type``
    (``"message"``), ``role`` (``"assistant"``), ``model``, ``content``, ``stop_reason``,
    ``stop_sequence`` und ``usage``. Die Werte sind erfunden, aber fest, damit Ausgaben
    testbar bleiben: ``id`` zählt je Modell hoch (``"msg_sim_1"``, ``"msg_sim_2"`` …, ein
    abgelehnter Aufruf bekommt keine), ``model`` ist immer ``"simulator"``, und
    ``stop_sequence`` ist ``None``, denn der Simulator kennt keine Stoppsequenzen. ``usage``
    hat nur ``input_tokens`` und ``output_tokens``; die Zähler für Prompt Caching, die die
    echte API dazu meldet, simuliert er nicht.
    """

    def __call__(self, messages):
        # Abgelehnte Aufrufe zählen mit: Eine Schleife, die ApiFehler mit except Exception
        # abfängt und es erneut versucht, endet sonst nie.
        if self.aufrufe + self.abgelehnt >= self.max_aufrufe:
            raise _ZuVieleAufrufe(self._limit_text())
        try:
            pruefe_verlauf(messages)
        except ApiFehler:
            self.abgelehnt += 1
            raise
        content = self._antworte(messages)
        stop_reason = self._stop_reason(content)
        self.verlaeufe.append(copy.deepcopy(messages))
        self.aufrufe += 1
        return antwort_der_api(self.aufrufe, messages, copy.deepcopy(content), stop_reason)

    def _stop_reason(self, content):
        """Wie die echte API: ``"tool_use"`` bei einem Tool-Wunsch, sonst ``"end_turn"``."""
        return "tool_use" if any(b["type"] == "tool_use" for b in content) else "end_turn"


class SkriptModell(_AnthropicModell):
    """Spielt feste Antworten der Reihe nach ab; die letzte wiederholt sich.

    ``antworten`` ist eine Liste; jede Antwort ist eine Liste von Blöcken (``text`` oder
    ``tool_use``) oder kurz ein String für eine reine Textantwort. Jede Antwort trägt
    ``stop_reason`` wie bei der echten API: ``"tool_use"`` mit Tool-Wunsch, sonst
    ``"end_turn"``. Eine abgeschnittene Antwort (das Limit ``max_tokens`` je Antwort war
    erreicht) schreibt man als dict: ``{"content": "Die Schraube ist in", "stop_reason":
    "max_tokens"}``; sie ist keine Endantwort, obwohl ihr ein Tool-Wunsch fehlt.

    Wiederholt sich eine Antwort mit Tool-Wünschen, bekommen ihre ids ein Suffix (``t1``
    wird ``t1-2``, ``t1-3`` …), denn die echte API vergibt jede id nur einmal.

    ``aufrufe`` zählt die beantworteten Aufrufe, ``abgelehnt`` die mit ``ApiFehler``
    abgewiesenen. Sind es zusammen ``max_aufrufe``, wirft der nächste Aufruf
    ``_ZuVieleAufrufe``.
    """

    def __init__(self, antworten, max_aufrufe=MAX_AUFRUFE):
        super().__init__(max_aufrufe)
        if not isinstance(antworten, list) or not antworten:
            raise ValueError("SkriptModell braucht eine nicht-leere Liste von Antworten.")
        skript = [_mit_grund(a, nummer) for nummer, a in enumerate(antworten)]
        self.antworten = [bloecke for bloecke, _ in skript]
        self._gruende = [grund for _, grund in skript]
        ids = [b["id"] for a in self.antworten for b in a if b["type"] == "tool_use"]
        if len(ids) != len(set(ids)):
            raise ValueError("Die tool_use-ids im Skript müssen eindeutig sein.")
        # Die Wiederholungen der letzten Antwort bekommen ids wie "t1-2": kein Skript-id darf
        # so aussehen, sonst stünde dieselbe id zweimal im Verlauf.
        for letzte in (b["id"] for b in self.antworten[-1] if b["type"] == "tool_use"):
            for i in ids:
                rest = i.removeprefix(f"{letzte}-")
                if rest != i and rest.isdigit():
                    raise ValueError(
                        f"Die id {i!r} im Skript kollidiert mit den Wiederholungen der letzten "
                        f"Antwort ({letzte!r} wird {letzte + '-2'!r}, …). Wähle eine andere id."
                    )

    def _stop_reason(self, content):
        grund = self._gruende[min(self.aufrufe, len(self._gruende) - 1)]
        return grund or super()._stop_reason(content)

    def _antworte(self, messages):
        nummer = min(self.aufrufe, len(self.antworten) - 1)
        content = copy.deepcopy(self.antworten[nummer])
        wiederholung = self.aufrufe - nummer
        if wiederholung:
            for block in content:
                if block["type"] == "tool_use":
                    block["id"] = f"{block['id']}-{wiederholung + 1}"
        return content


STOP_GRUENDE = ("end_turn", "tool_use", "max_tokens")


def _mit_grund(antwort, nummer):
    """(Blöcke, stop_reason oder None) einer Skript-Antwort; das dict legt den Grund fest."""
    if not isinstance(antwort, dict):
        return _als_bloecke(antwort, nummer), None
    if set(antwort) != {"content", "stop_reason"}:
        raise ValueError(
            f"Antwort {nummer} als dict braucht genau die Schlüssel content und stop_reason, "
            f'etwa {{"content": "Die Schraube ist in", "stop_reason": "max_tokens"}}.'
        )
    grund = antwort["stop_reason"]
    if grund not in STOP_GRUENDE:
        raise ValueError(
            f"Antwort {nummer}: stop_reason muss einer von {', '.join(STOP_GRUENDE)} sein, "
            f"nicht {grund!r}."
        )
    bloecke = _als_bloecke(antwort["content"], nummer)
    wuensche = any(b["type"] == "tool_use" for b in bloecke)
    if (grund == "tool_use") != wuensche and grund != "max_tokens":
        raise ValueError(
            f"Antwort {nummer}: stop_reason {grund!r} passt nicht zum Inhalt, sie wünscht "
            + ("Tools (tool_use)." if wuensche else "keine Tools (end_turn).")
        )
    return bloecke, grund


def _als_bloecke(antwort, nummer):
    """Prüft eine Skript-Antwort schon beim Anlegen, damit Autorenfehler früh auffallen."""
    if isinstance(antwort, str):
        antwort = [{"type": "text", "text": antwort}]
    if not isinstance(antwort, list) or not antwort:
        raise ValueError(f"Antwort {nummer} muss ein String oder eine Liste von Blöcken sein.")
    probe = [{"role": "user", "content": "?"}, {"role": "assistant", "content": antwort}]
    ids = [b.get("id") for b in antwort if isinstance(b, dict) and b.get("type") == "tool_use"]
    probe.append(
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": i, "content": "-"} for i in ids]
            or "weiter",
        }
    )
    try:
        pruefe_verlauf(probe)
    except Exception as fehler:
        raise ValueError(f"Antwort {nummer} des Skripts ist ungültig: {fehler}") from None
    return copy.deepcopy(antwort)
