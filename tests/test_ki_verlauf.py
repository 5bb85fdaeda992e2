"""pruefe_verlauf: jede Regel (a)–(h) einzeln, gültige Verläufe und typische Verdrahtungsfehler."""

import copy

import pytest

from lernlabor.tracks.ki import ApiFehler, SkriptModell, pruefe_verlauf
from lernlabor.tracks.ki.simulator.anthropic.verlauf import pruefe_verlauf_weiter

API_OHNE = (
    "messages.{n}: `tool_use` ids were found without `tool_result` blocks immediately after: "
    "{ids}. Each `tool_use` block must have a corresponding `tool_result` block in the next "
    "message."
)
API_UNERWARTET = (
    "messages.{n}.content.{m}: unexpected `tool_use_id` found in `tool_result` blocks: {id}. "
    "Each `tool_result` block must have a corresponding `tool_use` block in the previous "
    "message."
)
API_NICHT_VORN = (
    "messages.{n}: Did not find {k} `tool_result` block(s) at the beginning of this message. "
    "Messages following `tool_use` blocks must begin with a matching number of `tool_result` "
    "blocks."
)
API_DOPPELT = "messages.{n}.content.{m}: `tool_use` ids must be unique"


def frage(text="Wann kann ich Schraube M4 bekommen?"):
    return {"role": "user", "content": text}


def wunsch(*ids, text=None):
    bloecke = [{"type": "text", "text": text}] if text else []
    bloecke += [{"type": "tool_use", "id": i, "name": "lager", "input": {"n": i}} for i in ids]
    return {"role": "assistant", "content": bloecke}


def ergebnis(tool_use_id, content="120", **extra):
    return {"type": "tool_result", "tool_use_id": tool_use_id, "content": content, **extra}


def ergebnisse(*ids):
    return {"role": "user", "content": [ergebnis(i) for i in ids]}


def fehler_von(messages):
    with pytest.raises(ApiFehler) as info:
        pruefe_verlauf(messages)
    fehler = info.value
    assert isinstance(fehler.erklaerung, str) and fehler.erklaerung
    assert str(fehler).startswith(
        "Verlauf" if fehler.index is None else f"messages[{fehler.index}]"
    )
    return fehler


# --- Verläufe, die stimmen -------------------------------------------------------------

GUELTIG = {
    "nur die Frage": [frage()],
    "Frage als Liste von Textblöcken": [
        {"role": "user", "content": [{"type": "text", "text": "Hallo"}]}
    ],
    "ein Tool": [frage(), wunsch("t1"), ergebnisse("t1")],
    "zwei Schritte": [frage(), wunsch("t1"), ergebnisse("t1"), wunsch("t2"), ergebnisse("t2")],
    "parallele Tools": [frage(), wunsch("a", "b", "c"), ergebnisse("a", "b", "c")],
    "parallele Ergebnisse in anderer Reihenfolge": [
        frage(),
        wunsch("a", "b", "c"),
        ergebnisse("c", "a", "b"),
    ],
    "Text und tool_use in einer Antwort": [
        frage(),
        wunsch("t1", text="Ich schaue."),
        ergebnisse("t1"),
    ],
    "Text nach tool_use": [
        frage(),
        {
            "role": "assistant",
            "content": [*wunsch("t1")["content"], {"type": "text", "text": "Moment."}],
        },
        ergebnisse("t1"),
    ],
    "is_error True": [
        frage(),
        wunsch("t1"),
        {"role": "user", "content": [ergebnis("t1", "Fehler: kaputt", is_error=True)]},
    ],
    "is_error False": [
        frage(),
        wunsch("t1"),
        {"role": "user", "content": [ergebnis("t1", is_error=False)]},
    ],
    "leeres Tool-Ergebnis": [
        frage(),
        wunsch("t1"),
        {"role": "user", "content": [ergebnis("t1", "")]},
    ],
    "Endantwort als String, dann neue Frage": [
        frage(),
        {"role": "assistant", "content": "Ab Montag."},
        frage("Danke, und M5?"),
    ],
    "Endantwort ohne Tools, dann Textblöcke": [
        frage(),
        {"role": "assistant", "content": [{"type": "text", "text": "Ab Montag."}]},
        {"role": "user", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]},
    ],
}


