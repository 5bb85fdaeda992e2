"""schaetze_tokens und SkriptModell: Zählung, Wiederholung, Kopien, Limit, Prüfung jedes Aufrufs."""

import json

import pytest

from lernlabor.tracks.ki import ApiFehler, SkriptModell, _ZuVieleAufrufe, schaetze_tokens

FRAGE = [{"role": "user", "content": "Wann kann ich Schraube M4 bekommen?"}]
WUNSCH = [{"type": "tool_use", "id": "t1", "name": "lager", "input": {"artikel": "Schraube M4"}}]


def ergebnis_fuer(content, wert="120"):
    return {
        "role": "user",
        "content": [
            {"type": "tool_result", "tool_use_id": b["id"], "content": wert}
            for b in content
            if b["type"] == "tool_use"
        ],
    }


# --- schaetze_tokens ---------------------------------------------------------------------


def test_schaetze_tokens_beispiel_der_lektion():
    assert len(json.dumps(FRAGE)) == 68
    assert schaetze_tokens(FRAGE) == 17


@pytest.mark.parametrize(
    ("laenge", "tokens"),
    [(2, 1), (3, 1), (4, 1), (5, 2), (8, 2), (9, 3), (68, 17), (69, 18), (72, 18)],
)
def test_schaetze_tokens_rundet_nach_oben(laenge, tokens):
    text = "x" * (laenge - 2)  # json.dumps setzt zwei Anführungszeichen dazu
    assert len(json.dumps(text)) == laenge
    assert schaetze_tokens(text) == tokens


def test_schaetze_tokens_umlaute_zaehlen_als_escape():
    assert json.dumps("ü") == '"\\u00fc"'
    assert schaetze_tokens("ü") == 2  # 8 Zeichen


@pytest.mark.parametrize("obj", [{1, 2}, object(), b"bytes", {"a": lambda: 1}])
def test_schaetze_tokens_lehnt_nicht_json_ab(obj):
    with pytest.raises(TypeError, match="JSON-fähige Daten"):
        schaetze_tokens(obj)


# --- SkriptModell: Abspielen -------------------------------------------------------------


def test_spielt_antworten_der_reihe_nach_ab_und_zaehlt():
    modell = SkriptModell([WUNSCH, "Lieferbar ab Montag."])
    assert modell.aufrufe == 0
    erste = modell(FRAGE)
    assert erste["content"] == WUNSCH
    assert modell.aufrufe == 1
    verlauf = [*FRAGE, {"role": "assistant", "content": erste["content"]}, ergebnis_fuer(WUNSCH)]
    zweite = modell(verlauf)
    assert zweite["content"] == [{"type": "text", "text": "Lieferbar ab Montag."}]
    assert modell.aufrufe == 2
    assert modell.verlaeufe == [FRAGE, verlauf]


def test_usage_form_und_werte():
    modell = SkriptModell([WUNSCH])
    antwort = modell(FRAGE)
    assert antwort == {
        "id": "msg_sim_1",
        "type": "message",
        "role": "assistant",
        "model": "simulator",
        "content": WUNSCH,
        "stop_reason": "tool_use",
        "stop_sequence": None,
        "usage": antwort["usage"],
    }
    assert antwort["usage"] == {
        "input_tokens": 17,
        "output_tokens": schaetze_tokens(WUNSCH),
    }
    assert all(type(v) is int for v in antwort["usage"].values())


# --- stop_reason ---------------------------------------------------------------------------


def test_stop_reason_wie_die_echte_api():
    """Tool-Wunsch: "tool_use"; Text: "end_turn"; auch für die wiederholte letzte Antwort."""
    modell = SkriptModell([[{"type": "text", "text": "Ich schaue nach."}, *WUNSCH], "Da."])
    erste = modell(FRAGE)
    assert erste["stop_reason"] == "tool_use"
    verlauf = [*FRAGE, {"role": "assistant", "content": erste["content"]}]
    verlauf.append(ergebnis_fuer(erste["content"]))
    assert modell(verlauf)["stop_reason"] == "end_turn"
    wiederholt = SkriptModell([WUNSCH])
    content = wiederholt(FRAGE)["content"]
    zweite = wiederholt([*FRAGE, {"role": "assistant", "content": content}, ergebnis_fuer(content)])
    assert zweite["stop_reason"] == "tool_use"


