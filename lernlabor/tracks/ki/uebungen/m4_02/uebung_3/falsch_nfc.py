"""Regel 1: Du setzt ein Zeichen und ein Trema dahinter zu einem Buchstaben zusammen (etwa
mit `unicodedata.normalize`). Lass das weg: Vergleiche `stichwort.lower()` mit
`titel.lower()`.
"""

import unicodedata


def _nfc(text):
    return unicodedata.normalize("NFC", text).lower()


def suche_buch(stichwort):
    for eintrag in KATALOG:
        if _nfc(stichwort) in _nfc(eintrag["titel"]):
            return eintrag
    raise ValueError(f"Kein Buch zu {stichwort!r}")


def wechselkurs(waehrung):
    if waehrung not in KURSE:
        raise ValueError(f"Kein Kurs für {waehrung!r}")
    return KURSE[waehrung]


def schrittfolge(messages):
    return [
        b["name"]
        for n in messages
        if n["role"] == "assistant"
        for b in n["content"]
        if b["type"] == "tool_use"
    ]


def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    if any(b["type"] == "tool_use" for b in letzte["content"]):
        return "budget"
    return "fertig"
