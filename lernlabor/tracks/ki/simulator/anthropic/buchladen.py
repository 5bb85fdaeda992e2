"""Der Buchladen von Übung 3: Katalog, erfundene Kurse und ein Modell, das nach Regeln handelt."""

import json
import math
import re

from .modell import _AnthropicModell

KATALOG = [
    {"titel": "Python für Einsteiger", "preis": 24.9, "waehrung": "EUR"},
    {"titel": "Agenten bauen mit Python", "preis": 32.0, "waehrung": "USD"},
    {"titel": "Das Istanbul-Kochbuch", "preis": 640.0, "waehrung": "TRY"},
    {"titel": "Der Tee-Atlas", "preis": 18.5, "waehrung": "GBP"},
    {"titel": "Tokio zu Fuß", "preis": 2400.0, "waehrung": "JPY"},
]

# Erfundene Testkurse: Euro je Einheit der Währung. Keine echten Wechselkurse!
KURSE = {"USD": 0.9, "GBP": 1.2, "TRY": 0.025, "CHF": 1.1}

_STICHWORT = re.compile(r"[‘'\"„“‚»«]([^‘’'\"„“”‚‘»«]+)[’'\"“”‘»«]")


class RegelModell(_AnthropicModell):
    """Entscheidet wie ein Agent anhand der Tool-Ergebnisse, was als Nächstes kommt.

    Auf die Frage „Was kostet das Buch zu ‘stichwort’ in Euro?“ ruft es
    ``suche_buch(stichwort)``, dann ``wechselkurs(waehrung)``, wenn der Preis nicht in
    EUR ist, und antwortet mit dem Preis in Euro. Nach einem Ergebnis mit ``is_error``
    antwortet es, dass es nichts gefunden hat.
    """

    def _antworte(self, messages):
        letzte = messages[-1]["content"]
        if isinstance(letzte, list) and letzte[-1]["type"] == "text":
            letzte = " ".join(b["text"] for b in letzte)  # die Frage als Liste von Textblöcken
        if isinstance(letzte, str):
            stichwort = _STICHWORT.search(letzte)
            if stichwort is None:
                return _text("Ich brauche ein Stichwort in Anführungszeichen, etwa ‘Python’.")
            return self._wunsch("suche_buch", {"stichwort": stichwort.group(1)})
        ergebnis = letzte[-1]
        if ergebnis.get("is_error"):
            return _text(f"Dazu habe ich nichts gefunden ({ergebnis['content']}).")
        werkzeug = _name_des_wunsches(messages, ergebnis["tool_use_id"])
        if werkzeug == "suche_buch":
            buch = _als_buch(ergebnis["content"])
            if buch is None:
                return _text(
                    f"Mit dem Ergebnis von suche_buch kann ich nichts anfangen: "
                    f"{ergebnis['content']!r:.120}"
                )
            if buch["waehrung"] == "EUR":
                return _text(f"„{buch['titel']}“ kostet {_euro(buch['preis'])}.")
            return self._wunsch("wechselkurs", {"waehrung": buch["waehrung"]})
        if werkzeug == "wechselkurs":
            buch = _als_buch(_letztes_ergebnis(messages, "suche_buch"))
            if buch is None:
                return _text("Ich habe einen Wechselkurs, aber kein Buch dazu gefunden.")
            try:
                kurs = float(ergebnis["content"])
            except ValueError:
                kurs = math.nan
            if not (math.isfinite(kurs) and kurs > 0):
                return _text(f"Den Wechselkurs {ergebnis['content']!r:.60} verstehe ich nicht.")
            return _text(
                f"„{buch['titel']}“ kostet {_betrag(buch['preis'])} {buch['waehrung']}, "
                f"das sind {_euro(buch['preis'] * kurs)}."
            )
        return _text(f"Das Tool {werkzeug!r} kenne ich nicht, ich habe nichts gefunden.")

    def _wunsch(self, name, eingabe):
        return [
            {
                "type": "tool_use",
                "id": f"toolu_{self.aufrufe + 1:02d}_{name}",
                "name": name,
                "input": eingabe,
            }
        ]


def _text(text):
    return [{"type": "text", "text": text}]


def _betrag(betrag):
    """Deutsche Schreibweise mit Dezimalkomma: 32.0 wird "32,00"."""
    return f"{betrag:.2f}".replace(".", ",")


def _euro(betrag):
    return f"{_betrag(betrag)} Euro"


def _name_des_wunsches(messages, tool_use_id):
    for block in messages[-2]["content"]:
        if block["type"] == "tool_use" and block["id"] == tool_use_id:
            return block["name"]
    return None


def _letztes_ergebnis(messages, werkzeug):
    """Inhalt des letzten Ergebnisses von ``werkzeug`` im Verlauf."""
    for index in range(len(messages) - 1, 0, -1):
        for block in messages[index]["content"]:
            if (
                isinstance(block, dict)
                and block.get("type") == "tool_result"
                and (_name_des_wunsches(messages[: index + 1], block["tool_use_id"]) == werkzeug)
            ):
                return block["content"]
    return None


def _als_buch(content):
    try:
        buch = json.loads(content)
    except (TypeError, ValueError):
        return None
    if isinstance(buch, dict) and {"titel", "preis", "waehrung"} <= buch.keys():
        preis = buch["preis"]
        if isinstance(preis, int | float) and not isinstance(preis, bool):
            return buch
    return None
