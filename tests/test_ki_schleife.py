"""lauf_agent und falsch verdrahtete Schleifen, wie Lernende sie schreiben, gegen SkriptModell."""

import pytest

from lernlabor.tracks.ki import (
    PREIS_JE_1K,
    ApiFehler,
    SkriptModell,
    _ZuVieleAufrufe,
    kosten_von,
    lauf_agent,
    pruefe_verlauf,
    schaetze_tokens,
    text_von,
    tool_result_fuer,
)

FRAGE = "Wann kann ich Schraube M4 bekommen?"


def tu(tool_id, name="lager", **eingabe):
    return {"type": "tool_use", "id": tool_id, "name": name, "input": eingabe}


def lager(artikel):
    return {"lager": "Nord"} if artikel == "Schraube M4" else 0


def lieferzeit(lager):
    return f"{lager}: 2 Tage"


WERKZEUGE = {"lager": lager, "lieferzeit": lieferzeit}
SKRIPT = [
    [tu("t1", artikel="Schraube M4")],
    [{"type": "text", "text": "Lager Nord."}, tu("t2", "lieferzeit", lager="Nord")],
    "In 2 Tagen.",
]


# --- lauf_agent --------------------------------------------------------------------------


def test_fertig_nach_zwei_tools():
    modell = SkriptModell(SKRIPT)
    ergebnis = lauf_agent(modell, FRAGE, WERKZEUGE)
    assert set(ergebnis) == {"antwort", "grund", "schritte", "tokens", "kosten", "messages"}
    assert (ergebnis["antwort"], ergebnis["grund"], ergebnis["schritte"]) == (
        "In 2 Tagen.",
        "fertig",
        3,
    )
    messages = ergebnis["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant"] * 3
    assert messages[0] == {"role": "user", "content": FRAGE}
    assert messages[2]["content"] == [
        {"type": "tool_result", "tool_use_id": "t1", "content": '{"lager": "Nord"}'}
    ]
    assert messages[4]["content"][0]["content"] == "Nord: 2 Tage"
    # Summen aus den drei Aufrufen, nachgerechnet aus den gesendeten Verläufen
    ein = [schaetze_tokens(v) for v in modell.verlaeufe]
    aus = [schaetze_tokens(a) for a in modell.antworten]
    assert ein[0] == 17
    assert ergebnis["tokens"] == sum(ein) + sum(aus)
    assert ergebnis["kosten"] == pytest.approx(kosten_von(sum(ein), sum(aus), PREIS_JE_1K))
    pruefe_verlauf([*messages, {"role": "user", "content": "Danke"}])  # gültig bis zum Ende


def test_max_schritte_bei_endlosem_modell():
    modell = SkriptModell([[tu("t1", artikel="x")]])
    ergebnis = lauf_agent(modell, FRAGE, WERKZEUGE, max_schritte=3)
    assert (ergebnis["antwort"], ergebnis["grund"], ergebnis["schritte"]) == (
        None,
        "max_schritte",
        3,
    )
    assert modell.aufrufe == 3
    # Auch im letzten erlaubten Durchlauf laufen die Tools: Der Verlauf endet mit Ergebnissen.
    assert len(ergebnis["messages"]) == 7
    assert ergebnis["messages"][-1]["content"][0]["tool_use_id"] == "t1-3"
    pruefe_verlauf(ergebnis["messages"])


def test_token_budget_bricht_vor_den_tools_ab():
    aufgerufen = []
    werkzeuge = {"lager": lambda artikel: aufgerufen.append(artikel) or 1}
    modell = SkriptModell(SKRIPT)
    ergebnis = lauf_agent(modell, FRAGE, werkzeuge, max_tokens=10)
    assert (ergebnis["antwort"], ergebnis["grund"], ergebnis["schritte"]) == (None, "budget", 1)
    assert aufgerufen == []
    assert ergebnis["messages"][-1]["role"] == "assistant"
    assert ergebnis["tokens"] > 10


def test_token_budget_genau_erreicht_ist_kein_abbruch():
    erster = SkriptModell(SKRIPT)
    tokens_erster_schritt = lauf_agent(erster, FRAGE, WERKZEUGE, max_schritte=1)["tokens"]
    ergebnis = lauf_agent(SkriptModell(SKRIPT), FRAGE, WERKZEUGE, max_tokens=tokens_erster_schritt)
    assert ergebnis["grund"] == "budget" and ergebnis["schritte"] == 2


def test_kostenbudget():
    ergebnis = lauf_agent(SkriptModell(SKRIPT), FRAGE, WERKZEUGE, max_kosten=0.0001)
    assert (ergebnis["grund"], ergebnis["schritte"]) == ("budget", 1)
    assert ergebnis["kosten"] > 0.0001


