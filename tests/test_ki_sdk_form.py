"""Die Antworten der Simulatoren haben die Form der echten API: Die offiziellen SDKs lesen sie.

``anthropic.types.Message`` und ``openai.types.chat.ChatCompletion`` sind die Modelle, mit
denen die Clients eine echte Antwort einlesen. Jede Art von Antwort (Text, ein Tool-Wunsch,
parallele Wünsche, eine abgeschnittene Antwort) muss dort ohne Fehler durchgehen, und zwar
ohne Felder, die das SDK nicht kennt: Erfundene Schlüssel ließe es still als Extra durch.

Die SDKs werden erst im Test geladen (zusammen über 2 s): Jeder pytest-Prozess sammelt dieses
Modul, auch die vielen, die seine Tests nie ausführen (xdist-Worker, ``lernlabor teste``).
"""

from functools import cache
from typing import NamedTuple

import pytest

from lernlabor.tracks.ki import (
    KATALOG,
    RegelModell,
    SkriptModell,
    SkriptModellOpenAI,
    aufruf,
    tool_result_fuer,
)
from lernlabor.tracks.ki.simulator.basis import ERSTELLT, MODELLNAME

FRAGE = [{"role": "user", "content": "Wann kann ich Schraube M4 bekommen?"}]


def wunsch(id_, artikel="Schraube M4"):
    return {"type": "tool_use", "id": id_, "name": "lager", "input": {"artikel": artikel}}


def fremde_felder(objekt, pfad="antwort"):
    """Pfade aller Felder, die das SDK-Modell nicht kennt (pydantic hält sie als Extra fest)."""
    if isinstance(objekt, list):
        return [f for i, teil in enumerate(objekt) for f in fremde_felder(teil, f"{pfad}[{i}]")]
    import pydantic

    if not isinstance(objekt, pydantic.BaseModel):
        return []
    gefunden = [f"{pfad}.{name}" for name in objekt.model_extra or {}]
    for name in type(objekt).model_fields:
        gefunden += fremde_felder(getattr(objekt, name), f"{pfad}.{name}")
    return gefunden


def pflichtfelder(sdk_modell):
    return {name for name, feld in sdk_modell.model_fields.items() if feld.is_required()}


class Sdk(NamedTuple):
    """Die Modelle der SDKs und die Felder, die in einer Antwort immer stehen: was das SDK
    verlangt, und was die echte API immer mitschickt, auch wenn es null ist."""

    message: type
    completion: type
    immer_anthropic: set
    immer_openai: set
    immer_openai_wahl: set


@cache
def sdk() -> Sdk:
    from anthropic.types import Message
    from openai.types.chat import ChatCompletion
    from openai.types.chat.chat_completion import Choice

    return Sdk(
        Message,
        ChatCompletion,
        pflichtfelder(Message) | {"stop_reason", "stop_sequence"},
        pflichtfelder(ChatCompletion) | {"usage"},
        pflichtfelder(Choice) | {"logprobs"},
    )


def als_message(antwort):
    """Liest ``antwort`` wie der Anthropic-Client und prüft, dass nichts dazuerfunden ist."""
    immer = sdk().immer_anthropic
    assert immer <= antwort.keys(), sorted(immer - antwort.keys())
    message = sdk().message.model_validate(antwort)
    assert fremde_felder(message) == []
    # Das SDK gibt dieselben Daten zurück, die es gelesen hat: keine Umdeutung unterwegs.
    assert message.model_dump(exclude_unset=True) == antwort
    return message


def als_completion(antwort):
    """Liest ``antwort`` wie der OpenAI-Client und prüft, dass nichts dazuerfunden ist."""
    immer, immer_wahl = sdk().immer_openai, sdk().immer_openai_wahl
    assert immer <= antwort.keys(), sorted(immer - antwort.keys())
    for wahl in antwort["choices"]:
        assert immer_wahl <= wahl.keys(), sorted(immer_wahl - wahl.keys())
    completion = sdk().completion.model_validate(antwort)
    assert fremde_felder(completion) == []
    assert completion.model_dump(exclude_unset=True) == antwort
    return completion


