"""Erzeugte Fälle für Übung 3: Stichwörter und Währungen für die Tools, Verläufe fürs Protokoll.

Die Stichwörter sind Stücke der Titel in gemischter Schreibweise (mit Umlauten und ß), dazu
Texte, die nirgends vorkommen. ``ß`` bleibt, wie es ist: ``"ß".upper()`` ist ``"SS"``, und
ob ``FUSS`` zu „Fuß“ passt, sagt die Aufgabe nicht. Die Verläufe entstehen mit der echten
Schleife aus Übung 1 und erzeugten Skripten (1–3 parallele Wünsche, Fehler, unbekannte
Tools) und enden auf alle drei Arten: fertig, budget, max_schritte.
"""

import dataclasses

from lernlabor.pruefen import aufruf_fall
from lernlabor.pruefen.meldungen import VERGLEICH_EINGABEN
from lernlabor.tracks.ki import KATALOG, KURSE
from lernlabor.tracks.ki.simulator.anthropic.schleife import lauf_agent

from .. import meldungen_vergleich as m
from ..faelle import je_saat, laufe, skript


def _schreibweise(zufall, text):
    """``text`` mit zufällig großen und kleinen Buchstaben (ß bleibt)."""
    return "".join(
        z if z == "ß" else (z.upper() if zufall.random() < 0.5 else z.lower()) for z in text
    )


def _stueck(zufall, titel):
    anfang = zufall.randint(0, len(titel) - 1)
    return titel[anfang : zufall.randint(anfang + 1, len(titel))]


def _suche(zufall):
    titel = [b["titel"] for b in KATALOG]
    stichwoerter = ["zu fuß", "ISTANBUL-K", "Tee-Atlas", "Python", "Rust", "ä", "🙂"]
    stichwoerter += [_schreibweise(zufall, _stueck(zufall, zufall.choice(titel))) for _ in range(6)]
    stichwoerter += [zufall.text(zufall.randint(1, 6)) for _ in range(2)]
    return [aufruf_fall("suche_buch", s, zweimal=False) for s in stichwoerter]


def _kurs(zufall):
    waehrungen = [*KURSE, "JPY", "XYZ", *(zufall.text(3) for _ in range(3))]
    return [aufruf_fall("wechselkurs", w, zweimal=False) for w in waehrungen]


def verlaeufe(zufall):
    """(Beschreibung, Verlauf): erzeugte Läufe der Schleife, alle drei Enden dabei."""
    liste = []
    for nummer in range(5):
        ende = ("fertig", "budget", "max_schritte")[nummer % 3]
        runden = zufall.randint(0 if ende == "fertig" else 1, 2)
        antworten, werte = skript(zufall, runden, ende == "fertig")
        optionen = {"max_schritte": runden if ende == "max_schritte" else runden + 1}
        if ende == "budget":
            optionen["max_tokens"] = zufall.randint(0, 300)
        ergebnis = laufe(lauf_agent, antworten, werte, optionen)
        messages = ergebnis["messages"]
        liste.append((f"{len(messages)} Nachrichten, Ende {ergebnis['grund']}", messages))
    return liste


def _protokoll(name):
    def erzeuge(zufall):
        faelle = []
        for beschreibung, messages in verlaeufe(zufall):
            # Ohne zweiten Aufruf: Ob die Funktion den Verlauf ändert, zeigt schon der erste.
            fall = aufruf_fall(name, messages, groesse=len(messages), zweimal=False)
            faelle.append(
                dataclasses.replace(fall, beschreibung=f"{name}(Verlauf: {beschreibung})")
            )
        return faelle

    return erzeuge


suche_faelle = je_saat(_suche)
kurs_faelle = je_saat(_kurs)
schrittfolge_faelle = je_saat(_protokoll("schrittfolge"))
abbruchgrund_faelle = je_saat(_protokoll("abbruchgrund"))


def veraendert(fall, soll, ist):
    """Gezielter Satz, wenn eine Protokoll-Funktion den Verlauf verändert, den sie liest."""
    for (art_a, a), (art_b, b) in zip(soll.eintraege, ist.eintraege, strict=False):
        if art_a == art_b == VERGLEICH_EINGABEN and a != b:
            return m.PROTOKOLL_VERAENDERT.format(name=fall.beschreibung.split("(")[0])
    return None
