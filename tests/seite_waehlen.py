"""pytest-Plugin für ``lernlabor teste``: nur die Tests, die eine Seite betreffen, mit Ort.

Geladen mit ``-p tests.seite_waehlen --seite docs/….md --seite-bericht bericht.json``. Es
wählt aus allen gesammelten Tests genau die, die CI für diese Seite laufen lässt: ihre
Python-Blöcke, jeden Test mit der Seite als Parameter (Zahlen, Übungstitel, …) und jeden
Test mit einer ihrer Übungen als Parameter (Lösung, Starter, falsche und andere Antworten,
Widget, Kommandozeile). Es gibt also keine zweite Liste der Prüfungen. Jeder Fehlschlag
kommt mit „Datei:Zeile“ und einer kurzen Meldung in den Bericht (JSON).

Mit pytest-xdist (``-n 2``) wählt jeder Arbeitsprozess beim Sammeln; die Einträge eines
Fehlschlags reisen in ``user_properties`` des Berichts zum steuernden Prozess, der die Datei
schreibt.
"""

import json
import os
import re
from pathlib import Path

import pytest

from lernlabor.autoren.seiten import uebungs_ids

# Eine Datei einer Übung (Beispiel oder Track), nicht das Register, das sie lädt.
UEBUNGSDATEI = r"lernlabor/(uebung/[^/]+|tracks/[^/]+/uebungen/[^/]+)/.+\.py$"
_ORT_ZEILE = re.compile(r"^[ \t]*(?P<datei>[^\s:]+\.(?:md|py)):(?P<zeile>\d+): (?P<text>.+)$", re.M)
_SAMMELFEHLER = []  # Fehler beim Sammeln (etwa ein Register, das sich nicht laden lässt)
_DATEI_FUER = {  # Test -> (Datei, die er prüft, was gescheitert ist)
    "test_loesung_besteht": ("loesung.py", "Die Lösung besteht nicht"),
    "test_starter_besteht_nicht": ("starter.py", "Der Starter besteht, soll aber scheitern"),
    "test_form_der_uebung": ("__init__.py", "Die Übung ist unvollständig"),
}


_AKTIV = []  # nicht leer, sobald --seite gesetzt ist
_GELAUFEN = set()  # Tests, deren Bericht kam (mit xdist: im steuernden Prozess)
_FEHLER, _AUSGABEN = [], []
_FEHLER_TAG, _AUSGABE_TAG = "seite_fehler", "seite_ausgabe"


# Fixtures, die die gebaute Website brauchen (wie in tests/conftest.py, das den Bau startet).
WEBSITE = {"site", "built_site", "server", "zensical_server"}


def _merkzettel(config):
    """Die Datei, die sagt: Die Tests dieser Seite brauchten beim letzten Lauf die Website."""
    relativ = Path(config.getoption("seite")).resolve().relative_to(config.rootpath)
    name = "__".join(relativ.parts) + ("+browser" if config.getoption("seite_browser") else "")
    return config.rootpath / ".cache" / "teste-website" / name


@pytest.hookimpl(trylast=True)  # nach tests/conftest.py, das den Ordner für den Bau anlegt
def pytest_configure(config):
    if not config.getoption("seite"):
        return
    _AKTIV.append(True)
    if hasattr(config, "workerinput") or getattr(config.option, "collectonly", False):
        return
    # Dieselben Eingaben wie beim letzten Bau: dessen Website, kein neuer Bau (die
    # Arbeitsprozesse erben die Variable; tests/browser/site.py prüft die Prüfsumme).
    from tests.browser.site import REUSE
    from tests.urteile_im_lauf import GEHALTEN

    os.environ[REUSE] = str(config.rootpath / ".cache" / "teste-site")
    # Ebenso die Urteile über die Antworten der Übungen, je Stand der Quelltexte.
    os.environ[GEHALTEN] = str(config.rootpath / ".cache" / "teste-urteile")
    # Brauchten die Tests der Seite beim letzten Mal die Website, beginnt ihr Bau jetzt statt
    # nach dem Sammeln: Der steuernde Prozess hat bis dahin nichts zu tun, und die
    # Arbeitsprozesse übernehmen den fertigen Bau (tests/browser/site.py). Ein veralteter
    # Zettel kostet einen Bau zu viel oder zu spät, nie eine Prüfung.
    try:
        gebraucht = _merkzettel(config).is_file()
    except ValueError:  # eine Seite außerhalb des Repositorys: kein Zettel
        gebraucht = False
    if gebraucht:
        from tests.browser.site import build_early

        build_early()
        config._seite_baut_frueh = True


