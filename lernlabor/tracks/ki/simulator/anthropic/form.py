"""Regel (h) von ``pruefe_verlauf``: Form einer Nachricht und ihrer Blöcke.

Dazu gehört Regel (f), der String-``content`` eines ``tool_result``, weil er am Block hängt.
Die Hinweise nennen die typischen Verdrahtungsfehler beim Namen (ganze Antwort angehängt,
``extend`` statt ``append``, Rolle ``tool`` …), denn die sieht man in der Fehlermeldung zuerst.
"""

from ..fehler import ApiFehler
from ..texte import liste, typname

ROLLEN = ("user", "assistant")
BLOCK_FELDER = {
    "text": ({"type", "text"}, set()),
    "tool_use": ({"type", "id", "name", "input"}, set()),
    "tool_result": ({"type", "tool_use_id", "content"}, {"is_error"}),
}
ERLAUBTE_BLOECKE = {"user": ("text", "tool_result"), "assistant": ("text", "tool_use")}
RICHTIG = '{"role": "assistant", "content": antwort["content"]}'


def pruefe_form(nachricht, index):
    """Prüft eine Nachricht auf ihre Form und gibt Rolle und Blockliste zurück."""
    if not isinstance(nachricht, dict):
        raise ApiFehler(_kein_dict_hinweis(nachricht), index)
    # Die übliche Nachricht, genau role und content, braucht die Mengen unten nicht.
    ueblich = type(nachricht) is dict and len(nachricht) == 2 and "role" in nachricht
    ueblich = ueblich and "content" in nachricht
    fehlend = () if ueblich else {"role", "content"} - nachricht.keys()
    if fehlend:
        raise ApiFehler(
            f"Der Nachricht {_fehlt(fehlend)}.{_fehlend_hinweis(nachricht)}",
            index,
        )
    rolle = nachricht["role"]
    if not isinstance(rolle, str) or rolle not in ROLLEN:
        raise ApiFehler(_rollen_hinweis(rolle), index)
    fremd = () if ueblich else nachricht.keys() - {"role", "content"}
    if fremd:
        hinweis = ""
        if "usage" in fremd:  # die Antwort hat selbst role und content
            hinweis = (
                f" Du hast wohl die ganze Antwort des Modells angehängt. Richtig ist {RICHTIG}."
            )
        raise ApiFehler(
            f"Unbekannter Schlüssel {liste(fremd)} in der Nachricht. Erlaubt sind nur role "
            f"und content.{hinweis}",
            index,
        )
    content = nachricht["content"]
    if isinstance(content, str):
        if not content.strip():
            hinweis = ""
            if rolle == "assistant":
                hinweis = (
                    " Hast du nur den Text der Antwort angehängt? Die tool_use-Blöcke gehören "
                    f"mit in den Verlauf: {RICHTIG}."
                )
            raise ApiFehler(f"Der content der Nachricht ist leer.{hinweis}", index)
        return rolle, [{"type": "text", "text": content}]
    if not isinstance(content, list):
        raise ApiFehler(
            f"content muss ein String oder eine Liste von Blöcken sein, nicht "
            f"{typname(content)}.{_content_hinweis(content)}",
            index,
        )
    if not content:
        raise ApiFehler("Der content der Nachricht ist eine leere Liste.", index)
    for nummer, block in enumerate(content):
        _pruefe_block(block, rolle, index, nummer)
    return rolle, content


def bewiesene_form(nachricht):
    """Rolle und Blockliste, wie ``pruefe_form`` sie gäbe, für eine Nachricht, die es schon
    einmal angenommen hat (``pruefe_verlauf_weiter``); ``None``, wenn Nachricht, content oder
    ein Block nicht genau dict, Text oder Liste ist: Dann prüft ``pruefe_form`` noch einmal."""
    if type(nachricht) is not dict:
        return None
    content = nachricht["content"]
    if type(content) is str:
        return nachricht["role"], [{"type": "text", "text": content}]
    if type(content) is not list or any(type(block) is not dict for block in content):
        return None
    return nachricht["role"], content


def _fehlt(namen):
    if len(namen) == 1:
        return f"fehlt der Schlüssel {liste(namen)}"
    return f"fehlen die Schlüssel {liste(namen)}"


def _kein_dict_hinweis(nachricht):
    text = f"Eine Nachricht ist ein dict mit role und content, nicht {typname(nachricht)}."
    if isinstance(nachricht, list):
        text += (
            f' Hast du antwort["content"] direkt angehängt? Eine Nachricht sieht so aus: {RICHTIG}.'
        )
    return text


def _fehlend_hinweis(nachricht):
    if "usage" in nachricht:
        return f" Du hast wohl die ganze Antwort des Modells angehängt. Richtig ist {RICHTIG}."
    if "type" in nachricht:
        return (
            " Das sieht aus wie ein Block, nicht wie eine Nachricht. Hast du extend statt "
            f"append benutzt? Richtig ist messages.append({RICHTIG})."
        )
    return ' Eine Nachricht sieht so aus: {"role": "user", "content": "…"}.'


