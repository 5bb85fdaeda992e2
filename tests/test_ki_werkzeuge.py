"""text_von, tool_result_fuer, kosten_von und PREIS_JE_1K."""

import json

import pytest

from lernlabor.tracks.ki import PREIS_JE_1K, kosten_von, pruefe_verlauf, text_von, tool_result_fuer


def wunsch(name="lager", eingabe=None, tool_id="t1"):
    return {"type": "tool_use", "id": tool_id, "name": name, "input": eingabe or {}}


# --- text_von ----------------------------------------------------------------------------


def test_text_von_fuegt_alle_textbloecke_zusammen():
    content = [
        {"type": "text", "text": "Ab "},
        {"type": "tool_use", "id": "t1", "name": "x", "input": {}},
        {"type": "text", "text": "Montag."},
    ]
    assert text_von(content) == "Ab Montag."


def test_text_von_ohne_text_ist_leer():
    assert text_von([wunsch()]) == ""
    assert text_von([]) == ""


def test_text_von_string_bleibt():
    assert text_von("Hallo") == "Hallo"


@pytest.mark.parametrize(
    ("content", "stueck"),
    [
        ({"content": [], "usage": {}}, 'Nimm antwort["content"]'),
        (None, "nicht NoneType"),
        (3, "nicht int"),
        ({"type": "text", "text": "a"}, "nicht dict"),
        (["a", "b"], "Block 0"),
        ([{"text": "a"}], "Block 0"),
        ([{"type": "text", "text": "a"}, {"type": "text"}], "Block 1"),
        ([{"type": "text", "text": 5}], "ohne Text"),
    ],
)
def test_text_von_falsche_eingaben(content, stueck):
    with pytest.raises(TypeError, match=stueck.replace("[", r"\[")):
        text_von(content)


# --- tool_result_fuer --------------------------------------------------------------------


def test_ergebnis_als_string():
    block = tool_result_fuer(wunsch(eingabe={"artikel": "M4"}), {"lager": lambda artikel: 120})
    assert block == {"type": "tool_result", "tool_use_id": "t1", "content": "120"}


@pytest.mark.parametrize(
    ("wert", "content"),
    [
        ({"titel": "Tokio zu Fuß", "preis": 2400.0}, '{"titel": "Tokio zu Fuß", "preis": 2400.0}'),
        ([1, "zwei"], '[1, "zwei"]'),
        ((1, 2), "[1, 2]"),
        (None, "None"),
        (True, "True"),
        (0.9, "0.9"),
        ("", ""),
        ("schon Text", "schon Text"),
    ],
)
def test_ergebnis_wird_string(wert, content):
    block = tool_result_fuer(wunsch(), {"lager": lambda: wert})
    assert block["content"] == content
    assert "is_error" not in block
    if isinstance(wert, dict | list | tuple):
        assert json.loads(block["content"]) == json.loads(json.dumps(wert))


def test_unbekanntes_tool_ist_fehler_ergebnis():
    block = tool_result_fuer(wunsch("lagr"), {"lager": len, "preis": len})
    assert block["is_error"] is True
    assert block["tool_use_id"] == "t1"
    assert block["content"] == "Unbekanntes Tool 'lagr'. Verfügbare Tools: lager, preis."


def test_unbekanntes_tool_ohne_werkzeuge():
    assert "Verfügbare Tools: keine." in tool_result_fuer(wunsch(), {})["content"]


def test_exception_im_tool_ist_fehler_ergebnis():
    def lager(artikel):
        raise ValueError(f"kein Artikel {artikel!r}")

    block = tool_result_fuer(wunsch(eingabe={"artikel": "M9"}), {"lager": lager})
    assert block == {
        "type": "tool_result",
        "tool_use_id": "t1",
        "content": "Fehler in lager: ValueError: kein Artikel 'M9'",
        "is_error": True,
    }


def test_falsche_argumente_sind_fehler_ergebnis():
    block = tool_result_fuer(wunsch(eingabe={"wort": "x"}), {"lager": lambda artikel: 1})
    assert block["is_error"] is True
    assert block["content"].startswith("Fehler in lager: TypeError:")


def test_nicht_aufrufbares_tool_ist_fehler_ergebnis():
    block = tool_result_fuer(wunsch(), {"lager": 5})
    assert block["is_error"] is True and "TypeError" in block["content"]


