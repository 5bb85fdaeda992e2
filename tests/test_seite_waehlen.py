"""``lernlabor teste`` beginnt den Bau der Website früh, wenn die Seite sie zuletzt brauchte,
und baut nicht neu, wenn sich seit dem letzten Bau nichts änderte, was der Bau liest.

Das Plugin tests/seite_waehlen.py merkt sich nach der Auswahl in ``.cache/teste-website/``,
ob ein gewählter Test die gebaute Website braucht; beim nächsten Lauf über dieselbe Seite
beginnt der steuernde Prozess den Bau, bevor die Arbeitsprozesse sammeln. Den letzten Bau
hält tests/browser/site.py mit der Prüfsumme seiner Eingaben in ``.cache/teste-site/``, die
letzten drei: Wer eine Änderung zurücknimmt, bekommt den Bau von vorher.
"""

import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from types import SimpleNamespace

import pytest

import tests.browser.site
from tests import seite_waehlen
from tests.browser import site
from tests.urteile_im_lauf import GEHALTEN, ordner_des_laufs

SEITE = "docs/ki/m4/05-agenten-mit-grenzen.md"


def konfiguration(wurzel, browser=False, sammeln=False, **mehr):
    werte = {"seite": str(wurzel / SEITE), "seite_browser": browser}
    option = SimpleNamespace(collectonly=sammeln)
    return SimpleNamespace(rootpath=wurzel, getoption=werte.get, option=option, **mehr)


def test_der_zettel_sagt_ob_die_gewaehlten_tests_die_website_brauchten(tmp_path):
    config = konfiguration(tmp_path)
    zettel = tmp_path / ".cache" / "teste-website" / "docs__ki__m4__05-agenten-mit-grenzen.md"
    seite_waehlen._merke_website(config, True)
    assert zettel.is_file()
    seite_waehlen._merke_website(konfiguration(tmp_path, browser=True), False)
    assert zettel.is_file()  # ein Lauf mit --browser hat seinen eigenen Zettel
    seite_waehlen._merke_website(config, False)
    assert not zettel.exists()


@pytest.fixture
def baubeginne(monkeypatch):
    beginne = []
    monkeypatch.setattr(tests.browser.site, "build_early", lambda: beginne.append(True))
    monkeypatch.setattr(seite_waehlen, "_AKTIV", [])
    # Nur für diesen Test gesetzt: erst setzen, dann löschen, so stellt monkeypatch am Ende
    # den Zustand davor wieder her (sonst erbten spätere Tests dieses Prozesses die Werte).
    for name in (site.REUSE, GEHALTEN):
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)
    return beginne


def test_mit_zettel_beginnt_nur_der_steuernde_prozess_den_bau_beim_start(tmp_path, baubeginne):
    seite_waehlen.pytest_configure(konfiguration(tmp_path))
    assert baubeginne == []  # ohne Zettel: erst nach dem Sammeln (tests/conftest.py)
    assert os.environ.pop(site.REUSE) == str(tmp_path / ".cache" / "teste-site")
    assert os.environ.pop(GEHALTEN) == str(tmp_path / ".cache" / "teste-urteile")
    seite_waehlen._merke_website(konfiguration(tmp_path), True)
    seite_waehlen.pytest_configure(konfiguration(tmp_path, workerinput={}))
    assert baubeginne == []  # ein Arbeitsprozess von xdist übernimmt den Bau
    seite_waehlen.pytest_configure(konfiguration(tmp_path, sammeln=True))
    assert baubeginne == []  # --collect-only braucht keine Website
    assert site.REUSE not in os.environ  # die Arbeitsprozesse erben sie, setzen sie nicht
    config = konfiguration(tmp_path)
    seite_waehlen.pytest_configure(config)
    assert baubeginne == [True] and config._seite_baut_frueh
    seite_waehlen.pytest_configure(konfiguration(tmp_path, browser=True))
    assert baubeginne == [True]  # mit --browser zählt dessen eigener Zettel


