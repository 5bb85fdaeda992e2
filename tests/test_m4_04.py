"""Lektion M4·04 als Notebook-Seite: Rechnung, Kostenrechner, Abweichungen, gebaute Seite.

Die Python-Blöcke der Seite laufen wie jede Lektion als markdown-docs-Testfälle, ihre Zahlen
prüft ``test_lektionen.py``. Hier steht, was nur diese Seite hat: die Rechnung
``agentenkosten``, der Kostenrechner in JavaScript (gegen Python über ein Gitter), die
Abweichungen im Code, die die Seite rot machen müssen, und die gebaute Notebook-Seite.
"""

import itertools
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from lernlabor.tracks.ki import PREIS_JE_1K, agentenkosten
from lernlabor.web import kostenrechner
from tests.kopie import lauf_in_kopie

WURZEL = Path(__file__).resolve().parent.parent
SEITE_MD = WURZEL / "docs" / "ki" / "m4" / "04-was-ein-agent-kostet.md"
SEITE_HTML = Path("ki/m4/04-was-ein-agent-kostet/index.html")
JS = WURZEL / "lernlabor" / "web" / "js" / "kostenrechner.js"


# --- agentenkosten ----------------------------------------------------------------------------


def test_agentenkosten_gibt_die_zahlen_der_quelle():
    kosten = agentenkosten(10, 2000, 1500, 300, PREIS_JE_1K, 20)
    assert kosten["input"] == 87_500 and kosten["output"] == 3_000
    assert kosten["aufrufe_je_tag"] == 200 and kosten["input_je_aufruf"] == 8_750
    assert kosten["dollar_je_aufgabe"] == pytest.approx(0.3075)
    assert kosten["dollar_je_tag"] == pytest.approx(6.15)


@pytest.mark.parametrize(("runden", "start", "zuwachs"), [(1, 0, 0), (7, 13, 5), (200, 1, 999)])
def test_agentenkosten_summiert_wie_die_runden_einzeln(runden, start, zuwachs):
    einzeln = sum(start + (k - 1) * zuwachs for k in range(1, runden + 1))
    assert agentenkosten(runden, start, zuwachs, 0)["input"] == einzeln


@pytest.mark.parametrize(
    ("argumente", "ausschnitt"),
    [
        ((0, 2000, 1500, 300), "runden muss eine ganze Zahl ab 1"),
        ((10, -1, 1500, 300), "start muss eine ganze Zahl ab 0"),
        ((10, 2000, 1.5, 300), "zuwachs muss eine ganze Zahl ab 0"),
        ((10, 2000, 1500, True), "output_je_runde muss eine ganze Zahl ab 0"),
        ((10, 2000, 1500, 300, {"input": 0.003}), 'preise muss ein dict mit "input"'),
        ((10, 2000, 1500, 300, {"input": -1, "output": 0}), 'preise["input"] muss eine Zahl'),
        ((10, 2000, 1500, 300, PREIS_JE_1K, -2), "aufgaben_je_tag muss eine ganze Zahl ab 0"),
    ],
)
def test_agentenkosten_meldet_falsche_eingaben_auf_deutsch(argumente, ausschnitt):
    with pytest.raises(ValueError, match=re.escape(ausschnitt)):
        agentenkosten(*argumente)


# --- Kostenrechner: JavaScript gegen Python -----------------------------------------------------

_NODE_HARNESS = """
import { computeCosts, readFields, formatValue, checkResults } from "./kostenrechner.mjs";
const cases = JSON.parse(process.argv[2]);
const out = cases.map(({ values, fields }) => {
  if (fields) {
    const messages = { integer: "{feld} ganz {min}–{max}", number: "{feld} Zahl {min}–{max}" };
    const asFields = fields.map(({ min, max, step, ...f }) => ({
      ...f, dataset: { min, max, step }, labels: [{ textContent: f.name }],
    }));
    return readFields(asFields, messages);
  }
  const result = computeCosts(values);
  const shown = Object.fromEntries(Object.keys(result).map((k) => [k, formatValue(k, result[k])]));
  return { result, shown, problem: checkResults(result) };
});
console.log(JSON.stringify(out));
"""