@pytest.hookimpl(tryfirst=True)  # bevor tests/conftest.py den Ordner des Baus löscht
def pytest_unconfigure(config):
    if getattr(config, "_seite_baut_frueh", False):
        # Brauchte diesmal kein Test die Website, läuft ihr Bau vielleicht noch: zu Ende
        # warten, statt mkdocs in einen gelöschten Ordner schreiben zu lassen.
        from tests.browser.site import BuildFailed, served_site

        try:
            served_site()
        except BuildFailed:
            pass


def pytest_addoption(parser):
    parser.addoption("--seite", help="nur die Tests dieser Markdown-Seite (lernlabor teste)")
    parser.addoption("--seite-bericht", help="JSON-Datei für den Bericht von lernlabor teste")
    parser.addoption(
        "--seite-browser",
        action="store_true",
        help="auch die Browsergänge über jede Seite des Menüs (lernlabor teste --browser)",
    )


def namen_im_browser(seite, docs):
    """Wie die Browsergänge über jede Seite sie nennen: ``ki/m4/02-x.md`` und ``ki/m4/02-x/``."""
    from tests.browser.nav import page_url

    relativ = seite.relative_to(docs).as_posix()
    return {relativ, page_url(relativ)}


def _betrifft(item, seite, ids, im_browser=frozenset()):
    """Gehört ``item`` zur Seite: ihre Blöcke, ein Test mit der Seite oder einer ihrer Übungen
    als Parameter, mit ``im_browser`` (``namen_im_browser``) auch ihre Browsergänge."""
    if Path(str(item.path)).resolve() == seite:
        return True
    for wert in getattr(getattr(item, "callspec", None), "params", {}).values():
        if isinstance(wert, Path) and wert.resolve() == seite:
            return True
        if (isinstance(wert, str) and wert in ids) or getattr(wert, "id", None) in ids:
            return True
        if isinstance(wert, str) and wert in im_browser:
            return True
    return False


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(session, config, items):
    if not config.getoption("seite"):
        return
    seite = Path(config.getoption("seite")).resolve()
    ids = set(uebungs_ids(seite))
    im_browser = frozenset()
    if config.getoption("seite_browser"):
        im_browser = namen_im_browser(seite, Path(str(config.rootpath)) / "docs")
    behalten = [i for i in items if _betrifft(i, seite, ids, im_browser)]
    config.hook.pytest_deselected(items=[i for i in items if i not in behalten])
    items[:] = behalten
    _merke_website(config, any(WEBSITE & set(i.fixturenames) for i in behalten))


def _merke_website(config, gebraucht):
    try:
        zettel = _merkzettel(config)
    except ValueError:
        return
    if gebraucht:
        zettel.parent.mkdir(parents=True, exist_ok=True)
        zettel.touch()
    else:
        zettel.unlink(missing_ok=True)


