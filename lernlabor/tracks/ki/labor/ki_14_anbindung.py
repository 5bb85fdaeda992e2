"""Anbindung von ``ki_14_echter_agent.py`` an echte Modelle: Wahl der Betriebsart, Anthropic SDK.

Hier stehen die Wahl der Betriebsart und der Anthropic-Modus; der OpenAI-kompatible Modus steht
in ``ki_14_openai.py``, die Fehlermeldungen beider in ``ki_14_fehler.py``. Das Paket
``anthropic`` und ``urllib.request`` werden erst beim echten Aufruf importiert, so lädt das
Modul auch in Pyodide. Jede Antwort kommt in der Form des Anthropic-SDK zurück (``content`` mit
Blöcken, ``usage.input_tokens`` und ``usage.output_tokens``), damit die Schleife nur eine Form
kennt.
"""

import warnings

from lernlabor.tracks.ki.labor.ki_14_fehler import (
    AgentFehler,
    abbruch_meldung,
    http_meldung,
    kurz,
    netz_meldung,
    zeit_meldung,
)

# Die Quelle nennt claude-sonnet-4-5; Anthropic hat es am 30. November 2026 abgeschaltet.
# Sonnet 4.6 wird im Dezember 2026 als älteres Modell weiter angeboten, zum Preis von
# PREIS_JE_1K; tests/test_m4_02_seite.py fällt auf, sobald das SDK es als abgekündigt führt.
STANDARD_MODELL = "claude-sonnet-4-6"
STANDARD_HINWEIS = "Standard; ob es noch aktuell ist, sagt der Anbieter"
MAX_WIEDERHOLUNGEN = 2  # so oft wiederholt das SDK 429, 529 und 5xx, mit Wartezeit
ZEITLIMIT = 60.0  # Sekunden je Anfrage; LERNLABOR_ZEITLIMIT ändert es
INSTALLATION = "uv add anthropic"
LOKAL = ("127.0.0.1", "localhost", "::1")  # hier darf http:// sein: nichts verlässt den Rechner


def schluessel(umgebung):
    """Alle gesetzten Schlüssel: Sie werden vor jeder Ausgabe geschwärzt (ab 4 Zeichen)."""
    werte = (umgebung.get("ANTHROPIC_API_KEY"), umgebung.get("LLM_API_KEY"))
    return [w for w in werte if w and len(w) >= 4]


def waehle_modell(umgebung, system, tools, hinweis):
    """Wählt die Betriebsart nach der Umgebung (Regeln im Docstring des Skripts).

    Gibt ``(modell, beschreibung)`` zurück; ``modell`` ist ``None`` für den Trockenlauf.
    ``hinweis`` bekommt Hinweise, die den Lauf nicht aufhalten (etwa: Paket fehlt).
    """
    llm = {n: umgebung.get(n) for n in ("LLM_BASE_URL", "LLM_API_KEY", "LLM_MODEL")}
    zeitlimit = _zeitlimit(umgebung.get("LERNLABOR_ZEITLIMIT"))
    if umgebung.get("ANTHROPIC_API_KEY"):
        if any(llm.values()):
            hinweis(
                "Hinweis: ANTHROPIC_API_KEY ist gesetzt und hat Vorrang, LLM_* bleiben unbenutzt."
            )
        try:
            import anthropic
        except ImportError:
            hinweis(
                "Hinweis: ANTHROPIC_API_KEY ist gesetzt, aber das Paket anthropic ist nicht "
                "installiert. Es gehört nicht zum Lernlabor; installiere es nur nach Rückfrage "
                f"mit: {INSTALLATION}. Weiter im Trockenlauf."
            )
            return None, "Trockenlauf (Simulator, kein Netz, keine Kosten)"
        name = umgebung.get("LERNLABOR_MODELL") or STANDARD_MODELL
        wo = umgebung.get("ANTHROPIC_BASE_URL") or "https://api.anthropic.com"
        standard = "" if umgebung.get("LERNLABOR_MODELL") else f" ({STANDARD_HINWEIS})"
        _warne_bei_klartext(wo, "ANTHROPIC_BASE_URL", hinweis)
        return _anthropic_modell(anthropic, name, wo, zeitlimit, system, tools, hinweis), (
            f"echte Anthropic Messages API ({wo}), Modell {name}{standard}. Das kostet Geld."
        )
    if all(llm.values()):
        basis = llm["LLM_BASE_URL"]
        if not basis.startswith(("http://", "https://")):
            raise AgentFehler(f"LLM_BASE_URL muss mit https:// beginnen, nicht {kurz(basis)}.")
        wo = basis.rstrip("/") + "/chat/completions"
        _warne_bei_klartext(wo, "LLM_BASE_URL", hinweis)
        from lernlabor.tracks.ki.labor.ki_14_openai import openai_modell  # erst hier: urllib

        modell = openai_modell(wo, llm["LLM_API_KEY"], llm["LLM_MODEL"], zeitlimit, system, tools)
        return modell, f"OpenAI-kompatibel ({wo}), Modell {llm['LLM_MODEL']}. Das kostet Geld."
    if any(llm.values()):
        fehlt = ", ".join(n for n, w in llm.items() if not w)
        hinweis(
            f"Hinweis: Für den OpenAI-kompatiblen Modus fehlt noch {fehlt}. Weiter im Trockenlauf."
        )
    return None, "Trockenlauf (Simulator, kein Netz, keine Kosten)"


