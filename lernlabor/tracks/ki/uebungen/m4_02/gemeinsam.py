"""Was die Verträge der Lektion teilen: die Antworten eines Skripts, Tools als
Attrappen und Verläufe in Meldungen.

Jede Übung spielt ein Modell nach einem kurzen Skript ab: je Antwort eine Liste aus Texten und
Tool-Wünschen. Welcher Teil ein Tool-Wunsch ist und mit welchem ``input``, sagt die Übung.
"""

from lernlabor.pruefen.attrappen import attrappe, zeige_verhalten
from lernlabor.pruefen.pruefhilfen import kurz


class EndetNicht(Exception):  # noqa: N818 – erscheint als Art der Ausnahme in der Meldung
    """Die Schleife ruft das Modell immer weiter auf, über jedes Ende hinaus."""


def bloecke(antwort, ids, wunsch):
    """Eine Antwort des Skripts als Blöcke der API: ``wunsch(teil)`` gibt zu einem Tool-Wunsch
    ``(name, input)``, sonst ``None``, dann ist der Teil ein Text. Die ids kommen aus ``ids``."""
    paare = [(teil, wunsch(teil)) for teil in antwort]
    return [
        {"type": "text", "text": teil}
        if tool is None
        else {"type": "tool_use", "id": next(ids), "name": tool[0], "input": tool[1]}
        for teil, tool in paare
    ]


def werkzeug(name, tut, notiere, text):
    """Ein Tool als Attrappe: gibt ``tut`` zurück oder wirft es (eine Ausnahmeklasse, mit
    ``text``). ``notiere(name, daten)`` hält jeden Aufruf fest, ``daten`` sind die
    Schlüsselwortargumente. Die Regeln verlangen sie: Ein Aufruf mit Positionsargumenten wird
    als „mit Positionsargumenten …“ notiert und wirft ``TypeError``."""

    def notiert(aufruf):
        daten = f"mit Positionsargumenten {kurz(aufruf.args)}" if aufruf.fehler else aufruf.kwargs
        notiere(name, daten)

    return attrappe(name, tut, notiert, text=text, nur_schluesselwoerter=True)


def zeige_tools(tools):
    """``{'lager': 0, 'kurs': wirft IndexError}``: was jedes Tool tut, eine Ausnahmeklasse als
    das, was sie tut."""
    teile = (f"{n!r}: {zeige_verhalten(t, zeige=kurz)}" for n, t in tools.items())
    return "{" + ", ".join(teile) + "}"


def _lesbar(teil):
    """Inhalt oder Block einer Nachricht für Meldungen: Art, Name, id, Inhalt (gekürzt)."""
    if isinstance(teil, str):
        return repr(teil)
    if isinstance(teil, list):
        return "[" + ", ".join(map(_lesbar, teil)) + "]"
    if teil["type"] == "tool_use":
        return f"tool_use {teil['name']!r} (id {teil['id']!r}, input {teil['input']!r})"
    if teil["type"] == "tool_result":
        fehler = ", is_error" if teil.get("is_error") else ""
        inhalt = teil["content"] if len(teil["content"]) <= 30 else teil["content"][:29] + "…"
        return f"tool_result zu {teil['tool_use_id']!r}{fehler}: {inhalt!r}"
    return f"text {teil['text']!r}"


def lesbarer_verlauf(messages):
    """Ein Verlauf für Meldungen: je Nachricht die Rolle und ihre Blöcke, lesbar. Was nicht die
    Form der API hat, bleibt, wie es ist."""
    try:
        return [f"{n['role']} {_lesbar(n['content'])}" for n in messages]
    except (TypeError, KeyError, AttributeError):
        return messages
