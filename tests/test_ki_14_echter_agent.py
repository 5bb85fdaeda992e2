"""Tests der lokalen Zusatzübung ``lernlabor/tracks/ki/labor/ki_14_echter_agent.py``.

Das Skript läuft hier meist als eigener Prozess, wie bei Lernenden: Dann zählen Exit-Code,
stdout und stderr. Echte Modelle spielen falsche Server auf 127.0.0.1 (``tests/falsche_server``),
für den Anthropic-Modus mit dem echten Paket ``anthropic`` (Dev-Abhängigkeit). Jeder Lauf prüft
nebenbei: Kein Schlüssel erscheint in der Ausgabe, und es gibt keinen rohen Traceback.
"""

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from lernlabor.tracks.ki.labor import ki_14_echter_agent as agent
from tests.falsche_server import Antwort, FalscherServer, RoherServer, json_antwort
from tests.falsche_server.agenten import (
    AnthropicAgent,
    OpenAIAgent,
    anthropic_fehler,
    chat_antwort,
    nachricht,
    roh,
)
from tests.vorgeladen import starte_vorgeladen

ROOT = Path(__file__).resolve().parent.parent
SKRIPT = ROOT / "lernlabor" / "tracks" / "ki" / "labor" / "ki_14_echter_agent.py"
SCHLUESSEL = "sk-ant-test-GEHEIM-4711-abcdefgh"
LLM_SCHLUESSEL = "llm-test-GEHEIM-0815-zyxwvu"
MODELL = "claude-testmodell"
LLM_MODELL = "test/chat-modell"
EIGENE_VARIABLEN = ("ANTHROPIC_", "LLM_", "LERNLABOR_")
# Ohne Anthropic-SDK: ``import anthropic`` schlägt fehl, wie auf einem frischen Rechner.
OHNE_ANTHROPIC = (
    "import runpy, sys; sys.modules['anthropic'] = None; sys.argv = sys.argv[1:]; "
    "runpy.run_path(sys.argv[0], run_name='__main__')"
)


def saubere_umgebung(**extra):
    """Die Umgebung ohne Schlüssel und Proxys des Rechners, plus ``extra``."""
    umgebung = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(EIGENE_VARIABLEN) and "proxy" not in k.lower()
    }
    umgebung["NO_PROXY"] = "127.0.0.1,localhost"
    return umgebung | extra


def pruefe_dicht(stdout, stderr):
    """Kein Schlüssel in der Ausgabe, kein Traceback: Das gilt für jeden Lauf."""
    for geheim in (SCHLUESSEL, LLM_SCHLUESSEL):
        assert geheim not in stdout + stderr
    assert "Traceback" not in stderr


def starte(umgebung=None, argumente=(), vorlauf=None, befehl=None, neuer_prozess=False):
    """Startet das Skript wie die Lektion (im Ordner lernlabor) und prüft die Dichtheit.

    Ein gewöhnlicher Lauf kommt aus dem Forkserver mit den SDKs (tests/vorgeladen.py); mit
    ``vorlauf``, ``befehl`` oder ``neuer_prozess`` startet ein ganz neuer Python-Prozess.
    """
    env = saubere_umgebung(**(umgebung or {}))
    if befehl is None and vorlauf is None and not neuer_prozess:
        lauf = starte_vorgeladen(SKRIPT, argumente, env, ROOT, timeout=120)
    else:
        if befehl is None:
            kopf = [sys.executable] if vorlauf is None else [sys.executable, "-c", vorlauf]
            befehl = [*kopf, str(SKRIPT), *argumente]
        lauf = subprocess.run(
            befehl, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
        )
    pruefe_dicht(lauf.stdout, lauf.stderr)
    return lauf


def anthropic_umgebung(server, **extra):
    return {
        "ANTHROPIC_API_KEY": SCHLUESSEL,
        "ANTHROPIC_BASE_URL": server.url,
        "LERNLABOR_MODELL": MODELL,
    } | extra


def llm_umgebung(server, **extra):
    return {
        "LLM_BASE_URL": server.url + "/v1",
        "LLM_API_KEY": LLM_SCHLUESSEL,
        "LLM_MODEL": LLM_MODELL,
    } | extra


