"""``lernlabor teste`` beginnt den Bau der Website früh, wenn die Seite sie zuletzt brauchte,
und baut nicht neu, wenn sich seit dem letzten Bau nichts änderte, was der Bau liest.

Das Plugin tests/seite_waehlen.py merkt sich nach der Auswahl in ``.cache/teste-website/``,
ob ein gewählter Test die gebaute Website braucht; beim nächsten Lauf über dieselbe Seite
beginnt der steuernde Prozess den Bau, bevor die Arbeitsprozesse sammeln. Den letzten Bau
hält tests/browser/site.py mit der Prüfsumme seiner Eingaben in ``.cache/teste-site/``, die
letzten drei: Wer eine Änderung zurücknimmt, bekommt den Bau von vorher.
"""

import os
import subprocess
import tempfile
from pathlib import Path
from types import SimpleNamespace

import pytest

import tests.browser.site
from tests import seite_waehlen
from tests.browser import site

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
    monkeypatch.delenv(site.REUSE, raising=False)  # nur für diesen Test gesetzt
    return beginne


def test_mit_zettel_beginnt_nur_der_steuernde_prozess_den_bau_beim_start(tmp_path, baubeginne):
    seite_waehlen.pytest_configure(konfiguration(tmp_path))
    assert baubeginne == []  # ohne Zettel: erst nach dem Sammeln (tests/conftest.py)
    assert os.environ.pop(site.REUSE) == str(tmp_path / ".cache" / "teste-site")
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


def test_ein_pytest_in_einer_kopie_nimmt_den_gehaltenen_bau_nicht(monkeypatch, tmp_path):
    """Er erbt die Variable von teste; der gehaltene Bau gehört aber zum Repository."""
    gesehen = []
    monkeypatch.setattr(site, "_serve", lambda *argumente: gesehen.append(argumente[4]))
    monkeypatch.setenv(site.REUSE, str(tmp_path / "anderswo"))
    site._served_site.__wrapped__()
    monkeypatch.setenv(site.REUSE, str(site.ROOT / ".cache" / "teste-site"))
    site._served_site.__wrapped__()
    assert gesehen == [None, site.ROOT / ".cache" / "teste-site"]
