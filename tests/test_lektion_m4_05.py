"""Die Lektion M4·05 „Agenten mit Grenzen“: Abschnitte, gebundene Zahlen, Übungen, Sicherheit.

Die Blöcke selbst laufen als markdown-docs-Testfälle; hier steht, was die Seite darüber hinaus
halten muss: alle Teile, die das Issue verlangt, keine Shell in einem ausgeführten Block und
kein Link auf das lokale Skript, das auf diesem Stand noch fehlt.
"""

import re
from pathlib import Path

import pytest

from lernlabor.tracks.ki import KommandoAbgelehnt, pruefe_kommando
from lernlabor.tracks.ki.labor.ki_15_prozess import ohne_sandbox
from lernlabor.tracks.ki.uebungen.m4_05.uebung_2.vertrag import VERTRAG as VERTRAG_UEBUNG_2
from lernlabor.uebung import alle
from lernlabor.web.example_blocks import find_examples
from tests.markdown_lauf import bloecke_der_seite, zahlen_der_seite

WURZEL = Path(__file__).resolve().parent.parent
SEITE = WURZEL / "docs" / "ki" / "m4" / "05-agenten-mit-grenzen.md"
TEXT = SEITE.read_text("utf8")
UEBUNGEN_M4_05 = [u for u in alle() if u.id.startswith("m4-05-")]

ABSCHNITTE = [
    "## Worum es geht",
    "## Von JS/TS her gedacht",
    "## Konzept",
    "### Schritt 1: Das Muster und typische Tools",
    "### Schritt 2: Der System-Prompt",
    "### Schritt 3: Der Angriff im Simulator",
    "### Schritt 4: Warum `eval` mit leeren builtins keine Sandbox ist",
    "### Schritt 5: Warum der Blick aufs erste Wort nicht reicht",
    "### Schritt 6: Obergrenzen für Schritte, Tokens und Kosten",
    "### Mehrere Agenten",
    "### Frameworks",
    "### Zusammenfassung",
    "## Fallen",
    "## Übungen",
    "## Im lokalen Lernlabor: ein Terminal-Assistent mit Wächter",
    "## Merksatz",
    "## Prüfstein",
    "## Quelle",
]


def test_alle_abschnitte_in_der_reihenfolge_von_m4_02():
    ueberschriften = [z for z in TEXT.splitlines() if z.startswith("#")]
    positionen = [ueberschriften.index(a) for a in ABSCHNITTE]
    assert positionen == sorted(positionen)


def test_jede_uebung_steht_mit_ueberschrift_und_fence_da():
    for nummer, uebung in enumerate(UEBUNGEN_M4_05, start=1):
        kopf = f"### Übung {nummer}: {uebung.titel} ({uebung.stufe})"
        assert kopf in TEXT
        assert TEXT.index(kopf) < TEXT.index(f"```uebung\nid: {uebung.id}\n```")


def test_die_durchgerechneten_zahlen_sind_an_code_gebunden():
    gebunden = {text for text, _, _ in zahlen_der_seite(SEITE)}
    verlangt = {"3", "4", "152", "370", "6", "5", "10", "2000", "8", "2605", "64", "512", "1000"}
    assert verlangt <= gebunden, sorted(verlangt - gebunden)


def test_eine_tool_definition_in_der_form_input_schema():
    assert '"input_schema": {' in TEXT and '"required": ["name"]' in TEXT


def test_die_angriffe_des_issues_stehen_als_daten_da_und_der_waechter_lehnt_sie_ab():
    bloecke = "\n".join(b.quelle for b in bloecke_der_seite(SEITE))
    for angriff in ('"ls; rm -rf /"', '"cat $(rm -rf ~)"', '"find . -delete"', '"cat ../../etc/'):
        assert angriff in bloecke
    for angriff in re.findall(r'^    "([^"]+)",$', bloecke, re.M):
        if angriff.startswith(("ls", "cat", "find", "tail")):
            try:
                pruefe_kommando(angriff)
            except KommandoAbgelehnt:
                continue
            raise AssertionError(f"{angriff!r} kommt durch den Wächter")


def test_kein_ausgefuehrter_block_startet_eine_shell_oder_fasst_dateien_an():
    for beispiel in find_examples(TEXT):
        for verboten in ("subprocess", "shell=True", "os.system", "open(", "import os"):
            assert verboten not in beispiel.source, (beispiel.line, verboten)
        schreibt = any(w in beispiel.source for w in ("Path", "write", "mkdir", "assistent("))
        if not beispiel.runnable and schreibt:
            # Ein lokaler Block (nicht im Browser) schreibt höchstens in einen Ordner auf Zeit.
            assert "tempfile.TemporaryDirectory()" in beispiel.source, beispiel.line


