"""Der gemeinsame Rahmen der simulierten Modelle, für beide API-Formate.

Verlauf prüfen, Aufrufe zählen, usage schätzen, Kopien liefern: das tun das
Anthropic- und das OpenAI-Modell gleich; nur Form und Antworten unterscheiden sich.
"""

import json

MAX_AUFRUFE = 20
# Feste Werte für die Felder der echten Antwort, damit Ausgaben der Lektionen gleich bleiben.
MODELLNAME = "simulator"
ERSTELLT = 1_796_083_200  # 1. Dezember 2026, 00:00 UTC, als Unix-Zeit wie "created" bei OpenAI


def schaetze_tokens(obj):
    """Schätzt die Tokenzahl von ``obj``: ein Viertel der Länge von ``json.dumps(obj)``.

    Gerundet wird nach oben, denn ein angefangenes Viertel kostet schon ein Token:
    68 Zeichen ergeben 17, 69 bis 72 Zeichen ergeben 18. ``json.dumps`` läuft mit den
    Standardeinstellungen, Umlaute zählen also als ``\\u00fc`` (6 Zeichen). Das ist
    keine echte Token-Zählung, zeigt aber dasselbe Verhalten: längerer Verlauf, mehr Input.
    """
    try:
        laenge = len(json.dumps(obj))
    except (TypeError, ValueError) as fehler:
        raise TypeError(
            f"schaetze_tokens braucht JSON-fähige Daten (dict, list, str, Zahlen): {fehler}"
        ) from None
    return -(-laenge // 4)


class _Modell:
    """Gemeinsamer Rahmen beider Formate: Aufrufe zählen und begrenzen, Verläufe sammeln."""

    def __init__(self, max_aufrufe=MAX_AUFRUFE):
        if isinstance(max_aufrufe, bool) or not isinstance(max_aufrufe, int) or max_aufrufe < 1:
            raise ValueError(f"max_aufrufe muss eine ganze Zahl ab 1 sein, nicht {max_aufrufe!r}.")
        self.max_aufrufe = max_aufrufe
        self.aufrufe = 0  # beantwortete Aufrufe
        self.abgelehnt = 0  # Aufrufe, die mit ApiFehler endeten
        self.verlaeufe = []  # Kopie jedes beantworteten Verlaufs, für Prüfungen und Tests

    def _limit_text(self):
        text = (
            f"Das Modell wurde schon {self.max_aufrufe}-mal aufgerufen. Läuft die Schleife "
            "endlos? Begrenze sie mit einem Schrittlimit (max_schritte)."
        )
        if self.abgelehnt:
            text += (
                f" {self.abgelehnt} dieser Aufrufe endeten mit ApiFehler: Fängt ein "
                "except Exception den Fehler ab und ruft das Modell einfach erneut auf?"
            )
        return text

    def _antworte(self, messages):
        raise NotImplementedError
