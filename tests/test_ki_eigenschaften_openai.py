"""Eigenschaften von pruefe_verlauf_openai: gültige Verläufe gehen durch, jede Mutation nicht.

Die Verläufe und Mutationen stehen in ``ki_openai_faelle.py`` (nur Standardbibliothek), damit
test_pyodide.py dieselben Fälle in Pyodide prüfen kann. Hier treibt Hypothesis sie über
``st.randoms()``, so schrumpft ein Gegenbeispiel auf einen kleinen Verlauf.
"""

import copy
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from lernlabor.tracks.ki import ApiFehler, pruefe_verlauf_openai
from tests.ki_openai_faelle import MUTATIONEN, lauf, verlauf, wuensche

EINSTELLUNGEN = settings(max_examples=100, deadline=None)
zufall = st.randoms(use_true_random=False)


@EINSTELLUNGEN
@given(zufall)
def test_gueltige_verlaeufe_werden_angenommen(rng):
    messages = verlauf(rng)
    vorher = copy.deepcopy(messages)
    assert pruefe_verlauf_openai(messages) is None
    assert messages == vorher


@pytest.mark.parametrize("mutation", MUTATIONEN, ids=lambda m: m.__name__)
@EINSTELLUNGEN
@given(rng=zufall)
def test_jede_mutation_wird_abgelehnt(mutation, rng):
    ergebnis = mutation(verlauf(rng), rng)
    assume(ergebnis is not None)
    messages, regel, index = ergebnis
    with pytest.raises(ApiFehler) as info:
        pruefe_verlauf_openai(messages)
    assert (info.value.regel, info.value.index) == (regel, index), info.value


def test_feste_seeds_wie_in_pyodide():
    # Genau der Lauf, den test_pyodide.py in Pyodide macht; hier ohne Hypothesis.
    zeilen = lauf(range(60))
    gueltig = [z for z in zeilen if " gültig " in z]
    assert len(gueltig) == 60 and all(z.endswith(": angenommen") for z in gueltig)
    mutiert = [z for z in zeilen if " gültig " not in z]
    assert len(mutiert) > 60 * 10 and all(z.endswith(" ok") for z in mutiert)


@pytest.mark.parametrize("mutation", MUTATIONEN, ids=lambda m: m.__name__)
def test_jede_mutation_greift_oft(mutation):
    # Passt eine Mutation fast nie, prüft ihr Test zu wenig.
    treffer = sum(
        mutation(verlauf(random.Random(s)), random.Random(s)) is not None for s in range(100)
    )
    assert treffer >= 50


@pytest.mark.parametrize(
    "bedingung",
    [
        lambda m: len(wuensche(m)) == 0,
        lambda m: len(wuensche(m)) == 4,
        lambda m: any(len(m[i]["tool_calls"]) == 3 for i in wuensche(m)),
        lambda m: any("content" not in m[i] for i in wuensche(m)),
        lambda m: any(m[i].get("content") for i in wuensche(m)),
        lambda m: any("name" in x for x in m if x["role"] == "tool"),
        lambda m: any(isinstance(x["content"], list) for x in m if x["role"] == "tool"),
        lambda m: m[0]["role"] in ("system", "developer"),
        lambda m: m[-1]["role"] == "tool",
        lambda m: any(
            a["role"] == "tool" and b["role"] == "user" for a, b in zip(m, m[1:], strict=False)
        ),
        lambda m: any(
            [x["tool_call_id"] for x in m[i + 1 : i + 1 + len(m[i]["tool_calls"])]]
            != [a["id"] for a in m[i]["tool_calls"]]
            for i in wuensche(m)
        ),
    ],
    ids=[
        "ohne Schritt",
        "vier Schritte",
        "drei parallel",
        "ohne content",
        "Text neben Aufrufen",
        "name geduldet",
        "Textteile",
        "system vorn",
        "endet mit tool",
        "user nach tool",
        "andere Reihenfolge",
    ],
)
def test_generator_erzeugt_alle_faelle(bedingung):
    assert any(bedingung(verlauf(random.Random(s))) for s in range(300))