# --- Anthropic: SkriptModell ---------------------------------------------------------------


def skript_antworten(skript, verlauf=FRAGE):
    """Spielt ``skript`` mit einer richtigen Schleife ab und gibt alle Antworten zurück."""
    modell = SkriptModell(skript)
    messages = list(verlauf)
    antworten = []
    for _ in skript:
        antwort = modell(messages)
        antworten.append(antwort)
        messages.append({"role": "assistant", "content": antwort["content"]})
        wuensche = [b for b in antwort["content"] if b["type"] == "tool_use"]
        ergebnisse = [
            {"type": "tool_result", "tool_use_id": b["id"], "content": "120"} for b in wuensche
        ]
        messages.append({"role": "user", "content": ergebnisse or "Und weiter?"})
    return antworten


def test_anthropic_textantwort():
    message = als_message(SkriptModell(["Lieferbar ab Montag."])(FRAGE))
    assert (message.type, message.role, message.stop_reason) == ("message", "assistant", "end_turn")
    assert message.content[0].type == "text" and message.content[0].text == "Lieferbar ab Montag."
    assert message.stop_sequence is None
    assert message.usage.input_tokens == 17


def test_anthropic_tool_wunsch():
    message = als_message(SkriptModell([[wunsch("t1")]])(FRAGE))
    assert message.stop_reason == "tool_use"
    block = message.content[0]
    assert (block.type, block.id, block.name, block.input) == (
        "tool_use",
        "t1",
        "lager",
        {"artikel": "Schraube M4"},
    )


def test_anthropic_parallele_wuensche_mit_text():
    bloecke = [
        {"type": "text", "text": "Ich frage beide Lager."},
        wunsch("t1"),
        wunsch("t2", "Mutter M4"),
    ]
    message = als_message(SkriptModell([bloecke])(FRAGE))
    assert [b.type for b in message.content] == ["text", "tool_use", "tool_use"]
    assert [b.id for b in message.content[1:]] == ["t1", "t2"]
    assert message.stop_reason == "tool_use"


def test_anthropic_abgeschnittene_antwort():
    modell = SkriptModell([{"content": "Die Schraube M4 liegt im", "stop_reason": "max_tokens"}])
    message = als_message(modell(FRAGE))
    assert message.stop_reason == "max_tokens"
    assert message.content[0].text == "Die Schraube M4 liegt im"


def test_anthropic_ids_zaehlen_je_modell_hoch():
    antworten = skript_antworten([[wunsch("t1")], [wunsch("t2")], "Fertig."])
    assert [a["id"] for a in antworten] == ["msg_sim_1", "msg_sim_2", "msg_sim_3"]
    assert {a["model"] for a in antworten} == {MODELLNAME}
    # Ein neues Modell beginnt wieder bei 1: Ausgaben einer Lektion bleiben gleich.
    assert SkriptModell(["x"])(FRAGE)["id"] == "msg_sim_1"
    for antwort in antworten:
        als_message(antwort)


def test_anthropic_abgelehnter_aufruf_verbraucht_keine_id():
    modell = SkriptModell(["Erst.", "Dann."])
    with pytest.raises(Exception, match="role"):
        modell([{"content": "ohne Rolle"}])
    assert modell(FRAGE)["id"] == "msg_sim_1"


# --- Anthropic: RegelModell ----------------------------------------------------------------


def test_regelmodell_antworten_aller_art():
    def suche_buch(stichwort):
        return next(b for b in KATALOG if stichwort in b["titel"])

    werkzeuge = {"suche_buch": suche_buch, "wechselkurs": lambda waehrung: 0.9}
    modell = RegelModell()
    messages = [{"role": "user", "content": "Was kostet das Buch zu ‘Agenten’ in Euro?"}]
    gruende = []
    while True:
        antwort = modell(messages)
        message = als_message(antwort)
        gruende.append(message.stop_reason)
        assert message.id == f"msg_sim_{modell.aufrufe}"
        if message.stop_reason == "end_turn":
            break
        messages.append({"role": "assistant", "content": antwort["content"]})
        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in antwort["content"]]
        messages.append({"role": "user", "content": ergebnisse})
    assert gruende == ["tool_use", "tool_use", "end_turn"]
    assert "28,80 Euro" in message.content[0].text


