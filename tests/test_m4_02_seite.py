"""Inhalte der Lektion M4·02, die eine aufmerksame Leserin erwartet (Issue 9, Punkte 7–13).

Die Beispiele selbst prüft ``test_lektionen.py`` (Ausgaben, Zahlen); hier geht es darum, dass
die Seite sagt, was stimmt: drei Betriebsarten, ``stop_reason``, die Vorbefüllung mit ihrem
Vorbehalt, das Bild der Schleife mit Textalternative, du statt wir, ``node lauf.mjs``.
"""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SEITE = ROOT / "docs" / "ki" / "m4" / "02-tool-use-schleife.md"
BILD = SEITE.parent / "tool-use-schleife.svg"
ANBINDUNG = ROOT / "lernlabor" / "tracks" / "ki" / "labor" / "ki_14_anbindung.py"
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def text():
    return SEITE.read_text("utf-8")


def prosa(text):
    """Der Fließtext: ohne Code-Blöcke, Inline-Code und HTML-Kommentare."""
    text = re.sub(r"(?ms)^([ \t]*)```.*?^\1```", " ", text)
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.S)
    return re.sub(r"`[^`\n]*`", " ", text)


def absaetze(text):
    return [a for a in re.split(r"\n\s*\n", prosa(text)) if a.strip()]


def ausgaben(text):
    return re.findall(r"(?ms)^[ \t]*```output\n(.*?)^[ \t]*```", text)


def test_du_statt_wir(text):
    treffer = re.findall(r"\b(?:wir|uns|unser\w*)\b", prosa(text), re.I)
    assert treffer == [], "Die Lektion spricht die Lernenden mit du an, nicht mit wir."


def test_drei_betriebsarten_mit_ihren_variablen(text):
    assert "zwei Betriebsarten" not in text
    assert "drei Betriebsarten" in text
    skript = ANBINDUNG.read_text("utf-8")
    for name in ("ANTHROPIC_API_KEY", "LLM_BASE_URL", "LLM_API_KEY", "LLM_MODEL"):
        assert f"`{name}`" in text, name
        assert name in skript, f"{name} steht in der Lektion, aber nicht im Skript"
    assert "`--trockenlauf`" in text
    assert "`python3 ki_14_echter_agent.py`" in text and "`uv run ki_14_echter_agent.py`" in text


def test_vorbefuellung_nur_mit_vorbehalt(text):
    stellen = [a for a in absaetze(text) if "Vorbefüllung" in a]
    assert len(stellen) >= 2
    for absatz in stellen:
        assert "400" in absatz and "4.6" in absatz, absatz


def test_stop_reason_und_abgeschnittene_antwort(text):
    roh = [a for a in re.split(r"\n\s*\n", text) if "`stop_reason`" in a]
    assert any('`"max_tokens"`' in a and "Endantwort" in a for a in roh), "Absatz fehlt"
    assert any(a.startswith("max_tokens -> ") for a in ausgaben(text))
    fallen = text[text.index("## Fallen") : text.index("## Übungen")]
    punkte = re.findall(r"(?ms)^    (\d+)\. (.*?)(?=^    \d+\. |\Z)", fallen)
    assert [n for n, _ in punkte] == [str(n) for n in range(1, len(punkte) + 1)]
    zahlwort = {5: "Fünf", 6: "Sechs", 7: "Sieben"}[len(punkte)]
    assert f'"{zahlwort} Fehler' in fallen
    assert any("abgeschnitten" in p and "max_tokens" in p for _, p in punkte)


def test_verlauf_nach_einer_runde_zeigt_wunsch_und_ergebnis_nebeneinander(text):
    runde = [a for a in ausgaben(text) if "'tool_use_id': 'toolu_01'" in a]
    assert runde, "Eine Ausgabe zeigt den Verlauf nach einer Runde."
    zeilen = runde[0].splitlines()
    assert [z.split("'")[3] for z in zeilen] == ["user", "assistant", "user"]
    assert "'id': 'toolu_01'" in zeilen[1] and "'tool_use_id': 'toolu_01'" in zeilen[2]


def test_ein_budget_stoppt_die_schleife(text):
    assert any(a.startswith("Budget überschritten nach Aufruf") for a in ausgaben(text))


def test_javascript_laeuft_als_mjs(text):
    assert '=== "JavaScript (Node 20, als lauf.mjs)"' in text
    assert "`node lauf.mjs`" in text


def test_uebung_3_nennt_regelmodell_und_den_vierten_weg(text):
    aufgabe = text[text.index("### Übung 3:") : text.index("id: m4-02-uebung-3")]
    assert "`RegelModell`" in aufgabe
    assert "lauf_agent(RegelModell()," in aufgabe
    assert "JPY" in aufgabe and "Tokio zu Fuß" in aufgabe
    for grund in ("fertig", "budget", "max_schritte"):
        assert f'`"{grund}"`' in aufgabe, grund