@pytest.mark.parametrize("name", GUELTIG)
def test_gueltiger_verlauf_wird_angenommen_und_nicht_veraendert(name):
    messages = GUELTIG[name]
    vorher = copy.deepcopy(messages)
    assert pruefe_verlauf(messages) is None
    assert messages == vorher


# --- Regel (a): Rollen wechseln sich ab ---------------------------------------------------


def test_a_zwei_user_nachrichten():
    fehler = fehler_von([frage(), frage("noch mal")])
    assert (fehler.regel, fehler.index, fehler.api_text) == ("rollen", 1, None)
    assert "abwechseln" in fehler.erklaerung


def test_a_zwei_assistant_nachrichten():
    fehler = fehler_von(
        [frage(), {"role": "assistant", "content": "a"}, wunsch("t1"), ergebnisse("t1")]
    )
    assert (fehler.regel, fehler.index) == ("rollen", 2)
    assert "doppelt" in fehler.erklaerung


def test_a_assistant_vergessen_nennt_die_antwort_des_modells():
    fehler = fehler_von([frage(), ergebnisse("t1")])
    assert (fehler.regel, fehler.index) == ("rollen", 1)
    assert 'antwort["content"]' in fehler.erklaerung


def test_a_ergebnisse_in_zwei_user_nachrichten():
    fehler = fehler_von([frage(), wunsch("t1", "t2"), ergebnisse("t1"), ergebnisse("t2")])
    assert (fehler.regel, fehler.index, fehler.api_text) == ("rollen", 3, None)
    assert "eine einzige user-Nachricht" in fehler.erklaerung


def test_a_rollen_vor_tool_regeln():
    # Die Rollenprüfung läuft über den ganzen Verlauf, bevor Tool-Ergebnisse geprüft werden.
    fehler = fehler_von([frage(), wunsch("t1"), ergebnisse("x"), ergebnisse("t1")])
    assert (fehler.regel, fehler.index) == ("rollen", 3)


# --- Regel (b): Anfang und Ende mit user -------------------------------------------------


def test_b_beginnt_mit_assistant():
    fehler = fehler_von([{"role": "assistant", "content": "Hallo"}, frage()])
    assert (fehler.regel, fehler.index, fehler.api_text) == ("anfang_ende", 0, None)


def test_b_endet_mit_endantwort():
    fehler = fehler_von([frage(), {"role": "assistant", "content": "Ab Montag."}])
    assert (fehler.regel, fehler.index, fehler.api_text) == ("anfang_ende", 1, None)
    assert "Endantwort" in fehler.erklaerung


def test_b_endet_mit_tool_wunsch():
    fehler = fehler_von([frage(), wunsch("t1")])
    assert (fehler.regel, fehler.index) == ("anfang_ende", 1)
    assert "tool_result" in fehler.erklaerung


def test_b_nur_assistant():
    fehler = fehler_von([{"role": "assistant", "content": "x"}])
    assert (fehler.regel, fehler.index) == ("anfang_ende", 0)


# --- Regel (c): jeder tool_use bekommt genau ein tool_result ------------------------------


def test_c_kein_ergebnis_sondern_text():
    fehler = fehler_von([frage(), wunsch("t1"), frage("weiter")])
    assert (fehler.regel, fehler.index) == ("fehlendes_ergebnis", 2)
    assert fehler.api_text == API_OHNE.format(n=1, ids="t1")
    assert "keine tool_result-Blöcke" in fehler.erklaerung


