"""Prüfung des Nachrichtenverlaufs, so streng wie eine echte Messages-API – und etwas strenger.

Die Regeln und ihr Name in ``ApiFehler.regel``:

- (a) ``rollen``: user und assistant wechseln sich ab.
- (b) ``anfang_ende``: Der Verlauf beginnt und endet mit ``user``.
- (c) ``fehlendes_ergebnis``: Jeder ``tool_use``-Block bekommt in der nächsten user-Nachricht
  genau ein ``tool_result`` mit seiner id (fehlend oder doppelt beantwortet).
- (d) ``unerwartetes_ergebnis``: Ein ``tool_result`` passt zu keinem ``tool_use`` der
  direkt vorigen assistant-Nachricht.
- (e) ``gemischt``: Eine user-Nachricht mit ``tool_result``-Blöcken enthält nichts anderes.
- (f) ``ergebnis_kein_string``: Der ``content`` eines ``tool_result`` ist ein String.
- (g) ``doppelte_id``: Jede ``tool_use``-id kommt im Verlauf nur einmal vor.
- (h) ``form``: Form von Nachrichten und Blöcken (Schlüssel, Typen, nichts leer); siehe
  ``form.py``.

Der Simulator lehnt alles ab, was die echte API ablehnt, und dazu einiges, was sie heute
stillschweigend annimmt. Diese Lehrregeln sind strenger als die heutige echte API
(Stand Dezember 2026: die Referenz https://platform.claude.com/docs/en/api/messages/create
und der Migrationsleitfaden
https://platform.claude.com/docs/en/about-claude/models/migration-guide):

1. Rollen müssen sich abwechseln. Die API fasst zwei Nachrichten derselben Rolle zusammen.
2. Die letzte Nachricht muss von ``user`` kommen. Die Modelle der Familie 4.6 lehnen
   ``assistant`` am Ende (Vorbefüllung) mit 400 ab; ältere Modelle nahmen es an.
3. Die erste Nachricht muss von ``user`` kommen. Ältere Fassungen der Referenz verlangten
   das ausdrücklich; die heutige nennt diese Regel nicht mehr.
4. Eine ``user``-Nachricht mit ``tool_result``-Blöcken enthält nichts anderes. Die API
   erlaubt Text *nach* den Ergebnissen (nur davor ist verboten).
5. Der ``content`` eines ``tool_result`` ist ein String und fehlt nicht. Die API erlaubt
   auch eine Liste von Blöcken oder gar keinen ``content``.
6. Der Simulator kennt nur die Blocktypen ``text``, ``tool_use`` und ``tool_result``.
   Die API kennt weitere (zum Beispiel ``image``).
"""

from ..fehler import ApiFehler
from ..texte import liste, typname
from .form import bewiesene_form, pruefe_form

API_OHNE_ERGEBNIS = (
    "messages.{index}: `tool_use` ids were found without `tool_result` blocks immediately "
    "after: {ids}. Each `tool_use` block must have a corresponding `tool_result` block in "
    "the next message."
)
API_UNERWARTETES_ERGEBNIS = (
    "messages.{index}.content.{block}: unexpected `tool_use_id` found in `tool_result` "
    "blocks: {id}. Each `tool_result` block must have a corresponding `tool_use` block in "
    "the previous message."
)
API_ERGEBNIS_NICHT_VORN = (
    "messages.{index}: Did not find {anzahl} `tool_result` block(s) at the beginning of this "
    "message. Messages following `tool_use` blocks must begin with a matching number of "
    "`tool_result` blocks."
)
API_DOPPELTE_ID = "messages.{index}.content.{block}: `tool_use` ids must be unique"


def pruefe_verlauf(messages):
    """Wirft ``ApiFehler``, wenn ``messages`` kein gültiger Verlauf für den nächsten Aufruf ist.

    So fällt jeder Verdrahtungsfehler der Schleife sofort auf, mit einer Erklärung, dem
    Index der betroffenen Nachricht und, wo es ihn gibt, dem Fehlertext der echten API.
    Gibt nichts zurück, wenn der Verlauf stimmt.

    Zuerst werden Form, Anfang und Rollenwechsel aller Nachrichten geprüft, dann die
    Tool-Wünsche und Ergebnisse, zuletzt das Ende. So meldet ein Verlauf mit zwei
    user-Nachrichten voller Ergebnisse den Rollenfehler (die echte API würde beide
    zusammenfassen), nicht ein scheinbar fehlendes Ergebnis.
    """
    pruefe_verlauf_weiter(messages, 0)


