"""Was die Verträge von Übung 1 und 3 teilen: Regeln über Ereignisse, kaputte ``arguments``,
wann ein Wunsch kein Tool aufruft und was in einem ``content`` steht (in Worten, wenn es nicht
das Schema aus Übung 1 ist).
"""

import json

from lernlabor.pruefen.pruefhilfen import kurz
from lernlabor.pruefen.vertrag import EREIGNISSE, Regel

SCHEMA = {"status", "data", "error"}  # die Felder eines Ergebnisses
KEIN_JSON = ('{"stadt": "Paris"', "{'stadt': 'Paris'}", "")  # kein JSON (das zweite ist Python)
NICHT_OBJEKT = ("null", "[]", "0")  # gültiges JSON, aber kein Objekt: kein Tool läuft
# Fast JSON, aber json.loads (ohne Optionen) lehnt es ab: Wer repariert (literal_eval, ein
# Ersatz der Anführungszeichen, ein Komma weg, strict=False), ruft ein Tool auf.
FAST = (
    "{'artikel': 'Mutter'}",
    '{"artikel": "Mutter",}',
    '{artikel: "Mutter"}',
    '{"artikel": "Mut\tter"}',  # ein echter Tabulator im String
)
# Ein Text mit über 13.000 Zeichen, mehr als im Beispiel in Schritt 5: str(fehler) kürzt niemand,
# auch nicht erst ab 6000 oder 8000 Zeichen (Runde 35: ein Text mit fast 6000 ließ das durch).
LANGER_TEXT = ", ".join(f"Fach {n}" for n in range(1, 1300))
# str(fehler) mit geschweiften Klammern: Wer den fertigen Text mit str.format baut, ändert ihn.
# Je eine Art auch für sich, denn "{}" neben "{0}" lässt jedes format scheitern (Runde 29 und 30:
# Wer den Fehler von format fängt, ließ den ersten Text heil): format(name) ändert "{0}", auch
# format() ändert "{{".
KLAMMERN = ("Feld {} fehlt {0}", "Wert {0} fehlt", "Menge {{5}}")


def regel(nummer, text, stelle=None, prueft=(EREIGNISSE,), **mehr):
    """Eine Regel über die Ereignisse eines Laufs; ``stelle`` ist die Art ihrer Ereignisse."""
    return Regel(nummer, text, prueft=prueft, stelle=stelle, **mehr)


def ohne_tool(name, arguments, bekannt):
    """Warum ein Wunsch kein Tool aufruft, sondern ein Ergebnis mit "error" bekommt (kaputtes
    JSON, kein Objekt, ein Name, den ``bekannt`` nicht enthält), oder ``None``."""
    try:
        args = json.loads(arguments)
    except ValueError:
        return "arguments kein JSON"
    if not isinstance(args, dict):
        return "arguments kein JSON-Objekt"
    return None if name in bekannt else "unbekanntes Tool"


def zeige_text(wert):
    """Ein Feld, das ein String sein muss; die Meldung zeigt, wenn es keiner ist."""
    if isinstance(wert, str):
        return wert
    return f"kein String, sondern {type(wert).__name__}: {kurz(wert)}"


def zeige_lang(text):
    """Ein Text für die Meldung; ein langer (``LANGER_TEXT``) gekürzt, mit seiner Länge."""
    return repr(text) if len(text) < 200 else f"{kurz(text)}, {len(text)} Zeichen lang"


def lies(content):
    """``(daten, schema, None)`` für einen JSON-Text: ``daten`` geparst, ``schema`` wahr bei
    genau den Feldern des Schemas. Sonst ``(None, False, was content stattdessen ist)``, auch
    für ein Schema mit Feldern zu viel."""
    if not isinstance(content, str):
        return None, False, zeige_text(content)
    try:
        daten = json.loads(content)
    except ValueError as fehler:
        # Endet der Text mitten im JSON, ist er oft gekürzt (Runde 27: „kein JSON“ allein
        # zeigte das bei 4000 Zeichen nicht).
        stelle, grund = getattr(fehler, "pos", -1), getattr(fehler, "msg", "")
        mitten = content.strip() and (stelle >= len(content) or grund.startswith("Unterminated"))
        was = f"kein JSON, bricht nach {len(content)} Zeichen mitten im JSON ab (gekürzt?)"
        return None, False, f"{was if mitten else 'kein JSON'}: „{content}“"  # ohne repr
    if isinstance(daten, dict) and SCHEMA < set(daten):
        fremd = ", ".join(sorted(map(str, set(daten) - SCHEMA)))
        return None, False, f"das Schema mit Feldern, die nicht hineingehören: {fremd}"
    return daten, isinstance(daten, dict) and set(daten) == SCHEMA, None
