"""Prüfung eines Verlaufs im OpenAI-Format (Chat Completions), so streng wie die echte API.

Die Regeln und ihr Name in ``ApiFehler.regel``:

- ``fehlendes_ergebnis``: Auf eine assistant-Nachricht mit ``tool_calls`` folgt für jede
  ihrer ids eine ``tool``-Nachricht, bevor eine andere Nachricht kommt oder der Verlauf endet.
  ``index`` ist die assistant-Nachricht.
- ``unerwartetes_ergebnis``: Eine ``tool``-Nachricht beantwortet einen Aufruf der nächsten
  assistant-Nachricht mit ``tool_calls`` davor, dazwischen stehen nur ``tool``-Nachrichten,
  und jeder Aufruf wird nur einmal beantwortet.
- ``ohne_tool_call_id``: Jede ``tool``-Nachricht hat ``tool_call_id``.
- ``content_typ``: ``content`` ist ein String oder eine Liste von Textteilen.
- ``ohne_content``: ``content`` fehlt oder ist ``None`` (nur bei einer assistant-Nachricht
  mit ``tool_calls`` erlaubt).
- ``argumente_kein_string``: ``function.arguments`` eines Aufrufs ist ein String.
- ``argumente_kein_json``: dieser String ist ein JSON-Objekt.
- ``doppelte_id``: Jede id eines Aufrufs kommt im Verlauf nur einmal vor.
- ``custom_aufruf``: Ein Aufruf in ``tool_calls`` ruft kein custom-Tool auf (Lehrregel 5).
- ``form``: alles Übrige an der Form (keine Liste, leer, kein dict, unbekannte Rolle,
  Aufbau von ``tool_calls``); siehe ``form_openai.py``.

Zuerst wird die Form aller Nachrichten geprüft, dann die Reihenfolge, wie bei der echten API.

Lehrregeln, strenger als die echte API (Stand Dezember 2026, verglichen mit der Referenz
https://developers.openai.com/api/reference/resources/chat/subresources/completions/methods/create):

1. ``arguments`` muss ein JSON-Objekt in String-Form sein. Die API nimmt jeden String an.
2. Jede id eines Aufrufs kommt im Verlauf nur einmal vor. Die API vergibt sie ohnehin nur
   einmal; ob sie doppelte ids in einem selbst gebauten Verlauf ablehnt, ist nicht belegt.
3. ``content`` als Liste enthält nur Textteile ``{"type": "text", "text": …}``. Die API
   kennt weitere (Bilder, Audio, Dateien, ``refusal``).
4. Die Rolle ``function`` (und damit der alte Weg über ``function_call``) wird abgelehnt.
   Die API nimmt sie als veraltete Form noch an.
5. Aufrufe eines custom-Tools (``{"id": …, "type": "custom", "custom": {"name": …,
   "input": <Freitext>}}``) werden abgelehnt. Die API kennt sie neben den function-Tools
   (Stand Dezember 2026: https://developers.openai.com/api/docs/guides/function-calling#custom-tools
   und der Typ ``ChatCompletionMessageCustomToolCall`` im SDK ``openai``); der Simulator
   lehrt nur function-Tools.

Angenommen, aber nicht gelehrt: ein Schlüssel ``name`` an einer ``tool``-Nachricht. Er gehört
nicht zum Format, die API duldete ihn 2026 aber. Ebenso bleiben andere zusätzliche Schlüssel
unbeachtet, wie bei der heutigen API. Wie die API verlangt der Simulator keinen Rollenwechsel
und keine bestimmte erste oder letzte Rolle.
"""

from ..fehler import ApiFehler
from ..texte import liste, typname
from .form import NACHRICHT, TOOL_NACHRICHT, pruefe_form_openai

API_OHNE_ANTWORT = (
    "An assistant message with 'tool_calls' must be followed by tool messages responding to "
    "each 'tool_call_id'. The following tool_call_ids did not have response messages: {ids}"
)
API_OHNE_AUFRUF = (
    "Invalid parameter: messages with role 'tool' must be a response to a preceeding message "
    "with 'tool_calls'."
)  # "preceeding" (sic): so schreibt es die echte API