def test_bild_der_schleife_mit_textalternative(text):
    bild = re.search(r"!\[([^\]]+)\]\(tool-use-schleife\.svg\)", text)
    assert bild, "Das Bild der Schleife fehlt."
    alt = bild.group(1)
    for wort in ("Frage", "Modell", "Tool-Wunsch", "tool_result", "Endantwort"):
        assert wort in alt, wort
    # Wie Regel 8 von Übung 1: Budgets gleich nach der Antwort, bevor ein Tool läuft.
    assert "bevor ein Tool läuft" in alt and "Vor jeder neuen Runde" not in alt, alt
    assert "Vor jeder neuen Runde" not in BILD.read_text("utf-8")


def test_svg_ist_eigenstaendig_und_kennt_beide_farbschemata():
    roh = BILD.read_text("utf-8")
    wurzel = ET.fromstring(roh)
    assert wurzel.tag == f"{SVG}svg" and wurzel.get("role") == "img"
    assert wurzel.find(f"{SVG}title").text and len(wurzel.find(f"{SVG}desc").text) > 100
    tags = {e.tag.removeprefix(SVG) for e in wurzel.iter()}
    assert not tags & {"script", "foreignObject", "image", "use"}, tags
    assert not re.search(r"(?:href|url)\s*[=(]\s*[\"']?\s*(?:https?:)?//", roh), "nichts von außen"
    assert "@media (prefers-color-scheme: dark)" in roh
    # Eigener Hintergrund: lesbar, egal welches Farbschema die Seite gerade zeigt.
    grund = wurzel.find(f"{SVG}rect")
    assert grund.get("class") == "grund" and grund.get("width") == "760"


def test_bild_ist_auf_der_gebauten_seite(built_site):
    html = (built_site / "ki" / "m4" / "02-tool-use-schleife" / "index.html").read_text("utf-8")
    img = re.search(r'<img[^>]*src="([^"]*tool-use-schleife\.svg)"[^>]*>', html)
    assert img and 'alt="Ablauf der Tool-Use-Schleife' in img.group(0)
    ziel = (built_site / "ki" / "m4" / "02-tool-use-schleife" / img.group(1)).resolve()
    assert ziel.read_bytes() == BILD.read_bytes()


def test_beispielmodell_wird_angeboten_und_das_der_quelle_ist_abgeschaltet(text):
    """Das SDK kennt die Abkündigungen; kommt das Standardmodell dazu, fällt es hier auf."""
    from typing import get_args

    from anthropic._data import DEPRECATED_MODELS  # die Liste, nach der das SDK warnt
    from anthropic.types import Model

    from lernlabor.tracks.ki.labor.ki_14_anbindung import STANDARD_MODELL

    bekannt = get_args(get_args(Model)[0])
    assert STANDARD_MODELL in bekannt and STANDARD_MODELL not in DEPRECATED_MODELS, (
        f"{STANDARD_MODELL} ist abgekündigt oder unbekannt: Skript und Lektion brauchen ein "
        "Modell, das angeboten wird, mit Stand und Seite des Anbieters."
    )
    zusatz = text[text.index("## Zusatzübung") : text.index("## Merksatz")]
    assert f"`{STANDARD_MODELL}`" in zusatz
    # Die Quelle nennt claude-sonnet-4-5: Die Lektion sagt, seit wann es abgeschaltet ist.
    assert DEPRECATED_MODELS["claude-sonnet-4-5"] == "November 30th, 2026"
    stellen = [" ".join(a.split()) for a in re.split(r"\n\s*\n", text) if "claude-sonnet-4-5" in a]
    assert stellen, "Die Lektion nennt das Modell der Quelle nicht mehr."
    for absatz in stellen:
        assert "abgeschaltet" in absatz and "30. November 2026" in absatz, absatz
    quelle = " ".join(text[text.index("## Quelle") :].split())
    assert "/models/sonnet-4-5/overview" in quelle and "/model-deprecations" in quelle


def test_jede_aussage_zur_echten_api_hat_stand_und_seite(text):
    """Die Regeln, in denen der Simulator strenger ist, stehen mit Stand und Referenz da."""
    for absatz in re.split(r"\n\s*\n", text):
        if "strenger als die heutige echte API" in absatz:
            assert "Stand Dezember 2026" in " ".join(absatz.split()), absatz
            assert "platform.claude.com/docs/en/api/messages/create" in absatz, absatz
    assert "Stand November" not in text
    vorbefuellung = [a for a in re.split(r"\n\s*\n", text) if "Vorbefüllung" in a]
    assert any("about-claude/models/migration-guide" in a for a in vorbefuellung)
