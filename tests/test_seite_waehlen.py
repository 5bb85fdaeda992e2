"""``lernlabor teste`` beginnt den Bau der Website früh, wenn die Seite sie zuletzt brauchte.

Das Plugin tests/seite_waehlen.py merkt sich nach der Auswahl in ``.cache/teste-website/``,
ob ein gewählter Test die gebaute Website braucht; beim nächsten Lauf über dieselbe Seite
beginnt der steuernde Prozess den Bau, bevor die Arbeitsprozesse sammeln.
"""

from types import SimpleNamespace

import pytest

import tests.browser.site
from tests import seite_waehlen

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
    return beginne


def test_mit_zettel_beginnt_nur_der_steuernde_prozess_den_bau_beim_start(tmp_path, baubeginne):
    seite_waehlen.pytest_configure(konfiguration(tmp_path))
    assert baubeginne == []  # ohne Zettel: erst nach dem Sammeln (tests/conftest.py)
    seite_waehlen._merke_website(konfiguration(tmp_path), True)
    seite_waehlen.pytest_configure(konfiguration(tmp_path, workerinput={}))
    assert baubeginne == []  # ein Arbeitsprozess von xdist übernimmt den Bau
    seite_waehlen.pytest_configure(konfiguration(tmp_path, sammeln=True))
    assert baubeginne == []  # --collect-only braucht keine Website
    config = konfiguration(tmp_path)
    seite_waehlen.pytest_configure(config)
    assert baubeginne == [True] and config._seite_baut_frueh
    seite_waehlen.pytest_configure(konfiguration(tmp_path, browser=True))
    assert baubeginne == [True]  # mit --browser zählt dessen eigener Zettel
