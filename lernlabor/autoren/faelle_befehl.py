"""``lernlabor faelle``: die Fälle einer Übung aus ihrem Vertrag suchen, schreiben oder prüfen.

    uv run lernlabor faelle <id> [<id> …]     sucht neu und schreibt faelle.json
    uv run lernlabor faelle --alle            dasselbe für jede Übung mit Vertrag
    uv run lernlabor faelle --pruefe <id> …   schreibt nichts: Passt faelle.json noch?

Rückgabewert 0 in Ordnung, 1 wenn ein Kandidat unerkannt bleibt oder die Datei veraltet ist.
"""

import time

from . import Aufruffehler, optionen


def faelle_befehl(rest):
    """Einstieg aus ``lernlabor.autoren.befehl``."""
    from lernlabor.uebung import alle, finde

    from . import faelle

    werte, ids = optionen(rest, schalter=("--alle", "--pruefe"))
    if werte.get("--alle"):
        uebungen = [u for u in alle() if u.vertrag is not None]
    elif ids:
        uebungen = []
        for uebung_id in ids:
            try:
                uebungen.append(finde(uebung_id))
            except KeyError:
                raise Aufruffehler(f"Die Übung {uebung_id!r} gibt es nicht.") from None
    else:
        raise Aufruffehler("Welche Übung? Etwa: lernlabor faelle m4-04-uebung-3 (oder --alle).")
    ohne = [u.id for u in uebungen if u.vertrag is None]
    if ohne:
        raise Aufruffehler(f"Ohne Vertrag, also ohne gespeicherte Fälle: {', '.join(ohne)}.")
    code = 0
    for uebung in uebungen:
        beginn = time.perf_counter()
        if werte.get("--pruefe"):
            befunde = faelle.pruefe_aktuell(uebung)
            dauer = time.perf_counter() - beginn
            print(f"{uebung.id}: {'aktuell' if not befunde else 'veraltet'} ({dauer:.1f} s)")
            for befund in befunde:
                print(f"  {befund}")
            code = max(code, 1 if befunde else 0)
            continue
        bericht = faelle.schreibe(uebung)
        dauer = time.perf_counter() - beginn
        print(f"{uebung.id}: {len(bericht.faelle)} Fälle geschrieben ({dauer:.1f} s)")
        for name in bericht.unerkannt:
            print(f"  Kein Fall verrät: {name}")
        if bericht.unerkannt:
            print(
                "  Ein Mutant, der sich wirklich gleich verhält, bekommt eine Markierung "
                "(gleichwertig(…)); sonst fehlt dem Vertrag ein Bereich oder eine Regel."
            )
            code = 1
    return code