def test_c_eins_von_zwei_ergebnissen_fehlt():
    fehler = fehler_von([frage(), wunsch("t1", "t2"), ergebnisse("t2")])
    assert (fehler.regel, fehler.index) == ("fehlendes_ergebnis", 2)
    assert fehler.api_text == API_OHNE.format(n=1, ids="t1")
    assert "'t1'" in fehler.erklaerung


def test_c_ergebnis_doppelt():
    fehler = fehler_von([frage(), wunsch("t1"), ergebnisse("t1", "t1")])
    assert (fehler.regel, fehler.index, fehler.api_text) == ("fehlendes_ergebnis", 2, None)
    assert "genau ein Ergebnis" in fehler.erklaerung


def test_c_mehrere_fehlen_api_text_nennt_alle():
    fehler = fehler_von([frage(), wunsch("a", "b", "c"), ergebnisse("b")])
    assert fehler.api_text == API_OHNE.format(n=1, ids="a, c")


# --- Regel (d): tool_result ohne passenden tool_use --------------------------------------


def test_d_falsche_id():
    fehler = fehler_von([frage(), wunsch("t1"), ergebnisse("t9")])
    assert (fehler.regel, fehler.index) == ("unerwartetes_ergebnis", 2)
    assert fehler.api_text == API_UNERWARTET.format(n=2, m=0, id="t9")


def test_d_id_einer_frueheren_antwort():
    fehler = fehler_von([frage(), wunsch("t1"), ergebnisse("t1"), wunsch("t2"), ergebnisse("t1")])
    assert (fehler.regel, fehler.index) == ("unerwartetes_ergebnis", 4)
    assert fehler.api_text == API_UNERWARTET.format(n=4, m=0, id="t1")


def test_d_ergebnis_nach_endantwort():
    fehler = fehler_von([frage(), {"role": "assistant", "content": "fertig"}, ergebnisse("t1")])
    assert (fehler.regel, fehler.index) == ("unerwartetes_ergebnis", 2)


def test_d_ergebnis_in_der_ersten_nachricht():
    fehler = fehler_von([ergebnisse("t1")])
    assert (fehler.regel, fehler.index) == ("unerwartetes_ergebnis", 0)
    assert fehler.api_text == API_UNERWARTET.format(n=0, m=0, id="t1")


def test_d_nennt_die_blocknummer():
    fehler = fehler_von([frage(), wunsch("t1", "t2"), ergebnisse("t1", "zz")])
    assert fehler.api_text == API_UNERWARTET.format(n=2, m=1, id="zz")


def test_d_id_statt_name():
    fehler = fehler_von([frage(), wunsch("t1"), ergebnisse("lager")])
    assert fehler.regel == "unerwartetes_ergebnis"
    assert 'block["id"]' in fehler.erklaerung


# --- Regel (e): tool_result nicht mit anderen Blöcken mischen ----------------------------


def test_e_text_nach_den_ergebnissen():
    # Die echte API erlaubt das; der Simulator nicht, darum ohne api_text.
    messages = [frage(), wunsch("t1"), ergebnisse("t1")]
    messages[2]["content"].append({"type": "text", "text": "Und?"})
    fehler = fehler_von(messages)
    assert (fehler.regel, fehler.index, fehler.api_text) == ("gemischt", 2, None)
    assert "echte API erlaubt" in fehler.erklaerung


def test_e_text_vor_den_ergebnissen_hat_api_text():
    messages = [frage(), wunsch("t1"), ergebnisse("t1")]
    messages[2]["content"].insert(0, {"type": "text", "text": "Hier:"})
    fehler = fehler_von(messages)
    assert (fehler.regel, fehler.index) == ("gemischt", 2)
    assert fehler.api_text == API_NICHT_VORN.format(n=2, k=1)


