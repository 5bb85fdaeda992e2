"""pruefe_verlauf_openai: jede Regel einzeln, jeder echte Fehlertext wörtlich, jede Art Unsinn."""

import copy

import pytest

from lernlabor.tracks.ki import ApiFehler, SkriptModellOpenAI, aufruf, pruefe_verlauf_openai

# Die Texte der echten API, wörtlich aus den Quellen in stack-facts.md (nicht aus dem Code).
API_OHNE_ANTWORT = (
    "An assistant message with 'tool_calls' must be followed by tool messages responding to "
    "each 'tool_call_id'. The following tool_call_ids did not have response messages: {ids}"
)
API_OHNE_AUFRUF = (
    "Invalid parameter: messages with role 'tool' must be a response to a preceeding message "
    "with 'tool_calls'."
)
API_OHNE_ID = (
    "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'."
)
API_CONTENT = (
    "Invalid type for 'messages[{i}].content': expected one of a string or array of objects, "
    "but got {typ} instead."
)
API_ARGUMENTE = (
    "Invalid type for 'messages[{i}].tool_calls[{j}].function.arguments': expected a string, "
    "but got {typ} instead."
)
API_NULL = "Invalid value for 'content': expected a string, got null."


def frage(text="Wie warm ist es in Köln?"):
    return {"role": "user", "content": text}


def wunsch(*ids, content=None):
    return {
        "role": "assistant",
        "content": content,
        "tool_calls": [aufruf(i, "wetter", ort="Köln") for i in ids],
    }


def antwort(tool_call_id, content='{"grad": 21}'):
    return {"role": "tool", "tool_call_id": tool_call_id, "content": content}


def fehler_von(messages, regel, index, api_text=None):
    """Prüft Regel, Index und echten Text; gibt den Fehler für weitere Prüfungen zurück."""
    vorher = copy.deepcopy(messages)
    with pytest.raises(ApiFehler) as info:
        pruefe_verlauf_openai(messages)
    fehler = info.value
    assert (fehler.regel, fehler.index, fehler.api_text) == (regel, index, api_text)
    assert isinstance(fehler.erklaerung, str) and len(fehler.erklaerung) > 30
    ort = "Verlauf" if index is None else f"messages[{index}]"
    assert str(fehler).startswith(f"{ort}: {fehler.erklaerung}")
    if api_text:
        assert str(fehler).endswith(f"\nDie echte API meldet: {api_text}")
    assert messages == vorher  # die Prüfung ändert nichts
    return fehler


# --- Verläufe, die stimmen -----------------------------------------------------------------

GUELTIG = {
    "nur die Frage": [frage()],
    "mit system": [{"role": "system", "content": "Sei knapp."}, frage()],
    "mit developer": [{"role": "developer", "content": "Sei knapp."}, frage()],
    "Textteile": [{"role": "user", "content": [{"type": "text", "text": "Hallo"}]}],
    "ein Aufruf": [frage(), wunsch("c1"), antwort("c1")],
    "parallel, andere Reihenfolge": [frage(), wunsch("a", "b", "c"), *map(antwort, "cab")],
    "zwei Schritte": [frage(), wunsch("c1"), antwort("c1"), wunsch("c2"), antwort("c2")],
    "Text neben dem Aufruf": [frage(), wunsch("c1", content="Ich schaue."), antwort("c1")],
    "Endantwort am Ende": [
        frage(),
        wunsch("c1"),
        antwort("c1"),
        {"role": "assistant", "content": "21 Grad."},
    ],
    "weiter nach der Endantwort": [
        frage(),
        {"role": "assistant", "content": "Hallo!"},
        frage("Und morgen?"),
    ],
    "zwei user hintereinander": [frage(), frage("Bitte kurz.")],
    "tool-content als Textteile": [
        frage(),
        wunsch("c1"),
        {"role": "tool", "tool_call_id": "c1", "content": [{"type": "text", "text": "21"}]},
    ],
    "leerer String als Ergebnis": [frage(), wunsch("c1"), antwort("c1", "")],
    "name an der tool-Nachricht (geduldet)": [
        frage(),
        wunsch("c1"),
        {**antwort("c1"), "name": "wetter"},
    ],
    "Argumente leeres Objekt": [
        frage(),
        {"role": "assistant", "content": None, "tool_calls": [aufruf("c1", "zeit")]},
        antwort("c1"),
    ],
    "system zwischendurch": [frage(), {"role": "system", "content": "Nur Celsius."}, frage()],
}


