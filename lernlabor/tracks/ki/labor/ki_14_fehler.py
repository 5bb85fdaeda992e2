"""Fehler und Meldungen, die ki_14 (beide echten Betriebsarten) und ki_15 teilen.

Eigenes Modul, damit ``ki_14_anbindung`` (Anthropic) und ``ki_14_openai`` beide davon
lesen, ohne einander zu importieren.
"""

import os
import sys
from pathlib import Path


class AgentFehler(Exception):
    """Ein erwarteter Fehler (Netz, HTTP, Antwort): wird eine deutsche Meldung und Exit-Code 1."""


def kurz(wert, laenge=120):
    """Kurzform eines Werts für Meldungen, damit Müll vom Server die Ausgabe nicht flutet."""
    if isinstance(wert, bytes):
        wert = wert.decode("utf-8", "replace")
    text = " ".join((wert if isinstance(wert, str) else repr(wert)).split())
    return repr(text[:laenge] + ("…" if len(text) > laenge else ""))


HILFE = ("--hilfe", "--help", "-h")


def hilfe_text(doc, datei):
    """Der Docstring eines Skripts fürs Terminal: ohne doppelte Backticks, und mit dem Aufruf,
    der zum Ort der Datei passt (die heruntergeladene Datei liegt allein, ohne Repository)."""
    text = doc.strip().replace("``", "")
    pfad = Path(datei).resolve()
    if pfad.parent.match("lernlabor/tracks/ki/labor"):
        return text
    text = text.replace("Start im Wurzelordner des Projekts", "Start im Ordner dieser Datei")
    return text.replace(
        f"uv run python lernlabor/tracks/ki/labor/{pfad.name}", f"python3 {pfad.name}"
    )


def fuehre_aus(arbeit, fehler):
    """Ruft ``arbeit()`` auf und macht aus Ergebnis oder Fehler den Exit-Code.

    ki_14 und ki_15 enden so gleich: ein erwarteter Fehler wird „Fehler: …“ (1), Strg+C 130,
    alles andere eine kurze Meldung ohne Traceback (1); ein Lauf, der nicht fertig wurde, 3.
    """
    try:
        ergebnis = arbeit()
    except AgentFehler as meldung:
        fehler(f"Fehler: {meldung}")
        return 1
    except KeyboardInterrupt:
        fehler("Abgebrochen (Strg+C).")
        return 130
    except BrokenPipeError:
        # Der Leser hat die Pipe geschlossen (etwa | head): still enden wie andere Werkzeuge,
        # auch beim letzten flush von Python.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except Exception as unerwartet:  # noqa: BLE001 – lieber eine Meldung als ein Traceback
        fehler(f"Unerwarteter Fehler ({type(unerwartet).__name__}): {kurz(str(unerwartet))}")
        return 1
    return 0 if ergebnis["grund"] == "fertig" else 3


def http_meldung(status, wo, name_schluessel, detail="", ziel=None):
    """Deutsche Meldung zu einem HTTP-Status, gemeinsam für beide echten Betriebsarten."""
    if 300 <= status < 400:
        text = (
            f"Die Adresse {wo} leitet weiter (HTTP {status}, Ziel: {ziel or 'unbekannt'}). "
            "Das Skript folgt keiner Weiterleitung, damit dein Schlüssel nicht an eine andere "
            "Adresse geht. Trage die richtige Adresse direkt ein."
        )
    elif status == 401:
        text = f"Der Schlüssel wurde abgelehnt (HTTP 401). Prüfe {name_schluessel}: vollständig?"
    elif status == 403:
        text = f"Zugriff verweigert (HTTP 403). Darf {name_schluessel} dieses Modell nutzen?"
    elif status == 404:
        text = f"Nicht gefunden (HTTP 404) bei {wo}. Stimmen Adresse und Modellname?"
    elif status == 429:
        text = "Zu viele Anfragen oder Kontingent erschöpft (HTTP 429). Warte und versuche es neu."
    elif status == 529 or "overloaded" in detail.lower():
        text = f"Die API ist überlastet (HTTP {status}). Versuche es in ein paar Minuten neu."
    elif status >= 500:
        text = f"Serverfehler beim Anbieter (HTTP {status}). Versuche es später neu."
    else:
        text = f"Die Anfrage wurde abgelehnt (HTTP {status}) von {wo}."
    return text + (f" Der Server meldet: {kurz(detail, 200)}" if detail else "")


def zeit_meldung(wo, zeitlimit):
    """Meldung, wenn der Server innerhalb des Zeitlimits nicht antwortet (beide Modi)."""
    return (
        f"Keine Antwort von {wo} innerhalb von {zeitlimit:g} Sekunden. Hängt der Server? "
        "Mehr Geduld gibt LERNLABOR_ZEITLIMIT (Sekunden)."
    )


def abbruch_meldung(wo, ursache):
    """Meldung, wenn die Verbindung stand, aber kein gültiges HTTP zurückkam (beide Modi)."""
    return (
        f"Die Verbindung zu {wo} brach ab, oder die Antwort war kein gültiges HTTP ({ursache}). "
        "Spricht dort wirklich eine Modell-API?"
    )


def netz_meldung(wo, variable):
    """Meldung, wenn gar keine Verbindung zustande kommt (beide Modi)."""
    return f"Keine Verbindung zu {wo}. Bist du online, und stimmt die Adresse ({variable})?"