def test_gleiche_eingaben_bekommen_einen_gehaltenen_bau_andere_einen_neuen(tmp_path):
    repo = tmp_path / "repo"
    (repo / "docs").mkdir(parents=True)
    (repo / "tests").mkdir()
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    (repo / "docs" / "a.md").write_text("eins", "utf-8")
    (repo / "tests" / "test_x.py").write_text("x", "utf-8")
    antwort = repo / "lernlabor" / "tracks" / "x" / "uebungen" / "l1" / "u1" / "falsch_a.py"
    antwort.parent.mkdir(parents=True)
    antwort.write_text('"""Regel 1: Kopf."""\nx = 1\n', "utf-8")
    gebaut = []

    def bau(site_dir, _config, url):
        gebaut.append(url)
        (site_dir / "index.html").write_text((repo / "docs" / "a.md").read_text("utf-8"))
        return SimpleNamespace(returncode=0, stdout="Ausgabe des Baus", stderr="")

    def zeige():
        ziel = Path(tempfile.mkdtemp(dir=tmp_path))
        server = site._serve(ziel, False, bau, "Bau", tmp_path / "gehalten", root=repo)
        return server, (ziel / "index.html").read_text("utf-8")

    _, text = zeige()
    assert (len(gebaut), text) == (1, "eins")
    server, text = zeige()
    assert (len(gebaut), text) == (1, "eins")  # dieselben Bytes, ohne Bau
    assert server.build_output == "Ausgabe des Baus"  # conftest prüft sie auf Warnungen
    (repo / "tests" / "test_x.py").write_text("y", "utf-8")
    zeige()
    assert len(gebaut) == 1  # den Test liest der Bau nicht
    antwort.write_text('"""Regel 1: Kopf."""\nx = 2\n', "utf-8")
    zeige()
    assert len(gebaut) == 1  # von einer falschen Antwort nur den Kopf, wie das Zip der Website
    (repo / "docs" / "a.md").write_text("zwei", "utf-8")
    _, text = zeige()
    assert (len(gebaut), text) == (2, "zwei")
    (repo / "docs" / "neu.md").write_text("neu", "utf-8")  # nicht eingecheckt: zählt auch
    zeige()
    assert len(gebaut) == 3
    (repo / "docs" / "neu.md").unlink()  # zurückgenommen: der Bau von vorher, ohne Bau
    _, text = zeige()
    assert (len(gebaut), text) == (3, "zwei")
    (repo / "docs" / "a.md").write_text("eins", "utf-8")
    _, text = zeige()
    assert (len(gebaut), text) == (3, "eins")
    for neu in ("drei", "vier"):  # zwei Stände mehr: "zwei" blieb am längsten ungenutzt
        (repo / "docs" / "a.md").write_text(neu, "utf-8")
        zeige()
    assert len(gebaut) == 5 and site.KEPT == 3
    (repo / "docs" / "a.md").write_text("zwei", "utf-8")
    _, text = zeige()
    assert (len(gebaut), text) == (6, "zwei")
    assert len(list((tmp_path / "gehalten").iterdir())) == site.KEPT
    antwort.write_text('"""Regel 1: Ein anderer Kopf."""\nx = 2\n', "utf-8")
    zeige()
    assert len(gebaut) == 7


