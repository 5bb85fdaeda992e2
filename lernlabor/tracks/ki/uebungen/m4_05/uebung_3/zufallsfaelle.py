"""Erzeugte Tore für den Vergleich mit der Musterlösung: das Netz unter den gezielten Prüfungen.

Jeder Fall baut ein paar Tools, wählt gefährliche darunter (als Menge, Liste oder Tupel, an
jeder Stelle, manchmal mit einem Tippfehler) und ruft danach Tools auf, während ``frage``
der Reihe nach zustimmt, ablehnt, wirft oder etwas anderes als ``True`` antwortet. Jede
Rückfrage, jeder Lauf eines Tools und der Ausgang jedes Aufrufs landen im Protokoll; bei
einer Ausnahme zählt nur ihre Art, nicht ihr Text.
"""

from lernlabor.pruefen import Fall, kurz

NAMEN = ("lies", "sende", "loesche", "zahle", "poste")
ANTWORTEN = (True, False, None, "ja", 1, "True", [True], "wirft", True, True)
EINGABEN = ({}, {"an": "team@example.org"}, {"name": "notizen.txt", "alles": True}, {"x": 1})
GEMISCHT = 12  # so viele Fälle mit fester Saat; dazu die von Hand


def _szenario(namen, gefaehrlich, aufrufe, antworten, kaputt=None):
    """Ein Fall: Tools ``namen``, Tor vor ``gefaehrlich``, dann die Aufrufe in Reihenfolge."""
    beschreibung = (
        f"mit_freigabe(Tools {kurz(list(namen))}, gefaehrlich={kurz(gefaehrlich)}), dann "
        f"{', '.join(n for n, _ in aufrufe) or 'kein Aufruf'}; frage antwortet "
        f"{', '.join(map(repr, antworten))}"
    )

    def lauf(mit_freigabe, protokoll):
        werkzeuge = {name: _tool(name, protokoll, name == kaputt) for name in namen}
        original = dict(werkzeuge)
        rest = list(antworten)

        def frage(*args, **kwargs):
            protokoll.notiere("die Rückfrage", {"args": list(args), "kwargs": kwargs})
            antwort = rest.pop(0) if rest else False
            if antwort == "wirft":
                raise RuntimeError("Niemand da, der antwortet.")
            return antwort

        neu = mit_freigabe(werkzeuge, type(gefaehrlich)(gefaehrlich), frage)
        gleich = sorted(n for n in neu if n in original and neu[n] is original[n])
        protokoll.notiere("die unverpackten Tools", gleich)
        for name, eingabe in aufrufe:
            try:
                wert = neu[name](**eingabe)
            except Exception as fehler:  # noqa: BLE001 – nur die Art zählt
                wert = f"<wirft {type(fehler).__name__}>"
            protokoll.notiere(f"das Ergebnis von {name}(**{kurz(eingabe)})", wert)
        unberuehrt = werkzeuge == original
        return {"Schlüssel": sorted(neu), "Original unverändert": unberuehrt}

    return Fall(beschreibung, lauf, len(aufrufe) * 10 + len(namen))


def _tool(name, protokoll, kaputt):
    def tool(**eingabe):
        protokoll.notiere("der Lauf eines Tools", [name, eingabe])
        if kaputt:
            raise ValueError(f"{name} ist kaputt.")
        return f"{name} ist gelaufen"

    return tool


def faelle(zufall):
    """Fälle von Hand (zwei gefährliche Tools, jede Antwort), dann gemischte mit fester Saat."""
    liste = [
        _szenario(
            ("lies", "sende", "loesche"),
            ["sende", "loesche"],
            [("sende", {"an": "a"}), ("loesche", {"name": "x"})],
            (True, True),
        ),
        _szenario(
            ("lies", "sende", "loesche"),
            ("loesche", "sende"),
            [("loesche", {"name": "x"}), ("sende", {})],
            (True, False),
        ),
        _szenario(("sende", "lies"), {"sende", "lösche"}, [], ()),
        _szenario(("sende",), [], [("sende", {})], ()),
        _szenario(
            ("sende", "zahle"),
            ["sende", "zahle"],
            [("zahle", {"x": 1})],
            ("wirft",),
            kaputt="zahle",
        ),
        _szenario(
            ("sende", "zahle"), ["sende", "zahle"], [("zahle", {"x": 1})], (True,), kaputt="zahle"
        ),
    ]
    for _ in range(GEMISCHT):
        namen = zufall.sample(NAMEN, zufall.randint(1, len(NAMEN)))
        gefaehrlich = zufall.teilmenge(namen)
        zufall.shuffle(gefaehrlich)
        if zufall.random() < 0.1:
            gefaehrlich.insert(zufall.randint(0, len(gefaehrlich)), "loeschen")
        form = zufall.choice((list, tuple, set))
        aufrufe = [
            (zufall.choice(namen), dict(zufall.choice(EINGABEN)))
            for _ in range(zufall.randint(1, 4))
        ]
        antworten = tuple(zufall.choice(ANTWORTEN) for _ in aufrufe)
        kaputt = zufall.choice(namen) if zufall.random() < 0.2 else None
        liste.append(_szenario(namen, form(gefaehrlich), aufrufe, antworten, kaputt))
    return liste
