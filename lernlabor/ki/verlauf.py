"""Prüfung des Nachrichtenverlaufs, so streng wie eine echte Messages-API – und etwas strenger.

Der Simulator lehnt alles ab, was die echte API ablehnt, und dazu einiges, was sie heute
stillschweigend annimmt. Diese Lehrregeln sind strenger als die heutige echte API
(Stand November 2026, Details bitte prüfen):

1. Rollen müssen sich abwechseln. Die API fasst zwei Nachrichten derselben Rolle zusammen.
2. Die letzte Nachricht muss von ``user`` kommen. Die API erlaubt ``assistant`` am Ende
   (Vorbefüllung, manche neueren Modelle lehnen sie ab).
3. Die erste Nachricht muss von ``user`` kommen. Ältere API-Versionen verlangten das
   ausdrücklich, ob die heutige es noch tut, bitte prüfen.
4. Eine ``user``-Nachricht mit ``tool_result``-Blöcken enthält nichts anderes. Die API
   erlaubt Text *nach* den Ergebnissen (nur davor ist verboten).
5. Der ``content`` eines ``tool_result`` ist ein String und fehlt nicht. Die API erlaubt
   auch eine Liste von Blöcken oder gar keinen ``content``.
6. Der Simulator kennt nur die Blocktypen ``text``, ``tool_use`` und ``tool_result``.
   Die API kennt weitere (zum Beispiel ``image``).
"""

from .fehler import ApiFehler

