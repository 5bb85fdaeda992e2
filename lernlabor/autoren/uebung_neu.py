"""``lernlabor neu uebung <id> --titel "…" [--stufe …]``: eine vollständige, eingetragene Übung.

Aus der id folgt der Ordner: ``m4-03-uebung-1`` liegt in ``lernlabor/uebung/ki/m4_03/uebung_1/``.
Der Track steht nicht in der id, sondern folgt aus ihrem Kürzel (``TRACKS``): ``m`` wie Modul
gehört zum Track KI. Ein neuer Track trägt hier sein Kürzel ein. Alles wird vorher geprüft;
bei einem Fehler bleibt das Repository unberührt.
"""

import json
import re

from lernlabor.uebung.definition import STUFEN

from . import Aufruffehler, optionen, wurzel
from . import meldungen as m
from . import vorlagen as v

TRACKS = {"m": "ki"}
TITEL_LAENGE = 80
_ID = re.compile(
    r"^(?P<lektion>(?P<kuerzel>[a-z])(?P<modul>[1-9]\d?)-(?P<baustein>\d\d))"
    r"-(?P<uebung>uebung-[1-9]\d*|zusatz(?:-[1-9]\d*)?)$"
)
_IMPORT = re.compile(r"^from \.(\w+) import UEBUNG as (\w+)\n", re.M)
_UEBUNGEN = re.compile(r"^UEBUNGEN = \((?P<namen>[^)]*)\)\n", re.M)
_LEKTIONEN = re.compile(r"^LEKTIONEN = \(\n(?P<eintraege>(?:    \"[\w.]+\",\n)+)\)", re.M)


def ort_der_uebung(uebung_id):
    """Paket der Lektion und Ordner der Übung zu einer id, etwa ``m4-03-uebung-1``.

    Gibt ``(lektionspaket, ordnername der übung, treffer)`` zurück; eine falsche id wird
    ein Aufruffehler, der die Form erklärt.
    """
    treffer = _ID.match(uebung_id or "")
    if treffer is None or treffer["kuerzel"] not in TRACKS:
        kuerzel = ", ".join(f"{k} (Track {t.upper()})" for k, t in TRACKS.items())
        raise Aufruffehler(m.ID_FORM.format(id=uebung_id, kuerzel=kuerzel))
    track = TRACKS[treffer["kuerzel"]]
    paket = f"lernlabor.uebung.{track}.{treffer['lektion'].replace('-', '_')}"
    return paket, treffer["uebung"].replace("-", "_"), treffer


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

        return {
            u.id: u.pruefungen[0].__module__.rsplit(".", 1)[0].replace(".", "/") for u in alle()
        }
    except Exception as fehler:  # noqa: BLE001 – jede kaputte Lektion wird eine Meldung
        text = f"{type(fehler).__name__}: {fehler}"
        raise Aufruffehler(m.REGISTER_KAPUTT.format(fehler=text)) from None


def _lektion_erweitert(text, datei, ordner):
    """Der neue Text einer vorhandenen ``__init__.py`` der Lektion mit der neuen Übung."""
    importe = _IMPORT.findall(text)
    tupel = _UEBUNGEN.search(text)
    if not importe or tupel is None:
        raise Aufruffehler(m.UEBUNGEN_FORM.format(datei=datei))
    block = "".join(f"from .{a} import UEBUNG as {b}\n" for a, b in importe)
    if block not in text:  # die Importe stehen nicht untereinander
        raise Aufruffehler(m.UEBUNGEN_FORM.format(datei=datei))
    namen = [n.strip() for n in tupel["namen"].split(",") if n.strip()]
    neu = importe + [(ordner, ordner.upper())]
    text = text.replace(block, _importe(neu) + "\n")
    return text.replace(tupel.group(0), f"UEBUNGEN = {_tupel([*namen, ordner.upper()])}\n")


def _natuerlich(eintrag):
    """Sortierschlüssel wie ruffs isort: uebung_2 vor uebung_10."""
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", eintrag[0])]


def _importe(paare):
    return "\n".join(f"from .{a} import UEBUNG as {b}" for a, b in sorted(paare, key=_natuerlich))


def _tupel(namen):
    einzeilig = f"({', '.join(namen)},)" if len(namen) == 1 else f"({', '.join(namen)})"
    if len(f"UEBUNGEN = {einzeilig}") <= 100:
        return einzeilig
    return "(\n" + "".join(f"    {n},\n" for n in namen) + ")"