def freier_port():
    """Ein Port, an dem garantiert niemand lauscht (gebunden, dann wieder frei)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# --- Trockenlauf ---------------------------------------------------------------------------


def test_trockenlauf_braucht_drei_modellaufrufe_und_rechnet_aus_den_tools():
    zeilen = []
    ergebnis = agent.trockenlauf(ausgabe=zeilen.append)
    assert ergebnis["modellaufrufe"] == 3
    assert ergebnis["grund"] == "fertig"
    schritte = [[t["name"] for t in e["tools"]] for e in ergebnis["protokoll"]]
    assert schritte == [["suche_dokumente"], ["wechselkurs"], []]
    assert ergebnis["protokoll"][1]["tools"][0]["eingabe"] == {"waehrung": "CHF"}
    # Die Endantwort kommt aus den Tool-Ergebnissen: 240 CHF mal Testkurs.
    euro = f"{240 * agent.TESTKURSE['CHF']:.2f}".replace(".", ",")
    assert ergebnis["antwort"] == f"Die Hotelrechnung beträgt 240 CHF, das sind {euro} Euro."
    eingaben = [e["input_tokens"] for e in ergebnis["protokoll"]]
    assert eingaben == sorted(eingaben) and len(set(eingaben)) == 3, "Input wächst je Schritt"
    assert zeilen[0] == f"Aufgabe: {agent.AUFGABE}"
    assert zeilen[-2] == "Modellaufrufe: 3"


def test_pruefung_der_uebung_liest_die_zahl_hier():
    # So ruft die Prüfung der Zusatzübung (aufgabe = 3) das Modul auf.
    assert agent.trockenlauf(ausgabe=lambda *a, **k: None)["modellaufrufe"] == 3


def test_skript_zeigt_protokoll_jedes_schritts():
    lauf = starte()
    assert lauf.returncode == 0, lauf.stderr
    assert lauf.stderr == ""
    zeilen = lauf.stdout.splitlines()
    assert zeilen[0] == "Betriebsart: Trockenlauf (Simulator, kein Netz, keine Kosten)"
    erwartet = agent.trockenlauf(ausgabe=lambda *a: None)
    for eintrag in erwartet["protokoll"]:
        kopf = (
            f"Schritt {eintrag['schritt']}: input_tokens {eintrag['input_tokens']}, "
            f"output_tokens {eintrag['output_tokens']}"
        )
        assert kopf in zeilen
    assert '  Tool: suche_dokumente({"suchbegriff": "Hotelrechnung Zürich"})' in zeilen
    assert '  Tool: wechselkurs({"waehrung": "CHF"})' in zeilen
    assert "  Ergebnis: 1.05" in zeilen
    assert f"  Endantwort: {erwartet['antwort']}" in zeilen
    assert "Modellaufrufe: 3" in zeilen


def test_lektionsbefehl_mit_uv(missing_tool):
    uv = shutil.which("uv")
    if uv is None:
        missing_tool("uv fehlt")
    lauf = starte(befehl=[uv, "run", "python", "lernlabor/tracks/ki/labor/ki_14_echter_agent.py"])
    assert lauf.returncode == 0, lauf.stderr
    assert "Modellaufrufe: 3" in lauf.stdout


def test_import_ohne_nebenwirkungen():
    code = (
        "import sys; import lernlabor.tracks.ki.labor.ki_14_echter_agent as m; "
        "print(sorted({'anthropic', 'urllib.request', 'http.client'} & set(sys.modules)))"
    )
    lauf = starte(befehl=[sys.executable, "-c", code])
    assert (lauf.returncode, lauf.stdout, lauf.stderr) == (0, "[]\n", "")


def test_trockenlauf_erzwingen_trotz_schluessel():
    with FalscherServer(lambda n, a: json_antwort({})) as server:
        lauf = starte(anthropic_umgebung(server), ["--trockenlauf"])
    assert lauf.returncode == 0 and "Modellaufrufe: 3" in lauf.stdout
    assert server.anfragen == []


def test_unbekannte_option():
    lauf = starte(argumente=["--echt"])
    assert lauf.returncode == 2
    assert "Unbekannter Aufruf '--echt'. Erlaubt sind nur --trockenlauf und --hilfe." in (
        lauf.stderr
    )


@pytest.mark.parametrize("schalter", ["--hilfe", "--help", "-h"])
def test_hilfe_zeigt_den_docstring_ohne_backticks_und_startet_nichts(schalter):
    with FalscherServer(lambda n, a: json_antwort({})) as server:
        lauf = starte(anthropic_umgebung(server), [schalter])
    assert (lauf.returncode, lauf.stderr) == (0, "")
    assert lauf.stdout.startswith("Zusatzübung M4·02 (lokal)") and "``" not in lauf.stdout
    assert "uv run python lernlabor/tracks/ki/labor/ki_14_echter_agent.py" in lauf.stdout
    assert "Betriebsart:" not in lauf.stdout and server.anfragen == []


# --- MAX_SCHRITTE ----------------------------------------------------------------------------


def test_max_schritte_bricht_mit_warnung_ab():
    aufrufe = []

    def stur(messages):
        aufrufe.append(len(messages))
        return agent.Simulator()([{"role": "user", "content": agent.AUFGABE}])

    zeilen, warnungen = [], []
    ergebnis = agent.lauf(stur, zeilen.append, warnungen.append)
    assert ergebnis["grund"] == "max_schritte" and ergebnis["antwort"] is None
    assert ergebnis["modellaufrufe"] == len(aufrufe) == agent.MAX_SCHRITTE
    assert warnungen == [
        f"Warnung: MAX_SCHRITTE ({agent.MAX_SCHRITTE}) erreicht, das Modell hat keine "
        "Endantwort gegeben. Der Lauf wurde abgebrochen, damit er nicht endlos Kosten verursacht."
    ]


def test_max_schritte_gegen_server_der_nie_fertig_wird():
    def immer_suchen(nummer, anfrage):
        funktion = {"name": "suche_dokumente", "arguments": '{"suchbegriff": "Boston"}'}
        aufruf = {"id": f"call_{nummer}", "type": "function", "function": funktion}
        return json_antwort(chat_antwort({"role": "assistant", "tool_calls": [aufruf]}))

    with FalscherServer(immer_suchen) as server:
        lauf = starte(llm_umgebung(server))
    assert lauf.returncode == 3
    assert f"MAX_SCHRITTE ({agent.MAX_SCHRITTE}) erreicht" in lauf.stderr
    assert len(server.anfragen) == agent.MAX_SCHRITTE


# --- Anthropic-Modus mit dem echten SDK ---------------------------------------------------


def test_anthropic_rundlauf_mit_zwei_tools():
    with FalscherServer(AnthropicAgent(SCHLUESSEL, MODELL)) as server:
        lauf = starte(anthropic_umgebung(server))
    assert lauf.returncode == 0, lauf.stderr
    assert len(server.anfragen) == 3
    assert f"Betriebsart: echte Anthropic Messages API ({server.url}), Modell {MODELL}" in (
        lauf.stdout
    )
    euro = 240 * agent.TESTKURSE["CHF"]
    assert f"  Endantwort: Laut Dokument 240 CHF, mit Testkurs {euro:.2f} Euro." in lauf.stdout
    for schritt in (1, 2, 3):
        assert f"Schritt {schritt}: input_tokens {1000 + 100 * schritt}, output_tokens" in (
            lauf.stdout
        )
    assert "  Text: Ich schaue nach." in lauf.stdout
    assert "Modellaufrufe: 3" in lauf.stdout
    # Die zweite Anfrage trägt das Ergebnis zur id, die der Server vergeben hat.
    zweite = server.anfragen[1].daten["messages"]
    assert zweite[-1]["content"][0]["tool_use_id"] == "toolu_test_1"


def test_anthropic_standardmodell_ist_markiert(monkeypatch, capsys):
    with FalscherServer(AnthropicAgent(SCHLUESSEL, "claude-sonnet-4-6")) as server:
        umgebung = anthropic_umgebung(server)
        del umgebung["LERNLABOR_MODELL"]
        code, stdout, stderr = im_prozess(monkeypatch, capsys, umgebung)
    assert code == 0, stderr
    assert "Modell claude-sonnet-4-6 (Standard; ob es noch aktuell ist, sagt der Anbieter)" in (
        stdout
    )


def test_standardmodell_ist_im_gesperrten_sdk_nicht_abgekuendigt():
    from anthropic._data import DEPRECATED_MODELS

    from lernlabor.tracks.ki.labor.ki_14_anbindung import STANDARD_MODELL

    assert STANDARD_MODELL not in DEPRECATED_MODELS, DEPRECATED_MODELS.get(STANDARD_MODELL)


def test_anthropic_abkuendigung_wird_ein_hinweis(monkeypatch, capsys):
    from anthropic._data import DEPRECATED_MODELS  # die Liste des installierten SDK

    modell = sorted(DEPRECATED_MODELS)[0]
    with FalscherServer(AnthropicAgent(SCHLUESSEL, modell)) as server:
        umgebung = anthropic_umgebung(server, LERNLABOR_MODELL=modell)
        code, stdout, stderr = im_prozess(monkeypatch, capsys, umgebung)
    assert code == 0, stderr
    hinweise = [z for z in stderr.splitlines() if z.startswith("Hinweis: Das SDK warnt:")]
    assert len(hinweise) == 1, "einmal, nicht bei jedem der drei Schritte"
    assert f"The model '{modell}' is deprecated" in hinweise[0]
    assert hinweise[0].endswith(
        "Wähle mit LERNLABOR_MODELL ein aktuelles Modell (Liste beim Anbieter)."
    )


@pytest.mark.parametrize(
    ("antwort", "anfragen", "meldung"),
    [
        (
            anthropic_fehler(401, "authentication_error", "invalid x-api-key"),
            1,
            "Fehler: Der Schlüssel wurde abgelehnt (HTTP 401). Prüfe ANTHROPIC_API_KEY",
        ),
        (
            anthropic_fehler(429, "rate_limit_error", "Too many", **{"retry-after-ms": "1"}),
            3,
            "Zu viele Anfragen oder Kontingent erschöpft (HTTP 429).",
        ),
        (
            anthropic_fehler(529, "overloaded_error", "Overloaded", **{"retry-after-ms": "1"}),
            3,
            "Die API ist überlastet (HTTP 529).",
        ),
    ],
    ids=["401", "429", "529"],
)
def test_anthropic_http_fehler(antwort, anfragen, meldung):
    with FalscherServer(lambda n, a: antwort) as server:
        lauf = starte(anthropic_umgebung(server))
    assert lauf.returncode == 1
    assert meldung in lauf.stderr
    assert len(server.anfragen) == anfragen, "429 und 529 wiederholt das SDK zweimal"
    assert "Modellaufrufe" not in lauf.stdout


# Je Art: der falsche Server (oder keiner), die Umgebung zu ihm und die Argumente.
ARTEN = {
    "trockenlauf": (None, lambda server: {}, ()),
    "falscher aufruf": (None, lambda server: {}, ("--echt",)),
    "anthropic": (lambda: AnthropicAgent(SCHLUESSEL, MODELL), anthropic_umgebung, ()),
    "anthropic 401": (
        lambda: lambda n, a: anthropic_fehler(401, "authentication_error", "invalid x-api-key"),
        anthropic_umgebung,
        (),
    ),
    "llm": (lambda: OpenAIAgent(LLM_SCHLUESSEL, LLM_MODELL), llm_umgebung, ()),
}


@pytest.mark.parametrize("art", ARTEN)
def test_lauf_aus_dem_forkserver_gleicht_einem_neuen_prozess(art):
    """Die Abkürzung der Tests (tests/vorgeladen.py) ändert nichts am Ergebnis eines Laufs."""
    agent_, umgebung, argumente = ARTEN[art]
    laeufe = []
    for neu in (True, False):  # je Lauf ein frischer Server: er zählt seine Anfragen
        if agent_ is None:
            lauf, adresse = starte(umgebung(None), argumente, neuer_prozess=neu), None
        else:
            with FalscherServer(agent_()) as server:
                lauf, adresse = starte(umgebung(server), argumente, neuer_prozess=neu), server.url
        ausgaben = [lauf.stdout, lauf.stderr]
        if adresse:  # der Port ist je Server ein anderer
            ausgaben = [text.replace(adresse, "SERVER") for text in ausgaben]
        laeufe.append((lauf.returncode, *ausgaben))
    assert laeufe[0] == laeufe[1]
    assert laeufe[0][1] or laeufe[0][2], "ein Lauf ohne jede Ausgabe vergleicht nichts"


def test_anthropic_paket_fehlt():
    with FalscherServer(lambda n, a: json_antwort({})) as server:
        lauf = starte(anthropic_umgebung(server), vorlauf=OHNE_ANTHROPIC)
    assert lauf.returncode == 0, lauf.stderr
    assert "das Paket anthropic ist nicht installiert" in lauf.stderr
    assert "uv add anthropic" in lauf.stderr
    assert "Betriebsart: Trockenlauf" in lauf.stdout and "Modellaufrufe: 3" in lauf.stdout
    assert server.anfragen == []


def test_schluessel_bleibt_geheim_auch_wenn_der_server_ihn_zurueckschickt(capsys):
    def plaudernd(nummer, anfrage):
        kopf = anfrage.kopfzeilen
        geheim = kopf.get("X-Api-Key") or kopf.get("Authorization", "").removeprefix("Bearer ")
        assert geheim == SCHLUESSEL
        text = f"Dein Schlüssel ist {geheim}."
        if nummer == 1:
            return json_antwort(nachricht([{"type": "text", "text": text}]))
        return anthropic_fehler(400, "invalid_request_error", text)

    with FalscherServer(plaudernd) as server:
        lauf = starte(anthropic_umgebung(server))
        assert "  Endantwort: Dein Schlüssel ist ***." in lauf.stdout
        # Die Fehlermeldung des Servers: im selben Prozess, das spart einen SDK-Import.
        with pytest.MonkeyPatch.context() as monkeypatch:
            code, _, stderr = im_prozess(monkeypatch, capsys, anthropic_umgebung(server))
    assert code == 1
    assert "Der Server meldet: 'Dein Schlüssel ist ***.'" in stderr


def test_anthropic_weiterleitung_wird_nicht_verfolgt(monkeypatch, capsys):
    with FalscherServer(AnthropicAgent(SCHLUESSEL, MODELL)) as ziel:
        umleitung = Antwort(307, b"", {"Location": ziel.url + "/v1/messages"})
        with FalscherServer(lambda n, a: umleitung) as server:
            code, _, stderr = im_prozess(monkeypatch, capsys, anthropic_umgebung(server))
    assert code == 1
    assert f"leitet weiter (HTTP 307, Ziel: {ziel.url}/v1/messages)" in stderr
    assert ziel.anfragen == []


# Weitere Formen von Müll: im selben Prozess über main(), das spart den SDK-Import je Fall.
@pytest.mark.parametrize(
    ("antwort", "meldung"),
    [
        (roh(200, "hallo welt", "text/plain"), "keine Nachricht der Messages API (Anfang: 'hallo"),
        (roh(200, "<html>Willkommen</html>"), "Stimmt ANTHROPIC_BASE_URL?"),
        (roh(200, "", "application/json"), "ist kein gültiges JSON der Messages API"),
        (json_antwort({"foo": 1}), "Ungültige Antwort des Modells"),
        (json_antwort([1, 2]), "keine Nachricht der Messages API (Anfang: '[1, 2]')"),
        (json_antwort(nachricht([])), "bekommen '[]' (stop_reason: 'end_turn')."),
        (
            json_antwort(nachricht([{"type": "tool_use", "name": "wechselkurs", "input": {}}])),
            "Ungültiger Tool-Wunsch (id oder name fehlt)",
        ),
        (json_antwort(nachricht([{"type": "bild"}])), "weder Text noch Tool-Wunsch"),
        (
            json_antwort(
                nachricht([{"type": "text", "text": "Die Hotelrechnung"}])
                | {"stop_reason": "max_tokens"}
            ),
            "an der Grenze max_tokens abgeschnitten (stop_reason 'max_tokens')",
        ),
        (
            roh(500, "<html><h1>Interner Fehler</h1></html>"),
            "Serverfehler beim Anbieter (HTTP 500)",
        ),
        (roh(404, "<html>nicht da</html>"), "Nicht gefunden (HTTP 404)"),
    ],
    ids=[
        "kein-json",
        "html-200",
        "leer",
        "falsche-form",
        "liste",
        "ohne-inhalt",
        "wunsch-ohne-id",
        "fremder-block",
        "abgeschnitten",
        "html-500",
        "html-404",
    ],
)
def test_anthropic_muell(monkeypatch, capsys, antwort, meldung):
    antwort.kopfzeilen.setdefault("retry-after-ms", "1")
    with FalscherServer(lambda n, a: antwort) as server:
        code, stdout, stderr = im_prozess(monkeypatch, capsys, anthropic_umgebung(server))
    assert code == 1
    assert meldung in stderr
    if antwort.status != 200:
        assert "<html>" not in stderr, "HTML-Fehlerseiten gehören nicht in die Meldung"


KEIN_HTTP = {
    "legt-auf": b"",
    "keine-statuszeile": b"hallo\r\n\r\n",
    "zu-kurz": b"HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n{",
}


# Ein falscher Tool-Wunsch beendet den Lauf nicht (M4·02, M4·03): Das Modell bekommt den Grund
# als Ergebnis mit is_error und kann es besser machen.
FALSCHE_WUENSCHE = {
    "unbekanntes-tool": ("rm", {}, "Unbekanntes Tool 'rm'. Angeboten sind nur: suche_dokumente"),
    "argumente-kein-objekt": ("wechselkurs", "x", "Die Argumente für wechselkurs sind kein JSON"),
    "falsches-feld": ("wechselkurs", {"w": "1"}, "erwartet ein Objekt mit genau ['waehrung']"),
    "zahl-statt-text": ("wechselkurs", {"waehrung": 1}, "müssen Text sein"),
}


class ZweiterVersuch:
    """Antwortet zuerst mit ``erste``; danach prüft es das Ergebnis, das zurückkam, und endet."""

    def __init__(self, erste, ende, ergebnis_von):
        self.erste, self.ende, self.ergebnis_von, self.ergebnisse = erste, ende, ergebnis_von, []

    def __call__(self, nummer, anfrage):
        if nummer == 1:
            return json_antwort(self.erste)
        self.ergebnisse.append(self.ergebnis_von(anfrage.daten["messages"]))
        return json_antwort(self.ende)


@pytest.mark.parametrize("falscher", FALSCHE_WUENSCHE.values(), ids=FALSCHE_WUENSCHE)
def test_anthropic_falscher_wunsch_wird_ein_fehler_ergebnis(monkeypatch, capsys, falscher):
    name, eingabe, grund = falscher
    wunsch = {"type": "tool_use", "id": "toolu_1", "name": name, "input": eingabe}
    ende = nachricht([{"type": "text", "text": "Dann ohne Tool."}])
    server_ = ZweiterVersuch(
        nachricht([wunsch]), ende, lambda m: (m[1]["content"][0], m[2]["content"][0])
    )
    with FalscherServer(server_) as server:
        code, stdout, stderr = im_prozess(monkeypatch, capsys, anthropic_umgebung(server))
    assert code == 0, stderr
    [(zurueck, ergebnis)] = server_.ergebnisse
    assert zurueck == wunsch, "der Verlauf zeigt den Wunsch, wie das Modell ihn schrieb"
    assert ergebnis["tool_use_id"] == "toolu_1" and ergebnis["is_error"] is True
    assert grund in ergebnis["content"]
    assert f"  Fehler: {ergebnis['content']}" in stdout
    assert "  Endantwort: Dann ohne Tool." in stdout


@pytest.mark.parametrize(
    ("name", "argumente", "grund"),
    [
        ("wechselkurs", "{CHF", "Die Argumente für wechselkurs sind kein JSON-Objekt: '{CHF'"),
        ("rm", "{}", "Unbekanntes Tool 'rm'"),
    ],
    ids=["kaputtes-json", "unbekanntes-tool"],
)
def test_openai_falscher_wunsch_wird_ein_fehler_ergebnis(name, argumente, grund):
    funktion = {"name": name, "arguments": argumente}
    aufruf = {"id": "call_1", "type": "function", "function": funktion}
    erste = chat_antwort({"role": "assistant", "content": None, "tool_calls": [aufruf]})
    ende = chat_antwort({"role": "assistant", "content": "Dann ohne Tool."})
    server_ = ZweiterVersuch(erste, ende, lambda m: (m[2]["tool_calls"][0], m[3]))
    with FalscherServer(server_) as server:
        lauf = starte(llm_umgebung(server))
    assert lauf.returncode == 0, lauf.stderr
    [(zurueck, ergebnis)] = server_.ergebnisse
    assert zurueck == aufruf, "arguments gehen wörtlich zurück, auch wenn sie kein JSON sind"
    assert ergebnis["role"] == "tool" and ergebnis["tool_call_id"] == "call_1"
    assert grund in ergebnis["content"]
    assert "  Endantwort: Dann ohne Tool." in lauf.stdout


@pytest.mark.parametrize("roh_", KEIN_HTTP.values(), ids=KEIN_HTTP)
def test_anthropic_kein_http(monkeypatch, capsys, roh_):
    with RoherServer(roh_) as server:
        umgebung = anthropic_umgebung(server)
        code, _, stderr = im_prozess(monkeypatch, capsys, umgebung)
    assert code == 1
    assert f"Fehler: Die Verbindung zu {server.url} brach ab, oder die Antwort war kein " in stderr
    assert "Spricht dort wirklich eine Modell-API?" in stderr


@pytest.mark.parametrize("roh_", KEIN_HTTP.values(), ids=KEIN_HTTP)
def test_openai_kein_http(roh_):
    with RoherServer(roh_) as server:
        lauf = starte(llm_umgebung(server))
    assert lauf.returncode == 1
    wo = f"{server.url}/v1/chat/completions"
    assert f"Die Verbindung zu {wo} brach ab" in lauf.stderr or "ist kein JSON" in lauf.stderr
    assert server.verbindungen == 1


def test_anthropic_langsamer_server_und_zeitlimit(monkeypatch, capsys):
    # Der Server antwortet richtig, aber erst nach 3 Sekunden: Mit Zeitlimit 0.2 ist das zu spät.
    agent_ = AnthropicAgent(SCHLUESSEL, MODELL)

    def langsam(nummer, anfrage):
        antwort = agent_(nummer, anfrage)
        antwort.warte = 3.0
        return antwort

    with FalscherServer(langsam) as server:
        umgebung = anthropic_umgebung(server, LERNLABOR_ZEITLIMIT="0.2")
        code, _, stderr = im_prozess(monkeypatch, capsys, umgebung)
    assert code == 1
    assert "Keine Antwort von" in stderr and "innerhalb von 0.2 Sekunden" in stderr


def test_anthropic_ohne_netz(monkeypatch, capsys):
    adresse = f"http://127.0.0.1:{freier_port()}"
    umgebung = {"ANTHROPIC_API_KEY": SCHLUESSEL, "ANTHROPIC_BASE_URL": adresse}
    code, _, stderr = im_prozess(monkeypatch, capsys, umgebung)
    assert code == 1
    assert f"Fehler: Keine Verbindung zu {adresse}. Bist du online" in stderr


def im_prozess(monkeypatch, capsys, umgebung):
    """main() im Testprozess: Das SDK liest seine Variablen selbst aus os.environ."""
    for name in list(os.environ):
        if name.startswith(EIGENE_VARIABLEN):
            monkeypatch.delenv(name)
    for name, wert in umgebung.items():
        monkeypatch.setenv(name, wert)
    code = agent.main([])
    stdout, stderr = capsys.readouterr()
    pruefe_dicht(stdout, stderr)
    return code, stdout, stderr


# --- OpenAI-kompatibler Modus (urllib) ------------------------------------------------------


def test_openai_rundlauf_mit_zwei_tools():
    with FalscherServer(OpenAIAgent(LLM_SCHLUESSEL, LLM_MODELL)) as server:
        lauf = starte(llm_umgebung(server))
    assert lauf.returncode == 0, lauf.stderr
    assert len(server.anfragen) == 3
    wo = f"{server.url}/v1/chat/completions"
    assert f"Betriebsart: OpenAI-kompatibel ({wo}), Modell {LLM_MODELL}" in lauf.stdout
    euro = 240 * agent.TESTKURSE["CHF"]
    assert f"  Endantwort: Laut Dokument 240 CHF, mit Testkurs {euro:.2f} Euro." in lauf.stdout
    assert "Schritt 3: input_tokens 530, output_tokens 23" in lauf.stdout
    nachrichten = server.anfragen[2].daten["messages"]
    assert [n["role"] for n in nachrichten] == [
        "system",
        "user",
        "assistant",
        "tool",
        "assistant",
        "tool",
    ]
    assert nachrichten[2]["tool_calls"][0]["function"]["arguments"] == (
        '{"suchbegriff": "Hotel Zürich"}'
    )


@pytest.mark.parametrize(
    ("antwort", "meldung"),
    [
        (
            json_antwort({"error": {"message": "bad key"}}, 401),
            "abgelehnt (HTTP 401). Prüfe LLM_API_KEY",
        ),
        (json_antwort({"error": {"message": "slow down"}}, 429), "(HTTP 429)"),
        (json_antwort({"error": {"message": "Overloaded"}}, 529), "überlastet (HTTP 529)"),
        (json_antwort({"error": {"message": "overloaded"}}, 503), "überlastet (HTTP 503)"),
        (roh(502, "<html>Bad Gateway</html>"), "Serverfehler beim Anbieter (HTTP 502)"),
        (roh(200, "<!doctype html><title>Login</title>"), "ist kein JSON (Anfang: '<!doctype"),
        (roh(200, ""), "ist kein JSON"),
        (json_antwort({"choices": []}), "hat nicht die Form von Chat Completions"),
        (json_antwort({"result": "ok"}), "hat nicht die Form von Chat Completions"),
        (json_antwort("nur ein Text"), "hat nicht die Form von Chat Completions"),
        (
            json_antwort(
                chat_antwort(
                    {"role": "assistant", "tool_calls": [{"id": "c", "function": {"name": "x"}}]}
                )
            ),
            "hat nicht die Form von Chat Completions",
        ),
        (json_antwort(chat_antwort({"role": "assistant", "content": ""})), "nicht-leere Liste"),
        (
            json_antwort(
                {
                    **chat_antwort({"role": "assistant", "content": "Die Hotel"}),
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": "Die Hotel"},
                            "finish_reason": "length",
                        }
                    ],
                }
            ),
            "an der Grenze max_tokens abgeschnitten",
        ),
        (
            Antwort(302, b"", {"Location": "https://anders.example/v1/chat/completions"}),
            "leitet weiter (HTTP 302, Ziel: https://anders.example/v1/chat/completions)",
        ),
    ],
    ids=[
        "401",
        "429",
        "529",
        "503-overloaded",
        "html-502",
        "html-200",
        "leer",
        "ohne-choices",
        "falsche-form",
        "string",
        "ohne-arguments",
        "leere-antwort",
        "abgeschnitten",
        "weiterleitung",
    ],
)
def test_openai_fehler_und_muell(antwort, meldung):
    with FalscherServer(lambda n, a: antwort) as server:
        lauf = starte(llm_umgebung(server))
    assert lauf.returncode == 1, lauf.stdout
    assert meldung in lauf.stderr
    assert lauf.stderr.startswith("Fehler: ")
    assert "<html>" not in lauf.stderr
    assert len(server.anfragen) == 1


def test_openai_weiterleitung_wird_nicht_verfolgt():
    with FalscherServer(OpenAIAgent(LLM_SCHLUESSEL, LLM_MODELL)) as ziel:
        for status in (301, 302, 303, 307, 308):
            umleitung = Antwort(status, b"", {"Location": ziel.url + "/v1/chat/completions"})
            with FalscherServer(lambda n, a, u=umleitung: u) as server:
                lauf = starte(llm_umgebung(server))
            assert lauf.returncode == 1
            assert f"leitet weiter (HTTP {status}, Ziel: {ziel.url}/v1/" in lauf.stderr
    assert ziel.anfragen == [], "der Schlüssel darf nicht zu einer anderen Adresse gehen"


def test_openai_textteile_statt_string():
    botschaft = {"role": "assistant", "content": [{"type": "text", "text": "Fertig."}]}
    with FalscherServer(lambda n, a: json_antwort(chat_antwort(botschaft))) as server:
        lauf = starte(llm_umgebung(server))
    assert lauf.returncode == 0, lauf.stderr
    assert "  Endantwort: Fertig." in lauf.stdout


def test_openai_schluessel_bleibt_geheim():
    def plaudernd(nummer, anfrage):
        text = f"Schlüssel {anfrage.kopfzeilen.get('Authorization')} unbekannt"
        return json_antwort({"error": {"message": text}}, 401)

    with FalscherServer(plaudernd) as server:
        lauf = starte(llm_umgebung(server))
    assert "Der Server meldet: 'Schlüssel Bearer *** unbekannt'" in lauf.stderr


def test_openai_haengender_und_langsamer_server_und_kein_netz():
    with FalscherServer(lambda n, a: Antwort(haengen=True)) as server:
        lauf = starte(llm_umgebung(server, LERNLABOR_ZEITLIMIT="0.3"))
    assert lauf.returncode == 1
    assert "innerhalb von 0.3 Sekunden" in lauf.stderr
    # Richtige Antworten, aber jede erst nach 2 Sekunden: Das Zeitlimit muss greifen.
    agent_ = OpenAIAgent(LLM_SCHLUESSEL, LLM_MODELL)

    def langsam(nummer, anfrage):
        antwort = agent_(nummer, anfrage)
        antwort.warte = 2.0
        return antwort

    with FalscherServer(langsam) as server:
        lauf = starte(llm_umgebung(server, LERNLABOR_ZEITLIMIT="0.3"))
    assert lauf.returncode == 1, lauf.stdout
    assert "innerhalb von 0.3 Sekunden" in lauf.stderr
    adresse = f"http://127.0.0.1:{freier_port()}/v1"
    umgebung = {"LLM_BASE_URL": adresse, "LLM_API_KEY": LLM_SCHLUESSEL, "LLM_MODEL": "m"}
    lauf = starte(umgebung)
    assert lauf.returncode == 1
    assert f"Keine Verbindung zu {adresse}/chat/completions" in lauf.stderr


def test_http_zu_fremdem_rechner_gibt_hinweis():
    # .invalid gibt es nie (RFC 2606): kein Netz nötig, die Verbindung scheitert sicher.
    umgebung = {"LLM_BASE_URL": "http://modell.invalid/v1", "LLM_API_KEY": LLM_SCHLUESSEL}
    lauf = starte(umgebung | {"LLM_MODEL": "m"})
    assert lauf.returncode == 1
    assert "Hinweis: LLM_BASE_URL beginnt mit http://, der Schlüssel geht unverschlüsselt" in (
        lauf.stderr
    )
    assert "Fehler: Keine Verbindung zu http://modell.invalid/v1/chat/completions" in lauf.stderr
    with FalscherServer(OpenAIAgent(LLM_SCHLUESSEL, LLM_MODELL)) as server:
        lokal = starte(llm_umgebung(server))
    assert "unverschlüsselt" not in lokal.stderr, "127.0.0.1 verlässt den Rechner nicht"


def test_openai_unvollstaendig_gibt_hinweis_und_trockenlauf():
    lauf = starte({"LLM_API_KEY": LLM_SCHLUESSEL})
    assert lauf.returncode == 0
    assert "fehlt noch LLM_BASE_URL, LLM_MODEL. Weiter im Trockenlauf." in lauf.stderr
    assert "Modellaufrufe: 3" in lauf.stdout


@pytest.mark.parametrize(
    ("umgebung", "meldung"),
    [
        (
            {"LLM_BASE_URL": "api.example.com/v1", "LLM_API_KEY": "x" * 8, "LLM_MODEL": "m"},
            "LLM_BASE_URL muss mit https:// beginnen, nicht 'api.example.com/v1'.",
        ),
        ({"LERNLABOR_ZEITLIMIT": "bald", "LLM_API_KEY": "x" * 8}, "LERNLABOR_ZEITLIMIT muss"),
        ({"LERNLABOR_ZEITLIMIT": "inf", "LLM_API_KEY": "x" * 8}, "höchstens 3600"),
    ],
    ids=["adresse-ohne-schema", "zeitlimit", "zeitlimit-unendlich"],
)
def test_falsche_einstellungen(umgebung, meldung):
    lauf = starte(umgebung)
    assert lauf.returncode == 1
    assert meldung in lauf.stderr


def test_anthropic_hat_vorrang_vor_llm(monkeypatch, capsys):
    with FalscherServer(OpenAIAgent(LLM_SCHLUESSEL, LLM_MODELL)) as openai:
        with FalscherServer(AnthropicAgent(SCHLUESSEL, MODELL)) as server:
            umgebung = anthropic_umgebung(server) | llm_umgebung(openai)
            code, _, stderr = im_prozess(monkeypatch, capsys, umgebung)
    assert code == 0, stderr
    assert "ANTHROPIC_API_KEY ist gesetzt und hat Vorrang" in stderr
    assert (len(server.anfragen), len(openai.anfragen)) == (3, 0)


# --- Pyodide: die Übungsprüfung importiert das Modul im Browser -----------------------------

PYODIDE_CODE = """
import sys
from lernlabor.tracks.ki.labor import ki_14_echter_agent as agent
print(sorted({"anthropic", "urllib.request", "http.client"} & set(sys.modules)))
print(agent.trockenlauf(ausgabe=lambda *a, **k: None)["modellaufrufe"])
agent.trockenlauf()
"""


def test_trockenlauf_in_pyodide_wie_in_cpython(repo_root, missing_tool, tmp_path):
    from lernlabor.web.pyodide_assets import build_lernlabor_zip, ensure_node_modules
    from tests.pyodide.service import shared_service

    node = shutil.which("node")
    if node is None:
        missing_tool("node fehlt: Der Pyodide-Test braucht Node.js >= 18")
    ensure_node_modules(repo_root)
    archiv = tmp_path / "lernlabor.zip"
    archiv.write_bytes(build_lernlabor_zip(repo_root))
    lauf = shared_service(node).run(PYODIDE_CODE, archiv)  # ein frischer Interpreter
    assert lauf.returncode == 0, lauf.stderr
    zeilen = []
    agent.trockenlauf(ausgabe=zeilen.append)
    assert lauf.stdout == "[]\n3\n" + "".join(z + "\n" for z in zeilen)
