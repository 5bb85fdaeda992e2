"""Das Übungsregister (lernlabor.uebung): finde lädt für eine bekannte id nur ihre Lektion.

Der Browser prüft beim ersten Mal eine einzige Übung; die anderen Lektionen zu importieren
kostete ihn dort etwa 60 ms. Jeder Fall läuft in einem frischen Python, damit kein anderer
Test das Register schon geladen hat.
"""

import json
import subprocess
import sys

import pytest

from lernlabor.uebung import LEKTIONEN, alle, finde

PROBE = """
import json, sys
from lernlabor.uebung import LEKTIONEN, finde
try:
    gefunden = finde({uebung_id!r}).id
except KeyError as fehler:
    gefunden = "KeyError: " + str(fehler.args[0])
print(json.dumps({{"gefunden": gefunden, "geladen": [n for n in LEKTIONEN if n in sys.modules]}}))
"""


def frisch(uebung_id):
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(uebung_id=uebung_id)],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


@pytest.mark.parametrize(
    ("uebung_id", "lektion"),
    [
        ("m4-02-uebung-2", "lernlabor.uebung.ki.m4_02"),
        ("m4-05-uebung-1", "lernlabor.uebung.ki.m4_05"),
        ("m4-02-zusatz", "lernlabor.uebung.ki.m4_02"),
    ],
)
def test_eine_bekannte_id_laedt_nur_ihre_lektion(uebung_id, lektion):
    assert frisch(uebung_id) == {"gefunden": uebung_id, "geladen": [lektion]}


@pytest.mark.parametrize("uebung_id", ["m4-02-uebung-99", "m9-01-uebung-1", "quatsch", ""])
def test_eine_unbekannte_id_nennt_weiter_alle_bekannten(uebung_id):
    ergebnis = frisch(uebung_id)
    assert ergebnis["geladen"] == list(LEKTIONEN)
    assert ergebnis["gefunden"].startswith(f"KeyError: Unbekannte Übung {uebung_id!r}.")
    assert "m4-02-uebung-1" in ergebnis["gefunden"] and "m4-05-uebung-3" in ergebnis["gefunden"]


def test_schnell_und_ueber_das_register_ist_es_dieselbe_uebung():
    for uebung in alle():
        assert finde(uebung.id) is uebung


def test_keine_zeichenkette_ist_eine_unbekannte_uebung():
    with pytest.raises(KeyError, match="Unbekannte Übung None"):
        finde(None)
