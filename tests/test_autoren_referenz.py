"""Die Referenzseite für Autoren entsteht aus den Docstrings und nennt jeden öffentlichen Namen.

mkdocstrings baut ``docs/autoren/referenz.md`` beim Bauen der Website; geprüft wird das
fertige HTML: Für jeden Namen in ``__all__`` von ``lernlabor.tracks.ki`` und ``lernlabor.pruefen``
steht ein Abschnitt mit seiner Signatur, und jede Signatur nennt jeden Parameter.
"""

import html
import inspect
import re

import pytest

import lernlabor.pruefen
import lernlabor.tracks.ki

MODULE = [lernlabor.tracks.ki, lernlabor.pruefen]
_SIGNATUR = re.compile(r'<div class="doc-signature[^"]*">(.*?)</div>', re.S)


@pytest.fixture(scope="module")
def referenz(built_site):
    return (built_site / "autoren" / "referenz" / "index.html").read_text(encoding="utf-8")


def _text(teil):
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", teil)).split())


def parameter(objekt):
    """Die Parameternamen, die die Signatur zeigen muss (leer für Konstanten)."""
    if not callable(objekt):
        return []
    try:
        return [p.lstrip("*") for p in inspect.signature(objekt).parameters]
    except (TypeError, ValueError):
        return []


@pytest.mark.parametrize("modul", MODULE, ids=lambda m: m.__name__)
def test_jeder_oeffentliche_name_steht_mit_seinen_parametern_da(referenz, modul):
    fehlt = []
    anker = {name: f'id="{modul.__name__}.{name}"' for name in modul.__all__}
    for name in modul.__all__:
        if anker[name] not in referenz:
            fehlt.append(f"{name}: kein Abschnitt")
            continue
        start = referenz.index(anker[name])
        folgende = [referenz.find(a, start + 1) for a in anker.values()]
        ende = min([f for f in folgende if f > start] or [len(referenz)])
        signatur = _SIGNATUR.search(referenz[start:ende])
        gezeigt = _text(signatur.group(1)) if signatur else ""
        objekt = getattr(modul, name)
        namen = parameter(objekt)
        if (namen or not isinstance(objekt, type)) and not gezeigt.startswith(name):
            fehlt.append(f"{name}: Signatur fehlt (gezeigt: {gezeigt[:60]!r})")
        for p in namen:
            if not re.search(rf"\b{re.escape(p)}\b", gezeigt):
                fehlt.append(f"{name}: Parameter {p}")
    assert not fehlt, "In der Referenz fehlt:\n" + "\n".join(fehlt)


def test_docstrings_erscheinen_im_text(referenz):
    """Der Text kommt aus dem Code: der Docstring von SkriptModell steht auf der Seite."""
    erste_zeile = inspect.getdoc(lernlabor.tracks.ki.SkriptModell).splitlines()[0]
    assert html.escape(erste_zeile, quote=False) in referenz or erste_zeile in _text(referenz)


def test_parameter_liest_echte_signaturen():
    assert parameter(lernlabor.pruefen.rufe) == ["funktion", "args", "kwargs"]
    assert parameter(lernlabor.tracks.ki.PREIS_JE_1K) == []