def test_abgeschnittene_antwort_mit_max_tokens():
    """Das dict im Skript legt stop_reason fest; der Inhalt bleibt eine gewöhnliche Blockliste."""
    modell = SkriptModell(
        [{"content": "Die Schraube M4 liegt im Lager", "stop_reason": "max_tokens"}]
    )
    antwort = modell(FRAGE)
    assert antwort["stop_reason"] == "max_tokens"
    assert antwort["content"] == [{"type": "text", "text": "Die Schraube M4 liegt im Lager"}]
    assert antwort["usage"]["output_tokens"] == schaetze_tokens(antwort["content"])


def test_abgeschnittene_antwort_darf_einen_tool_wunsch_enthalten():
    modell = SkriptModell([{"content": WUNSCH, "stop_reason": "max_tokens"}, "Fertig."])
    assert modell(FRAGE)["stop_reason"] == "max_tokens"


@pytest.mark.parametrize(
    ("antwort", "stueck"),
    [
        ({"content": "Hallo", "stop_reason": "length"}, "stop_reason muss einer von"),
        ({"content": "Hallo", "stop_reason": "tool_use"}, "sie wünscht keine Tools"),
        ({"content": WUNSCH, "stop_reason": "end_turn"}, "sie wünscht Tools"),
        ({"content": "Hallo"}, "genau die Schlüssel content und stop_reason"),
        ({"text": "Hallo", "stop_reason": "max_tokens"}, "genau die Schlüssel"),
        ({"content": [], "stop_reason": "max_tokens"}, "Antwort 0 muss ein String"),
    ],
)
def test_falsch_geschriebener_stop_reason(antwort, stueck):
    with pytest.raises(ValueError, match=stueck):
        SkriptModell([antwort])