def _node(tmp_path, missing_tool, faelle):
    node = shutil.which("node")
    if node is None:
        missing_tool("Node ist nicht installiert; es führt den Kostenrechner aus.")
    shutil.copy(JS, tmp_path / "kostenrechner.mjs")  # .mjs: Node liest die Datei als ES-Modul
    (tmp_path / "harness.mjs").write_text(_NODE_HARNESS, "utf8")
    lauf = subprocess.run(
        [node, "harness.mjs", json.dumps(faelle)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert lauf.returncode == 0, lauf.stderr
    return json.loads(lauf.stdout)


def _argumente(werte):
    preise = {"input": werte["priceInput"], "output": werte["priceOutput"]}
    return (
        werte["rounds"],
        werte["start"],
        werte["growth"],
        werte["outputPerRound"],
        preise,
        werte["tasksPerDay"],
    )


GITTER = [
    dict(zip(("rounds", "start", "growth", "outputPerRound", "tasksPerDay"), z, strict=True))
    | {"priceInput": p_in, "priceOutput": p_out}
    for z in itertools.product(
        (1, 2, 10, 37, 1000), (0, 2000, 123_457), (0, 1500, 77), (0, 300), (0, 1, 20)
    )
    for p_in, p_out in ((0.003, 0.015), (0.25, 1.25), (0, 0))
]


def test_rechner_in_javascript_rechnet_wie_agentenkosten(tmp_path, missing_tool):
    antworten = _node(tmp_path, missing_tool, [{"values": w} for w in GITTER])
    assert len(antworten) == len(GITTER) == 810
    for werte, antwort in zip(GITTER, antworten, strict=True):
        python = agentenkosten(*_argumente(werte))
        for schluessel, python_schluessel in kostenrechner._PYTHON_KEYS.items():
            js = antwort["result"][schluessel]
            assert js == pytest.approx(python[python_schluessel], rel=1e-12), (werte, schluessel)
            # Die Seite zeigt ohne JavaScript, was Python formatiert: gleich wie im Skript.
            gezeigt = kostenrechner.format_number(python[python_schluessel], schluessel)
            assert antwort["shown"][schluessel] == gezeigt, (werte, schluessel)


FELDER = [(name, low, high, step) for name, _, _, low, high, step in kostenrechner.FIELDS]


@pytest.mark.parametrize(
    ("eingaben", "fehlerhaft"),
    [
        ({}, None),
        ({"rounds": "0"}, "rounds ganz 1–100.000"),
        ({"start": "-1"}, "start ganz 0–10.000.000"),
        ({"growth": "1.5"}, "growth ganz 0–10.000.000"),
        ({"growth": "1,5"}, "growth ganz 0–10.000.000"),
        ({"outputPerRound": ""}, "outputPerRound ganz 0–1.000.000"),
        ({"priceInput": "-0.1"}, "priceInput Zahl 0–1.000"),
        ({"priceOutput": "abc"}, "priceOutput Zahl 0–1.000"),
        ({"priceOutput": "0,0,1"}, "priceOutput Zahl 0–1.000"),
        ({"priceOutput": "0.0125"}, None),
        ({"tasksPerDay": "2e1"}, "tasksPerDay ganz 0–1.000.000"),  # kein Exponent
    ],
)
def test_rechner_lehnt_ab_was_agentenkosten_ablehnt(eingaben, fehlerhaft, tmp_path, missing_tool):
    werte = {"rounds": "10", "start": "2000", "growth": "1500", "outputPerRound": "300"}
    werte |= {"priceInput": "0.003", "priceOutput": "0.015", "tasksPerDay": "20"} | eingaben
    (antwort,) = _node(tmp_path, missing_tool, [{"fields": _felder(werte)}])
    zahlen = {name: _als_zahl(werte[name], step) for name, _, _, step in FELDER}
    if fehlerhaft:
        assert antwort == {"error": fehlerhaft, "field": next(iter(eingaben))}
        with pytest.raises(ValueError):
            agentenkosten(*_argumente(zahlen))
    else:
        assert antwort == {"values": zahlen}
        agentenkosten(*_argumente(zahlen))  # Python nimmt dieselben Werte an


@pytest.mark.parametrize(
    ("name", "text", "zahl"),
    [
        ("priceInput", "0,005", 0.005),  # das deutsche Komma, nicht 5 (wie type="number" las)
        ("priceInput", "0.005", 0.005),  # der Punkt der Tastatur und des Codes
        ("priceOutput", " 0,015 ", 0.015),
        ("priceInput", ",5", None),
        ("priceInput", "1.000,5", None),  # über der Grenze 1000
        ("priceInput", "999,5", 999.5),
        # Punkte vor Dreiergruppen trennen Tausender, in jedem Feld, wie der Hinweis sagt
        ("priceInput", "1.000", 1000),
        ("priceInput", "1.500", None),  # 1500 $, über der Grenze: ein Fehler, nicht 1,5 $
        ("priceInput", "1.5", 1.5),
        ("priceOutput", "0.015", 0.015),  # eine 0 vorn: ein Preis, kein Tausender
        ("start", "10.000", 10_000),  # Tausenderpunkte in ganzen Zahlen
        ("start", "1.500.000", 1_500_000),
        ("growth", "1.500,0", 1500),
        ("growth", "1\u202f500", 1500),  # schmales Leerzeichen als Tausendertrenner
        ("rounds", "-0", None),
    ],
)
def test_rechner_liest_zahlen_wie_man_sie_auf_deutsch_tippt(
    name, text, zahl, tmp_path, missing_tool
):
    werte = {"rounds": "10", "start": "2000", "growth": "1500", "outputPerRound": "300"}
    werte |= {"priceInput": "0.003", "priceOutput": "0.015", "tasksPerDay": "20", name: text}
    (antwort,) = _node(tmp_path, missing_tool, [{"fields": _felder(werte)}])
    if zahl is None:
        assert antwort["field"] == name, antwort
    else:
        assert antwort["values"][name] == zahl, antwort


def _felder(werte):
    return [
        {"name": name, "value": werte[name], "min": str(low), "max": str(high), "step": step}
        for name, low, high, step in FELDER
    ]


def test_jedes_feld_hat_eine_obergrenze_und_der_rechner_haelt_sie_ein(tmp_path, missing_tool):
    """Die Grenze selbst geht durch, eins darüber (bei Preisen ein Hundertstel) nicht."""
    werte = {"rounds": "10", "start": "2000", "growth": "1500", "outputPerRound": "300"}
    werte |= {"priceInput": "0.003", "priceOutput": "0.015", "tasksPerDay": "20"}
    faelle = []
    for name, _, high, step in FELDER:
        darueber = high + (1 if step != "any" else 0.01)
        faelle += [{"fields": _felder(werte | {name: str(high)})}]
        faelle += [{"fields": _felder(werte | {name: str(darueber)})}]
    antworten = _node(tmp_path, missing_tool, faelle)
    for (name, _, high, step), an_der_grenze, darueber in zip(
        FELDER, antworten[::2], antworten[1::2], strict=True
    ):
        assert an_der_grenze["values"][name] == high, name
        art = "Zahl" if step == "any" else "ganz"
        assert darueber["field"] == name and darueber["error"].startswith(f"{name} {art} "), name
        assert darueber["error"].endswith("–" + f"{high:,}".replace(",", ".")), name
    html = kostenrechner.render_calculator(10, 2000, 1500, 300, PREIS_JE_1K, 20)
    for name, _, high, _ in FELDER:
        assert re.search(rf'id="ll-rechner-{name}"[^>]* data-max="{high}"', html), name


def _last(**werte):
    grund = {"rounds": 10, "start": 2000, "growth": 1500, "outputPerRound": 300}
    return grund | {"priceInput": 0.003, "priceOutput": 0.015, "tasksPerDay": 20} | werte


def _ohne_input(**werte):
    return _last(rounds=1, start=0, growth=0, priceOutput=0, tasksPerDay=0, **werte)


@pytest.mark.parametrize(
    ("werte", "problem"),
    [
        (_last(), None),
        # An den Grenzen der Felder: Der Input wäre 50.000.499.995.000.000, über 2**53.
        (_last(rounds=100_000, growth=10_000_000), {"key": "input", "kind": "inexact"}),
        # 2**53 − 1 Token sind noch genau, 2**53 nicht mehr.
        (_ohne_input(outputPerRound=2**53 - 1), None),
        (_ohne_input(outputPerRound=2**53), {"key": "output", "kind": "inexact"}),
        # Der Schnitt zeigt eine Nachkommastelle: genau bis 2**53 Zehntel.
        (_last(rounds=1, start=9 * 10**14, growth=0), None),
        (_last(rounds=1, start=10**15, growth=0), {"key": "inputPerCall", "kind": "inexact"}),
        # Dollar mit vier gezeigten Nachkommastellen: genau bis 2**53 Zehntausendstel.
        (_last(start=0, growth=0, outputPerRound=10**9, priceOutput=1000), None),
        (
            _last(start=0, growth=0, outputPerRound=10**9, priceOutput=1000, tasksPerDay=100),
            {"key": "dollarsPerDay", "kind": "inexact"},
        ),
        # Ohne Grenzen (etwa 1e308 im Feld) würde das Ergebnis unendlich.
        (_last(start=1e308), {"key": "input", "kind": "infinite"}),
        (_last(start=1e308, priceInput=0, tasksPerDay=0), {"key": "input", "kind": "infinite"}),
    ],
)
def test_rechner_erkennt_ergebnisse_die_nicht_endlich_oder_nicht_genau_sind(
    werte, problem, tmp_path, missing_tool
):
    (antwort,) = _node(tmp_path, missing_tool, [{"values": werte}])
    assert antwort["problem"] == problem
    if problem is None:  # genau heißt: dieselben ganzen Zahlen wie Python
        python = agentenkosten(*_argumente(werte))
        assert antwort["result"]["input"] == python["input"]
        assert antwort["result"]["output"] == python["output"]


def test_rechner_meldet_grosse_ergebnisse_auf_deutsch():
    html = kostenrechner.render_calculator(10, 2000, 1500, 300, PREIS_JE_1K, 20)
    for art in ("infinite", "inexact"):
        text = kostenrechner.MESSAGES[art]
        assert text.startswith("{ergebnis}: Das Ergebnis ist ") and "Bitte kleinere Werte" in text
        assert f'data-msg-{art}="{text}"' in html
    with pytest.raises(ValueError, match="Runden je Aufgabe: 0 liegt nicht zwischen 1 und 100000"):
        kostenrechner.render_calculator(0, 2000, 1500, 300, PREIS_JE_1K, 20)


def _als_zahl(text, step):
    """Die schlichten Werte dieser Tests als Zahl (``10``, ``0.003``); sonst None."""
    if not re.fullmatch(r"\d+(\.\d+)?", text):
        return None
    wert = float(text)
    return int(wert) if step != "any" and wert.is_integer() else wert


def test_rechner_ohne_javascript_zeigt_das_ergebnis_von_python():
    html = kostenrechner.render_calculator(10, 2000, 1500, 300, PREIS_JE_1K, 20)
    gezeigt = dict(re.findall(r'data-out="(\w+)">([^<]*)<', html))
    assert gezeigt == {
        "input": "87.500",
        "output": "3.000",
        "dollarsPerTask": "0,3075",
        "callsPerDay": "200",
        "dollarsPerDay": "6,15",
        "inputPerCall": "8.750",
    }
    for name, *_ in kostenrechner.FIELDS:  # jedes Feld hat ein Label, das auf es zeigt
        assert f'<label for="ll-rechner-{name}">' in html and f'id="ll-rechner-{name}"' in html
    # Nur die Ansage ist eine Live-Region, nicht die sechs Ergebnisse.
    assert html.count('aria-live="polite"') == 1
    assert re.search(r'<p class="ll-rechner-ansage" data-out="summary" role="status"', html)
    assert 'id="ll-rechner-fehler" data-out="error" hidden' in html


# --- Abweichungen im Code machen die Seite rot ---------------------------------------------------

ABWEICHUNGEN = {
    "unverändert (Gegenprobe)": None,
    "Zuwachs im Szenario des Simulators geändert": (
        "docs/ki/m4/04-was-ein-agent-kostet.md",
        "ABSCHNITT_ZEICHEN = 5_800",
        "ABSCHNITT_ZEICHEN = 5_900",
    ),
    "PREIS_JE_1K geändert": (
        "lernlabor/tracks/ki/simulator/kosten.py",
        'PREIS_JE_1K = {"input": 0.003, "output": 0.015}',
        'PREIS_JE_1K = {"input": 0.003, "output": 0.016}',
    ),
}


@pytest.mark.parametrize("name", ABWEICHUNGEN)
def test_abweichung_im_code_macht_die_notebook_seite_rot(name, tmp_path):
    lauf = lauf_in_kopie(tmp_path, SEITE_MD, ABWEICHUNGEN[name])
    if ABWEICHUNGEN[name] is None:
        assert lauf.returncode == 0, lauf.stdout + lauf.stderr
        # Jeder Python-Block der Seite ist ein Testfall, dazu die Prüfung der Zahlen im Text.
        from tests.markdown_lauf import bloecke_der_seite

        erwartet = len(bloecke_der_seite(SEITE_MD)) + 1
        assert re.search(r"\b(\d+) passed\b", lauf.stdout).group(1) == str(erwartet)
        return
    assert lauf.returncode == 1, lauf.stdout + lauf.stderr
    assert str(tmp_path) in lauf.stdout, "Der Lauf muss die veränderte Kopie prüfen."
    # Beide Prüfwege schlagen an: die dokumentierte Ausgabe und die Zahl im Text.
    assert "weicht vom Ausgabe-Block ab" in lauf.stdout
    assert "Zahlen im Text weichen vom Code ab" in lauf.stdout


# --- Notebook-Technik -----------------------------------------------------------------------


def test_nur_jupytext_seiten_mit_python_kernel_werden_notebooks(tmp_path):
    """include ist eng: Weder .py noch .ipynb unter docs/ und keine gewöhnliche Lektion."""
    from mkdocs.config import load_config
    from mkdocs.structure.files import File

    config = load_config(str(WURZEL / "mkdocs.yml"))
    plugin = config.plugins["mkdocs-jupyter"]
    (tmp_path / "skript.py").write_text("# %%\nprint('kein Notebook')\n", "utf8")
    (tmp_path / "heft.ipynb").write_text('{"cells": [], "metadata": {}}', "utf8")
    kandidaten = {
        SEITE_MD: True,
        WURZEL / "docs" / "ki" / "m4" / "02-tool-use-schleife.md": False,
        tmp_path / "skript.py": False,
        tmp_path / "heft.ipynb": False,
    }
    for pfad, erwartet in kandidaten.items():
        datei = File(pfad.name, str(pfad.parent), str(tmp_path / "site"), False)
        assert plugin.should_include(datei) is erwartet, pfad
    # Ausgeführt wird über lernlabor.web.notebook_cache (Cache für Material und Zensical),
    # nicht von mkdocs-jupyter selbst; dessen HTML-Cache liegt je Stand der Ausgaben (hooks.py).
    assert plugin.config["execute"] is False and plugin.config["cache"] is True
    assert plugin.config["allow_errors"] is False
    assert plugin.config["include_requirejs"] is False


def test_kernel_des_builds_ist_das_python_der_uv_umgebung(monkeypatch):
    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_client.manager import KernelManager

    from lernlabor.web.hooks import JUPYTER_DIR, use_build_kernel

    # Ein Ordner davor (etwa von einer anderen Umgebung) darf den Kernel nicht verdecken.
    monkeypatch.setenv("JUPYTER_PATH", os.pathsep.join(["/gibt/es/nicht", str(JUPYTER_DIR)]))
    use_build_kernel()
    assert os.environ["JUPYTER_PATH"].split(os.pathsep) == [str(JUPYTER_DIR), "/gibt/es/nicht"]
    spec = KernelSpecManager().get_kernel_spec("lernlabor")
    assert spec.resource_dir == str(JUPYTER_DIR / "kernels" / "lernlabor")
    befehl = KernelManager(kernel_name="lernlabor").format_kernel_cmd()
    assert befehl[0] == sys.executable
    assert befehl[1:3] == ["-m", "ipykernel_launcher"]


def test_eine_fehlerhafte_zelle_stoppt_den_build(tmp_path):
    from tests.browser.site import config_with_docs, run_build

    docs = tmp_path / "docs"
    shutil.copytree(WURZEL / "docs", docs)
    seite = docs / SEITE_MD.relative_to(WURZEL / "docs")
    text = seite.read_text("utf8").replace(
        "AUFGABEN_JE_TAG = 20\n", 'AUFGABEN_JE_TAG = 20\nraise RuntimeError("absichtlich")\n'
    )
    seite.write_text(text, "utf8")
    config = config_with_docs(docs, tmp_path / "mkdocs.yml")
    lauf = run_build(tmp_path / "site", config_file=config)
    assert lauf.returncode != 0
    ausgabe = lauf.stdout + lauf.stderr
    assert "CellExecutionError" in ausgabe and "absichtlich" in ausgabe


# --- Die gebaute Seite ------------------------------------------------------------------------


def test_nur_m4_04_ist_eine_notebook_seite(site):
    notebooks = sorted(
        str(p.relative_to(site))
        for p in site.rglob("*.html")
        if "jupyter-wrapper" in p.read_text("utf8")
    )
    assert notebooks == [str(SEITE_HTML)]


def test_seite_hat_abschnitte_diagramm_rechner_und_uebungen(site):
    html = (site / SEITE_HTML).read_text("utf8")
    for abschnitt in (
        "Worum es geht",
        "Von JS/TS her gedacht",
        "Schritt 1: Jede Runde schickt alles noch einmal",
        "Schritt 3: Dasselbe gemessen, mit dem Simulator",
        "Schritt 5: Zwei Hebel, kürzen und cachen",
        "Fallen",
        "Übung 1: Input je Runde und Kosten einer Aufgabe (leicht)",
        "Übung 2: Wann ist das Budget aufgebraucht? (mittel)",
        "Übung 3: Den Verlauf kürzen (mittel)",
        "Merksatz",
        "Prüfstein",
        "Quelle",
    ):
        assert re.search(rf"<h[23][^>]*>{re.escape(abschnitt)}<", html), abschnitt
    for admonition in ("info", "warning", "abstract", "question"):  # dieselben wie in M4·02
        assert f'<div class="admonition {admonition}">' in html, admonition
    bilder = re.findall(r"<img ([^>]*)>", html)
    assert len(bilder) == 1
    assert re.search(r'src="bild-[0-9a-f]{12}\.svg"', bilder[0])
    alt = re.search(r'alt="([^"]+)"', bilder[0]).group(1)
    assert alt.startswith("Zwei Säulendiagramme") and "87.500" in alt and "87.965" in alt
    assert re.findall(r'data-exercise="([^"]+)"', html) == [f"m4-04-uebung-{n}" for n in (1, 2, 3)]
    assert html.count("data-kostenrechner") == 1
    # Die dokumentierten Ausgaben (für pytest) sind entfernt, die echten stehen da.
    assert "language-output" not in html
    assert "Formel: 87965 gemessen: 87965 gleich: True" in html
    # Die Zelle des Diagramms zeigt keinen Code, die Zellen der Lektion schon.
    assert "matplotlib" not in html and "render_calculator" not in html
    assert "agentenkosten" in html


def test_seite_bettet_weder_bild_noch_jupyter_css_ein(site):
    """Das Diagramm ist eine SVG-Datei neben der Seite, die Zellen brauchen nur notebook.css.

    Vorher war die Seite 748 KB groß: 576 KB Jupyter-CSS und das Diagramm als base64-PNG.
    """
    html = (site / SEITE_HTML).read_text("utf8")
    assert len(html.encode()) < 150_000
    assert "data:image" not in html and ";base64," not in html
    assert "<style" not in html and "--jp-" not in html and ".jp-Cell" not in html
    assert "ClipboardCopyElement" not in html
    # Die Textzellen sind keine Tab-Stopps (nbconvert gibt jeder tabindex="0").
    assert html.count('class="jp-Cell-inputWrapper"') >= 9
    assert not re.search(r'class="jp-Cell-inputWrapper"[^>]*tabindex', html)
    assert '<link rel="stylesheet" href="../../../assets/lernlabor/notebook.css">' in html
    css = (site / "assets" / "lernlabor" / "notebook.css").read_text("utf8")
    assert len(css.encode()) < 3_000 and ".jp-OutputArea-output" in css
    (name,) = re.findall(r'<img [^>]*src="(bild-[0-9a-f]{12}\.svg)"', html)
    svg = (site / SEITE_HTML).parent / name
    text = svg.read_text("utf8")
    assert text.lstrip().startswith("<?xml") and "<svg" in text
    assert 10_000 < len(text.encode()) < 60_000
    assert "<text" in text  # Schrift als Text, nicht als Pfade: kleiner und scharf
    for seite in site.rglob("*.html"):  # die anderen Seiten bekommen das CSS nicht
        if seite != site / SEITE_HTML:
            assert "notebook.css" not in seite.read_text("utf8"), seite


def test_seite_fuehrt_zum_echten_modell_mit_gueltigen_links(site):
    """Die drei Variablen, das Skript von M4·02 und sein Download; jeder Anker existiert."""
    html = (site / SEITE_HTML).read_text("utf8")
    for variable in ("LLM_BASE_URL", "LLM_API_KEY", "LLM_MODEL"):
        assert f"<code>{variable}</code>" in html, variable
    assert 'href="../../../downloads/ki_14_echter_agent.py"' in html
    assert (site / "downloads" / "ki_14_echter_agent.py").is_file()
    m4_02 = (site / "ki" / "m4" / "02-tool-use-schleife" / "index.html").read_text("utf8")
    anker = re.findall(r'href="\.\./02-tool-use-schleife/#([\w-]+)"', html)
    assert "zusatzubung-echter-agent-mit-zwei-tools-lokal" in anker
    for ziel in anker:
        assert f'id="{ziel}"' in m4_02, ziel
    assert html.count('href="../02-tool-use-schleife/') >= 4  # jedes „Baustein 02“ verlinkt


def test_keine_seite_laedt_mathjax_requirejs_oder_widget_skripte(site):
    for pfad in site.rglob("*.html"):
        text = pfad.read_text("utf8")
        for verboten in ("mkdocs-jupyter-mathjax", "cdn.jsdelivr", "require.js", "unpkg.com"):
            assert verboten not in text, (pfad, verboten)


@pytest.mark.parametrize(
    ("text", "wert", "stimmt"),
    [
        ("87.500", 87_500, True),
        ("87.500.", 87_500, True),  # Satzende
        ("87.500", 875, False),
        ("8.750", 8750.0, True),  # Durchschnitt als Kommazahl ohne Nachkommastellen
        ("8.750", 8750.5, False),
        ("1.234,5", 1234.5, True),
        ("0,3075", 0.3075, True),
        ("87.50", 87_500, False),  # keine Dreiergruppe: kein Tausenderpunkt
    ],
)
def test_zahlen_im_text_mit_tausenderpunkt(text, wert, stimmt):
    from tests.markdown_lauf import stimmt_zahl

    assert stimmt_zahl(text, wert) is stimmt


def test_ausgabe_in_einer_jupytext_region_gehoert_zum_block_davor(tmp_path):
    from tests.markdown_lauf import bloecke_der_seite

    seite = tmp_path / "seite.md"
    seite.write_text(
        '```python\nprint(1)\n```\n\n<!-- #region tags=["ausgabe"] -->\n```output\n1\n```\n'
        "<!-- #endregion -->\n\n```python\nprint(2)\n```\n\n"
        "<!-- Kommentar -->\n```output\n2\n```\n",
        "utf8",
    )
    eins, zwei = bloecke_der_seite(seite)
    assert eins.ausgabe == "1\n"
    assert zwei.ausgabe is None  # nur eine Region verbindet, kein beliebiger Kommentar


# --- Übungen ----------------------------------------------------------------------------------


def test_ein_fehler_schon_bei_kleinen_budgets_bekommt_bei_10_hoch_12_keinen_float_hinweis():
    """Eine ganzzahlige Schleife, die eine Runde zu früh endet, liegt auch bei 10**12 um eins
    daneben. Das ist derselbe Fehler; ein Hinweis auf float-Rundung führte in die Irre."""
    from lernlabor.pruefen import pruefe

    ordner = WURZEL / "lernlabor" / "tracks" / "ki" / "uebungen" / "m4_04" / "uebung_2"
    meldungen = pruefe("m4-04-uebung-2", (ordner / "falsch_ab_null.py").read_text("utf-8"))
    text = "\n".join(meldungen["meldungen"])
    assert "eine Runde zu früh" in text and "Regel 1 " in text
    assert "float" not in text
    # Wer nur bei großen Zahlen daneben liegt, bekommt den float-Hinweis.
    float_formel = pruefe("m4-04-uebung-2", (ordner / "falsch_formel_float.py").read_text("utf-8"))
    assert "rundet float" in "\n".join(float_formel["meldungen"])


def test_summe_als_kommazahl_bekommt_die_regel_der_genauigkeit_statt_eines_falschen_irrtums():
    """``summe = 0.0`` in einer sonst richtigen Schleife: Die Meldung nennt Regel 4 (genau bei
    großen Zahlen) und keinen der bekannten Irrtümer, die nur zufällig an einem Fall passen."""
    from lernlabor.pruefen import pruefe
    from lernlabor.uebung import finde

    code = finde("m4-04-uebung-2").loesung.replace("summe = 0", "summe = 0.0")
    text = "\n".join(pruefe("m4-04-uebung-2", code)["meldungen"])
    assert "Regel 4 verletzt" in text
    for irrtum in finde("m4-04-uebung-2").vertrag.irrtuemer:
        assert irrtum.diagnose not in text, irrtum.datei


@pytest.mark.parametrize(
    ("uebung_id", "vorher", "nachher", "regel", "satz"),
    [
        # Die richtigen Werte im OrderedDict: Die Meldung sagt, dass es am Typ liegt.
        (
            "m4-04-uebung-1",
            'return {"input": eingabe, "output": ausgabe, "dollar": dollar}',
            "from collections import OrderedDict\n    return OrderedDict(input=eingabe, "
            "output=ausgabe, dollar=dollar)",
            2,
            "Du gibst ein `OrderedDict` zurück, eine Unterklasse von `dict`.",
        ),
        # Eine 0 allein ist gültig: Die Meldung nennt die Null, die den ValueError auslöste.
        (
            "m4-04-uebung-2",
            "    summe = 0\n",
            "    if budget == 0:\n        raise ValueError('0')\n    summe = 0\n",
            3,
            "Eine 0 allein ist erlaubt, hier `budget = 0`",
        ),
        ("m4-04-uebung-2", "summe = 0", "summe = 0.0", 4, "Eine Kommazahl (`float`, `/`, `0.0`)"),
        # Ein ValueError bei einer gültigen Eingabe mit vielen Runden: aufgegeben (Regel 5),
        # nicht wegen einer 0 (Regel 3), auch wenn eine 0 dabei ist.
        (
            "m4-04-uebung-2",
            "    return runde\n",
            "    if runde > 60_000:\n        raise ValueError('zu viele')\n    return runde\n",
            5,
            "Gibt dein Code vorher auf",
        ),
        # Nach einer festen Zahl von Runden aufgehört und die letzte gezählte zurückgegeben:
        # Regel 5 (bis Runde 100 000 zählen), nicht Regel 1 (s5).
        (
            "m4-04-uebung-2",
            "    while summe <= budget:\n",
            "    while summe <= budget and runde < 50_000:\n",
            5,
            "Gibt dein Code vorher auf",
        ),
        # Eine Rekursion je Runde reicht nicht bis Runde 100 000: Regel 5 (s5).
        (
            "m4-04-uebung-2",
            "    summe = 0\n",
            "    def weiter(runde, summe):\n"
            "        if summe > budget:\n"
            "            return runde\n"
            "        return weiter(runde + 1, summe + start + runde * zuwachs)\n\n"
            "    return weiter(0, 0)\n"
            "    summe = 0\n",
            5,
            "Zähle die Runden mit einer Schleife",
        ),
        # Dem dict fehlt "dollar": Regel 2 legt die Schlüssel fest, nicht Regel 3 (s5).
        (
            "m4-04-uebung-1",
            '"dollar": dollar}',
            '"dollar_je_aufgabe": dollar}',
            2,
            "genau die Schlüssel",
        ),
        # Die Liste der Runden statt ihrer Summe: Regel 1, auch im Fall mit fenster=0 (s5).
        (
            "m4-04-uebung-3",
            "    return summe\n",
            "    return [start + min(k - 1, fenster) * zuwachs for k in range(1, runden + 1)]\n",
            1,
            "Objekt vom Typ `list`",
        ),
        # Eine 0 bei output_je_runde ist gültig: Die Meldung sagt, dass 0 nicht negativ ist.
        (
            "m4-04-uebung-1",
            "    if output_je_runde < 0:",
            "    if not output_je_runde or output_je_runde < 0:",
            4,
            "0 ist nicht negativ, hier",
        ),
        # Eine 0 bei start ist gültig (wer `fenster=0` ablehnt, trifft den Irrtum
        # falsch_fenster_null_abgelehnt.py und Regel 2).
        (
            "m4-04-uebung-3",
            "    summe = 0\n",
            "    if not start:\n        raise ValueError('0')\n    summe = 0\n",
            3,
            "0 ist nicht negativ, hier `start = 0`",
        ),
        # Eine Unterklasse von list mit den richtigen Werten: wie beim dict, nach Regel 1.
        (
            "m4-04-uebung-1",
            "return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]",
            'return type("Liste", (list,), {})(start + (k - 1) * zuwachs '
            "for k in range(1, runden + 1))",
            1,
            "Du gibst ein `Liste` zurück, eine Unterklasse von `list`.",
        ),
        # preise geändert, obwohl der Aufruf richtig mit ValueError endet: Die Meldung sagt,
        # dass nicht der Fehler das Problem ist.
        (
            "m4-04-uebung-1",
            "    eingabe = sum(",
            # nur im ungültigen Aufruf (gültige Fälle stehen vorn und fielen sonst zuerst auf)
            '    if runden < 1:\n        preise.setdefault("cache", 0.0)\n    eingabe = sum(',
            6,
            "Dieser Aufruf ist ungültig, und dein `ValueError` ist richtig.",
        ),
        # Dasselbe globale dict bei jedem Aufruf, neu gefüllt: Regel 2 (ein neues dict je
        # Aufruf), nicht Regel 6, die nur von `preise` handelt (s5, Runde 20). Seit Runde 33
        # fällt es schon in einem Fall auf, in dem das Neufüllen nichts ändert: zwei Aufrufe
        # hintereinander geben dasselbe Objekt.
        (
            "m4-04-uebung-1",
            '    return {"input": eingabe, "output": ausgabe, "dollar": dollar}',
            "    _ERG.update(input=eingabe, output=ausgabe, dollar=dollar)\n    return _ERG\n\n\n"
            "_ERG = {}",
            2,
            "gibt deine Funktion beide Male dasselbe Objekt zurück",
        ),
        # Die richtige Runde als Unterklasse von int: Regel 4 (genau `int`) sagt es (s5).
        (
            "m4-04-uebung-2",
            "    return runde\n",
            "    return type('Runde', (int,), {})(runde)\n",
            4,
            "ist aber vom Typ `Runde`, einer Unterklasse von `int`",
        ),
        # Token für Token nachgezählt (die der ersten Runde): Regel 5, und die Meldung nennt die
        # Arbeit je Runde. Alle Runden so gezählt, scheitert der Code zuerst an Runde 99 999.
        (
            "m4-04-uebung-2",
            "    return runde\n",
            "    for _ in range(start):\n        pass\n    return runde\n",
            5,
            "etwa Token für Token",
        ),
        # Eine Obergrenze für runden, nur in kosten_der_aufgabe und höher als die eines Irrtums:
        # Regel 4 nennt die vielen Runden, nicht eine 0 (s5, Runde 21).
        (
            "m4-04-uebung-1",
            "    if output_je_runde < 0:",
            "    if runden > 5000:\n        raise ValueError('viele')\n    if output_je_runde < 0:",
            4,
            "`runden` hat keine Obergrenze, hier `runden = 100000`",
        ),
        # Ein Fenster, das nichts kürzt, abgelehnt, anders als jeder Irrtum (nur ab zwei Runden
        # über `runden - 1`): Regel 1, die solche Fenster gültig nennt, nicht Regel 3 (s5).
        (
            "m4-04-uebung-3",
            "    summe = 0\n",
            "    if runden > 2 and fenster >= runden - 1:\n        raise ValueError('1')\n"
            "    summe = 0\n",
            1,
            "kürzt nichts, ist aber gültig",
        ),
        # Nur die letzte Runde, bei fenster=0 ohne Fingerabdruck (mal zwei): Regel 1 (die
        # Summe), nicht Regel 2, obwohl der erste falsche Fall `fenster=0` hat (s5).
        (
            "m4-04-uebung-3",
            "    summe = 0\n",
            "    return 2 * (start + min(runden - 1, fenster) * zuwachs)\n    summe = 0\n",
            1,
            "und passt zu keinem Fenster",
        ),
        # Eine Obergrenze für runden nur in input_je_runde, allein aufgerufen, höher als die
        # eines Irrtums: Regel 4 nennt die vielen Runden (s5, Runde 22).
        (
            "m4-04-uebung-1",
            "    return [start",
            "    if runden > 5000:\n        raise ValueError('viele')\n    return [start",
            4,
            "`runden` hat keine Obergrenze, hier `runden = 10000`",
        ),
        # Ein Schlüssel mit einem Text darin, in preise geschrieben: Regel 6 mit dem Schlüssel;
        # die Prüfung halbiert danach nur die Zahlen und stürzt nicht ab (s5, Runde 22).
        (
            "m4-04-uebung-1",
            "    eingabe = sum(",
            "    preise.setdefault('waehrung', 'USD')\n    eingabe = sum(",
            6,
            "verändert preise['waehrung']: vorher nichts (fehlt), nachher 'USD' (str)",
        ),
        # Die Runde oder die Summe als Text, anders als der Irrtum: Regel 4 (genau `int`),
        # nicht Regel 1 (s5, Runde 22).
        (
            "m4-04-uebung-2",
            "    return runde\n",
            "    return f'Runde {runde}'\n",
            4,
            "Deine Runde ist ein Text (`str`), verlangt ist genau ein `int`",
        ),
        (
            "m4-04-uebung-3",
            "    return summe\n",
            "    return f'{summe} Token'\n",
            4,
            "Deine Summe ist ein Text (`str`), verlangt ist genau ein `int`",
        ),
        # Eine Obergrenze für runden über der Suche (60), unter den vielen Runden der Beispiele:
        # Regel 3 nennt die Runden (s5, Runde 22).
        (
            "m4-04-uebung-3",
            "    summe = 0\n",
            "    if runden > 500:\n        raise ValueError('viele')\n    summe = 0\n",
            3,
            "`runden` hat keine Obergrenze, hier `runden = 124000`",
        ),
        # Die Summe als Decimal: Regel 4 (genau `int`), nicht Regel 1 (s5).
        (
            "m4-04-uebung-3",
            "    return summe\n",
            "    return __import__('decimal').Decimal(summe)\n",
            4,
            "Deine Funktion gibt die Summe als `Decimal` zurück.",
        ),
        # Erst eine Liste je Runde, dann die Prüfung: Bei 10**12 Runden reicht kein Speicher, und
        # die Meldung sagt das statt „MemoryError ist keine Unterart“ (Runde 30).
        (
            "m4-04-uebung-1",
            "    if output_je_runde < 0:",
            "    [0] * runden\n    if output_je_runde < 0:",
            4,
            "erst eine Liste, für die kein Speicher reicht",
        ),
    ],
    ids=[
        "ordereddict",
        "budget-null",
        "summe-als-float",
        "aufgegeben",
        "feste-zahl-von-runden",
        "rekursion",
        "dollar-fehlt",
        "liste-statt-summe",
        "output-null",
        "start-null",
        "list-unterklasse",
        "preise-beim-ungueltigen-aufruf",
        "dasselbe-dict",
        "int-unterklasse",
        "tokenweise",
        "obergrenze-runden",
        "fenster-kuerzt-nichts",
        "doppelte-letzte-runde",
        "summe-als-decimal",
        "obergrenze-nur-liste",
        "preise-waehrung",
        "runde-als-text",
        "summe-als-text",
        "obergrenze-runden-fenster",
        "liste-vor-der-pruefung",
    ],
)
def test_ein_fehler_ohne_bekannten_irrtum_bekommt_den_satz_seiner_regel(
    uebung_id, vorher, nachher, regel, satz
):
    """Diese Fehler erkennt kein Fingerabdruck eines Irrtums (die Reihenfolge der Schlüssel im
    repr, welche Null): Die Regelwahl der Übung sagt, woran es liegt."""
    from lernlabor.pruefen import pruefe
    from lernlabor.uebung import finde

    loesung = finde(uebung_id).loesung
    assert vorher in loesung
    text = "\n".join(pruefe(uebung_id, loesung.replace(vorher, nachher, 1))["meldungen"])
    assert f"Regel {regel} verletzt" in text and satz in text, text


# Merkt sich die Preise unter id(preise) und hält das dict fest (so bekommt kein anderes seine
# id): Der erste Aufruf stimmt immer, der zweite nach dem Halbieren rechnet mit den alten.
PREISE_GEMERKT = """
_preise = {}


def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("ungültig")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if output_je_runde < 0:
        raise ValueError("negativ")
    _, p_in, p_out = _preise.setdefault(id(preise), (preise, preise["input"], preise["output"]))
    i = sum(input_je_runde(runden, start, zuwachs))
    o = runden * output_je_runde
    return {"input": i, "output": o, "dollar": i / 1000 * p_in + o / 1000 * p_out}
"""


def test_alte_preise_beim_zweiten_aufruf_verletzen_regel_6_nicht_regel_3():
    """Wer beim zweiten Aufruf noch mit den alten Preisen rechnet, bricht Regel 6 (die neuen
    gelten), nicht die Formel des Betrags (Regel 3), und die Meldung sagt es."""
    from lernlabor.pruefen import pruefe
    from lernlabor.tracks.ki.uebungen.m4_04.uebung_1.vertrag import ALTE_PREISE

    text = " ".join(pruefe("m4-04-uebung-1", PREISE_GEMERKT)["meldungen"])
    assert "Regel 6 verletzt" in text and ALTE_PREISE in text, text
    assert "Regel 3 verletzt" not in text


ERSTES_PREISE_GEHALTEN = """
_PREISE = []


def input_je_runde(runden, start, zuwachs):
    if runden < 1 or start < 0 or zuwachs < 0:
        raise ValueError("ungültig")
    return [start + (k - 1) * zuwachs for k in range(1, runden + 1)]


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    if runden < 1 or start < 0 or zuwachs < 0 or output_je_runde < 0:
        raise ValueError("ungültig")
    if not _PREISE:
        _PREISE.append(preise)
    p = _PREISE[0]
    eingabe = sum(input_je_runde(runden, start, zuwachs))
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * p["input"] + ausgabe / 1000 * p["output"]
    return {"input": eingabe, "output": ausgabe, "dollar": dollar}
"""


def test_wer_die_preise_eines_frueheren_aufrufs_haelt_verletzt_regel_6():
    """Runde 33: Der Code liest immer aus dem ``preise`` des ersten Aufrufs. Frisch geladen
    besteht er den Fall, an dem er scheitert; falsch ist allein ``"dollar"``: Das ist Regel 6
    (die Preise bei jedem Aufruf neu lesen), nicht Regel 2 (ein neues dict je Aufruf)."""
    from lernlabor.pruefen import pruefe

    meldungen = pruefe("m4-04-uebung-1", ERSTES_PREISE_GEHALTEN)["meldungen"]
    assert meldungen[1].startswith("Regel 6 verletzt: Frisch geladen"), meldungen


@pytest.mark.parametrize(
    ("runden", "diagnose"),
    [
        ("round(dollar, 12)", "12 Nachkommastellen"),
        ('float(f"{dollar:.9g}")', "9 gültige"),
        # Die Regel sagt, dass jede feste Zahl von Stellen zu grob ist, die einen float ändern
        # kann: Der kleinste float (5e-324) wird bei jeder bis 323 zu 0.0 (Runde 17, s5).
        ("round(dollar, 13)", "feste Zahl von Nachkommastellen"),
        ("round(dollar, 20)", "feste Zahl von Nachkommastellen"),
        ("round(dollar, 30)", "feste Zahl von Nachkommastellen"),
        ("round(dollar, 323)", "feste Zahl von Nachkommastellen"),
    ],
)
def test_zu_grobes_runden_zeigt_einen_ersten_aufruf(runden, diagnose):
    """Zu grob gerundet fällt schon beim ersten Aufruf auf, in einem Fall, der vor denen mit
    halbierten Preisen steht: Die Meldung lenkt nicht auf geänderte Preise (Regel 6)."""
    from lernlabor.pruefen import pruefe
    from lernlabor.uebung import finde

    loesung = finde("m4-04-uebung-1").loesung
    code = loesung.replace('"dollar": dollar}', f'"dollar": {runden}}}')
    assert code != loesung
    text = " ".join(pruefe("m4-04-uebung-1", code)["meldungen"])
    assert "Regel 3 verletzt" in text and diagnose in text, text
    assert "ein zweites Mal" not in text


def test_runden_auf_324_stellen_aendert_nichts_und_besteht():
    """Ab 324 Stellen ändert ``round`` keinen float mehr; Regel 3 nennt so ein Runden harmlos."""
    from lernlabor.pruefen import pruefe
    from lernlabor.uebung import finde

    loesung = finde("m4-04-uebung-1").loesung
    code = loesung.replace('"dollar": dollar}', '"dollar": round(dollar, 324)}')
    assert code != loesung
    assert pruefe("m4-04-uebung-1", code)["ergebnis"] == "bestanden"


def test_dieselbe_liste_aus_einem_cache_verletzt_regel_1():
    """Ein Cache ohne Grenze gibt bei gleichen Zahlen dieselbe Liste zurück, auch nachdem der
    Aufrufer etwas angehängt hat: Regel 1 (jeder Aufruf baut eine neue Liste), mit der Diagnose
    des Irrtums, der sich nur den letzten Aufruf merkt."""
    from lernlabor.pruefen import pruefe
    from lernlabor.uebung import finde

    uebung = finde("m4-04-uebung-1")
    diagnose = next(
        i.diagnose for i in uebung.vertrag.irrtuemer if i.datei == "falsch_liste_gemerkt.py"
    )
    vorher = "def input_je_runde("
    code = uebung.loesung.replace(vorher, f"@lru_cache(maxsize=None)\n{vorher}", 1)
    text = " ".join(pruefe(uebung.id, "from functools import lru_cache\n" + code)["meldungen"])
    assert "Regel 1 verletzt" in text and diagnose in text, text
    assert "eine 0 angehängt hat" in text


# --- Übung 2: wer bei gültigen Zahlen zu lange rechnet -----------------------------------------

# Eine genaue, aber langsame Lösung: Sie schätzt mit Kommazahlen und zählt dann nach. Als
# bekannter Irrtum kostete sie jede Suche nach Fällen eine Million Zeilen je Lauf (die Prüfung
# der gespeicherten Fälle von 12 auf 40 s); hier läuft sie einmal.
SCHAETZUNG_NACHGEZAEHLT = """
import math


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")

    def summe(k):
        return k * start + zuwachs * k * (k - 1) // 2

    # Die Schätzung übersieht start: Ist start groß, liegt sie viel zu hoch.
    runde = max(1, int(math.sqrt(2 * budget / zuwachs))) if zuwachs else max(1, budget // start)
    while runde > 1 and summe(runde - 1) > budget:
        runde -= 1
    while summe(runde) <= budget:
        runde += 1
    return runde
"""


def test_wer_bei_gueltigen_zahlen_zu_lange_rechnet_verletzt_regel_5_nicht_regel_4():
    """Auch wo der Fall riesige Zahlen hat (Regel 4: genau), ist zu langes Rechnen Regel 5."""
    from lernlabor.pruefen import pruefe

    ergebnis = pruefe("m4-04-uebung-2", SCHAETZUNG_NACHGEZAEHLT)
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    meldung = " ".join(ergebnis["meldungen"])
    assert "Regel 5 verletzt" in meldung and "Die Antwort ist hier Runde" in meldung
    assert "Regel 4 verletzt" not in meldung


def test_wer_bei_ungueltigen_zahlen_endlos_zaehlt_verletzt_regel_3_nicht_regel_5():
    """Runde 23: ``start == zuwachs == 0`` nur bei kleinem Budget abgelehnt, sonst endlos. Das
    ist der fehlende ValueError (Regel 3), kein Tempo (Regel 5 erlaubt riesigen Antworten jede
    Zeit)."""
    from lernlabor.pruefen import pruefe
    from lernlabor.uebung import finde

    uebung = finde("m4-04-uebung-2")
    vorher = "    if start == 0 and zuwachs == 0:"
    assert vorher in uebung.loesung
    code = uebung.loesung.replace(vorher, f"{vorher[:-1]} and budget < 10**9:", 1)
    meldung = " ".join(pruefe(uebung.id, code)["meldungen"])
    assert "Regel 3 verletzt: Diese Eingabe ist ungültig (`start` und `zuwachs` sind beide 0" in (
        meldung
    ), meldung
    assert "Regel 5 verletzt" not in meldung


# Runde 35 (Übung 3): Regel 3 verspricht acht Zeilen je Runde (bis Runde 38: neun) bis zur
# größten Zahl der Prüfung (über 120.000 Runden); mit neun nennt die Meldung die Zeilen je Runde.
# `None` bei der Summe 0 heißt Regel 1 mit der Frage nach `return`.
SUMME_ZEILE = "        summe += start + min(k - 1, fenster) * zuwachs\n"


@pytest.mark.parametrize(
    ("fuellzeilen", "erwartet"),
    [(6, None), (7, "Bei mehr als acht passt dieser Fall nicht mehr in die Million")],
    ids=["acht-zeilen-je-runde", "neun-zeilen-je-runde"],
)
def test_uebung_3_haelt_ihr_versprechen_von_acht_zeilen_je_runde(fuellzeilen, erwartet):
    from lernlabor.pruefen import pruefe
    from lernlabor.uebung import finde

    loesung = finde("m4-04-uebung-3").loesung
    assert SUMME_ZEILE in loesung
    code = loesung.replace(SUMME_ZEILE, "        x = 1\n" * fuellzeilen + SUMME_ZEILE)
    ergebnis = pruefe("m4-04-uebung-3", code)
    text = "\n".join(ergebnis["meldungen"])
    if erwartet is None:
        assert ergebnis["ergebnis"] == "bestanden", text
    else:
        assert "Regel 3 verletzt" in text and erwartet in text and "124.000 Runden" in text, text


def test_uebung_3_none_statt_der_summe_fragt_nach_return():
    from lernlabor.pruefen import pruefe
    from lernlabor.uebung import finde

    code = finde("m4-04-uebung-3").loesung.replace(
        "    return summe\n", "    return summe or None\n"
    )
    text = "\n".join(pruefe("m4-04-uebung-3", code)["meldungen"])
    assert "Regel 1 verletzt: Deine Funktion gibt `None` zurück" in text, text
    assert "auch wenn sie 0 ist" in text and "nicht der Input jeder Runde" not in text, text


# Runde 35 (Übung 2): Besteht ein Code den Fall frisch geladen, deutet die Meldung die falsche
# Runde nicht als Rand oder als Runden mit Kommazahlen; sie sagt, dass er sich etwas merkt.
ZWISCHENSPEICHER_OHNE_ZUWACHS = (
    "_gemerkt = {}\n\n\n"
    "def runde_ueber_budget(budget, start, zuwachs):\n"
    "    if budget < 0 or start < 0 or zuwachs < 0:\n"
    "        raise ValueError('negativ')\n"
    "    if start == 0 and zuwachs == 0:\n"
    "        raise ValueError('0 und 0')\n"
    "    if (budget, start) in _gemerkt:\n"
    "        return _gemerkt[(budget, start)]\n"
    "    summe = runde = 0\n"
    "    while summe <= budget:\n"
    "        runde += 1\n"
    "        summe += start + (runde - 1) * zuwachs\n"
    "    _gemerkt[(budget, start)] = runde\n"
    "    return runde\n"
)


def test_uebung_2_ein_zustand_bekommt_keinen_rat_zu_rand_oder_kommazahlen():
    from lernlabor.pruefen import pruefe

    text = "\n".join(pruefe("m4-04-uebung-2", ZWISCHENSPEICHER_OHNE_ZUWACHS)["meldungen"])
    assert "Frisch geladen, ohne die Fälle davor, besteht dein Code diesen Fall" in text, text
    assert "Prüfe den Rand" not in text and "Kommazahl" not in text, text
