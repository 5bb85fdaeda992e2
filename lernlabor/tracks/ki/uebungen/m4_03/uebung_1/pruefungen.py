"""Die Prüfungen von Übung 1: Tool-Wünsche ausführen und die Ergebnisse in beiden Formaten bauen.

Jede Prüfung gibt den Funktionen der Lernenden eine Antwort des Modells mit festen Fällen
(siehe ``faelle``) und vergleicht Nachricht für Nachricht. Die erste Abweichung wird gemeldet,
und wo sie zu einem bekannten Fehler passt, mit dessen Ursache.
"""

import copy
import json

from lernlabor.pruefen import (
    ausnahme_meldung,
    erste_abweichung,
    falsch,
    hole_funktion,
    kurz,
    pruefung,
    richtig,
    rufe,
    vergleich,
)

from .. import meldungen as m
from . import erzeugt
from . import faelle as f

OPENAI = ("fuehre_aus_openai", "nachricht, werkzeuge")
ANTHROPIC = ("fuehre_aus_anthropic", "content, werkzeuge")
SCHEMA = {"status", "data", "error"}


def _als_json(wert):
    return json.loads(json.dumps(wert))


def _pruefe_content(content, fall, werkstatt, wo, openai):
    """(schluessel, text) zur ersten Abweichung im content eines Ergebnisses, sonst None."""
    if not isinstance(content, str):
        return "content_typ", m.CONTENT_KEIN_STRING.format(wo=wo, typ=type(content).__name__)
    try:
        daten = json.loads(content)
    except ValueError:
        return "kein_json", m.CONTENT_KEIN_JSON.format(wo=wo, bekommen=kurz(content))
    if not isinstance(daten, dict) or set(daten) != SCHEMA:
        if isinstance(daten, dict) and "ok" in daten:
            return "schema_quelle", m.SCHEMA_DER_QUELLE.format(wo=wo, bekommen=kurz(daten))
        if fall.status == "ok" and daten == _als_json(fall.data):
            return "ohne_schema", m.OHNE_SCHEMA.format(wo=wo, bekommen=kurz(daten))
        bekommen = sorted(daten) if isinstance(daten, dict) else daten
        return "schema", m.SCHEMA_SCHLUESSEL.format(wo=wo, bekommen=kurz(bekommen))
    if daten["status"] != fall.status:
        text = m.STATUS.format(
            wo=wo,
            warum=fall.warum,
            erwartet=fall.status,
            bekommen=daten["status"],
            error=kurz(daten["error"]),
        )
        lief = fall.name in werkstatt.aufrufe
        if openai and fall.arguments is not None:
            # Ohne den Text der Lernenden: Der Wortlaut von literal_eval hängt von der Version ab.
            kurz_text = m.STATUS_OHNE_TEXT.format(
                wo=wo, warum=fall.warum, erwartet=fall.status, bekommen=daten["status"]
            )
            return "literal_eval", kurz_text + m.LITERAL_EVAL
        if openai and _soll_laufen(fall) and not lief:
            # Ohne den Text der Lernenden: Pythons TypeError-Wortlaut hängt von der Version ab.
            text = m.NICHT_GELAUFEN.format(wo=wo, bekommen=daten["status"])
            return "nicht_geparst", text + m.ARGUMENTS_NICHT_GEPARST
        if fall.status == "not_found" and daten["status"] == "error" and lief:
            return "lookup", text + m.LOOKUP_IST_NOT_FOUND
        if fall is f.UNBEKANNT and daten["status"] == "not_found":
            return "unbekannt_not_found", text + m.UNBEKANNT_NICHT_NOT_FOUND
        return f"status:{fall.status}:{daten['status']}", text
    if daten["data"] != _als_json(fall.data):
        text = m.DATA.format(wo=wo, erwartet=kurz(fall.data), bekommen=kurz(daten["data"]))
        return f"data:{fall.status}", text
    fehler = daten["error"]
    if fall.status == "ok" and fehler is not None:
        return "error_bei_ok", m.ERROR_BEI_OK.format(wo=wo, bekommen=kurz(fehler))
    if fall.status == "not_found" and fehler != fall.error:
        text = m.ERROR_TEXT.format(wo=wo, erwartet=fall.error, bekommen=kurz(fehler))
        return "error_text", text
    if fall.status == "error" and not (isinstance(fehler, str) and fall.name in fehler):
        return "ohne_name", m.FEHLER_OHNE_NAME.format(wo=wo, bekommen=kurz(fehler), name=fall.name)
    return None