def test_e_anzahl_im_api_text_ist_die_zahl_der_wuensche():
    messages = [frage(), wunsch("t1", "t2"), ergebnisse("t1", "t2")]
    messages[2]["content"].insert(1, {"type": "text", "text": "dazwischen"})
    fehler = fehler_von(messages)
    assert fehler.api_text == API_NICHT_VORN.format(n=2, k=2)


# --- Regel (f): content eines tool_result ist ein String ---------------------------------


@pytest.mark.parametrize(
    ("wert", "typ"),
    [(120, "int"), (1.5, "float"), (None, "NoneType"), ({"a": 1}, "dict"), (True, "bool")],
)
def test_f_content_kein_string(wert, typ):
    fehler = fehler_von(
        [frage(), wunsch("t1"), {"role": "user", "content": [ergebnis("t1", wert)]}]
    )
    assert (fehler.regel, fehler.index, fehler.api_text) == ("ergebnis_kein_string", 2, None)
    assert f"ist {typ}" in fehler.erklaerung
    assert "str()" in fehler.erklaerung


def test_f_content_als_blockliste():
    bloecke = [{"type": "text", "text": "120"}]
    fehler = fehler_von(
        [frage(), wunsch("t1"), {"role": "user", "content": [ergebnis("t1", bloecke)]}]
    )
    assert (fehler.regel, fehler.index) == ("ergebnis_kein_string", 2)
    assert "Liste von Blöcken" in fehler.erklaerung


def test_f_content_fehlt():
    block = {"type": "tool_result", "tool_use_id": "t1"}
    fehler = fehler_von([frage(), wunsch("t1"), {"role": "user", "content": [block]}])
    assert (fehler.regel, fehler.index) == ("ergebnis_kein_string", 2)


# --- Regel (g): tool_use-ids eindeutig ---------------------------------------------------


def test_g_gleiche_id_in_einer_antwort():
    fehler = fehler_von([frage(), wunsch("t1", "t1"), ergebnisse("t1")])
    assert (fehler.regel, fehler.index) == ("doppelte_id", 1)
    assert fehler.api_text == API_DOPPELT.format(n=1, m=1)


def test_g_gleiche_id_in_zwei_antworten():
    fehler = fehler_von([frage(), wunsch("t1"), ergebnisse("t1"), wunsch("t1"), ergebnisse("t1")])
    assert (fehler.regel, fehler.index) == ("doppelte_id", 3)
    assert fehler.api_text == API_DOPPELT.format(n=3, m=0)


def test_g_blocknummer_zaehlt_textbloecke_mit():
    fehler = fehler_von([frage(), wunsch("a"), ergebnisse("a"), wunsch("a", text="nochmal")])
    assert fehler.api_text == API_DOPPELT.format(n=3, m=1)


# --- Regel (h): Form von Verlauf, Nachrichten und Blöcken --------------------------------

ANTWORT = {
    "content": [{"type": "tool_use", "id": "t1", "name": "lager", "input": {}}],
    "usage": {"input_tokens": 17, "output_tokens": 20},
}
TU = ANTWORT["content"][0]
# Eine Antwort in der Form der echten API: Sie hat selbst role und content.
ECHTE_ANTWORT = SkriptModell([ANTWORT["content"]])([{"role": "user", "content": "Lager?"}])