@pytest.mark.parametrize("messages", GUELTIG.values(), ids=GUELTIG.keys())
def test_gueltige_verlaeufe(messages):
    vorher = copy.deepcopy(messages)
    assert pruefe_verlauf_openai(messages) is None
    assert messages == vorher


# --- fehlendes_ergebnis --------------------------------------------------------------------


def test_verlauf_endet_mit_dem_wunsch():
    fehler = fehler_von(
        [frage(), wunsch("c1")], "fehlendes_ergebnis", 1, API_OHNE_ANTWORT.format(ids="c1")
    )
    assert "'c1'" in fehler.erklaerung and "endet" in fehler.erklaerung


def test_eines_von_zwei_ergebnissen_fehlt():
    messages = [frage(), frage("x"), wunsch("a", "b"), antwort("b"), frage("weiter")]
    fehler = fehler_von(messages, "fehlendes_ergebnis", 2, API_OHNE_ANTWORT.format(ids="a"))
    assert "messages[4]" in fehler.erklaerung and "'user'" in fehler.erklaerung


def test_alle_fehlenden_ids_in_der_reihenfolge_der_aufrufe():
    messages = [frage(), wunsch("z", "m", "a"), frage("weiter")]
    fehler_von(messages, "fehlendes_ergebnis", 1, API_OHNE_ANTWORT.format(ids="z, m, a"))


def test_ergebnis_als_user_text_statt_tool_nachricht():
    messages = [frage(), wunsch("c1"), frage('{"grad": 21}')]
    fehler = fehler_von(messages, "fehlendes_ergebnis", 1, API_OHNE_ANTWORT.format(ids="c1"))
    assert '"role": "tool"' in fehler.erklaerung


def test_zweite_antwort_des_modells_vor_den_ergebnissen():
    messages = [frage(), wunsch("c1"), wunsch("c2"), antwort("c1"), antwort("c2")]
    fehler_von(messages, "fehlendes_ergebnis", 1, API_OHNE_ANTWORT.format(ids="c1"))


# --- unerwartetes_ergebnis -----------------------------------------------------------------


def test_ohne_assistant_nachricht_davor():
    # Die Schleife aus Quelle 003, mit id: die Antwort des Modells wurde nie angehängt.
    fehler = fehler_von([frage(), antwort("c1")], "unerwartetes_ergebnis", 1, API_OHNE_AUFRUF)
    assert 'antwort["choices"][0]["message"]' in fehler.erklaerung


def test_tool_nachricht_als_erste():
    fehler_von([antwort("c1")], "unerwartetes_ergebnis", 0, API_OHNE_AUFRUF)


def test_unbekannte_id():
    fehler = fehler_von(
        [frage(), wunsch("c1"), antwort("c9")], "unerwartetes_ergebnis", 2, API_OHNE_AUFRUF
    )
    assert "'c9'" in fehler.erklaerung and "'c1'" in fehler.erklaerung


def test_doppelte_antwort_auf_denselben_aufruf():
    messages = [frage(), wunsch("c1"), antwort("c1"), antwort("c1")]
    fehler = fehler_von(messages, "unerwartetes_ergebnis", 3, API_OHNE_AUFRUF)
    assert "messages[2]" in fehler.erklaerung


def test_doppelte_antwort_nach_der_naechsten_frage():
    messages = [frage(), wunsch("c1"), antwort("c1"), frage("Und?"), antwort("c1")]
    fehler_von(messages, "unerwartetes_ergebnis", 4, API_OHNE_AUFRUF)


def test_andere_nachricht_zwischen_wunsch_und_antwort():
    messages = [frage(), wunsch("c1"), antwort("c1"), frage("Und?"), antwort("c2")]
    fehler = fehler_von(messages, "unerwartetes_ergebnis", 4, API_OHNE_AUFRUF)
    assert "direkt" in fehler.erklaerung


def test_antwort_auf_einen_aufruf_einer_frueheren_nachricht():
    messages = [frage(), wunsch("c1"), antwort("c1"), wunsch("c2"), antwort("c2"), antwort("c1")]
    fehler_von(messages, "unerwartetes_ergebnis", 5, API_OHNE_AUFRUF)


