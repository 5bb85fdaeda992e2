"""RegelModell, KATALOG und KURSE: der Buchladen von Übung 3."""

import copy

import pytest

from lernlabor.tracks.ki import (
    KATALOG,
    KURSE,
    ApiFehler,
    RegelModell,
    _ZuVieleAufrufe,
    lauf_agent,
    schaetze_tokens,
    tool_result_fuer,
)


def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            return buch
    raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")


def wechselkurs(waehrung):
    if waehrung not in KURSE:
        raise ValueError(f"unbekannte Währung {waehrung!r}")
    return KURSE[waehrung]


WERKZEUGE = {"suche_buch": suche_buch, "wechselkurs": wechselkurs}


def frage(stichwort):
    return f"Was kostet das Buch zu ‘{stichwort}’ in Euro?"


def namen(messages):
    return [
        b["name"]
        for m in messages
        if m["role"] == "assistant" and isinstance(m["content"], list)
        for b in m["content"]
        if b["type"] == "tool_use"
    ]


def test_katalog_und_kurse():
    assert len(KATALOG) >= 4
    for buch in KATALOG:
        assert set(buch) == {"titel", "preis", "waehrung"}
        assert isinstance(buch["titel"], str) and isinstance(buch["preis"], float)
    waehrungen = {b["waehrung"] for b in KATALOG}
    assert "EUR" in waehrungen and "EUR" not in KURSE
    assert waehrungen - {"EUR"} - set(KURSE), "eine Währung ohne Kurs (Fehlerfall der Übung)"
    assert all(isinstance(k, float) and k > 0 for k in KURSE.values())


@pytest.mark.parametrize(
    ("stichwort", "schritte", "antwort"),
    [
        ("Python", ["suche_buch"], "„Python für Einsteiger“ kostet 24,90 Euro."),
        ("einsteiger", ["suche_buch"], "„Python für Einsteiger“ kostet 24,90 Euro."),
        (
            "Agenten",
            ["suche_buch", "wechselkurs"],
            "„Agenten bauen mit Python“ kostet 32,00 USD, das sind 28,80 Euro.",
        ),
        (
            "Istanbul",
            ["suche_buch", "wechselkurs"],
            "„Das Istanbul-Kochbuch“ kostet 640,00 TRY, das sind 16,00 Euro.",
        ),
        (
            "Tee",
            ["suche_buch", "wechselkurs"],
            "„Der Tee-Atlas“ kostet 18,50 GBP, das sind 22,20 Euro.",
        ),
    ],
)
def test_schrittfolge_haengt_vom_ergebnis_ab(stichwort, schritte, antwort):
    modell = RegelModell()
    ergebnis = lauf_agent(modell, frage(stichwort), WERKZEUGE)
    assert (ergebnis["grund"], ergebnis["antwort"]) == ("fertig", antwort)
    assert namen(ergebnis["messages"]) == schritte
    assert ergebnis["schritte"] == modell.aufrufe == len(schritte) + 1


def test_unbekanntes_stichwort_bricht_frueh_ab():
    ergebnis = lauf_agent(RegelModell(), frage("Zebra"), WERKZEUGE)
    assert namen(ergebnis["messages"]) == ["suche_buch"]
    assert ergebnis["antwort"].startswith("Dazu habe ich nichts gefunden")
    assert "kein Buch zum Stichwort 'Zebra'" in ergebnis["antwort"]


def test_unbekannte_waehrung_ist_fehler():
    ergebnis = lauf_agent(RegelModell(), frage("Tokio"), WERKZEUGE)
    assert namen(ergebnis["messages"]) == ["suche_buch", "wechselkurs"]
    assert ergebnis["antwort"].startswith("Dazu habe ich nichts gefunden")
    assert "JPY" in ergebnis["antwort"]


