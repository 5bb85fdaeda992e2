"""Übung ``m4-05-uebung-3``: ein Freigabe-Tor vor gefährlichen Tools (``mit_freigabe``)."""

from lernlabor.tracks.ki import SkriptModell, lauf_agent, tool_result_fuer
from lernlabor.uebung.definition import Uebung, andere, falsche, gleichwertig, lies

from .pruefungen import PRUEFUNGEN


def setup():
    """Was laut Lektion „im Setup“ steht: Simulator und Schleife, zum Ausprobieren im Editor."""
    return {
        "SkriptModell": SkriptModell,
        "lauf_agent": lauf_agent,
        "tool_result_fuer": tool_result_fuer,
    }


UEBUNG = Uebung(
    id="m4-05-uebung-3",
    titel="Ein Freigabe-Tor vor gefährlichen Tools",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        "Prüfe zuerst, ob jeder Name aus `gefaehrlich` in `werkzeuge` steht; sonst "
        "`raise ValueError(...)`. Dann `neu = dict(werkzeuge)`.",
        "Baue die Hülle in einer eigenen Funktion `bewache(name, tool, frage)`, die eine innere "
        "Funktion `def bewacht(**eingabe):` zurückgibt. So hat jede Hülle ihren eigenen `name`.",
        "In der Hülle: `antwort = frage(name, dict(eingabe))` in `try`/`except`; nur bei "
        "`antwort is True` läuft `tool(**eingabe)`.",
        'Eine Ablehnung ist `raise PermissionError(f"… {name} …")`: `tool_result_fuer` macht '
        "daraus ein Ergebnis mit `is_error`, und das Modell liest den Text.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("starter.py", "noch die Original-Funktion"),
        ("falsch_wahrheitswert.py", ("frage antwortete 'ja'", "fail closed")),
        ("falsch_spaete_bindung.py", ("späte Bindung", "führte ['loesche'] aus")),
        ("falsch_original_veraendert.py", "gibt das Original-dict zurück"),
        ("falsch_frage_fehler_durchgelassen.py", ("frage wirft RuntimeError", "lässt ihn durch")),
        ("falsch_tippfehler_still.py", ("läuft durch, obwohl es 'lösche'", "Tippfehler")),
        ("falsch_keyerror.py", ("wirft mit_freigabe KeyError", "erwartet ist ValueError")),
        ("falsch_ablehnung_als_text.py", ("statt einen PermissionError zu werfen", "is_error")),
        ("falsch_erst_ausfuehren.py", ("lief vorher schon", "Erst fragen, dann ausführen")),
        ("falsch_alle_eingepackt.py", "Das harmlose Tool 'lies'"),
        ("falsch_meldung_ohne_namen.py", "nennt das Tool nicht ('Nicht freigegeben.')"),
        ("falsch_frage_nur_name.py", ("frage bekam ('sende')", "zwei Argumente", "noch da")),
        ("falsch_frage_kwargs.py", ("frage bekam ('sende', an='team@example.org'",)),
        (
            "falsch_return_in_schleife.py",
            ("loesche lief, ohne dass frage", "return in der Schleife"),
        ),
        ("falsch_freigabe_gemerkt.py", ("fehlen danach ['kunden.csv', 'notizen.txt']",)),
        ("falsch_toolfehler_als_ablehnung.py", ("Fehler des Tools selbst", "'<wirft ValueError>'")),
    ),
    andere_loesungen=andere(
        __name__, "anders_comprehension.py", "anders_partial.py", "anders_klasse.py"
    ),
    gleichwertige_mutanten=(
        gleichwertig(
            "antwort = frage(name, dict(eingabe))",
            "antwort = frage(name, eingabe)",
            "**eingabe ist schon ein frisches dict; die Aufgabe verlangt keine weitere Kopie.",
            zeile=14,
        ),
        gleichwertig(
            "raise ValueError(f'Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?')",
            "raise ValueError(f'Diese Tools gibt es nicht: . Ein Tippfehler?')",
            "Die Aufgabe verlangt nur einen ValueError; den Text lässt sie offen.",
            zeile=4,
        ),
    ),
)