def pruefe_verlauf_openai(messages):
    """Wirft ``ApiFehler``, wenn ``messages`` kein gültiger Verlauf für Chat Completions ist.

    Das Gegenstück zu ``pruefe_verlauf`` für das OpenAI-Format: Jeder Verdrahtungsfehler der
    Schleife fällt sofort auf, mit deutscher Erklärung, dem Index der Nachricht, einem
    stabilen Regelnamen und, wo es ihn gibt, dem englischen Fehlertext der echten API.
    Gibt nichts zurück, wenn der Verlauf stimmt, und ändert ``messages`` nicht.
    """
    if not isinstance(messages, list):
        raise ApiFehler(
            f"messages muss eine Liste von Nachrichten sein, nicht {typname(messages)}."
        )
    if not messages:
        raise ApiFehler(
            'Der Verlauf ist leer. Er beginnt mit der Frage: [{"role": "user", "content": '
            "aufgabe}]."
        )
    verlauf = [pruefe_form_openai(messages, index) for index in range(len(messages))]
    gesehen = {}  # id -> Index der assistant-Nachricht, die sie vergab
    beantwortet = {}  # id -> Index der tool-Nachricht mit der Antwort
    offen_bei = None  # Index der assistant-Nachricht, deren Aufrufe gerade beantwortet werden
    offen = []
    for index, (rolle, ids) in enumerate(verlauf):
        if rolle == "tool":
            _pruefe_antwort(messages, index, offen_bei, offen, gesehen, beantwortet)
            continue
        if offen:
            raise _fehlende_antwort(messages, offen_bei, offen, index)
        offen_bei = index if ids else None
        offen = list(ids)
        for nummer, i in enumerate(ids):
            if i in gesehen or i in ids[:nummer]:
                raise ApiFehler(
                    f"Die id {i!r} eines Aufrufs kommt im Verlauf mehrfach vor. Jede id muss "
                    "eindeutig sein, sonst ist unklar, welche tool-Nachricht wozu gehört. (Die "
                    "echte API vergibt jede id nur einmal; der Simulator prüft das.)",
                    index,
                    regel="doppelte_id",
                )
            gesehen[i] = index
    if offen:
        raise _fehlende_antwort(messages, offen_bei, offen, None)


def _pruefe_antwort(messages, index, offen_bei, offen, gesehen, beantwortet):
    """Regel ``unerwartetes_ergebnis`` für die tool-Nachricht ``messages[index]``."""
    i = messages[index]["tool_call_id"]
    if offen_bei is not None and i in offen:
        offen.remove(i)
        beantwortet[i] = index
        return
    if i in beantwortet:
        ursache = (
            f"Der Aufruf {i!r} ist schon in messages[{beantwortet[i]}] beantwortet. Jeder Aufruf "
            "bekommt genau eine tool-Nachricht; hängst du die Ergebnisse doppelt an?"
        )
    elif not gesehen:
        ursache = (
            "Vor dieser tool-Nachricht steht keine assistant-Nachricht mit tool_calls. Hänge "
            f"zuerst die Antwort des Modells unverändert an ({NACHRICHT}), dann die Ergebnisse."
        )
    elif offen_bei is None:
        ursache = (
            "Zwischen der assistant-Nachricht mit den tool_calls und dieser tool-Nachricht steht "
            "eine andere Nachricht. Die tool-Nachrichten folgen direkt auf den Tool-Wunsch."
        )
    else:
        wuensche = messages[offen_bei]["tool_calls"]
        ursache = (
            f"Die tool_call_id {i!r} passt zu keinem Aufruf der assistant-Nachricht "
            f"messages[{offen_bei}] (ihre ids: {liste(a['id'] for a in wuensche)}). Nimm die id "
            'des Aufrufs, den du ausgeführt hast: aufruf["id"].'
        )
    raise ApiFehler(ursache, index, API_OHNE_AUFRUF, regel="unerwartetes_ergebnis")


def _fehlende_antwort(messages, offen_bei, offen, naechste):
    """Regel ``fehlendes_ergebnis``: der Fehler für die unbeantworteten ids ``offen``."""
    if naechste is None:
        ursache = "Der Verlauf endet, bevor alle Aufrufe beantwortet sind."
    else:
        rolle = messages[naechste]["role"]
        ursache = f"Vorher kommt schon messages[{naechste}] mit der Rolle {rolle!r}."
    erklaerung = (
        "Die assistant-Nachricht wünscht Tools, aber für "
        f"{liste(offen)} folgt keine tool-Nachricht. {ursache} Hänge direkt nach dem Wunsch je "
        f"Aufruf eine eigene Nachricht an: {TOOL_NACHRICHT}."
    )
    return ApiFehler(
        erklaerung,
        offen_bei,
        API_OHNE_ANTWORT.format(ids=", ".join(offen)),
        regel="fehlendes_ergebnis",
    )