@pytest.mark.parametrize("zeichen", ["‘’", "''", '""', "„“", "»«"])
def test_anfuehrungszeichen(zeichen):
    modell = RegelModell()
    antwort = modell([{"role": "user", "content": f"Buch zu {zeichen[0]}Tee{zeichen[1]}?"}])
    assert antwort["content"][0]["input"] == {"stichwort": "Tee"}


def test_frage_als_liste_von_textbloecken():
    modell = RegelModell()
    text = [{"type": "text", "text": frage("Tee")}]
    antwort = modell([{"role": "user", "content": text}])
    assert antwort["content"][0]["name"] == "suche_buch"


def test_ohne_stichwort():
    antwort = RegelModell()([{"role": "user", "content": "Was kostet es?"}])
    assert antwort["content"][0]["text"].startswith("Ich brauche ein Stichwort")


def test_antwort_hat_usage_und_eindeutige_ids():
    modell = RegelModell()
    ergebnis = lauf_agent(modell, frage("Agenten"), WERKZEUGE)
    ids = [b["id"] for m in ergebnis["messages"][1::2] for b in m["content"] if "id" in b]
    assert len(ids) == len(set(ids)) == 2
    erste = modell.verlaeufe[0]
    assert schaetze_tokens(erste) > 0


def test_regelmodell_meldet_stop_reason():
    modell = RegelModell()
    erste = modell([{"role": "user", "content": frage("Einsteiger")}])
    assert erste["stop_reason"] == "tool_use"
    ergebnis = tool_result_fuer(erste["content"][0], WERKZEUGE)
    verlauf = [
        {"role": "user", "content": frage("Einsteiger")},
        {"role": "assistant", "content": erste["content"]},
        {"role": "user", "content": [ergebnis]},
    ]
    assert modell(verlauf)["stop_reason"] == "end_turn"


def test_regelmodell_prueft_den_verlauf():
    with pytest.raises(ApiFehler):
        RegelModell()([{"role": "assistant", "content": "x"}])


def test_regelmodell_hat_ein_limit():
    modell = RegelModell(max_aufrufe=2)
    modell([{"role": "user", "content": "?"}])
    modell([{"role": "user", "content": "?"}])
    with pytest.raises(_ZuVieleAufrufe):
        modell([{"role": "user", "content": "?"}])


def lauf_mit(werkzeuge, stichwort="Agenten"):
    return lauf_agent(RegelModell(), frage(stichwort), werkzeuge)["antwort"]


def test_suche_buch_liefert_keinen_eintrag():
    antwort = lauf_mit({"suche_buch": lambda stichwort: "Agenten bauen mit Python"})
    assert antwort.startswith("Mit dem Ergebnis von suche_buch kann ich nichts anfangen")


def test_suche_buch_liefert_stillschweigend_none():
    antwort = lauf_mit({"suche_buch": lambda stichwort: None})
    assert "nichts anfangen" in antwort and "'None'" in antwort


def test_suche_buch_mit_preis_als_text():
    buch = {"titel": "X", "preis": "32", "waehrung": "USD"}
    assert "nichts anfangen" in lauf_mit({"suche_buch": lambda stichwort: buch})


@pytest.mark.parametrize("kurs", ["neunzig Cent", {"kurs": 0.9}, float("nan"), 0, -1.0])
def test_unverstaendlicher_wechselkurs(kurs):
    werkzeuge = {"suche_buch": suche_buch, "wechselkurs": lambda waehrung: kurs}
    assert lauf_mit(werkzeuge).startswith("Den Wechselkurs")


def test_fehlendes_werkzeug_ist_fehler_ergebnis():
    antwort = lauf_mit({"suche_buch": suche_buch})
    assert antwort.startswith("Dazu habe ich nichts gefunden (Unbekanntes Tool 'wechselkurs'")


def test_katalog_bleibt_nach_laeufen_unveraendert():
    vorher = copy.deepcopy((KATALOG, KURSE))
    for stichwort in ("Python", "Agenten", "Zebra"):
        lauf_agent(RegelModell(), frage(stichwort), WERKZEUGE)
    assert (KATALOG, KURSE) == vorher
