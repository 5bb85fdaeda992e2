"""Die Rechengrenze zählt die Zeilen genau der Funktionen, die jetzt im Namensraum stehen."""

from lernlabor.pruefen.meldungen import DATEINAME
from lernlabor.pruefen.rechengrenze import Rechengrenze


def namensraum(quelltext):
    raum = {}
    exec(compile(quelltext, DATEINAME, "exec"), raum)
    return raum


ENDET = "def f():\n    return 1\n"
# Lang genug für die Grenze von 1000 Zeilen, kurz genug, dass ein Fehler nicht hängt.
LANG = "def f():\n    for _ in range(100_000):\n        pass\n"


def test_eine_ersetzte_funktion_wird_gezaehlt_obwohl_der_namensraum_derselbe_ist():
    raum = namensraum(ENDET)
    with Rechengrenze(raum, grenze=1000) as grenze:
        assert grenze.rufe(raum["f"])[1] is False
    raum["f"] = namensraum(LANG)["f"]  # derselbe dict, ein neuer Wert
    with Rechengrenze(raum, grenze=1000) as grenze:
        _, zu_lang = grenze.rufe(raum["f"])
    assert zu_lang, "die neue Funktion lief ungezählt"


def test_eine_hinzugefuegte_funktion_wird_gezaehlt():
    raum = namensraum(ENDET)
    with Rechengrenze(raum, grenze=1000):
        pass
    raum["g"] = namensraum(LANG)["f"]
    with Rechengrenze(raum, grenze=1000) as grenze:
        _, zu_lang = grenze.rufe(raum["g"])
    assert zu_lang
