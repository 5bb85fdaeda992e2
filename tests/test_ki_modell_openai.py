"""aufruf und SkriptModellOpenAI: Form der Antwort, usage, Wiederholung, Kopien, Limit, Prüfung."""

import json

import pytest

from lernlabor.tracks.ki import (
    ApiFehler,
    SkriptModellOpenAI,
    _ZuVieleAufrufe,
    aufruf,
    schaetze_tokens,
)
from lernlabor.tracks.ki.simulator.basis import ERSTELLT

FRAGE = [{"role": "user", "content": "Wie warm ist es in Köln?"}]


def antworten_auf(nachricht, wert="21"):
    """Die tool-Nachrichten zu allen Aufrufen von ``nachricht``, in ihrer Reihenfolge."""
    return [
        {"role": "tool", "tool_call_id": a["id"], "content": wert}
        for a in nachricht.get("tool_calls", [])
    ]


def schritt(modell, messages):
    """Ein Schritt einer richtigen Schleife: Modell fragen, Nachricht und Ergebnisse anhängen."""
    antwort = modell(messages)
    nachricht = antwort["choices"][0]["message"]
    messages += [nachricht, *antworten_auf(nachricht)]
    return antwort


# --- aufruf --------------------------------------------------------------------------------


def test_aufruf_hat_die_echte_form():
    assert aufruf("c1", "wetter", ort="Köln", tage=2) == {
        "id": "c1",
        "type": "function",
        "function": {"name": "wetter", "arguments": '{"ort": "Köln", "tage": 2}'},
    }


def test_aufruf_mit_argument_namens_name_und_id():
    ergebnis = aufruf("c1", "suche_kunde", name="Ada", id=7)
    assert ergebnis["function"]["name"] == "suche_kunde"
    assert json.loads(ergebnis["function"]["arguments"]) == {"name": "Ada", "id": 7}


def test_aufruf_ohne_argumente():
    assert aufruf("c1", "zeit")["function"]["arguments"] == "{}"


@pytest.mark.parametrize(("id_", "name"), [("", "w"), ("c1", ""), (1, "w"), ("c1", None)])
def test_aufruf_lehnt_leere_oder_falsche_namen_ab(id_, name):
    with pytest.raises(ValueError, match="nicht-leeren String"):
        aufruf(id_, name)


def test_aufruf_lehnt_nicht_json_argumente_ab():
    with pytest.raises(TypeError, match="JSON-fähig"):
        aufruf("c1", "w", wann={1, 2})


# --- SkriptModellOpenAI: Antwortform und usage --------------------------------------------


def test_tool_wunsch_in_der_echten_antwortform():
    aufrufe = [aufruf("c1", "wetter", ort="Köln"), aufruf("c2", "wetter", ort="Bonn")]
    modell = SkriptModellOpenAI([aufrufe, "Köln 21 Grad, Bonn 19 Grad."])
    antwort = modell(list(FRAGE))
    assert antwort == {
        "id": "chatcmpl-sim-1",
        "object": "chat.completion",
        "created": ERSTELLT,
        "model": "simulator",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": None, "tool_calls": aufrufe},
                "logprobs": None,
                "finish_reason": "tool_calls",
            }
        ],
        "usage": {
            "prompt_tokens": schaetze_tokens(FRAGE),
            "completion_tokens": schaetze_tokens(aufrufe),
            "total_tokens": schaetze_tokens(FRAGE) + schaetze_tokens(aufrufe),
        },
    }


def test_textantwort_hat_keine_tool_calls():
    modell = SkriptModellOpenAI(["21 Grad."])
    antwort = modell(FRAGE)
    assert antwort["choices"][0]["message"] == {"role": "assistant", "content": "21 Grad."}
    assert antwort["choices"][0]["finish_reason"] == "stop"
    assert antwort["usage"]["completion_tokens"] == schaetze_tokens("21 Grad.") == 3
    assert antwort["usage"]["prompt_tokens"] == schaetze_tokens(FRAGE)
    assert all(type(v) is int for v in antwort["usage"].values())