def test_der_arbeitsordner_ist_keine_sandbox_und_der_lokale_block_zeigt_beide_faelle():
    assert "#### Der Arbeitsordner ist keine Sandbox" in TEXT
    for alt in ("Übungsordner", "nichts\nWertvolles", "drei Schichten im Code"):
        assert alt not in TEXT, alt
    lokal = [b for b in find_examples(TEXT) if not b.runnable and "starte(" in b.source]
    assert len(lokal) == 1
    ausgabe = lokal[0].documented.splitlines()
    assert ausgabe[0] == ohne_sandbox("bubblewrap (bwrap) ist nicht installiert")
    assert ausgabe[1] == "  cat ../geheim.txt: Passwort: Sommer2026"
    assert ausgabe[2].startswith("Schutz: Wächter, Grenzen des Prozesses und Sandbox bubblewrap")
    assert "No such file or directory" in ausgabe[3]


def test_der_ausbruch_zielt_auf_ein_harmloses_modul():
    ausbruch = [b.quelle for b in bloecke_der_seite(SEITE) if "__subclasses__" in b.quelle]
    assert len(ausbruch) == 1 and "('math').sqrt(2)" in ausbruch[0]


def test_lokales_skript_mit_befehl_und_download(built_site):
    befehl = "uv run python lernlabor/tracks/ki/labor/ki_15_terminal_assistent.py"
    assert f"```bash\n{befehl}\n```" in TEXT
    assert "--echt" in TEXT, "Die Lektion nennt den Schalter für den echten Modus"
    seite = built_site / "ki" / "m4" / "05-agenten-mit-grenzen" / "index.html"
    html = seite.read_text("utf8")
    links = re.findall(r'href="([^"]*downloads/ki_15_terminal_assistent\.py)"', html)
    assert len(links) == 1, links
    ziel = (seite.parent / links[0]).resolve()
    assert ziel.is_file() and "# /// script" in ziel.read_text("utf8")


def _absatz_mit(stueck):
    """Der Absatz (durch Leerzeilen getrennt), in dem ``stueck`` steht."""
    return next(a for a in TEXT.split("\n\n") if stueck in a)


def test_die_grenze_der_ausgabe_ist_an_den_assistenten_gebunden():
    from lernlabor.tracks.ki.labor import ki_15_terminal_assistent

    grenze = ki_15_terminal_assistent.MAX_ZEICHEN
    prosa = re.sub(r"^```.*?^```", "", TEXT, flags=re.M | re.S)
    nennungen = re.findall(rf"\b{grenze}(<!-- = [^>]* -->)?\s+Zeichen", prosa)
    assert len(nennungen) >= 2, nennungen
    assert set(nennungen) == {"<!-- = MAX_ZEICHEN -->"}, nennungen
    import_ = "from lernlabor.tracks.ki.labor.ki_15_terminal_assistent import MAX_ZEICHEN"
    assert any(import_ in b.quelle for b in bloecke_der_seite(SEITE))


def test_zusammenfassung_nennt_schleife_und_pflicht_zum_schrittlimit():
    kopf = "### Zusammenfassung"
    teil = " ".join(TEXT[TEXT.index(kopf) : TEXT.index("## Fallen")].split())
    for stueck in ("Sprachmodell mit Tools", "in einer Schleife", "Schrittlimit ist", "Pflicht"):
        assert stueck in teil, stueck


def test_ein_wortpaar_fuer_erlaubte_und_verbotene_listen():
    dateien = [
        SEITE,
        *(WURZEL / "lernlabor" / "tracks" / "ki" / "uebungen" / "m4_05").rglob("*.py"),
    ]
    for pfad in dateien:
        text = pfad.read_text("utf8").lower()
        for wort in ("whitelist", "blacklist", "blockliste", "allowlist", "denylist"):
            assert wort not in text, (pfad, wort)
    assert "Erlaubnisliste" in TEXT and "Sperrliste" in TEXT


def test_frameworks_mit_stand_und_seite_des_anbieters():
    frameworks = " ".join(_absatz_mit("Wer die Schleife nicht selbst schreiben will").split())
    assert "als gehosteten Dienst" not in frameworks
    assert "Das sind Bibliotheken" in frameworks
    assert "26. August 2026 abgeschaltet" in frameworks
    assert "developers.openai.com/api/docs/assistants/migration" in frameworks
    autogen = " ".join(_absatz_mit("AutoGen entwickelt Microsoft").split())
    assert "Wartungsmodus" in autogen and "Nachfolger, das Microsoft Agent Framework" in autogen
    assert "github.com/microsoft/autogen" in autogen