# --- OpenAI: SkriptModellOpenAI ------------------------------------------------------------

FRAGE_OPENAI = [{"role": "user", "content": "Wie warm ist es in Köln?"}]


def test_openai_textantwort():
    completion = als_completion(SkriptModellOpenAI(["Köln hat 21 Grad."])(FRAGE_OPENAI))
    wahl = completion.choices[0]
    assert (wahl.finish_reason, wahl.message.role, wahl.message.content) == (
        "stop",
        "assistant",
        "Köln hat 21 Grad.",
    )
    assert wahl.message.tool_calls is None
    assert (completion.model, completion.created) == (MODELLNAME, ERSTELLT)


def test_openai_ein_aufruf():
    modell = SkriptModellOpenAI([[aufruf("c1", "wetter", ort="Köln")]])
    completion = als_completion(modell(FRAGE_OPENAI))
    wahl = completion.choices[0]
    assert wahl.finish_reason == "tool_calls" and wahl.message.content is None
    (aufgerufen,) = wahl.message.tool_calls
    assert (aufgerufen.type, aufgerufen.id, aufgerufen.function.name) == (
        "function",
        "c1",
        "wetter",
    )
    assert aufgerufen.function.arguments == '{"ort": "Köln"}'


def test_openai_parallele_aufrufe():
    aufrufe = [aufruf("c1", "wetter", ort="Köln"), aufruf("c2", "wetter", ort="Bonn")]
    completion = als_completion(SkriptModellOpenAI([aufrufe])(FRAGE_OPENAI))
    assert [a.id for a in completion.choices[0].message.tool_calls] == ["c1", "c2"]
    assert completion.choices[0].finish_reason == "tool_calls"


def test_openai_abgeschnittene_antwort():
    modell = SkriptModellOpenAI([{"content": "Köln hat heute", "finish_reason": "length"}])
    completion = als_completion(modell(FRAGE_OPENAI))
    assert completion.choices[0].finish_reason == "length"
    assert completion.choices[0].message.content == "Köln hat heute"


def test_openai_ids_zaehlen_je_modell_hoch():
    modell = SkriptModellOpenAI([[aufruf("c1", "wetter", ort="Köln")], "21 Grad."])
    messages = list(FRAGE_OPENAI)
    erste = modell(messages)
    nachricht = erste["choices"][0]["message"]
    messages += [nachricht, {"role": "tool", "tool_call_id": "c1", "content": "21"}]
    zweite = modell(messages)
    assert [erste["id"], zweite["id"]] == ["chatcmpl-sim-1", "chatcmpl-sim-2"]
    assert erste["created"] == zweite["created"] == ERSTELLT
    als_completion(zweite)


# --- Was M4·02 über die Antwort sagt ---------------------------------------------------------


def test_m4_02_nennt_genau_die_schluessel_der_antwort():
    """Die Lektion zählt die Schlüssel der Antwort auf; sie müssen zu einer echten passen."""
    import re
    from pathlib import Path

    text = (Path(__file__).parents[1] / "docs/ki/m4/02-tool-use-schleife.md").read_text("utf8")
    satz = text[text.index("Jeder Aufruf liefert ein dict") :]
    satz = satz[: satz.index("### ")]
    genannt = set(re.findall(r"`(\w+)`", satz[: satz.index("füllt der")]))
    antwort = SkriptModell(["Hallo."])(FRAGE)
    ohne_blocktypen = genannt - {"text", "tool_use", "end_turn", "input_tokens", "output_tokens"}
    assert ohne_blocktypen == set(antwort), sorted(ohne_blocktypen ^ set(antwort))
    for wert in re.findall(r'`"(\w+)"`', satz[satz.index("füllt der") :]):
        assert wert in (antwort["id"], antwort["model"])