def _warne_bei_klartext(wo, variable, hinweis):
    """http:// zu einem fremden Rechner schickt den Schlüssel lesbar durchs Netz."""
    from urllib.parse import urlsplit  # nur Textverarbeitung, kein Netz

    if urlsplit(wo).scheme == "http" and urlsplit(wo).hostname not in LOKAL:
        hinweis(
            f"Hinweis: {variable} beginnt mit http://, der Schlüssel geht unverschlüsselt "
            "durchs Netz. Nimm https://, wenn der Anbieter es anbietet."
        )


def _zeitlimit(text):
    if not text:
        return ZEITLIMIT
    try:
        wert = float(text)
    except ValueError:
        wert = 0
    if not 0 < wert <= 3600:  # unendlich nähme die Netzbibliothek nicht
        raise AgentFehler(
            "LERNLABOR_ZEITLIMIT muss eine Zahl über 0 und höchstens 3600 sein (Sekunden), "
            f"nicht {kurz(text)}."
        )
    return wert


def _anthropic_modell(anthropic, name, wo, zeitlimit, system, tools, hinweis):
    """Ruft die Messages API über das SDK; ohne Weiterleitungen, mit Zeitlimit.

    Warnt das SDK, dass das Modell abgekündigt ist, wird daraus ein Hinweis: Sonst sähe man
    die Warnung nie, denn Python zeigt DeprecationWarnings aus Modulen nicht an.
    """
    client = anthropic.Anthropic(
        max_retries=MAX_WIEDERHOLUNGEN,
        timeout=zeitlimit,
        http_client=anthropic.DefaultHttpxClient(follow_redirects=False),
    )
    gemeldet = set()  # jede Warnung nur einmal, nicht bei jedem Schritt

    def modell(messages):
        with warnings.catch_warnings(record=True) as warnungen:
            warnings.simplefilter("always", DeprecationWarning)
            try:
                return client.messages.create(
                    model=name, max_tokens=1024, system=system, tools=tools, messages=messages
                )
            finally:
                for warnung in warnungen:
                    text = str(warnung.message).splitlines()[0]
                    if warnung.category is DeprecationWarning and text not in gemeldet:
                        gemeldet.add(text)
                        hinweis(
                            f"Hinweis: Das SDK warnt: {text} Wähle mit LERNLABOR_MODELL ein "
                            "aktuelles Modell (Liste beim Anbieter)."
                        )

    def mit_meldungen(messages):
        try:
            antwort = modell(messages)
        except anthropic.APITimeoutError:
            raise AgentFehler(zeit_meldung(wo, zeitlimit)) from None
        except anthropic.APIConnectionError as fehler:
            ursache = type(fehler.__cause__).__name__
            if ursache in ("ConnectError", "ConnectTimeout", "UnsupportedProtocol"):
                raise AgentFehler(netz_meldung(wo, "ANTHROPIC_BASE_URL")) from None
            raise AgentFehler(abbruch_meldung(wo, ursache)) from None
        except anthropic.APIStatusError as fehler:
            detail = fehler.api_message or ""
            ziel = fehler.response.headers.get("location")
            text = http_meldung(fehler.status_code, wo, "ANTHROPIC_API_KEY", detail, ziel)
            if fehler.status_code == 404:
                text += f" Das Modell ({name}) wählst du mit LERNLABOR_MODELL."
            if fehler.status_code == 429 or fehler.status_code >= 500:
                text += f" (Das SDK hat es schon {MAX_WIEDERHOLUNGEN}-mal wiederholt.)"
            raise AgentFehler(text) from None
        except (anthropic.APIError, ValueError):
            raise AgentFehler(
                f"Die Antwort von {wo} ist kein gültiges JSON der Messages API."
            ) from None
        if isinstance(antwort, str | bytes | list | dict):  # kein JSON-Objekt einer Nachricht
            raise AgentFehler(
                f"Die Antwort von {wo} ist keine Nachricht der Messages API (Anfang: "
                f"{kurz(antwort, 80)}). Stimmt ANTHROPIC_BASE_URL?"
            )
        return antwort

    return mit_meldungen