def test_endantwort_trotz_ueberschrittenem_budget():
    ergebnis = lauf_agent(SkriptModell(["Sofort."]), FRAGE, WERKZEUGE, max_tokens=1, max_kosten=0)
    assert (ergebnis["antwort"], ergebnis["grund"], ergebnis["schritte"]) == (
        "Sofort.",
        "fertig",
        1,
    )


def test_tool_fehler_und_unbekanntes_tool_werden_ergebnisse():
    def kaputt(artikel):
        raise RuntimeError("Lager offline")

    modell = SkriptModell([[tu("a", artikel="x"), tu("b", "gibtsnicht")], "Leider nichts."])
    ergebnis = lauf_agent(modell, FRAGE, {"lager": kaputt})
    a, b = ergebnis["messages"][2]["content"]
    assert a["is_error"] and "Lager offline" in a["content"]
    assert b["is_error"] and "Unbekanntes Tool 'gibtsnicht'" in b["content"]
    assert ergebnis["grund"] == "fertig"


def test_max_schritte_null():
    modell = SkriptModell(["a"])
    ergebnis = lauf_agent(modell, FRAGE, {}, max_schritte=0)
    assert (ergebnis["grund"], ergebnis["schritte"], modell.aufrufe) == ("max_schritte", 0, 0)


# --- _ZuVieleAufrufe geht durch except Exception ------------------------------------------


def test_zu_viele_aufrufe_geht_durch_except_exception():
    modell = SkriptModell([[tu("t1", artikel="x")]], max_aufrufe=5)
    abgefangen = []

    def schleife_mit_breitem_except():
        messages = [{"role": "user", "content": FRAGE}]
        for _ in range(50):  # begrenzt, damit der Test scheitert statt zu hängen
            try:
                antwort = modell(messages)
                messages.append({"role": "assistant", "content": antwort["content"]})
                wuensche = [b for b in antwort["content"] if b["type"] == "tool_use"]
                ergebnisse = [tool_result_fuer(b, WERKZEUGE) for b in wuensche]
                messages.append({"role": "user", "content": ergebnisse})
            except Exception as fehler:  # noqa: BLE001 – genau das tun Lernende
                abgefangen.append(fehler)

    with pytest.raises(_ZuVieleAufrufe):
        schleife_mit_breitem_except()
    assert abgefangen == []
    assert modell.aufrufe == 5


def test_zu_viele_aufrufe_auch_wenn_apifehler_abgefangen_wird():
    # Die Schleife fängt ApiFehler ab und versucht es mit demselben falschen Verlauf erneut.
    modell = SkriptModell(["a"], max_aufrufe=3)
    fehler = []
    with pytest.raises(_ZuVieleAufrufe, match="except Exception"):
        for _ in range(50):  # begrenzt, damit der Test scheitert statt zu hängen
            try:
                modell([{"role": "assistant", "content": "falsch"}])
            except Exception as e:  # noqa: BLE001
                fehler.append(e)
    assert len(fehler) == 3 and all(isinstance(e, ApiFehler) for e in fehler)


# --- falsch verdrahtete Schleifen ----------------------------------------------------------


def schritt(modell, messages, werkzeuge=WERKZEUGE):
    """Ein richtiger Durchlauf; die falschen Schleifen unten weichen jeweils an einer Stelle ab."""
    antwort = modell(messages)
    messages.append({"role": "assistant", "content": antwort["content"]})
    wuensche = [b for b in antwort["content"] if b["type"] == "tool_use"]
    messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in wuensche]})
    return antwort


def ganze_antwort_angehaengt(modell, m):
    antwort = modell(m)
    m.append(antwort)
    m.append({"role": "user", "content": [tool_result_fuer(antwort["content"][0], WERKZEUGE)]})
    modell(m)


def assistant_vergessen(modell, m):
    antwort = modell(m)
    m.append({"role": "user", "content": [tool_result_fuer(antwort["content"][0], WERKZEUGE)]})
    modell(m)


def rolle_tool(modell, m):
    antwort = modell(m)
    m.append({"role": "assistant", "content": antwort["content"]})
    b = antwort["content"][0]
    m.append({"role": "tool", "tool_call_id": b["id"], "content": "1"})
    modell(m)


def ergebnisse_einzeln(modell, m):
    antwort = modell(m)
    m.append({"role": "assistant", "content": antwort["content"]})
    for b in antwort["content"]:
        m.append({"role": "user", "content": [tool_result_fuer(b, WERKZEUGE)]})
    modell(m)


def blockliste_als_ergebnis(modell, m):
    antwort = modell(m)
    m.append({"role": "assistant", "content": antwort["content"]})
    b = antwort["content"][0]
    m.append(
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": b["id"], "content": antwort["content"]}
            ],
        }
    )
    modell(m)