def _pruefe_id(nachricht, feld, fall, faelle, wo):
    bekommen = nachricht[feld]
    if bekommen == fall.id:
        return None
    if bekommen == fall.name:
        return "id_ist_name", m.ID_IST_NAME.format(wo=wo, bekommen=bekommen, erwartet=fall.id)
    if bekommen in [anderer.id for anderer in faelle]:
        text = m.ID_REIHENFOLGE.format(wo=wo, bekommen=bekommen, erwartet=fall.id)
        return "reihenfolge", text
    return "id_falsch", m.ID_FALSCH.format(wo=wo, bekommen=kurz(bekommen), erwartet=fall.id)


def _openai(wert, faelle, werkstatt):
    if not isinstance(wert, list):
        return "keine_liste", m.OPENAI_KEINE_LISTE.format(typ=kurz(wert))
    if len(wert) != len(faelle):
        return "anzahl", m.ANZAHL_NACHRICHTEN.format(erwartet=len(faelle), bekommen=len(wert))
    for nummer, (nachricht, fall) in enumerate(zip(wert, faelle, strict=True)):
        wo = f"Nachricht {nummer} (zu {fall.id!r}, {fall.name})"
        if not isinstance(nachricht, dict):
            return "keine_nachricht", m.KEINE_NACHRICHT.format(wo=wo, bekommen=kurz(nachricht))
        if nachricht.get("role") != "tool":
            return "rolle", m.ROLLE_TOOL.format(wo=wo, bekommen=kurz(nachricht.get("role")))
        if "tool_call_id" not in nachricht:
            if "name" in nachricht:
                return "name_statt_id", m.NAME_STATT_ID.format(wo=wo)
            return "ohne_id", m.TOOL_CALL_ID_FEHLT.format(wo=wo)
        if "is_error" in nachricht:
            return "is_error_openai", m.IS_ERROR_BEI_OPENAI.format(wo=wo)
        befund = _pruefe_id(nachricht, "tool_call_id", fall, faelle, wo)
        befund = befund or _pruefe_content(nachricht.get("content"), fall, werkstatt, wo, True)
        if befund:
            return befund
    return None


def _anthropic(wert, faelle, werkstatt):
    if isinstance(wert, list) and wert and all(isinstance(n, dict) for n in wert):
        if all(n.get("role") == "user" for n in wert):
            return "einzeln", m.EINZELNE_USER_NACHRICHTEN.format(anzahl=len(wert))
        if all(n.get("type") == "tool_result" for n in wert):
            return "nur_bloecke", m.NUR_BLOECKE
    if not isinstance(wert, dict):
        return "keine_user_nachricht", m.KEINE_USER_NACHRICHT.format(bekommen=kurz(wert))
    if wert.get("role") != "user":
        return "rolle_user", m.ROLLE_USER.format(bekommen=kurz(wert.get("role")))
    content = wert.get("content")
    if not isinstance(content, list):
        return "content_liste", m.CONTENT_KEINE_LISTE.format(bekommen=kurz(content))
    if len(content) != len(faelle):
        text = m.ANZAHL_BLOECKE.format(erwartet=len(faelle), bekommen=len(content))
        return "anzahl_bloecke", text
    for nummer, (block, fall) in enumerate(zip(content, faelle, strict=True)):
        wo = f"Block {nummer} (zu {fall.id!r}, {fall.name})"
        if not isinstance(block, dict) or block.get("type") != "tool_result":
            return "kein_tool_result", m.KEIN_TOOL_RESULT.format(wo=wo, bekommen=kurz(block))
        if "tool_use_id" not in block:
            if "tool_call_id" in block:
                return "tool_call_id", m.TOOL_CALL_ID_BEI_ANTHROPIC.format(wo=wo)
            return "ohne_tool_use_id", m.TOOL_USE_ID_FEHLT.format(wo=wo)
        befund = _pruefe_id(block, "tool_use_id", fall, faelle, wo)
        befund = befund or _pruefe_content(block.get("content"), fall, werkstatt, wo, False)
        if befund:
            return befund
        markiert = block.get("is_error", False)
        if fall.status == "error" and markiert is not True:
            bekommen = kurz(markiert) if "is_error" in block else "kein is_error"
            return "is_error_fehlt", m.IS_ERROR_FEHLT.format(wo=wo, bekommen=bekommen)
        if fall.status != "error" and markiert is not False:
            text = m.IS_ERROR_NUR_ERROR.format(wo=wo, status=fall.status, bekommen=kurz(markiert))
            return "is_error_zu_oft", text
    return None