# (Name, Verlauf, Index, Textstück der Erklärung)
FORMFEHLER = [
    ("Verlauf ist ein dict", {"role": "user", "content": "x"}, None, "nicht dict"),
    ("Verlauf ist ein String", "Frage", None, "nicht str"),
    ("Verlauf ist ein Tupel", (frage(),), None, "nicht tuple"),
    ("Verlauf ist None", None, None, "nicht NoneType"),
    ("leerer Verlauf", [], None, "leer"),
    ("Nachricht ist ein String", ["Frage"], 0, "nicht str"),
    ("Nachricht ist None", [frage(), None], 1, "nicht NoneType"),
    ("content direkt angehängt", [frage(), ANTWORT["content"]], 1, 'antwort["content"] direkt'),
    ("ganze Antwort angehängt", [frage(), ANTWORT], 1, "ganze Antwort"),
    ("ganze echte Antwort angehängt", [frage(), ECHTE_ANTWORT], 1, "ganze Antwort"),
    (
        "ganze echte Antwort als content",
        [frage(), {"role": "assistant", "content": ECHTE_ANTWORT}],
        1,
        'Nimm antwort["content"]',
    ),
    (
        "ganze echte Antwort als Block",
        [frage(), {"role": "assistant", "content": [ECHTE_ANTWORT]}],
        1,
        "ganze Antwort",
    ),
    ("Blöcke mit extend angehängt", [frage(), TU], 1, "extend statt append"),
    ("role fehlt", [{"content": "x"}], 0, "fehlt der Schlüssel 'role'"),
    ("content fehlt", [{"role": "user"}], 0, "fehlt der Schlüssel 'content'"),
    ("beides fehlt", [{}], 0, "fehlen die Schlüssel 'content', 'role'"),
    ("Rolle tool (OpenAI)", [frage(), {"role": "tool", "content": "1"}], 1, "OpenAI"),
    (
        "Rolle tool mit tool_call_id",
        [frage(), {"role": "tool", "tool_call_id": "t1", "content": "1"}],
        1,
        "OpenAI",
    ),
    ("Rolle system", [{"role": "system", "content": "Sei nett."}, frage()], 0, "System-Prompt"),
    ("Rolle falsch geschrieben", [{"role": "User", "content": "x"}], 0, "'User'"),
    ("Rolle ist keine Zeichenkette", [{"role": ["user"], "content": "x"}], 0, "['user']"),
    ("fremder Schlüssel", [{"role": "user", "content": "x", "name": "Ada"}], 0, "'name'"),
    ("fremde Schlüssel gemischter Typen", [{"role": "user", "content": "x", 1: 2, "a": 3}], 0, "1"),
    (
        "Antwort mit usage als Nachricht",
        [frage(), {"role": "assistant", **ANTWORT}, {"role": "user", "content": "x"}],
        1,
        "'usage'",
    ),
    ("leerer String", [{"role": "user", "content": ""}], 0, "leer"),
    ("nur Leerzeichen", [{"role": "user", "content": "  \n"}], 0, "leer"),
    ("leere Blockliste", [{"role": "user", "content": []}], 0, "leere Liste"),
    (
        "assistant nur mit leerem Text",
        [frage(), {"role": "assistant", "content": ""}],
        1,
        "tool_use",
    ),
    ("content ist None", [{"role": "user", "content": None}], 0, "nicht NoneType"),
    ("content ist eine Zahl", [{"role": "user", "content": 42}], 0, "nicht int"),
    (
        "content ist die ganze Antwort",
        [frage(), {"role": "assistant", "content": ANTWORT}],
        1,
        'Nimm antwort["content"]',
    ),
    (
        "content ist ein einzelner Block",
        [frage(), wunsch("t1"), {"role": "user", "content": ergebnis("t1")}],
        2,
        "[block]",
    ),
    ("Block ist ein String", [{"role": "user", "content": ["Hallo"]}], 0, '"type": "text"'),
    ("Block ist eine Zahl", [{"role": "user", "content": [3]}], 0, "kein dict, sondern int"),
    (
        "content in eine Liste verpackt",
        [frage(), {"role": "assistant", "content": [ANTWORT["content"]]}],
        1,
        "nicht [antwort[",
    ),
    ("Block ohne type", [{"role": "user", "content": [{"text": "x"}]}], 0, "unbekannten Typ None"),
    ("unbekannter Blocktyp", [{"role": "user", "content": [{"type": "image"}]}], 0, "'image'"),
    ("type nicht hashbar", [{"role": "user", "content": [{"type": ["text"]}]}], 0, "['text']"),
    (
        "ganze Antwort als Block",
        [frage(), {"role": "assistant", "content": [ANTWORT]}],
        1,
        "ganze Antwort",
    ),
    (
        "tool_use in user-Nachricht",
        [{"role": "user", "content": [TU]}],
        0,
        "gehört nicht in eine user-Nachricht",
    ),
    (
        "tool_result in assistant-Nachricht",
        [frage(), {"role": "assistant", "content": [ergebnis("t1")]}],
        1,
        "gehört nicht in eine assistant-Nachricht",
    ),
    ("text-Block ohne text", [{"role": "user", "content": [{"type": "text"}]}], 0, "'text'"),
    (
        "text-Block mit leerem Text",
        [{"role": "user", "content": [{"type": "text", "text": " "}]}],
        0,
        "nicht-leeren Text",
    ),
    (
        "text ist die Blockliste",
        [{"role": "user", "content": [{"type": "text", "text": [{"type": "text", "text": "a"}]}]}],
        0,
        "nicht list",
    ),
    (
        "text-Block mit fremdem Schlüssel",
        [{"role": "user", "content": [{"type": "text", "text": "a", "x": 1}]}],
        0,
        "'x'",
    ),
    (
        "tool_use ohne input",
        [frage(), {"role": "assistant", "content": [{"type": "tool_use", "id": "t", "name": "n"}]}],
        1,
        "'input'",
    ),
    (
        "tool_use mit Zahl als id",
        [frage(), {"role": "assistant", "content": [{**TU, "id": 7}]}],
        1,
        "id im tool_use-Block",
    ),
    (
        "tool_use mit leerem Namen",
        [frage(), {"role": "assistant", "content": [{**TU, "name": ""}]}],
        1,
        "name im tool_use-Block",
    ),
    (
        "tool_use mit input als JSON-String",
        [frage(), {"role": "assistant", "content": [{**TU, "input": '{"a": 1}'}]}],
        1,
        "input im tool_use-Block muss ein dict sein, nicht str",
    ),
    (
        "tool_result mit id statt tool_use_id",
        [
            frage(),
            wunsch("t1"),
            {"role": "user", "content": [{"type": "tool_result", "id": "t1", "content": "1"}]},
        ],
        2,
        "fehlt der Schlüssel 'tool_use_id' (dafür steht 'id' da)",
    ),
    (
        "tool_result mit Zahl als tool_use_id",
        [frage(), wunsch("t1"), {"role": "user", "content": [ergebnis(1)]}],
        2,
        "tool_use_id muss",
    ),
    (
        "tool_result mit leerer tool_use_id",
        [frage(), wunsch("t1"), {"role": "user", "content": [ergebnis("")]}],
        2,
        "tool_use_id muss",
    ),
    (
        "is_error als String",
        [frage(), wunsch("t1"), {"role": "user", "content": [ergebnis("t1", is_error="ja")]}],
        2,
        "is_error muss True oder False",
    ),
    (
        "tool_result mit fremdem Schlüssel",
        [frage(), wunsch("t1"), {"role": "user", "content": [ergebnis("t1", name="lager")]}],
        2,
        "'name'",
    ),
]


