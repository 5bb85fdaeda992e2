"""``lernlabor neu track <kürzel> <ordner> --titel "…" [--beschreibung "…"]``: ein Kurs mehr.

Legt an, was ein Track braucht, damit ``neu lektion``, ``neu uebung``, ``teste``, ``liste``
und ``pruefe`` sofort für ihn arbeiten, ohne eine Zeile Python:

- ``lernlabor/tracks/<ordner>/`` mit dem Paket ``uebungen/`` (das Register findet dort jede
  Lektion an ihrem Ort) und ``lektion_vorlage.md``, der neutralen Vorlage seiner Lektionen
  zum Anpassen;
- ``docs/<ordner>/index.md``, die Startseite des Tracks mit der Übersicht seiner Lektionen;
- einen Abschnitt „Track <Titel>“ in der Navigation von ``mkdocs.yml``, hinter dem letzten
  Track;
- den Eintrag ``[[tool.lernlabor.track]]`` am Ende von ``pyproject.toml``;
- seinen Abschnitt auf der Startseite des Kurses (``docs/index.md``, ``startseite.py``).

Ein vergebenes Kürzel, ein vergebener Ordner oder ein Ordner, den es schon gibt, wird
abgelehnt, bevor etwas geschrieben ist.
"""

import json
import tomllib

from . import Aufruffehler, optionen, wurzel
from . import meldungen as m
from . import vorlagen as v
from .menue import eintraege_im_menue, ende_des_abschnitts, yaml_name
from .schreiben import alles_oder_nichts
from .startseite import mit_block
from .tracks import BESCHREIBUNG_LAENGE, Track, lies_tracks, pruefe_angaben, tracks


def nav_mit_track(text, vorhandene, ordner, titel):
    """``mkdocs.yml`` mit dem Abschnitt des neuen Tracks hinter dem letzten vorhandenen Track.

    Ein Abschnitt gehört zu einem Track, wenn eine seiner Seiten im Ordner des Tracks liegt.
    Gibt es keinen, kommt der neue Abschnitt ans Ende der Navigation.
    """
    zeilen = text.splitlines(keepends=True)
    start, eintraege = eintraege_im_menue(zeilen)
    ordner_der_tracks = {f"{t.ordner}/" for t in vorhandene}
    letzter = None
    for index, eintrag in enumerate(eintraege):
        if eintrag[1] != 2:
            continue
        folgende = eintraege[index + 1 :]
        bis = next((i for i, e in enumerate(folgende) if e[1] <= 2), len(folgende))
        seiten = [e[3] for e in folgende[:bis] if e[3]]
        if any(s.startswith(tuple(ordner_der_tracks)) for s in seiten):
            letzter = eintrag
    ende = ende_des_abschnitts(eintraege, letzter, len(zeilen), start)
    neu = [f"  - {yaml_name(f'Track {titel}')}:\n", f"      - Übersicht: {ordner}/index.md\n"]
    zeilen[ende:ende] = neu
    return "".join(zeilen)


def neuer_track(rest):
    """Legt den Track an und sagt, wie es weitergeht."""
    werte, angaben = optionen(rest, mit_wert=("--titel", "--beschreibung"))
    if len(angaben) != 2:
        raise Aufruffehler(m.TRACK_ANGABEN)
    kuerzel, ordner = angaben
    titel = werte.get("--titel")
    if titel is None:
        raise Aufruffehler(m.TRACK_TITEL_FEHLT)
    pruefe_angaben(kuerzel, ordner, titel, "im Aufruf")
    beschreibung = werte.get("--beschreibung", "")
    if "\n" in beschreibung or len(beschreibung) > BESCHREIBUNG_LAENGE:
        wo = "im Aufruf, --beschreibung"
        raise Aufruffehler(m.TRACK_BESCHREIBUNG.format(wo=wo, laenge=BESCHREIBUNG_LAENGE))
    repo = wurzel()
    vorhandene = tracks(repo)
    for track in vorhandene:
        if track.kuerzel == kuerzel:
            raise Aufruffehler(m.TRACK_KUERZEL_VERGEBEN.format(kuerzel=kuerzel, titel=track.titel))
        if track.ordner == ordner:
            raise Aufruffehler(m.TRACK_ORDNER_VERGEBEN.format(ordner=ordner, titel=track.titel))
    paket = repo / "lernlabor" / "tracks" / ordner
    seiten = repo / "docs" / ordner
    for pfad in (paket, seiten):
        if pfad.exists():
            raise Aufruffehler(m.ORDNER_DA.format(ordner=pfad.relative_to(repo)))

    # Erst alles berechnen und prüfen, dann schreiben.
    yml = repo / "mkdocs.yml"
    yml_neu = nav_mit_track(yml.read_text("utf-8"), vorhandene, ordner, titel)
    pyproject = repo / "pyproject.toml"
    vorlage = f"lernlabor/tracks/{ordner}/lektion_vorlage.md"
    eintrag = v.TRACK_TOML.substitute(
        kuerzel=kuerzel, ordner=ordner, titel=json.dumps(titel, ensure_ascii=False)
    )
    if beschreibung:
        eintrag += f"beschreibung = {json.dumps(beschreibung, ensure_ascii=False)}\n"
    eintrag += f'vorlage = "{vorlage}"\n'
    startseite = repo / "docs" / "index.md"
    neuer = Track(kuerzel, ordner, titel, beschreibung, vorlage)
    start_neu = mit_block(startseite.read_text("utf-8"), [*vorhandene, neuer])
    toml_neu = pyproject.read_text("utf-8").rstrip("\n") + "\n\n" + eintrag
    try:
        tomllib.loads(toml_neu)
    except tomllib.TOMLDecodeError as fehler:  # etwa eine [tool.lernlabor]-Tabelle von Hand
        meldung = m.TRACKS_UNLESBAR.format(datei="pyproject.toml", fehler=fehler)
        raise Aufruffehler(meldung) from None

    with alles_oder_nichts(repo) as schreibe:
        schreibe.ordner(paket / "uebungen")
        schreibe.datei(paket / "__init__.py", v.TRACK_INIT.substitute(titel=v.im_docstring(titel)))
        schreibe.datei(
            paket / "uebungen" / "__init__.py",
            v.UEBUNGEN_INIT.substitute(titel=v.im_docstring(titel)),
        )
        schreibe.datei(repo / vorlage, v.LEKTION_NEUTRAL)
        schreibe.ordner(seiten)
        schreibe.datei(seiten / "index.md", v.TRACK_SEITE.substitute(titel=titel, ordner=ordner))
        schreibe.datei(yml, yml_neu)
        schreibe.datei(pyproject, toml_neu)
        schreibe.datei(startseite, start_neu)
    lies_tracks(pyproject)  # was jetzt dort steht, liest sich wieder

    print(m.TRACK_ANGELEGT.format(titel=titel, kuerzel=kuerzel, ordner=ordner))
    return 0