def test_aendern_sich_nur_seiten_baut_ein_dirty_bau_auf_dem_gehaltenen_auf(tmp_path):
    """Nur Markdown-Seiten anders als beim gehaltenen Bau: eine Kopie davon, in der mkdocs mit
    ``--dirty`` nur die geänderten Seiten neu baut. Jede andere Änderung baut ganz, ebenso ein
    gescheiterter dirty-Bau (sein Fehler könnte am Verfahren liegen, nicht an der Seite)."""
    repo = tmp_path / "repo"
    (repo / "docs").mkdir(parents=True)
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    (repo / "docs" / "a.md").write_text("eins", "utf-8")
    (repo / "docs" / "b.md").write_text("bleibt", "utf-8")
    (repo / "mkdocs.yml").write_text("site_name: x", "utf-8")
    ganz, teilweise, vorgefunden = [], [], []

    def bau(site_dir, _config, url):
        ganz.append(url)
        for name in ("a", "b"):
            text = (repo / "docs" / f"{name}.md").read_text("utf-8")
            (site_dir / f"{name}.html").write_text(text, "utf-8")
        return SimpleNamespace(returncode=0, stdout="", stderr="ganz")

    def dirty(site_dir, url, scheitert=False):
        vorgefunden.append(sorted(p.name for p in site_dir.iterdir()))
        teilweise.append(url)
        (site_dir / "a.html").write_text((repo / "docs" / "a.md").read_text("utf-8"), "utf-8")
        return SimpleNamespace(returncode=int(scheitert), stdout="", stderr="dirty")

    def zeige(mit=dirty):
        ziel = Path(tempfile.mkdtemp(dir=tmp_path))
        server = site._serve(ziel, False, bau, "Bau", tmp_path / "gehalten", repo, dirty=mit)
        texte = {p.stem: p.read_text("utf-8") for p in ziel.glob("*.html")}
        return server, texte

    server, texte = zeige()
    assert (len(ganz), teilweise, texte) == (1, [], {"a": "eins", "b": "bleibt"})
    (repo / "docs" / "a.md").write_text("zwei", "utf-8")
    server, texte = zeige()
    assert len(ganz) == 1 and teilweise == [ganz[0]]  # mit der Adresse des gehaltenen Baus
    assert vorgefunden == [["a.html", "b.html"]]  # auf der Kopie des gehaltenen Baus
    assert texte == {"a": "zwei", "b": "bleibt"} and server.build_output == "dirty"
    (repo / "docs" / "a.md").write_text("drei", "utf-8")
    zeige()
    assert (len(ganz), len(teilweise)) == (1, 2)  # auch auf einem dirty-Bau
    (repo / "mkdocs.yml").write_text("site_name: y", "utf-8")
    zeige()
    assert (len(ganz), len(teilweise)) == (2, 2)  # keine Seite: ganz
    (repo / "docs" / "a.md").write_text("vier", "utf-8")
    _, texte = zeige(lambda ordner, url: dirty(ordner, url, scheitert=True))
    assert (len(ganz), len(teilweise)) == (3, 3) and texte["a"] == "vier"


def test_ein_echter_dirty_bau_baut_nur_die_geaenderte_seite_und_urteilt_wie_strict(site, tmp_path):
    """mkdocs selbst, auf einer Kopie des gebauten Kurses: Die geänderte Seite ist neu, eine
    andere unberührt, und eine Warnung (ein toter Link) lässt ihn scheitern wie ``--strict``."""
    docs = tmp_path / "docs"
    shutil.copytree(tests.browser.site.ROOT / "docs", docs)  # mit ihren Zeiten, älter als der Bau
    ziel = tmp_path / "site"
    shutil.copytree(site, ziel)
    seite = docs / "ki" / "m4" / "05-agenten-mit-grenzen.md"
    andere = ziel / "ki" / "m4" / "02-tool-use-schleife" / "index.html"
    vorher = andere.stat().st_mtime_ns
    text = seite.read_text("utf-8")
    seite.write_text(text + "\nEin Satz, den es nur hier gibt.\n", "utf-8")
    config = tests.browser.site.config_with_docs(docs, tmp_path / "mkdocs.yml")
    url = tests.browser.site.served_site().built_url
    fertig = tests.browser.site._mkdocs_build(ziel, config, url, dirty=True)
    assert fertig.returncode == 0, fertig.stderr
    html = (ziel / "ki" / "m4" / "05-agenten-mit-grenzen" / "index.html").read_text("utf-8")
    assert "Ein Satz, den es nur hier gibt." in html
    assert andere.stat().st_mtime_ns == vorher
    assert tests.browser.site.DIRTY_NOTICE not in fertig.stderr
    seite.write_text(text + "\n[kaputt](gibt-es-nicht.md)\n", "utf-8")
    fertig = tests.browser.site._mkdocs_build(ziel, config, url, dirty=True)
    assert fertig.returncode == 1 and "gibt-es-nicht.md" in fertig.stderr, fertig.stderr


@pytest.mark.parametrize(
    ("ausgabe", "code", "warnungen"),
    [
        (f"WARNING -  {site.DIRTY_NOTICE}, this will …\nINFO - fertig\n", 0, 0),
        (f"WARNING -  {site.DIRTY_NOTICE} …\nWARNING -  Doc file 'x.md' links to 'y.md'\n", 1, 1),
    ],
)
def test_ein_dirty_bau_gilt_wie_strict_ohne_die_warnung_dass_er_dirty_ist(ausgabe, code, warnungen):
    fertig = subprocess.CompletedProcess(["mkdocs"], 0, "", ausgabe)
    geprueft = site._as_strict(fertig)
    assert geprueft.returncode == code and site.DIRTY_NOTICE not in geprueft.stderr
    assert geprueft.stderr.count("WARNING") == warnungen