@pytest.mark.parametrize(
    ("messages", "index", "stueck"),
    [f[1:] for f in FORMFEHLER],
    ids=[f[0] for f in FORMFEHLER],
)
def test_h_formfehler(messages, index, stueck):
    fehler = fehler_von(messages)
    assert fehler.regel == "form"
    assert fehler.index == index
    assert fehler.api_text is None
    assert stueck in fehler.erklaerung


def test_h_form_geht_den_tool_regeln_vor():
    # Ein Formfehler weiter hinten wird gemeldet, bevor die Tool-Ergebnisse geprüft werden.
    messages = [frage(), wunsch("t1"), ergebnisse("x"), {"role": "assistant", "content": []}]
    fehler = fehler_von(messages)
    assert (fehler.regel, fehler.index) == ("form", 3)


def test_h_nur_die_erste_verletzung_zaehlt():
    fehler = fehler_von([frage(), None, None])
    assert fehler.index == 1


# --- ApiFehler selbst --------------------------------------------------------------------


def test_apifehler_attribute_und_text():
    fehler = ApiFehler("Erklärung", 3, "api text", regel="rollen")
    assert (fehler.erklaerung, fehler.index, fehler.api_text, fehler.regel) == (
        "Erklärung",
        3,
        "api text",
        "rollen",
    )
    assert str(fehler) == "messages[3]: Erklärung\nDie echte API meldet: api text"
    assert isinstance(fehler, Exception)