def neue_uebung(rest):
    """Legt die Übung an, trägt sie (und wenn nötig ihre Lektion) ein und zeigt den Block."""
    werte, angaben = optionen(rest, mit_wert=("--titel", "--stufe"))
    if len(angaben) != 1:
        raise Aufruffehler(m.ANGABEN.format(befehl="neu uebung", was="die Übungs-id"))
    uebung_id, titel, stufe = angaben[0], werte.get("--titel"), werte.get("--stufe", "leicht")
    paket, ordnername, treffer = ort_der_uebung(uebung_id)
    _pruefe_titel_und_stufe(titel, stufe)
    repo = wurzel()
    lektion = repo.joinpath(*paket.split("."))
    ordner = lektion / ordnername
    bekannt = _bekannte_ids()
    if uebung_id in bekannt:
        raise Aufruffehler(m.ID_VERGEBEN.format(id=uebung_id, ort=bekannt[uebung_id]))
    if ordner.exists():
        raise Aufruffehler(m.ORDNER_DA.format(ordner=ordner.relative_to(repo)))

    # Erst alles berechnen, dann schreiben: Ein Fehler oben lässt nichts halb angelegt zurück.
    register = repo / "lernlabor" / "uebung" / "__init__.py"
    register_text = register.read_text(encoding="utf-8")
    eintraege = _LEKTIONEN.search(register_text)
    if eintraege is None:
        raise Aufruffehler(m.LEKTIONEN_FEHLT.format(datei=register.relative_to(repo)))
    init = lektion / "__init__.py"
    kuerzel = f"{treffer['kuerzel'].upper()}{treffer['modul']}·{treffer['baustein']}"
    if init.exists():
        init_text = _lektion_erweitert(init.read_text("utf-8"), init.relative_to(repo), ordnername)
    else:
        init_text = v.LEKTION_INIT.substitute(
            lektion=kuerzel,
            importe=_importe([(ordnername, ordnername.upper())]),
            tupel=_tupel([ordnername.upper()]),
        )
    neu_eintragen = f'    "{paket}",\n' not in eintraege["eintraege"]
    felder = {
        "id": uebung_id,
        "titel": json.dumps(titel, ensure_ascii=False),
        "titel_doc": titel.rstrip("."),
        "stufe": stufe,
    }

    ordner.mkdir(parents=True)
    track_init = lektion.parent / "__init__.py"
    if not track_init.exists():  # ein neuer Track
        track_init.write_text(f'"""Die Übungen des Tracks {lektion.parent.name}."""\n', "utf-8")
    for name, vorlage in v.UEBUNG_DATEIEN.items():
        text = vorlage if isinstance(vorlage, str) else vorlage.substitute(felder)
        (ordner / name).write_text(text, encoding="utf-8")
    if not (lektion / "ruff.toml").exists():
        (lektion / "ruff.toml").write_text(v.RUFF_TOML, encoding="utf-8")
    init.write_text(init_text, encoding="utf-8")
    if neu_eintragen:
        ende = eintraege.end("eintraege")
        register.write_text(
            register_text[:ende] + f'    "{paket}",\n' + register_text[ende:], encoding="utf-8"
        )

    pfad = ordner.relative_to(repo).as_posix()
    print(m.UEBUNG_ANGELEGT.format(id=uebung_id, ordner=pfad, anzahl=len(v.UEBUNG_DATEIEN)))
    if neu_eintragen:
        print(m.LEKTION_EINGETRAGEN.format(paket=paket, datei=register.relative_to(repo)))
    else:
        print(m.UEBUNG_EINGETRAGEN.format(datei=init.relative_to(repo)))
    print(f"\n{m.BLOCK_EINFUEGEN}\n\n{block(uebung_id, titel, stufe, treffer['uebung'])}")
    print(m.NAECHSTE_SCHRITTE.format(id=uebung_id, ordner=pfad))
    return 0


def block(uebung_id, titel, stufe, teil):
    """Überschrift, Aufgabentext und Übungsblock, so wie sie in die Lektion gehören."""
    nummer = teil.rpartition("-")[2]
    art = f"Übung {nummer}" if teil.startswith("uebung") else "Zusatzübung"
    if teil.startswith("zusatz") and nummer.isdigit():
        art += f" {nummer}"
    return f"### {art}: {titel} ({stufe})\n\n{v.AUFGABE}\n\n```uebung\nid: {uebung_id}\n```\n"
