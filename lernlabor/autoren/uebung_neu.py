"""``lernlabor neu uebung <id> --titel "…" [--stufe …]``: eine vollständige Übung, sofort gefunden.

Aus der id folgt der Ort: Ihr Kürzel nennt den Track (``m`` ist Track KI, siehe
``[[tool.lernlabor.track]]`` in pyproject.toml), und ``m4-03-uebung-1`` liegt dann in
``lernlabor/tracks/ki/uebungen/m4_03/uebung_1/``. Eintragen muss man nichts: Das Register
(``lernlabor.uebung``) findet jede Übung an ihrem Ort. Alles wird vorher geprüft; bei einem
Fehler bleibt das Repository unberührt.
"""

import re

from lernlabor.uebung.definition import STUFEN

from . import Aufruffehler, optionen, wurzel
from . import meldungen as m
from . import vorlagen as v
from .schreiben import alles_oder_nichts
from .tracks import kuerzel_liste, tracks

TITEL_LAENGE = 80
_ID = re.compile(
    r"^(?P<lektion>(?P<kuerzel>[a-z])(?P<modul>[1-9]\d?)-(?P<baustein>\d\d))"
    r"-(?P<uebung>uebung-[1-9]\d*|zusatz(?:-[1-9]\d*)?)$"
)


def ort_der_uebung(uebung_id, repo):
    """Track, Ordner der Lektion und Ordner der Übung zu einer id, etwa ``m4-03-uebung-1``.

    Gibt ``(track, lektionsordner, uebungsordner, treffer)`` zurück; eine falsche id oder ein
    unbekanntes Kürzel wird ein Aufruffehler, der die Form und die Kürzel nennt.
    """
    alle = tracks(repo)
    treffer = _ID.match(uebung_id or "")
    track = next((t for t in alle if treffer and t.kuerzel == treffer["kuerzel"]), None)
    if track is None:
        raise Aufruffehler(m.ID_FORM.format(id=uebung_id, kuerzel=kuerzel_liste(alle)))
    lektion = repo.joinpath(*track.paket.split("."), treffer["lektion"].replace("-", "_"))
    return track, lektion, lektion / treffer["uebung"].replace("-", "_"), treffer


def _pruefe_titel_und_stufe(titel, stufe):
    if titel is None:
        raise Aufruffehler(m.TITEL_FEHLT)
    if not titel.strip() or "\n" in titel or len(titel) > TITEL_LAENGE or titel != titel.strip():
        raise Aufruffehler(m.TITEL_FORM.format(laenge=TITEL_LAENGE, titel=titel))
    if stufe not in STUFEN:
        raise Aufruffehler(m.STUFE.format(stufe=stufe, stufen=", ".join(STUFEN)))


def _bekannte_ids():
    try:
        from lernlabor.uebung import alle
        from lernlabor.uebung.definition import paket_von

        return {u.id: paket_von(u).replace(".", "/") for u in alle()}
    except Exception as fehler:  # noqa: BLE001 – jede kaputte Lektion wird eine Meldung
        text = f"{type(fehler).__name__}: {fehler}"
        raise Aufruffehler(m.REGISTER_KAPUTT.format(fehler=text)) from None


