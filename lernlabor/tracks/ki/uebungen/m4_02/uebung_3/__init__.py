"""Übung ``m4-02-uebung-3``: eine mehrstufige Aufgabe mit dem regelbasierten Simulator."""

import copy

from lernlabor.tracks.ki import KATALOG, KURSE, RegelModell, lauf_agent
from lernlabor.uebung.definition import Uebung, andere, falsche, gleichwertig, lies

from .pruefungen import PRUEFUNGEN


def setup():
    """Was laut Lektion „im Setup“ steht; KATALOG und KURSE als frische Kopien."""
    return {
        "KATALOG": copy.deepcopy(KATALOG),
        "KURSE": dict(KURSE),
        "lauf_agent": lauf_agent,
        "RegelModell": RegelModell,
    }


UEBUNG = Uebung(
    id="m4-02-uebung-3",
    titel="Eine mehrstufige Aufgabe lösen",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        "`suche_buch`: Gehe `KATALOG` der Reihe nach durch und gib beim ersten Treffer zurück. "
        "Vergleiche `stichwort.lower()` mit `titel.lower()`.",
        "Ohne Treffer: `raise ValueError(...)` mit einem Text, der das Stichwort nennt. Aus der "
        "Exception macht die Schleife ein `tool_result` mit `is_error`.",
        "Die Namen der Tools stehen in den `tool_use`-Blöcken der `assistant`-Nachrichten. Die "
        "`user`-Nachrichten enthalten die Frage (ein String) und die `tool_result`-Blöcke.",
        "`abbruchgrund`: Sieh dir die letzte Nachricht an. Eine `user`-Nachricht (Ergebnisse) "
        "heißt: Die Tools der letzten erlaubten Runde liefen, dann griff `max_schritte`.",
        "Eine `assistant`-Nachricht mit `tool_use`-Block am Ende heißt: Die Tools liefen nicht "
        "mehr, das Budget hat gestoppt. Eine `assistant`-Nachricht ohne Tool-Wunsch ist die "
        "Endantwort.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("falsch_gross_klein.py", "ohne Groß- und Kleinschreibung"),
        ("falsch_none_statt_valueerror.py", "gibt None zurück, erwartet ist ein ValueError"),
        ("falsch_namen_aus_user.py", "Nur assistant-Nachrichten enthalten tool_use-Blöcke"),
        ("falsch_namen_aus_user_liste.py", "tool_use-Blöcke in den assistant-Nachrichten"),
        ("falsch_namen_aus_ergebnissen.py", "Der letzte Wunsch hat kein Ergebnis"),
        ("falsch_erste_assistant.py", "nicht die erste"),
        ("falsch_nur_assistant.py", "Sieh zuerst nach, von wem die letzte Nachricht stammt"),
        ("falsch_ohne_budget.py", "So endet ein Lauf am Budget"),
        ("falsch_kurs_keyerror.py", "wirft KeyError, erwartet ist ein ValueError"),
        ("falsch_ohne_rollenpruefung.py", "Ihr content ist ein String"),
        ("falsch_letzter_treffer.py", "soll den ersten passenden Eintrag liefern"),
        ("falsch_verlauf_veraendert.py", "abbruchgrund verändert den Verlauf, den es liest"),
        ("falsch_namen_ohne_wiederholung.py", "Jeder Aufruf zählt, auch wenn derselbe Name"),
        ("falsch_nur_am_anfang.py", "nicht nur am Anfang oder als ganzes Wort"),
    ),
    andere_loesungen=andere(__name__, "anders_generatoren.py", "anders_hilfsfunktion.py"),
    gleichwertige_mutanten=(
        gleichwertig(
            "raise ValueError(f'kein Buch zum Stichwort {stichwort!r}')",
            "raise ValueError(f'kein Buch zum Stichwort ')",
            "Der Text des ValueError ist frei; die Aufgabe verlangt nur die Art der Ausnahme.",
            zeile=5,
        ),
        gleichwertig(
            "raise ValueError(f'unbekannte Währung {waehrung!r}')",
            "raise ValueError(f'unbekannte Währung ')",
            "Der Text des ValueError ist frei; die Aufgabe verlangt nur die Art der Ausnahme.",
            zeile=9,
        ),
    ),
)