def test_input_tokens_wachsen_mit_dem_verlauf():
    modell = SkriptModell([WUNSCH, [{**WUNSCH[0], "id": "t2"}], "fertig"])
    messages = list(FRAGE)
    gesehen = []
    for _ in range(3):
        antwort = modell(messages)
        gesehen.append(antwort["usage"]["input_tokens"])
        assert antwort["usage"]["input_tokens"] == schaetze_tokens(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        messages.append(ergebnis_fuer(antwort["content"]))
    assert gesehen[0] == 17 and gesehen[0] < gesehen[1] < gesehen[2]


def test_letzte_antwort_wiederholt_sich_text():
    modell = SkriptModell(["a", "b"])
    texte = [modell(FRAGE)["content"][0]["text"] for _ in range(4)]
    assert texte == ["a", "b", "b", "b"]
    assert modell.aufrufe == 4


def test_wiederholter_tool_wunsch_bekommt_neue_ids():
    modell = SkriptModell([WUNSCH])
    messages = list(FRAGE)
    ids = []
    for _ in range(4):
        content = modell(messages)["content"]
        ids.append(content[0]["id"])
        messages += [{"role": "assistant", "content": content}, ergebnis_fuer(content)]
    assert ids == ["t1", "t1-2", "t1-3", "t1-4"]


def test_wiederholung_mit_mehreren_wuenschen_und_text():
    antwort = [
        {"type": "text", "text": "Ich schaue nach."},
        {"type": "tool_use", "id": "a", "name": "x", "input": {}},
        {"type": "tool_use", "id": "b", "name": "y", "input": {}},
    ]
    modell = SkriptModell([antwort])
    erste = modell(FRAGE)["content"]
    verlauf = [*FRAGE, {"role": "assistant", "content": erste}, ergebnis_fuer(erste)]
    zweite = modell(verlauf)["content"]
    assert [b.get("id") for b in zweite] == [None, "a-2", "b-2"]
    assert zweite[0] == antwort[0]


# --- SkriptModell: Kopien ----------------------------------------------------------------


def test_veraenderte_antwort_aendert_das_skript_nicht():
    skript = [WUNSCH, "fertig"]
    modell = SkriptModell(skript, max_aufrufe=5)
    erste = modell(FRAGE)
    erste["content"][0]["id"] = "kaputt"
    erste["content"][0]["input"]["artikel"] = "Mutter"
    erste["content"].append({"type": "text", "text": "dazu"})
    erste["usage"]["input_tokens"] = 0
    assert skript[0] == WUNSCH  # auch die Liste des Aufrufers bleibt unberührt
    assert WUNSCH[0]["id"] == "t1" and WUNSCH[0]["input"] == {"artikel": "Schraube M4"}
    assert modell.antworten[0] == WUNSCH
    noch_mal = SkriptModell([WUNSCH])(FRAGE)
    assert noch_mal["content"] == WUNSCH


def test_veraenderte_wiederholung_aendert_spaetere_nicht():
    modell = SkriptModell(["a"])
    erste = modell(FRAGE)
    erste["content"][0]["text"] = "verändert"
    assert modell(FRAGE)["content"][0]["text"] == "a"


def test_skript_liste_spaeter_veraendert_wirkt_nicht():
    skript = [[{"type": "text", "text": "a"}]]
    modell = SkriptModell(skript)
    skript[0][0]["text"] = "b"
    assert modell(FRAGE)["content"][0]["text"] == "a"


def test_verlaeufe_sind_kopien():
    modell = SkriptModell(["a"])
    messages = list(FRAGE)
    modell(messages)
    messages.append({"role": "assistant", "content": "x"})
    assert modell.verlaeufe == [FRAGE]


# --- SkriptModell: Prüfung und Limit -----------------------------------------------------


def test_prueft_den_verlauf_bei_jedem_aufruf():
    modell = SkriptModell([WUNSCH, "fertig"])
    antwort = modell(FRAGE)
    falsch = [*FRAGE, ergebnis_fuer(antwort["content"])]  # assistant-Nachricht vergessen
    with pytest.raises(ApiFehler) as info:
        modell(falsch)
    assert (info.value.regel, info.value.index) == ("rollen", 1)
    assert modell.aufrufe == 1
    assert modell.abgelehnt == 1


def test_abgelehnter_aufruf_ruckt_das_skript_nicht_vor():
    modell = SkriptModell(["a", "b"])
    with pytest.raises(ApiFehler):
        modell([])
    assert modell(FRAGE)["content"][0]["text"] == "a"


def test_max_aufrufe_wirft_zu_viele_aufrufe():
    modell = SkriptModell(["a"], max_aufrufe=3)
    for _ in range(3):
        modell(FRAGE)
    with pytest.raises(_ZuVieleAufrufe, match="3-mal"):
        modell(FRAGE)
    assert modell.aufrufe == 3


def test_standardlimit_ist_20():
    modell = SkriptModell(["a"])
    for _ in range(20):
        modell(FRAGE)
    with pytest.raises(_ZuVieleAufrufe):
        modell(FRAGE)


def test_abgelehnte_aufrufe_zaehlen_zum_limit():
    modell = SkriptModell(["a"], max_aufrufe=4)
    for _ in range(4):
        with pytest.raises(ApiFehler):
            modell([{"role": "assistant", "content": "x"}])
    with pytest.raises(_ZuVieleAufrufe, match="4 dieser Aufrufe endeten mit ApiFehler"):
        modell(FRAGE)


def test_zu_viele_aufrufe_ist_keine_exception():
    assert issubclass(_ZuVieleAufrufe, BaseException)
    assert not issubclass(_ZuVieleAufrufe, Exception)


# --- SkriptModell: falsche Skripte -------------------------------------------------------

FALSCHE_SKRIPTE = [
    ("leere Liste", [], "nicht-leere Liste"),
    ("Tupel", ("a",), "nicht-leere Liste"),
    ("String", "a", "nicht-leere Liste"),
    ("None", None, "nicht-leere Liste"),
    ("Antwort ist dict", [{"content": "a"}], "Antwort 0"),
    ("Antwort ist leere Liste", [[]], "Antwort 0"),
    ("Antwort ist leerer String", ["a", ""], "Antwort 1"),
    ("Antwort ist Zahl", [3], "Antwort 0"),
    (
        "tool_result im Skript",
        [[{"type": "tool_result", "tool_use_id": "x", "content": "1"}]],
        "Antwort 0",
    ),
    ("tool_use ohne input", [[{"type": "tool_use", "id": "t", "name": "n"}]], "Antwort 0"),
    ("doppelte id in einer Antwort", [[WUNSCH[0], WUNSCH[0]]], "Antwort 0"),
    ("doppelte id im Skript", [WUNSCH, WUNSCH], "eindeutig"),
    ("id kollidiert mit Wiederholung", [[{**WUNSCH[0], "id": "t1-2"}], WUNSCH], "kollidiert"),
]


@pytest.mark.parametrize(
    ("antworten", "stueck"), [f[1:] for f in FALSCHE_SKRIPTE], ids=[f[0] for f in FALSCHE_SKRIPTE]
)
def test_falsches_skript_faellt_beim_anlegen_auf(antworten, stueck):
    with pytest.raises(ValueError, match=stueck):
        SkriptModell(antworten)


def test_aehnliche_id_ohne_zahl_ist_erlaubt():
    SkriptModell([[{**WUNSCH[0], "id": "t1-x"}], WUNSCH])


@pytest.mark.parametrize("limit", [0, -1, 1.5, "3", True, None])
def test_falsches_max_aufrufe(limit):
    with pytest.raises(ValueError, match="max_aufrufe"):
        SkriptModell(["a"], max_aufrufe=limit)