def test_prompt_tokens_wachsen_mit_dem_verlauf_und_ids_zaehlen_hoch():
    modell = SkriptModellOpenAI([[aufruf("c1", "w")], [aufruf("c2", "w")], "fertig"])
    messages = list(FRAGE)
    gesehen = []
    for _ in range(3):
        vorher = schaetze_tokens(messages)
        antwort = schritt(modell, messages)
        assert antwort["usage"]["prompt_tokens"] == vorher
        gesehen.append((antwort["id"], vorher))
    assert [i for i, _ in gesehen] == ["chatcmpl-sim-1", "chatcmpl-sim-2", "chatcmpl-sim-3"]
    assert gesehen[0][1] < gesehen[1][1] < gesehen[2][1]
    assert modell.aufrufe == 3 and modell.abgelehnt == 0
    assert modell.verlaeufe[0] == FRAGE and len(modell.verlaeufe) == 3


def test_abgeschnittene_antwort_meldet_length():
    modell = SkriptModellOpenAI(
        [{"content": "Die Schraube ist in", "finish_reason": "length"}, "x"]
    )
    erste = modell(FRAGE)["choices"][0]
    assert erste["finish_reason"] == "length"
    assert erste["message"] == {"role": "assistant", "content": "Die Schraube ist in"}
    assert modell(FRAGE)["choices"][0]["finish_reason"] == "stop"


def test_abgeschnittene_antwort_wiederholt_sich_mit_length():
    modell = SkriptModellOpenAI([{"content": "Die Schraube", "finish_reason": "length"}])
    assert [modell(FRAGE)["choices"][0]["finish_reason"] for _ in range(2)] == ["length"] * 2


# --- Wiederholung der letzten Antwort -----------------------------------------------------


def test_letzte_textantwort_wiederholt_sich():
    modell = SkriptModellOpenAI(["a", "b"])
    texte = [modell(FRAGE)["choices"][0]["message"]["content"] for _ in range(4)]
    assert texte == ["a", "b", "b", "b"]


def test_wiederholte_aufrufe_bekommen_neue_ids():
    modell = SkriptModellOpenAI([[aufruf("c1", "w"), aufruf("c2", "w")]])
    messages = list(FRAGE)
    ids = []
    for _ in range(3):
        nachricht = schritt(modell, messages)["choices"][0]["message"]
        ids.append([a["id"] for a in nachricht["tool_calls"]])
    assert ids == [["c1", "c2"], ["c1-2", "c2-2"], ["c1-3", "c2-3"]]


def test_wiederholung_zaehlt_ab_der_letzten_antwort():
    modell = SkriptModellOpenAI([[aufruf("a", "w")], [aufruf("b", "w")]])
    messages = list(FRAGE)
    ids = [
        schritt(modell, messages)["choices"][0]["message"]["tool_calls"][0]["id"] for _ in range(4)
    ]
    assert ids == ["a", "b", "b-2", "b-3"]


def test_skript_id_die_mit_einer_wiederholung_kollidiert():
    with pytest.raises(ValueError, match="kollidiert"):
        SkriptModellOpenAI([[aufruf("c1-2", "w")], [aufruf("c1", "w")]])


def test_skript_id_mit_aehnlichem_namen_ist_erlaubt():
    SkriptModellOpenAI([[aufruf("c1-x", "w")], [aufruf("c10", "w")], [aufruf("c1", "w")]])


# --- Kopien --------------------------------------------------------------------------------


def test_veraenderte_antwort_aendert_das_skript_nicht():
    aufrufe = [aufruf("c1", "wetter", ort="Köln")]
    modell = SkriptModellOpenAI([aufrufe], max_aufrufe=5)
    erste = modell(FRAGE)
    nachricht = erste["choices"][0]["message"]
    nachricht["tool_calls"][0]["id"] = "kaputt"
    nachricht["tool_calls"][0]["function"]["arguments"] = "{}"
    nachricht["tool_calls"].append(aufruf("c9", "x"))
    assert aufrufe == [aufruf("c1", "wetter", ort="Köln")]
    assert modell.antworten[0] == aufrufe
    assert SkriptModellOpenAI([aufrufe])(FRAGE)["choices"][0]["message"]["tool_calls"] == aufrufe