def test_keine_notizen_an_die_autoren_und_jeder_stand_hat_seine_seite():
    notizen = ("bitte prüfen", "bitte mit", "bitte jeweils", "Kenntnisstand", "Die Quelle nennt")
    for notiz in notizen:
        assert notiz not in TEXT, notiz
    for absatz in TEXT.split("\n\n"):
        if "Stand:" in absatz or "Dezember 2026" in absatz:
            assert "](https://" in absatz, absatz
    # Dieses Kommando steht nicht in der Quelle; die Lektion schreibt es ihr nicht mehr zu.
    assert "ls; rm -rf ~" not in TEXT


def test_die_parsewache_gibt_ast_parse_und_den_namensraum_zurueck():
    """Die Prüfung von Ü1 ersetzt ast.parse nur für den Aufruf (``lauf`` des Vertrags): danach
    ist alles wie vorher, auch wenn berechne die Ausnahme der Wache abfing oder selbst warf."""
    import ast

    from lernlabor.pruefen.ausfuehren import pruefe
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import lauf

    echt = ast.parse
    uebung = next(u for u in UEBUNGEN_M4_05 if u.id == "m4-05-uebung-1")
    for falsche in uebung.falsche_antworten:
        pruefe(uebung.id, falsche.code)
        assert ast.parse is echt, falsche.datei
    # ``ast.parse`` und ein ``from ast import parse``: beide hinter der Wache, danach echt.
    namensraum = {"parse": echt, "anderes": len}
    code = "import ast\ndef ueber_ast(a):\n    return ast.parse(a)\n"
    exec(code + "def direkt(a):\n    return parse(a)", namensraum)
    vorher = dict(namensraum)
    ereignisse = []

    def notiere(*ereignis):
        ereignisse.append(ereignis)

    for name in ("ueber_ast", "direkt"):
        assert lauf(namensraum[name], ["-" * 100_000 + "1"], notiere) is None
        assert isinstance(lauf(namensraum[name], ["1 + 2"], notiere).body[0].value.op, ast.Add)
    assert ereignisse == [("ast.parse mit einem Text der Länge", 100_001)] * 2
    assert ast.parse is echt and namensraum == vorher


# --- Issue 38: was der Text über Regel 7, Namenslisten und die Grenzen von ki_15 sagt --------


def test_wc_files0_from_ist_richtig_erklaert():
    absatz = " ".join(_absatz_mit("Namenslisten ganz verbietet").split())
    for stueck in (
        "mit dem Nullzeichen enden",
        "zu einem einzigen, langen Namen",
        "in einer einzigen Fehlerzeile",
        "in Anführungszeichen",
        "Eine Namensliste im Arbeitsordner",
    ):
        assert stueck in absatz, stueck
    assert "die Zeilen, die es nicht öffnen kann" not in TEXT


def test_regel_7_verbietet_namenslisten_und_nennt_ihre_grenzen():
    # Die Regeln stehen im Vertrag; die Seite zeigt sie über dem Editor.
    regel = VERTRAG_UEBUNG_2.regeln[6].text
    assert "`find` mit dem Wort `-files0-from`" in regel
    assert "ein Anfang von `files0-from`" in regel and "`--f`" in regel
    for kommando in ("wc --files0-from=liste.txt", "wc --f=liste.txt", "find -files0-from l"):
        with pytest.raises(KommandoAbgelehnt) as info:
            pruefe_kommando(kommando)
        assert info.value.regel == 7
    grenzen = " ".join(_absatz_mit("Auch mit diesem Verbot hat Regel 7 Grenzen").split())
    assert "schließt also die bekannten Wege aus dem Ordner, nicht jeden denkbaren" in grenzen


def test_kein_schluessel_nur_mit_bubblewrap():
    text = " ".join(TEXT.split())
    assert "kein API-Schlüssel aus deinen Umgebungsvariablen erreicht das Programm" not in text
    assert "`/proc/<Nummer>/environ` lesen. Das verhindert erst die dritte Schicht." in text
    assert "Erst damit erreicht auch kein Schlüssel das Kommando" in text


def test_grenzen_fuer_speicher_und_schritt_stehen_mit_ihren_zahlen_da():
    from lernlabor.tracks.ki.labor import ki_15_prozess, ki_15_sandbox, ki_15_terminal_assistent

    gebunden = {ausdruck: text for text, ausdruck, _ in zahlen_der_seite(SEITE)}
    werte = {
        "MAX_SPEICHER // 2**20": ki_15_prozess.MAX_SPEICHER // 2**20,
        "MAX_KOMMANDOS": ki_15_terminal_assistent.MAX_KOMMANDOS,
        "ZEIT_JE_SCHRITT": ki_15_terminal_assistent.ZEIT_JE_SCHRITT,
        "MAX_KOMMANDO": ki_15_sandbox.MAX_KOMMANDO,
    }
    for ausdruck, wert in werte.items():
        assert gebunden[ausdruck] == str(wert), ausdruck