def neue_uebung(rest):
    """Legt die Übung (und wenn nötig ihre Lektion) an und zeigt den Block für die Seite."""
    werte, angaben = optionen(rest, mit_wert=("--titel", "--stufe"))
    if len(angaben) != 1:
        raise Aufruffehler(m.ANGABEN.format(befehl="neu uebung", was="die Übungs-id"))
    uebung_id, titel, stufe = angaben[0], werte.get("--titel"), werte.get("--stufe", "leicht")
    repo = wurzel()
    track, lektion, ordner, treffer = ort_der_uebung(uebung_id, repo)
    _pruefe_titel_und_stufe(titel, stufe)
    bekannt = _bekannte_ids()
    if uebung_id in bekannt:
        raise Aufruffehler(m.ID_VERGEBEN.format(id=uebung_id, ort=bekannt[uebung_id]))
    if ordner.exists():
        raise Aufruffehler(m.ORDNER_DA.format(ordner=ordner.relative_to(repo)))

    felder = {
        "id": uebung_id,
        "titel": v.python_text(titel),
        "titel_doc": v.im_docstring(titel.rstrip(".")),
        "stufe": stufe,
    }
    name = f"{treffer['kuerzel'].upper()}{treffer['modul']}·{treffer['baustein']}"
    neue_lektion = not lektion.exists()
    with alles_oder_nichts(repo) as schreibe:
        # Die Pakete über der Lektion: ein Track, der noch keine Übung hat, bekommt sie hier.
        pakete = ((lektion.parent.parent, v.TRACK_INIT), (lektion.parent, v.UEBUNGEN_INIT))
        for paket, vorlage in pakete:
            schreibe.ordner(paket)
            if not (paket / "__init__.py").exists():
                titel_doc = v.im_docstring(track.titel)
                schreibe.datei(paket / "__init__.py", vorlage.substitute(titel=titel_doc))
        if neue_lektion:
            schreibe.ordner(lektion)
            schreibe.datei(lektion / "__init__.py", v.LEKTION_INIT.substitute(lektion=name))
            schreibe.datei(lektion / "ruff.toml", v.RUFF_TOML)
        schreibe.ordner(ordner)
        for datei, vorlage in v.UEBUNG_DATEIEN.items():
            text = vorlage if isinstance(vorlage, str) else vorlage.substitute(felder)
            schreibe.datei(ordner / datei, text)

    pfad = ordner.relative_to(repo).as_posix()
    print(m.UEBUNG_ANGELEGT.format(id=uebung_id, ordner=pfad, anzahl=len(v.UEBUNG_DATEIEN)))
    _faelle_suchen(uebung_id)
    if neue_lektion:
        print(m.LEKTION_ANGELEGT.format(ordner=lektion.relative_to(repo).as_posix()))
    print(f"\n{m.BLOCK_EINFUEGEN}\n\n{block(uebung_id, titel, stufe, treffer['uebung'])}")
    print(m.NAECHSTE_SCHRITTE.format(id=uebung_id, ordner=pfad, seite=_seite(track, treffer, repo)))
    return 0


def _faelle_suchen(uebung_id):
    """Sucht die Fälle der Vorlage aus ihrem Vertrag (faelle.json), wie ``lernlabor faelle``."""
    import importlib

    import lernlabor.uebung as register

    from . import faelle

    importlib.invalidate_caches()
    register._register = None  # die neue Übung soll im Register stehen
    register._einzeln.clear()
    try:
        bericht = faelle.schreibe(register.finde(uebung_id))
    except Exception as fehler:  # noqa: BLE001 – die Übung ist angelegt, die Fälle fehlen noch
        print(m.FAELLE_FEHLEN.format(id=uebung_id, fehler=f"{type(fehler).__name__}: {fehler}"))
        return
    print(m.FAELLE_GESCHRIEBEN.format(anzahl=len(bericht.faelle), id=uebung_id))


def _seite(track, treffer, repo):
    """Der nächste Schritt mit der Seite der Lektion: prüfen, wenn es sie gibt, sonst anlegen."""
    modul = repo / "docs" / track.ordner / f"{treffer['kuerzel']}{treffer['modul']}"
    vorhanden = sorted(modul.glob(f"{treffer['baustein']}-*.md"))
    if vorhanden:
        return m.SEITE_PRUEFEN.format(seite=vorhanden[0].relative_to(repo).as_posix())
    neu = f"docs/{track.ordner}/{modul.name}/{treffer['baustein']}-<name>.md"
    modul_neu = ' --modul "…"' if track.modulname(modul.name) is None else ""
    return m.SEITE_ANLEGEN.format(seite=neu, modul=modul_neu)


def block(uebung_id, titel, stufe, teil):
    """Überschrift, Aufgabentext und Übungsblock, so wie sie in die Lektion gehören."""
    nummer = teil.rpartition("-")[2]
    art = f"Übung {nummer}" if teil.startswith("uebung") else "Zusatzübung"
    if teil.startswith("zusatz") and nummer.isdigit():
        art += f" {nummer}"
    titel = titel.removeprefix(f"{art}: ")  # „Zusatzübung: …“ im Titel nicht doppelt
    return f"### {art}: {titel} ({stufe})\n\n{v.AUFGABE}\n\n```uebung\nid: {uebung_id}\n```\n"