def test_veraenderter_verlauf_aendert_die_aufzeichnung_nicht():
    modell = SkriptModellOpenAI(["ok"])
    messages = [{"role": "user", "content": "Hallo"}]
    modell(messages)
    messages[0]["content"] = "anders"
    assert modell.verlaeufe == [[{"role": "user", "content": "Hallo"}]]


# --- Prüfung jedes Aufrufs und Limit -------------------------------------------------------


def test_falscher_verlauf_wird_abgelehnt_und_gezaehlt():
    modell = SkriptModellOpenAI([[aufruf("c1", "w")], "fertig"])
    antwort = modell(list(FRAGE))
    falsch = [*FRAGE, {"role": "tool", "name": "w", "content": "21"}]  # Quelle 003
    with pytest.raises(ApiFehler) as info:
        modell(falsch)
    assert info.value.regel == "ohne_tool_call_id"
    assert (modell.aufrufe, modell.abgelehnt) == (1, 1)
    messages = [*FRAGE, antwort["choices"][0]["message"]]
    messages += antworten_auf(messages[-1])
    assert modell(messages)["choices"][0]["message"]["content"] == "fertig"


def test_max_aufrufe_beendet_eine_endlosschleife():
    modell = SkriptModellOpenAI([[aufruf("c1", "w")]], max_aufrufe=3)
    messages = list(FRAGE)
    for _ in range(3):
        schritt(modell, messages)
    with pytest.raises(_ZuVieleAufrufe, match="3-mal"):
        schritt(modell, messages)
    assert modell.aufrufe == 3


def test_abgelehnte_aufrufe_zaehlen_zum_limit():
    modell = SkriptModellOpenAI(["ok"], max_aufrufe=2)
    for _ in range(2):
        with pytest.raises(ApiFehler):
            modell([])
    with pytest.raises(_ZuVieleAufrufe, match="2 dieser Aufrufe endeten mit ApiFehler"):
        modell(FRAGE)


def test_zu_viele_aufrufe_entgeht_except_exception():
    modell = SkriptModellOpenAI(["ok"], max_aufrufe=1)
    modell(FRAGE)
    with pytest.raises(_ZuVieleAufrufe):
        try:
            modell(FRAGE)
        except Exception:  # so fängt Code der Lernenden zu breit ab
            pytest.fail("_ZuVieleAufrufe darf kein Exception sein")


# --- Falsche Skripte -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("antworten", "text"),
    [
        ([], "nicht-leere Liste"),
        ("fertig", "nicht-leere Liste"),
        (None, "nicht-leere Liste"),
        ([""], "leerer String"),
        (["  "], "leerer String"),
        ([[]], "Antwort 0"),
        ([42], "Antwort 0"),
        (["ok", {"role": "assistant"}], "Antwort 1"),
        ([[{"type": "tool_use", "id": "t1", "name": "w", "input": {}}]], "Anthropic"),
        ([[aufruf("c1", "w") | {"type": "tool"}]], "ungültig"),
        (
            [[{"id": "c1", "type": "function", "function": {"name": "w", "arguments": {}}}]],
            "JSON-String",
        ),
        (
            [[{"id": "c1", "type": "function", "function": {"name": "w", "arguments": "[]"}}]],
            "JSON-Objekt",
        ),
        ([["c1"]], "kein dict"),
        ([[aufruf("c1", "w"), aufruf("c1", "w")]], "mehrfach"),
        ([[aufruf("c1", "w")], [aufruf("c1", "x")]], "eindeutig"),
        ([{"content": "x", "finish_reason": "stop"}], "length"),
        ([{"content": "x"}], "finish_reason"),
        ([{"content": "x", "finish_reason": "length", "extra": 1}], "genau content"),
        ([{"content": None, "finish_reason": "length"}], "ist ein String"),
        ([{"content": " ", "finish_reason": "length"}], "leerer String"),
    ],
)
def test_falsches_skript(antworten, text):
    with pytest.raises(ValueError, match=text):
        SkriptModellOpenAI(antworten)


@pytest.mark.parametrize("wert", [0, -1, 1.5, True, "3", None])
def test_falsches_max_aufrufe(wert):
    with pytest.raises(ValueError, match="max_aufrufe"):
        SkriptModellOpenAI(["ok"], max_aufrufe=wert)