ROLLEN = ("user", "assistant")
BLOCK_FELDER = {
    "text": ({"type", "text"}, set()),
    "tool_use": ({"type", "id", "name", "input"}, set()),
    "tool_result": ({"type", "tool_use_id", "content"}, {"is_error"}),
}
ERLAUBTE_BLOECKE = {"user": ("text", "tool_result"), "assistant": ("text", "tool_use")}

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
    """
    if not isinstance(messages, list):
        raise ApiFehler(
            f"messages muss eine Liste von Nachrichten sein, nicht {_typname(messages)}.",
            regel="form",
        )
    if not messages:
        raise ApiFehler(
            "Der Verlauf ist leer. Er beginnt mit der Frage als user-Nachricht.",
            api_text="messages: at least one message is required",
            regel="form",
        )
    gesehene_ids = set()
    offene_ids = []  # tool_use-ids der vorigen assistant-Nachricht, in Reihenfolge
    for index, nachricht in enumerate(messages):
        rolle, bloecke = _pruefe_form(nachricht, index)
        if index == 0 and rolle != "user":
            raise ApiFehler(
                "Der Verlauf muss mit einer user-Nachricht beginnen (der Frage).",
                index,
                regel="anfang_ende",
            )
        if index > 0 and rolle == messages[index - 1]["role"]:
            raise ApiFehler(
                f"Zwei {rolle}-Nachrichten folgen direkt aufeinander. Die Rollen user und "
                "assistant müssen sich abwechseln. Hast du die Antwort des Modells nicht als "
                "assistant-Nachricht angehängt, oder eine Nachricht doppelt?",
                index,
                regel="rollen",
            )
        if rolle == "user":
            _pruefe_ergebnisse(bloecke, offene_ids, index)
            offene_ids = []
        else:
            offene_ids = _sammle_tool_ids(bloecke, gesehene_ids, index)
    if messages[-1]["role"] != "user":
        erklaerung = "Der Verlauf muss mit einer user-Nachricht enden."
        if offene_ids:
            erklaerung += (
                " Die letzte assistant-Nachricht wünscht Tools: Hänge ihre Ergebnisse als "
                "tool_result-Blöcke in einer user-Nachricht an, bevor du das Modell aufrufst."
            )
        else:
            erklaerung += " Die Antwort des Modells ist eine Endantwort, die Schleife ist fertig."
        raise ApiFehler(erklaerung, len(messages) - 1, regel="anfang_ende")


def _typname(wert):
    return type(wert).__name__


def _pruefe_form(nachricht, index):
    """Prüft eine Nachricht auf ihre Form und gibt Rolle und Blockliste zurück."""
    if not isinstance(nachricht, dict):
        raise ApiFehler(
            f"Eine Nachricht ist ein dict mit role und content, nicht {_typname(nachricht)}.",
            index,
        )
    fehlend = {"role", "content"} - nachricht.keys()
    if fehlend:
        raise ApiFehler(f"Der Nachricht fehlt der Schlüssel {_liste(fehlend)}.", index)
    fremd = nachricht.keys() - {"role", "content"}
    if fremd:
        raise ApiFehler(
            f"Unbekannter Schlüssel {_liste(fremd)} in der Nachricht. Erlaubt sind nur role "
            "und content.",
            index,
        )
    rolle = nachricht["role"]
    if rolle not in ROLLEN:
        raise ApiFehler(_rollen_hinweis(rolle), index)
    content = nachricht["content"]
    if isinstance(content, str):
        if not content.strip():
            raise ApiFehler("Der content der Nachricht ist leer.", index)
        return rolle, [{"type": "text", "text": content}]
    if not isinstance(content, list):
        raise ApiFehler(
            f"content muss ein String oder eine Liste von Blöcken sein, nicht {_typname(content)}.",
            index,
        )
    if not content:
        raise ApiFehler("Der content der Nachricht ist eine leere Liste.", index)
    for nummer, block in enumerate(content):
        _pruefe_block(block, rolle, index, nummer)
    return rolle, content


def _rollen_hinweis(rolle):
    if rolle == "system":
        return (
            'Die Rolle "system" gibt es in messages nicht. Der System-Prompt ist ein eigener '
            "Parameter des Aufrufs."
        )
    if rolle == "tool":
        return (
            'Die Rolle "tool" ist das Format von OpenAI. Hier gehen Tool-Ergebnisse als '
            "tool_result-Blöcke in einer user-Nachricht zurück."
        )
    return f"Unbekannte Rolle {rolle!r}. Erlaubt sind 'user' und 'assistant'."


def _pruefe_block(block, rolle, index, nummer):
    ort = f"Block {nummer} der Nachricht"
    if not isinstance(block, dict):
        raise ApiFehler(
            f"{ort} ist kein dict, sondern {_typname(block)}. Hängst du ein ganzes Antwort-dict "
            'an statt antwort["content"]?',
            index,
        )
    typ = block.get("type")
    if typ not in BLOCK_FELDER:
        raise ApiFehler(
            f"{ort} hat den unbekannten Typ {typ!r}. Der Simulator kennt text, tool_use und "
            "tool_result.",
            index,
        )
    if typ not in ERLAUBTE_BLOECKE[rolle]:
        raise ApiFehler(
            f"Ein {typ}-Block gehört nicht in eine {rolle}-Nachricht. tool_use kommt vom "
            "Modell (assistant), tool_result von dir (user).",
            index,
        )
    pflicht, frei = BLOCK_FELDER[typ]
    fehlend = pflicht - block.keys()
    if typ == "tool_result" and fehlend == {"content"}:
        raise ApiFehler(
            f"{ort}: Dem tool_result fehlt content. Der Simulator verlangt das Ergebnis als "
            "String.",
            index,
            regel="ergebnis_kein_string",
        )
    if fehlend:
        raise ApiFehler(f"{ort}: Dem {typ}-Block fehlt {_liste(fehlend)}.", index)
    fremd = block.keys() - pflicht - frei
    if fremd:
        raise ApiFehler(f"{ort}: Unbekannter Schlüssel {_liste(fremd)} im {typ}-Block.", index)
    if typ == "text" and not (isinstance(block["text"], str) and block["text"].strip()):
        raise ApiFehler(f"{ort}: Ein text-Block braucht nicht-leeren Text.", index)
    if typ == "tool_use":
        _pruefe_tool_use(block, ort, index)
    if typ == "tool_result":
        _pruefe_tool_result(block, ort, index)


def _pruefe_tool_use(block, ort, index):
    for feld in ("id", "name"):
        if not (isinstance(block[feld], str) and block[feld]):
            raise ApiFehler(
                f"{ort}: {feld} im tool_use-Block muss ein nicht-leerer String sein.", index
            )
    if not isinstance(block["input"], dict):
        raise ApiFehler(f"{ort}: input im tool_use-Block muss ein dict sein.", index)


def _pruefe_tool_result(block, ort, index):
    if not (isinstance(block["tool_use_id"], str) and block["tool_use_id"]):
        raise ApiFehler(
            f"{ort}: tool_use_id muss die id des tool_use-Blocks sein (ein String).", index
        )
    if not isinstance(block["content"], str):
        raise ApiFehler(
            f"{ort}: content im tool_result ist {_typname(block['content'])}, muss aber ein "
            "String sein. Wandle das Ergebnis um, etwa mit str() oder json.dumps().",
            index,
            regel="ergebnis_kein_string",
        )
    if "is_error" in block and not isinstance(block["is_error"], bool):
        raise ApiFehler(f"{ort}: is_error muss True oder False sein.", index)


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
        raise ApiFehler(
            "Diese user-Nachricht mischt tool_result-Blöcke mit anderen Blöcken. Schicke die "
            "Ergebnisse allein in einer Nachricht zurück.",
            index,
            None if vorn else API_ERGEBNIS_NICHT_VORN.format(index=index, anzahl=len(offene_ids)),
            regel="gemischt",
        )
    beantwortet = [b["tool_use_id"] for _, b in ergebnisse]
    doppelt = sorted({i for i in beantwortet if beantwortet.count(i) > 1})
    if doppelt:
        raise ApiFehler(
            f"Für die tool_use-id {_liste(doppelt)} stehen mehrere tool_result-Blöcke da. "
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
            f"tool_result mit seiner id. Es fehlt: {_liste(fehlend)}.",
            index,
            API_OHNE_ERGEBNIS.format(index=index - 1, ids=", ".join(fehlend)),
            regel="fehlendes_ergebnis",
        )


def _liste(namen):
    return ", ".join(repr(n) for n in sorted(namen))