def _content_hinweis(content):
    if isinstance(content, dict) and "usage" in content:
        return f' Nimm antwort["content"], nicht die ganze Antwort: {RICHTIG}.'
    if isinstance(content, dict) and "type" in content:
        return " Auch ein einzelner Block steht in einer Liste: [block]."
    return ""


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
        hinweis = ' Ein Block ist ein dict mit type, etwa {"type": "text", "text": "…"}.'
        if isinstance(block, list):
            hinweis = (
                ' Eine Liste in der Liste: Nimm antwort["content"] direkt, nicht '
                '[antwort["content"]].'
            )
        raise ApiFehler(f"{ort} ist kein dict, sondern {typname(block)}.{hinweis}", index)
    typ = block.get("type")
    if not isinstance(typ, str) or typ not in BLOCK_FELDER:
        hinweis = ""
        if "usage" in block:
            hinweis = f' Das ist die ganze Antwort; nimm antwort["content"]: {RICHTIG}.'
        raise ApiFehler(
            f"{ort} hat den unbekannten Typ {typ!r}. Der Simulator kennt text, tool_use und "
            f"tool_result.{hinweis}",
            index,
        )
    if typ not in ERLAUBTE_BLOECKE[rolle]:
        raise ApiFehler(
            f"Ein {typ}-Block gehört nicht in eine {rolle}-Nachricht. tool_use kommt vom "
            "Modell (assistant), tool_result von dir (user).",
            index,
        )
    pflicht, frei = BLOCK_FELDER[typ]
    if type(block) is dict and (block.keys() == pflicht or block.keys() == pflicht | frei):
        fehlend = fremd = ()  # der übliche Block, ohne die Mengen (ein Drittel der Zeit)
    else:
        fehlend = pflicht - block.keys()
        fremd = block.keys() - pflicht - frei
    if typ == "tool_result" and fehlend == {"content"}:
        raise ApiFehler(
            f"{ort}: Dem tool_result fehlt content. Der Simulator verlangt das Ergebnis als "
            "String (die echte API erlaubt ein Ergebnis ohne content).",
            index,
            regel="ergebnis_kein_string",
        )
    if fehlend:
        statt = f" (dafür steht {liste(fremd)} da)" if fremd else ""
        raise ApiFehler(f"{ort}: Dem {typ}-Block {_fehlt(fehlend)}{statt}.", index)
    if fremd:
        raise ApiFehler(f"{ort}: Unbekannter Schlüssel {liste(fremd)} im {typ}-Block.", index)
    if typ == "text":
        _pruefe_text(block, ort, index)
    elif typ == "tool_use":
        _pruefe_tool_use(block, ort, index)
    else:
        _pruefe_tool_result(block, ort, index)


def _pruefe_text(block, ort, index):
    if not isinstance(block["text"], str):
        raise ApiFehler(
            f"{ort}: text im text-Block muss ein String sein, nicht {typname(block['text'])}.",
            index,
        )
    if not block["text"].strip():
        raise ApiFehler(f"{ort}: Ein text-Block braucht nicht-leeren Text.", index)


def _pruefe_tool_use(block, ort, index):
    for feld in ("id", "name"):
        if not (isinstance(block[feld], str) and block[feld]):
            raise ApiFehler(
                f"{ort}: {feld} im tool_use-Block muss ein nicht-leerer String sein, nicht "
                f"{block[feld]!r:.40}.",
                index,
            )
    if not isinstance(block["input"], dict):
        raise ApiFehler(
            f"{ort}: input im tool_use-Block muss ein dict sein, nicht {typname(block['input'])}.",
            index,
        )


def _pruefe_tool_result(block, ort, index):
    if not (isinstance(block["tool_use_id"], str) and block["tool_use_id"]):
        raise ApiFehler(
            f'{ort}: tool_use_id muss die id des tool_use-Blocks sein (block["id"], ein '
            f"String), nicht {block['tool_use_id']!r:.40}.",
            index,
        )
    content = block["content"]
    if not isinstance(content, str):
        hinweis = "Wandle das Ergebnis um, etwa mit str() oder json.dumps()."
        if isinstance(content, list):
            hinweis = (
                "Die echte API erlaubt hier auch eine Liste von Blöcken, der Simulator verlangt "
                "einen String. " + hinweis
            )
        raise ApiFehler(
            f"{ort}: content im tool_result ist {typname(content)}, muss aber ein String "
            f"sein. {hinweis}",
            index,
            regel="ergebnis_kein_string",
        )
    if "is_error" in block and not isinstance(block["is_error"], bool):
        raise ApiFehler(
            f"{ort}: is_error muss True oder False sein, nicht {block['is_error']!r:.40}.", index
        )