def pruefe_verlauf_weiter(messages, bewiesen):
    """``pruefe_verlauf`` für einen Aufrufer, der den Verlauf bei jedem Aufruf sieht (das Modell
    der Prüfungen von M4·02): Die ersten ``bewiesen`` Nachrichten standen unverändert schon in
    einem Verlauf, den diese Prüfung annahm. Ihre Form (Regel h, das Teuerste) gilt darum als
    bewiesen, wenn sie nur aus dicts, Listen und Texten besteht; alles andere wie dort."""
    if not isinstance(messages, list):
        raise ApiFehler(
            f"messages muss eine Liste von Nachrichten sein, nicht {typname(messages)}.",
            regel="form",
        )
    if not messages:
        raise ApiFehler(
            "Der Verlauf ist leer. Er beginnt mit der Frage als user-Nachricht.", regel="form"
        )
    verlauf = [
        (index < bewiesen and bewiesene_form(nachricht)) or pruefe_form(nachricht, index)
        for index, nachricht in enumerate(messages)
    ]
    for index, (rolle, bloecke) in enumerate(verlauf):
        if index == 0 and rolle != "user":
            raise ApiFehler(
                "Der Verlauf muss mit einer user-Nachricht beginnen (der Frage). Ein "
                'Verlauf beginnt so: [{"role": "user", "content": aufgabe}].',
                index,
                regel="anfang_ende",
            )
        if index > 0 and rolle == verlauf[index - 1][0]:
            raise ApiFehler(
                _rollen_erklaerung(rolle, bloecke, verlauf[index - 1][1]), index, regel="rollen"
            )
    gesehene_ids = set()
    offene_ids = []  # tool_use-ids der vorigen assistant-Nachricht, in Reihenfolge
    for index, (rolle, bloecke) in enumerate(verlauf):
        if rolle == "user":
            _pruefe_ergebnisse(bloecke, offene_ids, index)
            offene_ids = []
        else:
            offene_ids = _sammle_tool_ids(bloecke, gesehene_ids, index)
    if verlauf[-1][0] != "user":
        erklaerung = "Der Verlauf muss mit einer user-Nachricht enden."
        if offene_ids:
            erklaerung += (
                " Die letzte assistant-Nachricht wünscht Tools: Hänge ihre Ergebnisse als "
                "tool_result-Blöcke in einer user-Nachricht an, bevor du das Modell aufrufst."
            )
        else:
            erklaerung += (
                " Die letzte Antwort des Modells ist eine Endantwort: Die Schleife ist fertig "
                "und darf das Modell nicht noch einmal aufrufen."
            )
        raise ApiFehler(erklaerung, len(messages) - 1, regel="anfang_ende")


def _rollen_erklaerung(rolle, bloecke, vorige_bloecke):
    """Regel (a): erklärt, welcher Verdrahtungsfehler zwei gleiche Rollen hintereinander ergibt."""
    text = (
        f"Zwei {rolle}-Nachrichten folgen direkt aufeinander. Die Rollen user und assistant "
        "müssen sich abwechseln."
    )

    def hat_ergebnisse(bl):
        return any(b["type"] == "tool_result" for b in bl)

    if rolle == "assistant":
        return text + (
            " Nach jeder Antwort des Modells kommt eine user-Nachricht: die Ergebnisse der "
            "gewünschten Tools. Hast du eine Antwort doppelt angehängt?"
        )
    if hat_ergebnisse(bloecke) and hat_ergebnisse(vorige_bloecke):
        return text + (
            " Alle Ergebnisse einer Antwort gehören zusammen in eine einzige user-Nachricht "
            "(eine Liste mit allen tool_result-Blöcken), nicht jedes in eine eigene."
        )
    if hat_ergebnisse(bloecke):
        return text + (
            " Vor den Ergebnissen fehlt die Antwort des Modells. Hänge sie unverändert an: "
            '{"role": "assistant", "content": antwort["content"]}, dann die Ergebnisse.'
        )
    return text + (
        " Hast du die Antwort des Modells nicht als assistant-Nachricht angehängt, oder eine "
        "Nachricht doppelt?"
    )


