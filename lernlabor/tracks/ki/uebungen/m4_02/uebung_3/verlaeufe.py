"""Verläufe, an denen Übung 3 ``schrittfolge`` und ``abbruchgrund`` prüft.

Sie entstehen mit der echten Schleife (``lernlabor.tracks.ki.lauf_agent``) und den Tools der
Referenzlösung, dazu ein von Hand gebauter Verlauf mit parallelen Wünschen, ids ohne Namen
und einem Ende am Budget. Die drei Enden unterscheidet die letzte Nachricht: ``fertig`` eine
assistant-Nachricht ohne Tool-Wunsch, ``budget`` eine mit Tool-Wunsch (die Tools liefen nicht
mehr), ``max_schritte`` die user-Nachricht mit den Ergebnissen der letzten erlaubten Runde.
Die erwarteten Werte liefert die Referenzlösung selbst.
"""

import copy
import functools

from lernlabor.tracks.ki import KATALOG, KURSE, RegelModell, SkriptModell, lauf_agent
from lernlabor.uebung.definition import lies

from ..szenarien import wunsch

FRAGE = "Was kostet das Buch zu ‘{}’ in Euro?"


@functools.cache
def referenz():
    """Der Namensraum der Referenzlösung (mit frischem KATALOG und KURSE), einmal ausgeführt."""
    namensraum = {"KATALOG": copy.deepcopy(KATALOG), "KURSE": dict(KURSE)}
    exec(compile(lies(__package__, "loesung.py"), "<loesung>", "exec"), namensraum)
    return namensraum


def werkzeuge(namensraum):
    """Die beiden Tools aus einem Namensraum, so wie die Schleife sie braucht."""
    return {"suche_buch": namensraum["suche_buch"], "wechselkurs": namensraum["wechselkurs"]}


def lauf(stichwort, namensraum=None, modell=None, **optionen):
    """Ein Lauf der Schleife aus Übung 1 mit dem RegelModell (oder ``modell``)."""
    tools = werkzeuge(namensraum or referenz())
    return lauf_agent(modell or RegelModell(), FRAGE.format(stichwort), tools, **optionen)


def _von_hand():
    """Zwei Durchläufe mit parallelen Wünschen, ids ohne Namen, Ende am Budget (ohne Ergebnis)."""
    ergebnis = {"type": "tool_result", "content": "-"}
    return [
        {"role": "user", "content": FRAGE.format("Tee")},
        {"role": "assistant", "content": [wunsch("a", "suche_buch", stichwort="Tee")]},
        {"role": "user", "content": [{**ergebnis, "tool_use_id": "a"}]},
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Ich prüfe zwei Dinge."},
                wunsch("b", "wechselkurs", waehrung="GBP"),
                wunsch("c", "suche_buch", stichwort="Atlas"),
            ],
        },
        {
            "role": "user",
            "content": [{**ergebnis, "tool_use_id": "b"}, {**ergebnis, "tool_use_id": "c"}],
        },
        {"role": "assistant", "content": [wunsch("d", "wechselkurs", waehrung="GBP")]},
    ]


def verlaeufe():
    """Frische Verläufe je Art (Schlüssel wie in ``meldungen.VERLAEUFE``), in Prüfreihenfolge."""
    nie_fertig = SkriptModell([[wunsch("t1", "suche_buch", stichwort="Tee")]])
    text_und_tool = SkriptModell(
        [[{"type": "text", "text": "Einen Moment."}, wunsch("t1", "suche_buch", stichwort="Tee")]]
    )
    text_und_tool_budget = SkriptModell(
        [[{"type": "text", "text": "Einen Moment."}, wunsch("t1", "suche_buch", stichwort="Tee")]]
    )
    return {
        "sofort": [
            {"role": "user", "content": FRAGE.format("Tee")},
            {"role": "assistant", "content": [{"type": "text", "text": "18,50 Euro."}]},
        ],
        "fertig_nach_tools": lauf("Kochbuch")["messages"],
        "max_schritte": lauf("Tee", modell=nie_fertig, max_schritte=2)["messages"],
        "text_und_tool": lauf("Tee", modell=text_und_tool, max_schritte=2)["messages"],
        "budget": _von_hand(),
        "budget_lauf": lauf("Tee", modell=text_und_tool_budget, max_tokens=1)["messages"],
    }


def nur_beantwortete(messages):
    """Namen der Wünsche, die ein Ergebnis bekamen (so liest es, wer nur Ergebnisse ansieht)."""
    beantwortet = {
        b.get("tool_use_id")
        for n in messages
        if n["role"] == "user" and isinstance(n["content"], list)
        for b in n["content"]
    }
    return [
        b["name"]
        for n in messages
        if n["role"] == "assistant"
        for b in n["content"]
        if b["type"] == "tool_use" and b["id"] in beantwortet
    ]