def test_apifehler_ohne_index_und_api_text():
    fehler = ApiFehler("Erklärung")
    assert (fehler.index, fehler.api_text, fehler.regel) == (None, None, "form")
    assert str(fehler) == "Verlauf: Erklärung"


def test_apifehler_text_enthaelt_den_api_text():
    fehler = fehler_von([frage(), wunsch("t1"), ergebnisse("t9")])
    assert str(fehler).endswith("Die echte API meldet: " + fehler.api_text)


# --- pruefe_verlauf_weiter: die Form schon angenommener Nachrichten gilt als bewiesen -------


def _urteil(pruefe, messages, *mehr):
    try:
        pruefe(messages, *mehr)
    except ApiFehler as fehler:
        return str(fehler), fehler.regel, fehler.index, fehler.api_text
    return None


def _ohne_formfehler_davor():
    """Verläufe mit einem Fehler und wie viele Nachrichten vorn ihre Form halten."""
    faelle = [(m, index or 0) for _, m, index, _ in FORMFEHLER if isinstance(m, list)]
    andere = [  # Rollen, ids, Ende: Alle Nachrichten haben ihre Form.
        [frage(), frage()],
        [frage(), wunsch("t1"), wunsch("t2")],
        [frage(), wunsch("t1"), ergebnisse("x")],
        [frage(), wunsch("t1"), ergebnisse("t1"), wunsch("t1"), ergebnisse("t1")],
        [frage(), wunsch("t1", "t2"), ergebnisse("t1")],
        [frage(), wunsch("t1")],
        [{"role": "assistant", "content": "Hallo"}],
    ]
    return faelle + [(m, len(m)) for m in andere] + [(m, len(m)) for m in GUELTIG.values()]


@pytest.mark.parametrize(("messages", "vorn"), _ohne_formfehler_davor())
def test_weiter_urteilt_wie_pruefe_verlauf_mit_jedem_bewiesenen_anfang(messages, vorn):
    """Ist die Form der ersten Nachrichten bewiesen, kommt dasselbe Urteil heraus: derselbe
    Fehler mit Text, Regel, Index und API-Text, oder keiner."""
    erwartet = _urteil(pruefe_verlauf, messages)
    for bewiesen in range(vorn + 1):
        assert _urteil(pruefe_verlauf_weiter, messages, bewiesen) == erwartet


@pytest.mark.parametrize(
    "anders",
    [
        ["kein", "dict"],
        {"role": "user", "content": ("ein", "Tupel")},
        {"role": "user", "content": [("kein", "Block")]},
        type("Nachricht", (dict,), {})(role="user", content="Frage"),
    ],
    ids=["Liste", "Tupel als content", "Tupel als Block", "dict-Unterklasse"],
)
def test_weiter_prueft_was_nicht_aus_dicts_listen_und_texten_besteht(anders):
    """Als bewiesen gilt nur eine Form aus dicts, Listen und Texten: Was anders gebaut ist,
    prüft pruefe_form noch einmal, auch an einer Stelle, die bewiesen heißt."""
    messages = [anders, wunsch("t1"), ergebnisse("t1")]
    erwartet = _urteil(pruefe_verlauf, messages)
    assert _urteil(pruefe_verlauf_weiter, messages, 3) == erwartet