def _sammle_tool_ids(bloecke, gesehene_ids, index):
    """Gibt die tool_use-ids einer assistant-Nachricht zurück; jede id nur einmal im Verlauf."""
    ids = []
    for nummer, block in enumerate(bloecke):
        if block["type"] != "tool_use":
            continue
        if block["id"] in gesehene_ids:
            raise ApiFehler(
                f"Die tool_use-id {block['id']!r} kommt im Verlauf mehrfach vor. Jede id muss "
                "eindeutig sein, sonst ist unklar, welches Ergebnis wozu gehört.",
                index,
                API_DOPPELTE_ID.format(index=index, block=nummer),
                regel="doppelte_id",
            )
        gesehene_ids.add(block["id"])
        ids.append(block["id"])
    return ids


def _pruefe_ergebnisse(bloecke, offene_ids, index):
    """Prüft eine user-Nachricht gegen die Tool-Wünsche der vorigen assistant-Nachricht."""
    ergebnisse = [(n, b) for n, b in enumerate(bloecke) if b["type"] == "tool_result"]
    for nummer, block in ergebnisse:
        if block["tool_use_id"] not in offene_ids:
            raise ApiFehler(
                f"Das tool_result mit tool_use_id {block['tool_use_id']!r} passt zu keinem "
                "tool_use-Block der direkt vorigen assistant-Nachricht. Nimm die id aus dem "
                'Block, den du ausgeführt hast (block["id"]), und hänge die assistant-Nachricht '
                "vor den Ergebnissen an.",
                index,
                API_UNERWARTETES_ERGEBNIS.format(
                    index=index, block=nummer, id=block["tool_use_id"]
                ),
                regel="unerwartetes_ergebnis",
            )
    if ergebnisse and len(ergebnisse) != len(bloecke):
        vorn = all(b["type"] == "tool_result" for b in bloecke[: len(ergebnisse)])
        streng = " (Die echte API erlaubt Text nach den Ergebnissen, der Simulator nicht.)"
        raise ApiFehler(
            "Diese user-Nachricht mischt tool_result-Blöcke mit anderen Blöcken. Schicke die "
            "Ergebnisse allein in einer Nachricht zurück, ohne Text daneben."
            + (streng if vorn else ""),
            index,
            None if vorn else API_ERGEBNIS_NICHT_VORN.format(index=index, anzahl=len(offene_ids)),
            regel="gemischt",
        )
    beantwortet = [b["tool_use_id"] for _, b in ergebnisse]
    doppelt = sorted({i for i in beantwortet if beantwortet.count(i) > 1})
    if doppelt:
        raise ApiFehler(
            f"Für die tool_use-id {liste(doppelt)} stehen mehrere tool_result-Blöcke da. "
            "Jeder Tool-Wunsch bekommt genau ein Ergebnis.",
            index,
            regel="fehlendes_ergebnis",
        )
    fehlend = [i for i in offene_ids if i not in beantwortet]
    if fehlend:
        if not ergebnisse:
            ursache = (
                "Die vorige assistant-Nachricht wünscht Tools, aber diese user-Nachricht "
                "enthält keine tool_result-Blöcke."
            )
        else:
            ursache = "Für mindestens einen Tool-Wunsch fehlt das Ergebnis."
        raise ApiFehler(
            f"{ursache} Jeder tool_use-Block braucht in der nächsten user-Nachricht genau ein "
            f"tool_result mit seiner id. Es fehlt: {liste(fehlend)}.",
            index,
            API_OHNE_ERGEBNIS.format(index=index - 1, ids=", ".join(fehlend)),
            regel="fehlendes_ergebnis",
        )
