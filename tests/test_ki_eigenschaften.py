"""Eigenschaften von pruefe_verlauf: gültige Tool-Use-Verläufe und einzelne Mutationen."""

import copy

import pytest
from hypothesis import assume, find, given, settings
from hypothesis import strategies as st

from lernlabor.tracks.ki import ApiFehler, pruefe_verlauf

EINSTELLUNGEN = settings(max_examples=200, deadline=None)

ids = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789_-", min_size=1, max_size=12)
namen = st.sampled_from(["lager", "lieferzeit", "suche_buch", "wechselkurs", "wetter"])
texte = st.text(min_size=1, max_size=30).filter(lambda t: t.strip())
werte = st.one_of(st.integers(), st.text(max_size=10), st.booleans(), st.none())
eingaben = st.dictionaries(st.text(min_size=1, max_size=8), werte, max_size=3)


@st.composite
def verlaeufe(draw):
    """Frage, dann 0–4 Schritte aus Tool-Wünschen (1–3 parallel) und ihren Ergebnissen."""
    anzahlen = draw(st.lists(st.integers(1, 3), min_size=0, max_size=4))
    alle_ids = draw(st.lists(ids, min_size=sum(anzahlen), max_size=sum(anzahlen), unique=True))
    messages = [{"role": "user", "content": draw(st.one_of(texte, st.just("Frage")))}]
    for anzahl in anzahlen:
        schritt_ids, alle_ids = alle_ids[:anzahl], alle_ids[anzahl:]
        wuensche = [
            {"type": "tool_use", "id": i, "name": draw(namen), "input": draw(eingaben)}
            for i in schritt_ids
        ]
        bloecke = list(wuensche)
        for _ in range(draw(st.integers(0, 2))):  # Text vor, zwischen oder nach den Wünschen
            position = draw(st.integers(0, len(bloecke)))
            bloecke.insert(position, {"type": "text", "text": draw(texte)})
        messages.append({"role": "assistant", "content": bloecke})
        ergebnisse = []
        for i in draw(st.permutations(schritt_ids)):
            block = {"type": "tool_result", "tool_use_id": i, "content": draw(st.text(max_size=20))}
            fehler = draw(st.sampled_from([None, True, False]))
            if fehler is not None:
                block["is_error"] = fehler
            ergebnisse.append(block)
        messages.append({"role": "user", "content": ergebnisse})
    return messages


def schritte(messages):
    """Indizes der assistant-Nachrichten (jede ist ein Schritt)."""
    return [i for i, m in enumerate(messages) if m["role"] == "assistant"]


def wird_abgelehnt(messages):
    with pytest.raises(ApiFehler) as info:
        pruefe_verlauf(messages)
    fehler = info.value
    assert fehler.index is None or 0 <= fehler.index < len(messages)
    return fehler


@EINSTELLUNGEN
@given(verlaeufe())
def test_gueltige_verlaeufe_werden_angenommen(messages):
    vorher = copy.deepcopy(messages)
    assert pruefe_verlauf(messages) is None
    assert messages == vorher


@EINSTELLUNGEN
@given(verlaeufe(), st.data())
def test_ohne_assistant_nachricht(messages, data):
    assume(schritte(messages))
    i = data.draw(st.sampled_from(schritte(messages)))
    del messages[i]
    assert wird_abgelehnt(messages).regel == "rollen"


@EINSTELLUNGEN
@given(verlaeufe(), st.data(), ids)
def test_geaenderte_id(messages, data, neue_id):
    assume(schritte(messages))
    i = data.draw(st.sampled_from(schritte(messages)))
    seite = data.draw(st.sampled_from(["tool_use", "tool_result"]))
    if seite == "tool_use":
        bloecke = [b for b in messages[i]["content"] if b["type"] == "tool_use"]
        block = data.draw(st.sampled_from(bloecke))
        assume(neue_id != block["id"])
        block["id"] = neue_id
    else:
        block = data.draw(st.sampled_from(messages[i + 1]["content"]))
        assume(neue_id != block["tool_use_id"])
        block["tool_use_id"] = neue_id
    fehler = wird_abgelehnt(messages)
    assert fehler.regel in {"fehlendes_ergebnis", "unerwartetes_ergebnis", "doppelte_id"}


@EINSTELLUNGEN
@given(verlaeufe(), st.data(), texte)
def test_text_neben_den_ergebnissen(messages, data, text):
    assume(schritte(messages))
    i = data.draw(st.sampled_from(schritte(messages))) + 1
    position = data.draw(st.integers(0, len(messages[i]["content"])))
    messages[i]["content"].insert(position, {"type": "text", "text": text})
    fehler = wird_abgelehnt(messages)
    assert (fehler.regel, fehler.index) == ("gemischt", i)


@EINSTELLUNGEN
@given(verlaeufe(), st.data())
def test_eines_von_mehreren_ergebnissen_fehlt(messages, data):
    mehrere = [i + 1 for i in schritte(messages) if len(messages[i + 1]["content"]) > 1]
    assume(mehrere)
    i = data.draw(st.sampled_from(mehrere))
    del messages[i]["content"][data.draw(st.integers(0, len(messages[i]["content"]) - 1))]
    fehler = wird_abgelehnt(messages)
    assert (fehler.regel, fehler.index) == ("fehlendes_ergebnis", i)


@EINSTELLUNGEN
@given(verlaeufe(), st.data())
def test_doppeltes_ergebnis(messages, data):
    assume(schritte(messages))
    i = data.draw(st.sampled_from(schritte(messages))) + 1
    block = data.draw(st.sampled_from(messages[i]["content"]))
    position = data.draw(st.integers(0, len(messages[i]["content"])))
    messages[i]["content"].insert(position, copy.deepcopy(block))
    fehler = wird_abgelehnt(messages)
    assert (fehler.regel, fehler.index) == ("fehlendes_ergebnis", i)


@EINSTELLUNGEN
@given(verlaeufe(), st.data())
def test_zwei_nachrichten_vertauscht(messages, data):
    assume(len(messages) >= 2)
    i, j = data.draw(
        st.lists(st.integers(0, len(messages) - 1), min_size=2, max_size=2, unique=True)
    )
    assume(messages[i] != messages[j])
    messages[i], messages[j] = messages[j], messages[i]
    wird_abgelehnt(messages)


@EINSTELLUNGEN
@given(verlaeufe(), st.data(), texte)
def test_endet_mit_assistant(messages, data, text):
    if data.draw(st.booleans()) and schritte(messages):
        messages.pop()  # die letzten Ergebnisse fehlen: endet mit dem Tool-Wunsch
    else:
        messages.append({"role": "assistant", "content": text})  # Endantwort als letzte
    fehler = wird_abgelehnt(messages)
    assert (fehler.regel, fehler.index) == ("anfang_ende", len(messages) - 1)


@pytest.mark.parametrize(
    "bedingung",
    [
        lambda m: len(m) == 1,
        lambda m: len(schritte(m)) == 4,
        lambda m: any(len(m[i + 1]["content"]) == 3 for i in schritte(m)),
        lambda m: any(b["type"] == "text" for i in schritte(m) for b in m[i]["content"]),
        lambda m: any(b.get("is_error") is True for i in schritte(m) for b in m[i + 1]["content"]),
    ],
    ids=["ohne Schritt", "vier Schritte", "drei parallel", "Text im Wunsch", "is_error"],
)
def test_strategie_erzeugt_alle_faelle(bedingung):
    # Die Strategie soll die Randfälle wirklich hervorbringen, sonst prüfen die Tests zu wenig.
    assert bedingung(find(verlaeufe(), bedingung, settings=settings(max_examples=2000)))