# --- ohne_tool_call_id ---------------------------------------------------------------------


def test_schleife_aus_quelle_003_name_statt_id_ohne_assistant():
    messages = [frage(), {"role": "tool", "name": "wetter", "content": '{"grad": 21}'}]
    fehler = fehler_von(messages, "ohne_tool_call_id", 1, API_OHNE_ID)
    assert "name statt tool_call_id" in fehler.erklaerung
    assert "fehlt davor die assistant-Nachricht" in fehler.erklaerung


def test_name_statt_id_mit_assistant_davor():
    messages = [frage(), wunsch("c1"), {"role": "tool", "name": "wetter", "content": "21"}]
    fehler = fehler_von(messages, "ohne_tool_call_id", 2, API_OHNE_ID)
    assert "name statt tool_call_id" in fehler.erklaerung
    assert "fehlt davor" not in fehler.erklaerung


@pytest.mark.parametrize(
    ("schluessel", "hinweis"),
    [("tool_use_id", "Anthropic"), ("id", "nicht id"), (None, 'aufruf["id"]')],
)
def test_andere_falsche_schluessel_statt_tool_call_id(schluessel, hinweis):
    nachricht = {"role": "tool", "content": "21"}
    if schluessel:
        nachricht[schluessel] = "c1"
    fehler = fehler_von([frage(), wunsch("c1"), nachricht], "ohne_tool_call_id", 2, API_OHNE_ID)
    assert hinweis in fehler.erklaerung


@pytest.mark.parametrize("wert", ["", None, 1, ["c1"]])
def test_tool_call_id_kein_string(wert):
    fehler_von([frage(), wunsch("c1"), antwort(wert)], "form", 2)


# --- content_typ ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wert", "typ"),
    [
        ({"grad": 21}, "an object"),
        (21, "an integer"),
        (21.5, "a number"),
        (True, "a boolean"),
        (False, "a boolean"),
    ],
)
def test_content_falscher_json_typ(wert, typ):
    fehler_von(
        [frage(), wunsch("c1"), antwort("c1", wert)],
        "content_typ",
        2,
        API_CONTENT.format(i=2, typ=typ),
    )
    fehler_von([frage(wert)], "content_typ", 0, API_CONTENT.format(i=0, typ=typ))


def test_dict_als_tool_content_nennt_json_dumps():
    fehler = fehler_von(
        [frage(), wunsch("c1"), antwort("c1", {"grad": 21})],
        "content_typ",
        2,
        API_CONTENT.format(i=2, typ="an object"),
    )
    assert "json.dumps" in fehler.erklaerung


def test_ganze_nachricht_als_content():
    nachricht = {"role": "assistant", "content": {"role": "assistant", "content": "Hallo"}}
    fehler = fehler_von(
        [frage(), nachricht], "content_typ", 1, API_CONTENT.format(i=1, typ="an object")
    )
    assert "ganze Nachricht" in fehler.erklaerung


@pytest.mark.parametrize("wert", [(1, 2), {"a"}, b"21", print])
def test_content_kein_json_typ(wert):
    fehler_von([frage(wert)], "content_typ", 0)


def test_anthropic_tool_result_bloecke_an_openai():
    nachricht = {
        "role": "user",
        "content": [{"type": "tool_result", "tool_use_id": "c1", "content": "21"}],
    }
    fehler = fehler_von([frage(), wunsch("c1"), nachricht], "content_typ", 2)
    assert "Anthropic" in fehler.erklaerung and '"role": "tool"' in fehler.erklaerung


def test_anthropic_tool_use_bloecke_als_content():
    nachricht = {
        "role": "assistant",
        "content": [{"type": "tool_use", "id": "c1", "name": "wetter", "input": {}}],
    }
    fehler = fehler_von([frage(), nachricht], "content_typ", 1)
    assert "tool_calls" in fehler.erklaerung


@pytest.mark.parametrize(
    ("teil", "hinweis"),
    [
        ("Hallo", "nicht str"),
        ({"type": "image_url", "image_url": {"url": "x"}}, "nur Textteile"),
        ({"type": "text", "text": 21}, "text ist ein String"),
        ({"type": "text"}, "genau type und text"),
        ({"type": "text", "text": "a", "extra": 1}, "genau type und text"),
    ],
)
def test_falsche_teile(teil, hinweis):
    fehler = fehler_von([{"role": "user", "content": [teil]}], "content_typ", 0)
    assert hinweis in fehler.erklaerung