def _absturz(aufruf, werkstatt, funktion):
    """Benennt eine Exception, die aus der Funktion der Lernenden kam."""
    a = aufruf.ausnahme
    werte = {"funktion": funktion, "art": type(a).__name__, "text": a}
    if isinstance(a, json.JSONDecodeError):
        return falsch(m.ABSTURZ_JSON.format(**werte), a, "absturz_json")
    if any(a is eigene for eigene in werkstatt.ausnahmen):
        return falsch(m.ABSTURZ_TOOL.format(**werte), a, "absturz_tool")
    if isinstance(a, KeyError) and a.args == (f.UNBEKANNT.name,):
        return falsch(m.ABSTURZ_UNBEKANNT.format(**werte), a, "absturz_unbekannt")
    if isinstance(a, ValueError) and "malformed node" in str(a):
        text = ausnahme_meldung(aufruf, funktion).text + m.LITERAL_EVAL
        return falsch(text, a, "literal_eval")
    if isinstance(a, TypeError) and "must be a mapping" in str(a):
        return falsch(m.ABSTURZ_ARGUMENTS.format(**werte), a, "absturz_arguments")
    return ausnahme_meldung(aufruf, funktion)


def _soll_laufen(fall):
    return fall is not f.UNBEKANNT and (fall.arguments is None or fall.status == "ok")


def _gelaufen_soll(faelle):
    return [x.name for x in faelle if _soll_laufen(x)]


def _fall(titel, signatur, eingabe, vergleiche, *faelle):
    """Eine Prüfung: ``eingabe(*faelle)`` an die Funktion, dann ``vergleiche`` Stück für Stück."""

    @pruefung(titel)
    def pruefe(namensraum):
        funktion, fehlt = hole_funktion(namensraum, *signatur)
        if fehlt:
            return fehlt
        werkstatt = f.Werkstatt()
        original = eingabe(*faelle)
        kopie = copy.deepcopy(original)
        aufruf = rufe(funktion, kopie, werkstatt.werkzeuge())
        if aufruf.ausnahme is not None:
            return _absturz(aufruf, werkstatt, signatur[0])
        befund = vergleiche(aufruf.wert, faelle, werkstatt)
        if befund is None and kopie != original:
            stelle = erste_abweichung(original, kopie)
            bekommen = f"{stelle[0]} ist danach {kurz(stelle[2])} statt {kurz(stelle[1])}"
            text = m.EINGABE_VERAENDERT.format(funktion=signatur[0], bekommen=bekommen)
            return falsch(text, schluessel=f"{signatur[0]}:eingabe")
        if befund is None and werkstatt.aufrufe != _gelaufen_soll(faelle):
            text = m.TOOLS_GELAUFEN.format(
                erwartet=_gelaufen_soll(faelle), bekommen=werkstatt.aufrufe
            )
            befund = "gelaufen", text
        if befund:
            schluessel, text = befund
            rahmen = m.IN_FALL.format(funktion=signatur[0], titel=titel, text=text)
            return falsch(rahmen, schluessel=f"{signatur[0]}:{schluessel}")
        return richtig(f"{signatur[0]}: {titel} – stimmt.")

    return pruefe


def _bloecke(*faelle):
    return f.bloecke(*faelle, text="Ich schaue nach.")


PRUEFUNGEN = (
    _fall("OpenAI: ein Aufruf", OPENAI, f.assistant, _openai, f.PARIS),
    _fall(
        "OpenAI: drei parallele Aufrufe",
        OPENAI,
        f.assistant,
        _openai,
        f.SCHRAUBE,
        f.KASSEL,
        f.MUTTER,
    ),
    _fall("OpenAI: nicht gefunden", OPENAI, f.assistant, _openai, f.ZAHNRAD, f.MEIER),
    _fall(
        "OpenAI: Fehler werden Ergebnisse",
        OPENAI,
        f.assistant,
        _openai,
        f.DEFEKT,
        f.UNBEKANNT,
        f.KAPUTTES_JSON,
        f.MUTTER,
    ),
    _fall("OpenAI: arguments ist JSON", OPENAI, f.assistant, _openai, f.JSON_TRUE, f.PYTHON_DICT),
    _fall("Anthropic: ein Aufruf neben Text", ANTHROPIC, _bloecke, _anthropic, f.PARIS),
    _fall(
        "Anthropic: drei Aufrufe", ANTHROPIC, f.bloecke, _anthropic, f.SCHRAUBE, f.KASSEL, f.MUTTER
    ),
    _fall(
        "Anthropic: nicht gefunden und Fehler",
        ANTHROPIC,
        f.bloecke,
        _anthropic,
        f.ZAHNRAD,
        f.DEFEKT,
        f.UNBEKANNT,
        f.MEIER,
    ),
    vergleich(OPENAI[0], OPENAI[1], erzeugt.faelle_openai),
    vergleich(ANTHROPIC[0], ANTHROPIC[1], erzeugt.faelle_anthropic),
)
