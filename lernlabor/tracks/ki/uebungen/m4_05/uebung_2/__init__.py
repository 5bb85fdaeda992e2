"""Übung ``m4-05-uebung-2``: der Kommando-Wächter ``pruefe_kommando``.

Die Musterlösung ist keine Kopie. Sie ist der Quelltext von
``lernlabor/tracks/ki/simulator/kommando.py``, ohne die eine Zeile, die ``KommandoAbgelehnt``
importiert; die Klasse kommt hier aus dem Setup, und zwar aus
``lernlabor.tracks.ki.simulator.ablehnung``, demselben Modul, das ``kommando.py`` importiert.
So prüfen die Übung, das lokale Skript ki_15 und die Tests dieselben sieben Regeln.
"""

from importlib import resources

from lernlabor.tracks.ki.simulator.ablehnung import KommandoAbgelehnt
from lernlabor.uebung.definition import Uebung, andere, falsche, lies

from .gleichwertig import GLEICHWERTIG
from .pruefungen import PRUEFUNGEN

IMPORTZEILE = "from .ablehnung import KommandoAbgelehnt\n"


def loesung_aus_dem_modul():
    """Der Quelltext des Wächters ohne die Import-Zeile der Ausnahme, als Musterlösung.

    Fehlt die Zeile (jemand hat den Import umgebaut), bricht schon das Laden der Übung ab:
    Sonst stünde in der Lösung ein relativer Import, der im Editor nicht läuft.
    """
    text = (
        resources.files("lernlabor.tracks.ki.simulator")
        .joinpath("kommando.py")
        .read_text(encoding="utf-8")
    )
    if text.count(IMPORTZEILE) != 1:
        raise RuntimeError(
            "lernlabor/tracks/ki/simulator/kommando.py muss genau einmal die Zeile "
            f"{IMPORTZEILE.strip()!r} enthalten; daraus entsteht die Musterlösung von "
            "m4-05-uebung-2."
        )
    return text.replace(IMPORTZEILE, "", 1)


def setup():
    """Was laut Lektion „im Setup“ steht: die Ausnahme, mit der der Wächter ablehnt."""
    return {"KommandoAbgelehnt": KommandoAbgelehnt}


UEBUNG = Uebung(
    id="m4-05-uebung-2",
    titel="Ein Wächter für Shell-Kommandos",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=loesung_aus_dem_modul(),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        'Halte die Reihenfolge der Regeln ein und lehne mit `raise KommandoAbgelehnt("Grund")` '
        "ab, sobald eine Regel verletzt ist. Was am Ende übrig bleibt, gibst du als Liste zurück.",
        "Regel 2 prüft den rohen String, also vor `shlex.split`: "
        "`for zeichen in VERBOTEN: if zeichen in kommando: …` "
        'Der Zeilenumbruch ist `"\\n"`, der Wagenrücklauf `"\\r"`, das Nullzeichen `"\\x00"`.',
        "`shlex.split` wirft `ValueError`, wenn ein Anführungszeichen offen bleibt. Fange ihn "
        "mit `try`/`except` ab und wirf `KommandoAbgelehnt`.",
        'Regel 7: `for argument in argv[1:]: argument.startswith(("/", "~"))` oder '
        '`".." in argument.split("/")`. Dasselbe für die Werte an Optionen: bei `"--x=wert"` '
        '`argument.split("=", 1)[1]`, bei `"-f/pfad"` jedes `argument[i:]` ab `i = 2`. '
        'Dazu bei find das Argument `"-files0-from"` und bei wc jede lange Option, deren Name '
        '(vor dem `=`) ein Anfang von `"files0-from"` ist: `"files0-from".startswith(name)`.',
        "Regel 6: Eine lange Option folgt, wenn sie mit `--follow` beginnt oder ihr Name (ohne "
        '`"--"` und ohne `"=…"`) ein Anfang von `"follow"` ist; eine kurze, wenn `"f"` oder '
        '`"F"` darin steht.',
    ),
    falsche_antworten=falsche(
        __name__,
        ("falsch_ohne_regel_1.py", ("Regel 1", "argv[0] gibt es dann")),
        ("falsch_zeichen_nach_split.py", ("Regel 2", "dem Zeilenumbruch")),
        ("falsch_ohne_wagenruecklauf.py", ("Regel 2", "dem Wagenrücklauf")),
        ("falsch_nur_ausserhalb_zitat.py", ("Regel 2", "auch in Anführungszeichen")),
        ("falsch_split_fehler_durchgelassen.py", ("Regel 3", "wirft ValueError", "Fange ihn ab")),
        ("falsch_basename.py", ("Regel 4", "nicht os.path.basename")),
        ("falsch_gross_klein.py", ("Regel 4", "case-sensitiv")),
        ("falsch_find_schreibt.py", ("Regel 5", "-fprint schreibt in eine Datei")),
        ("falsch_tail_gleich_follow.py", ("Regel 6", "--follow=name", "startswith, nicht ==")),
        ("falsch_ohne_tilde.py", ("Regel 7", "'cat ~/.ssh/id_rsa'", "SSH-Schlüsseln")),
        ("falsch_nur_absolute_pfade.py", ("Regel 7", "'cat ../geheim.txt'", "eine Ebene höher")),
        ("falsch_punkte_als_teilstring.py", ("'version..2.txt' bleibt erlaubt",)),
        ("falsch_erlaubnisliste_teiltext.py", ("Regel 4", "'at now'", "nicht als Teiltext")),
        ("falsch_find_feste_stelle.py", ("Regel 5", "'find -delete'", "nicht eine feste Stelle")),
        ("falsch_tail_feste_stelle.py", ("Regel 6", "'tail -n 5 -f", "nicht nur argv[1]")),
        (
            "falsch_optionswert_durchgelassen.py",
            ("Regel 7", "'grep --file=/etc/passwd notizen.txt'", "an einer Option hängt"),
        ),
        (
            "falsch_namensliste_durchgelassen.py",
            ("Regel 7", "'wc --files0-from=liste.txt'", "Dateinamen aus einer Datei"),
        ),
        (
            "falsch_namensliste_ohne_abkuerzung.py",
            ("Regel 7", "'wc --files0=liste.txt'", "auch Abkürzungen an"),
        ),
        (
            "falsch_namensliste_ueberall.py",
            ("'grep --file=muster.txt notizen.txt'", "nur für wc und find"),
        ),
        ("falsch_ohne_nullzeichen.py", ("Regel 2", "Das Nullzeichen")),
        ("falsch_false_statt_ausnahme.py", ("Regel 2", "nur mit dem Rückgabewert False")),
        ("falsch_kein_text_absturz.py", ("Regel 1", "pruefe_kommando(None)", "kein String")),
    ),
    andere_loesungen=andere(
        __name__, "anders_regeltabelle.py", "anders_wortgetreu.py", "anders_mengen.py"
    ),
    gleichwertige_mutanten=GLEICHWERTIG,
)