def test_leere_liste_als_content():
    fehler_von([frage([])], "content_typ", 0)


# --- ohne_content --------------------------------------------------------------------------


def test_assistant_ohne_tool_calls_mit_null():
    fehler_von([frage(), {"role": "assistant", "content": None}], "ohne_content", 1, API_NULL)


def test_tool_gibt_none_zurueck():
    fehler = fehler_von([frage(), wunsch("c1"), antwort("c1", None)], "ohne_content", 2, API_NULL)
    assert "None" in fehler.erklaerung


@pytest.mark.parametrize("rolle", ["user", "system", "assistant"])
def test_content_fehlt(rolle):
    fehler_von([frage(), {"role": rolle}], "ohne_content", 1)


def test_assistant_mit_tool_calls_ohne_content_schluessel():
    nachricht = wunsch("c1")
    del nachricht["content"]
    assert pruefe_verlauf_openai([frage(), nachricht, antwort("c1")]) is None


# --- argumente_kein_string und argumente_kein_json ----------------------------------------


def mit_argumenten(*werte):
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": f"c{j}", "type": "function", "function": {"name": "wetter", "arguments": w}}
            for j, w in enumerate(werte)
        ],
    }


@pytest.mark.parametrize(
    ("wert", "typ"),
    [
        ({"ort": "Köln"}, "an object"),
        (3, "an integer"),
        (0.5, "a number"),
        (True, "a boolean"),
        ([], None),
        (None, None),
    ],
)
def test_argumente_kein_string(wert, typ):
    messages = [frage(), frage(), mit_argumenten('{"ort": "Bonn"}', wert)]
    api = API_ARGUMENTE.format(i=2, j=1, typ=typ) if typ else None
    fehler = fehler_von(messages, "argumente_kein_string", 2, api)
    assert "json.dumps" in fehler.erklaerung and "tool_calls[1]" in fehler.erklaerung


@pytest.mark.parametrize(
    ("wert", "hinweis"),
    [
        ("", "JSON-Objekt"),
        ("{ort: Köln}", "JSON-Objekt"),
        ("null", "JSON-Objekt"),
        ("[1, 2]", "JSON-Objekt"),
        ("42", "JSON-Objekt"),
        ('"{\\"ort\\": \\"Köln\\"}"', "zweimal"),
    ],
)
def test_argumente_kein_json_objekt(wert, hinweis):
    fehler = fehler_von([frage(), mit_argumenten(wert)], "argumente_kein_json", 1)
    assert hinweis in fehler.erklaerung and "echte API" in fehler.erklaerung


# --- doppelte_id ---------------------------------------------------------------------------


def test_doppelte_id_in_einer_nachricht():
    fehler_von([frage(), wunsch("c1", "c1"), antwort("c1"), antwort("c1")], "doppelte_id", 1)


def test_doppelte_id_ueber_zwei_schritte():
    messages = [frage(), wunsch("c1"), antwort("c1"), wunsch("c1"), antwort("c1")]
    fehler_von(messages, "doppelte_id", 3)


# --- form: Verlauf, Nachricht, Rolle, tool_calls ------------------------------------------


@pytest.mark.parametrize("wert", [None, "Hallo", {"role": "user", "content": "x"}, ("a",)])
def test_verlauf_keine_liste(wert):
    fehler_von(wert, "form", None)


def test_leerer_verlauf():
    fehler_von([], "form", None)


@pytest.mark.parametrize(
    ("nachricht", "hinweis"),
    [
        ("Hallo", '{"role": "user", "content": text}'),
        ([antwort("c1")], "einzeln"),
        (None, "nicht NoneType"),
        ({"content": "x"}, "'role'"),
        ({"role": "model", "content": "x"}, "'model'"),
        ({"role": None, "content": "x"}, "None"),
        ({"role": "function", "name": "wetter", "content": "21"}, "veraltet"),
        ({"id": "chatcmpl-1", "object": "chat.completion", "choices": []}, "ganze Antwort"),
        ({"index": 0, "message": {}, "finish_reason": "stop"}, "choices"),
        (aufruf("c1", "wetter"), "Aufruf aus tool_calls"),
        ({"type": "text", "text": "x"}, "Anthropic"),
    ],
)
def test_keine_nachricht(nachricht, hinweis):
    fehler = fehler_von([frage(), nachricht], "form", 1)
    assert hinweis in fehler.erklaerung