def test_nicht_json_faehiges_ergebnis_ist_fehler_ergebnis():
    block = tool_result_fuer(wunsch(), {"lager": lambda: {"menge": {1, 2}}})
    assert block["is_error"] is True
    assert block["content"].startswith("Das Ergebnis von lager lässt sich nicht als JSON schreiben")


def test_base_exception_im_tool_wird_nicht_verschluckt():
    def lager():
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        tool_result_fuer(wunsch(), {"lager": lager})


def test_ergebnis_passt_in_einen_gueltigen_verlauf():
    block = wunsch(eingabe={"artikel": "M4"})
    messages = [
        {"role": "user", "content": "Frage"},
        {"role": "assistant", "content": [block]},
        {"role": "user", "content": [tool_result_fuer(block, {"lager": lambda artikel: [1]})]},
    ]
    pruefe_verlauf(messages)


@pytest.mark.parametrize(
    ("block", "werkzeuge", "stueck"),
    [
        ("t1", {}, "tool_use-Block"),
        ({"type": "text", "text": "a"}, {}, "tool_use-Block"),
        ({"content": [], "usage": {}}, {}, "tool_use-Block"),
        ({"type": "tool_use", "id": "t1", "input": {}}, {}, "fehlt name"),
        ({"type": "tool_use", "name": "x"}, {}, "fehlt id, input"),
        (wunsch(), [len], "werkzeuge muss ein dict"),
        (wunsch(), None, "werkzeuge muss ein dict"),
    ],
)
def test_tool_result_fuer_falsche_eingaben(block, werkzeuge, stueck):
    with pytest.raises(TypeError, match=stueck):
        tool_result_fuer(block, werkzeuge)


# --- kosten_von und PREIS_JE_1K ----------------------------------------------------------


def test_preise_sind_die_platzhalter_der_quelle():
    assert PREIS_JE_1K == {"input": 0.003, "output": 0.015}


def test_kosten_rechnung_der_lektion():
    assert kosten_von(271, 84, PREIS_JE_1K) == pytest.approx(0.002073)
    assert kosten_von(0, 0, PREIS_JE_1K) == 0
    assert kosten_von(1000, 0, {"input": 2, "output": 5}) == pytest.approx(2)
    assert kosten_von(0, 1000, {"input": 2, "output": 5}) == pytest.approx(5)


@pytest.mark.parametrize(
    ("ein", "aus", "stueck"),
    [
        (-1, 0, "input_tokens"),
        (0, -1, "output_tokens"),
        (1.5, 0, "input_tokens"),
        (True, 0, "input_tokens"),
        ("3", 0, "input_tokens"),
        (0, None, "output_tokens"),
    ],
)
def test_kosten_falsche_tokens(ein, aus, stueck):
    with pytest.raises(ValueError, match=stueck):
        kosten_von(ein, aus, PREIS_JE_1K)


def test_kosten_mit_unterklassen_von_int_und_dict_wie_ohne():
    """Der schnelle Weg nimmt nur genau int und dict; Unterklassen rechnen genauso."""
    from collections import OrderedDict

    class Zahl(int):
        pass

    erwartet = kosten_von(271, 84, PREIS_JE_1K)
    assert kosten_von(Zahl(271), Zahl(84), OrderedDict(PREIS_JE_1K)) == erwartet
    assert kosten_von(271, Zahl(84), PREIS_JE_1K) == erwartet


@pytest.mark.parametrize("preise", [None, {"input": 1}, {"output": 1}, [0.003, 0.015], 0.003])
def test_kosten_falsche_preise(preise):
    with pytest.raises(ValueError, match="preise muss ein dict"):
        kosten_von(1, 1, preise)


def test_preise_nennen_modell_und_stand():
    """Die Preise sind die eines genannten Modells zu einem genannten Stand (sie ändern sich)."""
    import inspect

    from lernlabor.tracks.ki.simulator import kosten as werkzeuge

    zeilen = inspect.getsource(werkzeuge).splitlines()
    nummer = next(i for i, z in enumerate(zeilen) if z.startswith("PREIS_JE_1K ="))
    kommentar = " ".join(zeilen[max(0, nummer - 3) : nummer])
    assert "Sonnet 4.6" in kommentar and "Stand Dezember 2026" in kommentar