def zahl_als_ergebnis(modell, m):
    antwort = modell(m)
    m.append({"role": "assistant", "content": antwort["content"]})
    b = antwort["content"][0]
    wert = len(b["input"]["artikel"])  # das Tool liefert eine Zahl
    m.append(
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": b["id"], "content": wert}],
        }
    )
    modell(m)


def name_statt_id(modell, m):
    antwort = modell(m)
    m.append({"role": "assistant", "content": antwort["content"]})
    b = antwort["content"][0]
    m.append(
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": b["name"], "content": "1"}],
        }
    )
    modell(m)


def antwort_veraendert(modell, m):
    antwort = modell(m)
    content = antwort["content"]
    m.append({"role": "assistant", "content": content})
    wuensche = [b for b in content if b["type"] == "tool_use"]
    for b in wuensche:
        content.remove(b)  # ändert auch den Verlauf: Es ist dieselbe Liste
    m.append({"role": "user", "content": [tool_result_fuer(b, WERKZEUGE) for b in wuensche]})
    modell(m)


def kein_abbruch_bei_endantwort(modell, m):
    for _ in range(3):
        antwort = modell(m)
        m.append({"role": "assistant", "content": antwort["content"]})
        wuensche = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if wuensche:
            m.append(
                {"role": "user", "content": [tool_result_fuer(b, WERKZEUGE) for b in wuensche]}
            )


def ergebnisse_vergessen(modell, m):
    antwort = modell(m)
    m.append({"role": "assistant", "content": antwort["content"]})
    modell(m)


def extend_statt_append(modell, m):
    antwort = modell(m)
    m.extend(antwort["content"])
    modell(m)


def text_neben_ergebnissen(modell, m):
    antwort = modell(m)
    m.append({"role": "assistant", "content": antwort["content"]})
    ergebnisse = [tool_result_fuer(b, WERKZEUGE) for b in antwort["content"]]
    m.append({"role": "user", "content": [*ergebnisse, {"type": "text", "text": "Weiter!"}]})
    modell(m)


def nur_text_der_antwort(modell, m):
    antwort = modell(m)
    m.append({"role": "assistant", "content": text_von(antwort["content"])})
    m.append({"role": "user", "content": [tool_result_fuer(antwort["content"][0], WERKZEUGE)]})
    modell(m)


ZWEI = [[tu("a", artikel="Schraube M4"), tu("b", artikel="Mutter")], "fertig"]
EINS = [[tu("t1", artikel="Schraube M4")], "fertig"]

# (Schleife, Skript, Regel, Index, Textstück der Erklärung)
FALSCHE_SCHLEIFEN = [
    (ganze_antwort_angehaengt, EINS, "form", 1, "ganze Antwort"),
    (assistant_vergessen, EINS, "rollen", 1, "fehlt die Antwort des Modells"),
    (rolle_tool, EINS, "form", 2, "OpenAI"),
    (ergebnisse_einzeln, ZWEI, "rollen", 3, "eine einzige user-Nachricht"),
    (blockliste_als_ergebnis, EINS, "ergebnis_kein_string", 2, "Liste von Blöcken"),
    (zahl_als_ergebnis, EINS, "ergebnis_kein_string", 2, "ist int"),
    (name_statt_id, EINS, "unerwartetes_ergebnis", 2, 'block["id"]'),
    (antwort_veraendert, EINS, "form", 1, "leere Liste"),
    (kein_abbruch_bei_endantwort, ["fertig"], "anfang_ende", 1, "Endantwort"),
    (ergebnisse_vergessen, EINS, "anfang_ende", 1, "wünscht Tools"),
    (extend_statt_append, EINS, "form", 1, "extend statt append"),
    (text_neben_ergebnissen, EINS, "gemischt", 2, "ohne Text daneben"),
    (nur_text_der_antwort, EINS, "form", 1, "tool_use-Blöcke gehören mit"),
]


@pytest.mark.parametrize(
    ("schleife", "skript", "regel", "index", "stueck"),
    FALSCHE_SCHLEIFEN,
    ids=[f[0].__name__ for f in FALSCHE_SCHLEIFEN],
)
def test_falsche_schleife_meldet_regel_und_index(schleife, skript, regel, index, stueck):
    modell = SkriptModell(skript)
    with pytest.raises(ApiFehler) as info:
        schleife(modell, [{"role": "user", "content": FRAGE}])
    fehler = info.value
    assert (fehler.regel, fehler.index) == (regel, index)
    assert stueck in fehler.erklaerung
    assert f"messages[{index}]" in str(fehler)


def test_richtige_schleife_laeuft_durch():
    modell = SkriptModell(ZWEI)
    messages = [{"role": "user", "content": FRAGE}]
    schritt(modell, messages)
    assert modell(messages)["content"] == [{"type": "text", "text": "fertig"}]