def test_tool_calls_an_einer_user_nachricht():
    fehler_von([{**frage(), "tool_calls": [aufruf("c1", "x")]}], "form", 0)


@pytest.mark.parametrize(
    ("tool_calls", "hinweis"),
    [
        ([], "nicht-leere Liste"),
        (None, "nicht-leere Liste"),
        (aufruf("c1", "wetter"), "einzelner Aufruf"),
        (["c1"], "kein dict"),
        ([{"type": "tool_use", "id": "c1", "name": "wetter", "input": {}}], "Anthropic"),
        ([{"id": "c1", "type": "function", "function": {"name": "w", "input": {}}}], "Anthropic"),
        ([{"id": "c1", "function": {"name": "w", "arguments": "{}"}}], "'type'"),
        ([{"id": "", "type": "function", "function": {"name": "w", "arguments": "{}"}}], "id"),
        ([{"id": 7, "type": "function", "function": {"name": "w", "arguments": "{}"}}], "id"),
        (
            [{"id": "c1", "type": "tool", "function": {"name": "w", "arguments": "{}"}}],
            "'function'",
        ),
        ([{"id": "c1", "type": "function", "function": "w"}], "name und arguments"),
        ([{"id": "c1", "type": "function", "function": {"name": "", "arguments": "{}"}}], "name"),
    ],
)
def test_falsche_tool_calls(tool_calls, hinweis):
    nachricht = {"role": "assistant", "content": None, "tool_calls": tool_calls}
    fehler = fehler_von([frage(), nachricht], "form", 1)
    assert hinweis in fehler.erklaerung


def test_form_geht_vor_reihenfolge():
    # Wie bei der echten API: erst das Schema aller Nachrichten, dann die Reihenfolge.
    messages = [frage(), antwort("c9"), frage({"a": 1})]
    fehler_von(messages, "content_typ", 2, API_CONTENT.format(i=2, typ="an object"))


def test_anthropic_verlauf_wird_mit_hinweis_abgelehnt():
    # Ein ganzer Verlauf im Format von Anthropic, wie ihn pruefe_verlauf annimmt.
    messages = [
        frage(),
        {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": "t1", "name": "w", "input": {}}],
        },
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "1"}]},
    ]
    fehler = fehler_von(messages, "content_typ", 1)
    assert "Anthropic" in fehler.erklaerung


CUSTOM = {"id": "c1", "type": "custom", "custom": {"name": "sql", "input": "SELECT 1"}}


def test_custom_aufruf_hat_die_form_des_sdk():
    """Die Form, die die Lehrregel nennt, ist die echte: Das OpenAI-SDK liest sie."""
    from openai.types.chat import ChatCompletionMessage

    nachricht = ChatCompletionMessage.model_validate(
        {"role": "assistant", "content": None, "tool_calls": [CUSTOM]}
    )
    (gelesen,) = nachricht.tool_calls
    assert (gelesen.type, gelesen.custom.name, gelesen.custom.input) == (
        "custom",
        "sql",
        "SELECT 1",
    )


@pytest.mark.parametrize(
    "custom",
    [
        CUSTOM,
        {"id": "c1", "type": "custom"},  # ohne custom: trotzdem als custom-Aufruf erkannt
        {"id": "c1", "custom": {"name": "sql", "input": "SELECT 1"}},  # ohne type
    ],
)
def test_custom_aufruf_ist_eine_lehrregel(custom):
    """Die echte API kennt custom-Tools; der Simulator lehrt nur function-Tools und sagt es."""
    nachricht = {"role": "assistant", "content": None, "tool_calls": [aufruf("c0", "w"), custom]}
    fehler = fehler_von([frage(), nachricht], "custom_aufruf", 1)
    assert fehler.erklaerung.startswith("tool_calls[1] ist ein Aufruf eines custom-Tools")
    assert "nur function-Tools" in fehler.erklaerung
    assert '"type": "function"' in fehler.erklaerung  # und zeigt, wie es hier aussieht
    assert "fehlt" not in fehler.erklaerung


def test_skriptmodell_lehnt_custom_aufruf_im_skript_ab():
    with pytest.raises(ValueError, match="custom-Tools"):
        SkriptModellOpenAI([[CUSTOM]])