def test_ein_pytest_in_einer_kopie_nimmt_den_gehaltenen_bau_nicht(monkeypatch, tmp_path):
    """Er erbt die Variable von teste; der gehaltene Bau gehört aber zum Repository."""
    gesehen = []
    monkeypatch.setattr(site, "_serve", lambda *argumente, **_: gesehen.append(argumente[4]))
    monkeypatch.setenv(site.REUSE, str(tmp_path / "anderswo"))
    site._served_site.__wrapped__()
    monkeypatch.setenv(site.REUSE, str(site.ROOT / ".cache" / "teste-site"))
    site._served_site.__wrapped__()
    assert gesehen == [None, site.ROOT / ".cache" / "teste-site"]


def test_unter_teste_bleiben_die_urteile_je_uebung_und_stand_ihrer_quelltexte(
    monkeypatch, tmp_path
):
    """``teste`` rechnet die Urteile über die Antworten einer Übung nur neu, wenn sich etwas
    änderte, das ihre Prüfung liest; die einer anderen Übung bleiben dabei. Von den Ständen
    einer Übung bleiben die drei zuletzt benutzten."""
    from lernlabor.autoren import pruefsumme
    from tests import urteile_im_lauf

    ohne = SimpleNamespace(getbasetemp=lambda: tmp_path / "lauf")
    (tmp_path / "lauf").mkdir()
    monkeypatch.delenv(GEHALTEN, raising=False)
    monkeypatch.delenv("PYTEST_XDIST_WORKER", raising=False)  # sonst der Ordner über ``lauf``
    ci = ordner_des_laufs(ohne)
    assert ci.fuer("m4-04-uebung-3") == ci.fuer("m4-05-uebung-1") == tmp_path / "lauf" / "urteile"
    gehalten = site.ROOT / ".cache" / "test-urteile-gehalten"
    shutil.rmtree(gehalten, ignore_errors=True)
    monkeypatch.setenv(GEHALTEN, str(gehalten))
    echt = pruefsumme.fuer_uebung
    staende = {"m4-04-uebung-3": "a", "m4-05-uebung-1": "x"}

    def stand(uebung_id):
        urteile_im_lauf._ordner_des_stands.cache_clear()  # wie ein neuer Lauf
        monkeypatch.setattr(pruefsumme, "fuer_uebung", lambda u, **_: staende[u.id])
        return ordner_des_laufs(ohne).fuer(uebung_id)

    try:
        erster, andere = stand("m4-04-uebung-3"), stand("m4-05-uebung-1")
        assert erster.parent == gehalten / "m4-04-uebung-3" and stand("m4-04-uebung-3") == erster
        (erster / "urteil.json").write_text("{}", "utf-8")
        os.utime(erster, ns=(10**9, 10**9))  # zuletzt benutzt vor langer Zeit
        reihe = [erster]
        for neu in ("b", "c", "d"):
            staende["m4-04-uebung-3"] = neu
            reihe.append(stand("m4-04-uebung-3"))
        assert len(set(reihe)) == 4 and not erster.exists()  # der älteste ging
        assert sorted(erster.parent.iterdir()) == sorted(reihe[1:])
        assert stand("m4-05-uebung-1") == andere and andere.is_dir()  # die andere Übung blieb
        # Der echte Stand folgt dem, was die Prüfung liest (tests/test_pruefsumme.py).
        monkeypatch.setattr(pruefsumme, "fuer_uebung", echt)
        urteile_im_lauf._ordner_des_stands.cache_clear()
        assert ordner_des_laufs(ohne).fuer("m4-04-uebung-3").parent == erster.parent
        # In einer Kopie des Repositorys (sie erbt die Variable): ein Ordner je Lauf.
        monkeypatch.setenv(GEHALTEN, str(tmp_path / "anderswo"))
        assert ordner_des_laufs(ohne).fuer("m4-04-uebung-3") == tmp_path / "lauf" / "urteile"
    finally:
        urteile_im_lauf._ordner_des_stands.cache_clear()
        shutil.rmtree(gehalten, ignore_errors=True)