def _kurz(pfad):
    try:
        return str(Path(pfad).resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(pfad)


def _ordner_der_uebung(uebung_id):
    from lernlabor.uebung import finde
    from lernlabor.uebung.definition import paket_von

    return Path.cwd().joinpath(*paket_von(finde(uebung_id)).split("."))


def _ort_in_uebung(item, uebung_id):
    """Wo ein Fehler einer Übung zu beheben ist: die Datei, die der Test prüft."""
    ordner = _ordner_der_uebung(uebung_id)
    params = item.callspec.params
    name = item.originalname
    if "falsche" in params:  # die Zeile, die Datei und erwartete Meldung verbindet
        datei = params["falsche"].datei
        erwartet = " und ".join(f"„{a}“" for a in params["falsche"].ausschnitte)
        text = f"Die falsche Antwort {datei} bekommt nicht die Meldung {erwartet}"
        for definition in ("__init__.py", "vertrag.py"):  # dort, wo die Datei genannt ist
            pfad = ordner / definition
            zeilen = pfad.read_text("utf-8").splitlines() if pfad.is_file() else []
            zeile = next((n for n, z in enumerate(zeilen, 1) if f'"{datei}"' in z), None)
            if zeile is not None:
                return f"{_kurz(pfad)}:{zeile}", text
        # Sonst trägt die Datei selbst Regel und Diagnose in ihrem Docstring (Zeile 1).
        return f"{_kurz(ordner / datei)}:1", text
    if "code" in params:
        code = params["code"]
        treffer = [p for p in sorted(ordner.glob("anders_*.py")) if p.read_text("utf-8") == code]
        datei = treffer[0] if treffer else ordner / "__init__.py"
        return f"{_kurz(datei)}:1", f"Die andere Lösung {datei.name} besteht nicht"
    datei, text = _DATEI_FUER.get(name, ("__init__.py", f"{name} scheitert"))
    return f"{_kurz(ordner / datei)}:1", text


def _meldung(text):
    """Die ersten Zeilen der Meldung, ohne pytests eigene „assert …“-Zeilen."""
    zeilen = []
    for zeile in str(text).strip().splitlines():
        if zeile.startswith(("assert ", "AssertionError")):
            break
        zeilen.append(zeile)
    return zeilen


def _eintraege(item, excinfo, seite):
    """Die Fehlschläge eines Tests als Liste von {ort, text, details}."""
    wert = excinfo.value
    if getattr(wert, "ort", None):
        kopf, *rest = str(wert).splitlines()
        return [{"ort": wert.ort, "text": kopf.split(": ", 1)[-1], "details": rest}]
    text = str(wert)
    treffer = list(_ORT_ZEILE.finditer(text))
    if treffer:
        return [
            {"ort": f"{t['datei']}:{t['zeile']}", "text": t["text"], "details": []} for t in treffer
        ]
    kopf = f"{type(wert).__name__}: {text}" if not isinstance(wert, AssertionError) else None
    erste = kopf or (_meldung(text) or text.strip().splitlines() or ["Fehler"])[0]
    if Path(str(item.path)).resolve() == seite:
        zeilen = [e.lineno + 1 for e in excinfo.traceback if Path(str(e.path)).resolve() == seite]
        ort = f"{_kurz(seite)}:{zeilen[-1] if zeilen else item.start_line + 1}"
        return [{"ort": ort, "text": erste, "details": []}]
    params = getattr(getattr(item, "callspec", None), "params", {})
    uebung_id = params.get("uebung_id") or getattr(params.get("uebung"), "id", None)
    if uebung_id:
        ort, was = _ort_in_uebung(item, uebung_id)
        zeilen = _meldung(text) if kopf is None else [kopf]
        details = ["Bekommen:", *zeilen] if zeilen else []
        return [{"ort": ort, "text": was, "details": details}]
    datei, zeile, _ = item.location
    return [{"ort": f"{datei}:{(zeile or 0) + 1}", "text": erste, "details": []}]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    ergebnis = yield
    report = ergebnis.get_result()
    if not _AKTIV or not report.failed or call.excinfo is None:
        return
    seite = Path(item.config.getoption("seite")).resolve()
    report.user_properties.append((_FEHLER_TAG, _eintraege(item, call.excinfo, seite)))
    tatsaechlich = getattr(call.excinfo.value, "tatsaechlich", None)
    if tatsaechlich is not None:
        zeile = int(call.excinfo.value.ort.rsplit(":", 1)[1])
        report.user_properties.append((_AUSGABE_TAG, {"zeile": zeile, "text": tatsaechlich}))


def pytest_runtest_logreport(report):
    if not _AKTIV:
        return
    _GELAUFEN.add(report.nodeid)
    for name, wert in report.user_properties:
        if name == _FEHLER_TAG:
            _FEHLER.extend(wert)
        elif name == _AUSGABE_TAG:
            _AUSGABEN.append(wert)


def pytest_collectreport(report):
    if not report.failed or not _AKTIV:
        return
    text = str(report.longrepr)
    # Nennt die Meldung eine Stelle in einer Seite („docs/…/x.md:10: …“), ist das der Ort.
    seite = re.findall(r"(\S+\.(?:md|ipynb|py)):(\d+): (.+)$", text, re.M)
    seite = [t for t in seite if t[0].endswith((".md", ".ipynb"))]
    if seite:
        datei, zeile, meldung = seite[-1]
        _SAMMELFEHLER.append({"ort": f"{_kurz(datei)}:{zeile}", "text": meldung, "details": []})
        return
    orte = [
        t for t in re.findall(r"^([^\s:]+\.py):(\d+): ", text, re.M) if "site-packages" not in t[0]
    ]
    # lieber die Datei der Autorin (eine Übung) als die Stelle, an der das Register prüft
    orte = [t for t in orte if re.search(UEBUNGSDATEI, t[0])] or orte
    fehler = [z[4:].strip() for z in text.splitlines() if z.startswith("E   ")]
    _SAMMELFEHLER.append(
        {
            "ort": f"{orte[-1][0]}:{orte[-1][1]}" if orte else str(report.nodeid),
            "text": fehler[-1] if fehler else text.strip().splitlines()[-1],
            "details": [],
        }
    )


def pytest_sessionfinish(session):
    ziel = session.config.getoption("seite_bericht")
    if not ziel or hasattr(session.config, "workerinput"):  # ein Arbeitsprozess von xdist
        return
    seite = Path(session.config.getoption("seite")).resolve()
    bericht = {"seite": str(seite), "ids": sorted(uebungs_ids(seite)), "tests": len(_GELAUFEN)}
    bericht.update(fehler=_SAMMELFEHLER + _FEHLER, ausgaben=_AUSGABEN)
    Path(ziel).write_text(json.dumps(bericht, ensure_ascii=False), encoding="utf-8")
