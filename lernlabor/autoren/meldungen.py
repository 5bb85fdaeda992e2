"""Alle deutschen Texte der Autorenbefehle ``lernlabor neu`` und ``lernlabor teste``."""

NEU_WAS = "neu braucht, was angelegt werden soll: track, lektion oder uebung."

# --- Hilfe je Befehl (lernlabor neu … --hilfe, lernlabor teste --hilfe) -----------------------
HILFE_NEU = """\
lernlabor neu legt Teile des Kurses an (im Repository des Kurses, nie überschreibend):

  lernlabor neu track <kürzel> <ordner> --titel "<Titel>" [--beschreibung "<Satz>"]
  lernlabor neu lektion <docs/…/datei.md> --titel "<Titel>" [--modul "<Name>"]
  lernlabor neu uebung <id> --titel "<Titel>" [--stufe leicht|mittel|schwer]

Mehr zu jedem: lernlabor neu track --hilfe (ebenso lektion, uebung).
Rückgabewert: 0 angelegt, 2 falscher Aufruf (dann ist nichts verändert)."""
HILFE_TRACK = """\
lernlabor neu track <kürzel> <ordner> --titel "<Titel>" [--beschreibung "<Satz>"]

Legt einen Track an, ohne eine Zeile Python: lernlabor/tracks/<ordner>/ (mit uebungen/ und
lektion_vorlage.md, der Vorlage seiner Lektionen), docs/<ordner>/index.md, einen Abschnitt im
Menü (mkdocs.yml), einen Eintrag [[tool.lernlabor.track]] in pyproject.toml und seinen
Abschnitt auf der Startseite (docs/index.md).

  <kürzel>        ein Kleinbuchstabe: der erste Buchstabe aller Übungs-ids (p1-01-uebung-1)
  <ordner>        Ordner unter docs/ und lernlabor/tracks/ (Kleinbuchstaben, Ziffern, _)
  --titel         im Menü und in jeder Kopfzeile als „Track <Titel>“ (höchstens 40 Zeichen)
  --beschreibung  ein Satz unter dem Track auf der Startseite (frei)

Beispiel: lernlabor neu track p python --titel "Python-Grundlagen"
Mehr: docs/autoren/index.md, „Ein neuer Track“."""
HILFE_LEKTION = """\
lernlabor neu lektion <docs/<ordner>/<kürzel><modul>/<NN>-<name>.md> --titel "<Titel>"
        [--modul "<Name>"]

Legt die Seite einer Lektion aus der Vorlage ihres Tracks an (vorlage in pyproject.toml), mit
Titel, Kopfzeile und den Abschnitten einer Lektion, und trägt sie ins Menü ein. Übungen, die es
für die Lektion schon gibt, stehen gleich unter „## Übungen“.

  --titel   Titel der Lektion (eine Zeile, höchstens 80 Zeichen)
  --modul   Name eines neuen Moduls, etwa --modul "Texte": kommt in pyproject.toml
            (module = { p1 = "Texte" }) und von dort in Kopfzeile und Menü („P1 Texte“).
            Pflicht bei der ersten Lektion eines Moduls, danach nicht mehr nötig.

Beispiel: lernlabor neu lektion docs/python/p1/01-woerter.md --titel "Wörter" --modul "Texte"
Mehr: docs/autoren/index.md, „Die Abschnitte einer Lektion“."""
HILFE_UEBUNG = """\
lernlabor neu uebung <id> --titel "<Titel>" [--stufe leicht|mittel|schwer]

Legt eine vollständige Übung an (Definition, Starter, Lösung, Prüfungen mit Netz, zwei falsche
Antworten, eine andere Lösung), dazu, wenn nötig, das Paket ihrer Lektion mit ruff.toml. Das
Register findet sie an ihrem Ort; der Befehl druckt den Block für die Seite.

  <id>      Lektion und Übung, etwa p1-01-uebung-1 oder m4-03-zusatz
  --titel   Titel der Übung (steht auch in der Überschrift über ihrem Block)
  --stufe   leicht (ohne Angabe), mittel oder schwer

Beispiel: lernlabor neu uebung p1-01-uebung-1 --titel "Wörter zählen"
Mehr: docs/autoren/index.md, „Der ganze Weg“ und „Die Prüf-API“."""
HILFE_TESTE = """\
lernlabor teste <docs/…/datei.md> [--fix] [--ausgaben-schreiben] [--browser]
lernlabor teste --mutanten <id|docs/…/datei.md> [--alle] [--ohne-cache] [--prozesse N]

Prüft eine Seite so, wie CI sie prüft: ihre Python-Blöcke mit Ausgaben, die Zahlen im Text,
die Abschnitte, jede Übung der Seite und ruff (check und format) über den Ordner ihres Tracks
und ihrer Übungen. Jeder Fehler kommt mit Datei und Zeile, am Ende die Dauer.

  --fix                 vorher ruff: sichere Korrekturen (ruff check --fix), dann ruff format;
                        auf docs/index.md auch der Teil mit den Tracks aus pyproject.toml
  --ausgaben-schreiben  vorher die tatsächlichen Ausgaben in abweichende output-Blöcke
  --browser             auch die Browsergänge, die CI über jede Seite macht (Barrierefreiheit,
                        Hauptthread, Gewicht, Knöpfe der Beispiele); baut dafür die Website
  --mutanten            statt dessen das Mutanten-Tor der Übung(en): mindestens 90 % erkannt

Rückgabewert: 0 in Ordnung, 1 ein Fehler, 2 falscher Aufruf.
Mehr: docs/autoren/beispiele-testen.md."""
NEU_UNBEKANNT = "neu kennt {was!r} nicht. Es gibt: track, lektion, uebung."
OPTION_UNBEKANNT = "Unbekannte Option {option!r}. Erlaubt: {erlaubt}."
OPTION_OHNE_WERT = '{option} braucht einen Wert, etwa {option} "…".'
OPTION_DOPPELT = "{option} steht zweimal im Aufruf."
ANGABEN = "{befehl} braucht genau eine Angabe: {was}."
TITEL_FEHLT = '--titel fehlt, etwa --titel "Wörter zählen".'
TITEL_FORM = "Der Titel muss eine Zeile mit 1 bis {laenge} Zeichen sein, bekommen: {titel!r}."
STUFE = "Die Stufe {stufe!r} gibt es nicht. Erlaubt sind: {stufen}."
ID_FORM = (
    "Die id {id!r} hat nicht die Form Lektion-Übung, etwa m4-03-uebung-1 oder m4-03-zusatz: "
    "Kürzel und Modul (m4), zweistellige Nummer des Bausteins (03), dann uebung-<Nummer> "
    "oder zusatz. Bekannte Kürzel: {kuerzel}."
)
ID_VERGEBEN = "Die Übung {id!r} gibt es schon ({ort})."
ORDNER_DA = "Den Ordner {ordner} gibt es schon; lernlabor neu überschreibt nichts."
SCHREIBEN_GESCHEITERT = (
    "{pfad} ließ sich nicht schreiben ({grund}). Alles, was der Befehl schon angelegt oder "
    "geändert hatte, ist zurückgenommen."
)
REGISTER_KAPUTT = "Das Register der Übungen lässt sich nicht laden: {fehler}"
KEIN_REPOSITORY = (
    "{wurzel} ist kein Repository des Kurses (mkdocs.yml, docs/, pyproject.toml und "
    "lernlabor/tracks/ fehlen). "
    "Die Autorenbefehle arbeiten nur im Repository."
)

UEBUNG_ANGELEGT = "Angelegt: Übung {id} in {ordner}/ ({anzahl} Dateien)."
LEKTION_ANGELEGT = "Neue Lektion {ordner}/; das Register findet sie und ihre Übungen an ihrem Ort."
BLOCK_EINFUEGEN = "In die Lektion, unter „## Übungen“:"
FAELLE_GESCHRIEBEN = (
    "Fälle aus dem Vertrag: {anzahl} in faelle.json. Nach jeder Änderung an Vertrag, Lösung "
    "oder einem falsch_*.py: uv run lernlabor faelle {id}"
)
FAELLE_FEHLEN = (
    "Die Fälle aus dem Vertrag fehlen noch ({fehler}). Sobald die Übung lädt: "
    "uv run lernlabor faelle {id}"
)
NAECHSTE_SCHRITTE = """\
Danach:
  uv run lernlabor pruefe {id} {ordner}/loesung.py   # besteht (0)
  uv run lernlabor pruefe {id} {ordner}/starter.py   # besteht nicht (1)
  {seite}"""
SEITE_PRUEFEN = "uv run lernlabor teste {seite}   # die ganze Seite, mit dem Block von oben"
SEITE_ANLEGEN = (
    'uv run lernlabor neu lektion {seite} --titel "…"{modul}   # die Seite dazu, mit dem Block'
)

SEITE_FORM = (
    "Die Seite {pfad} muss unter docs/ liegen und ein Name aus Kleinbuchstaben, Ziffern und "
    "Bindestrichen mit .md sein, etwa docs/ki/m4/06-parallele-tools.md."
)
LEKTION_FORM = (
    "Eine Lektion liegt im Ordner ihres Tracks, im Ordner ihres Moduls (Kürzel und Nummer) und "
    "hat eine zweistellige Baustein-Nummer vorn, etwa docs/ki/m4/06-parallele-tools.md. "
    "Die Orte: {orte}. Bekommen: {pfad}."
)
BAUSTEIN_BELEGT = (
    "Baustein {baustein} gibt es in {modul} schon: {seite}. Nimm eine freie Nummer, etwa {frei}."
)
SEITE_DA = "Die Seite {pfad} gibt es schon; lernlabor neu lektion überschreibt nichts."
SEITE_IN_NAV = "{pfad} steht schon in der Navigation von mkdocs.yml."
NAV_FEHLT = "In mkdocs.yml steht kein Abschnitt nav:."
SEITE_ANGELEGT = "Angelegt: {pfad}, in der Navigation als „{eintrag}“."
MODUL_EINGETRAGEN = (
    'Neues Modul „{modul}“: in pyproject.toml als module = {{ {schluessel} = "{name}" }} '
    "eingetragen, im Menü als eigener Abschnitt."
)
VORLAGE_UNLESBAR = (
    "Die Vorlage des Tracks ({vorlage}, pyproject.toml) lässt sich nicht lesen: {grund}"
)
VORLAGE_OHNE_UEBUNGEN = (
    "Die Vorlage {vorlage} braucht die Stelle $uebungen (unter „## Übungen“): Dort setzt "
    "neu lektion die Blöcke der schon angelegten Übungen ein."
)
SEITE_WEITER = "Ansehen: uv run mkdocs serve; prüfen: uv run lernlabor teste {pfad}"

TESTE_SEITE_FEHLT = "Die Seite {pfad} gibt es nicht."
SEITE_KEIN_UTF8 = (
    "Die Seite {pfad} ist nicht in UTF-8 gespeichert (erstes fremdes Byte in Zeile {zeile}). "
    "Speichere sie in deinem Editor als UTF-8."
)
TESTE_OHNE_DEV = (
    "lernlabor teste braucht die Entwicklungsumgebung (pytest, markdown-it-py, ruff); es "
    "fehlt: {fehlt}. Richte sie mit „uv sync“ ein und rufe „uv run lernlabor teste …“ auf."
)
TESTE_KOPF = "Geprüft: {pfad} (Übungen der Seite: {ids})."
TESTE_GUT = "In Ordnung: {anzahl} Prüfungen bestanden."
TESTE_SCHLECHT = "{fehler} Fehler ({anzahl} Prüfungen gelaufen):"
TESTE_DAUER = "Dauer: {sekunden} s"
RUFF_FORMAT = (
    "ruff format würde die Datei ab dieser Zeile umformatieren; das macht "
    "„uv run lernlabor teste <seite> --fix“ (oder „uv run ruff format <datei>“)"
)
RUFF_OHNE_FUND = "ruff {befehl} endete mit Rückgabewert {code}, ohne eine Stelle zu nennen"
FIX_GEAENDERT = "ruff hat {anzahl} Datei(en) korrigiert: {namen}. Die Seite jetzt geprüft:"
FIX_NICHTS = "ruff musste nichts korrigieren. Die Seite jetzt geprüft:"
TESTE_ABBRUCH = "pytest brach ab (Rückgabewert {code}); seine Ausgabe:\n{ausgabe}"
AUSGABEN_GESCHRIEBEN = (
    "Neu geschrieben: {anzahl} output-Block (Zeile {zeilen}). Sieh dir den Unterschied an "
    "(git diff), bevor du ihn übernimmst. Die Seite noch einmal geprüft:"
)
AUSGABEN_KEINE = "Kein output-Block weicht ab; nichts geschrieben."

# --- lernlabor teste --mutanten ---------------------------------------------------------------
MUTANTEN_KOPF = "Mutanten der Musterlösung von {id}: {anzahl}"
MUTANTEN_ZEILE = "  Zeile {zeile} ({art}) – {urteil}:"
MUTANTEN_LEER = "(nichts)"
MUTANTEN_WAS_TUN = (
    "  Jeder überlebende Mutant ist eine falsche Lösung, die „bestanden“ bekäme. Ergänze einen "
    "Fall oder eine Prüfung, die ihn erkennt. Verhält er sich wirklich wie die Lösung, markiere "
    'ihn in der Übung: gleichwertig("<vorher>", "<nachher>", "Grund in einer Zeile", '
    "zeile=<Zeile>). Das Tor lässt die Markierung nur gelten, wenn der Mutant auf mindestens "
    "{mindestens} erzeugten Fällen dasselbe tut wie die Lösung."
)
MUTANTEN_VERWAIST = (
    "  Die Markierung gleichwertig({vorher!r}, {nachher!r}, …, zeile={zeile}) passt zu keinem "
    "Mutanten mehr: Lösche sie oder gib ihr die neue Zeile."
)
MUTANTEN_ABGELEHNT = "  Die Markierung gleichwertig({vorher!r}, {nachher!r}, …) gilt nicht: {grund}"
MUTANTEN_OHNE_ORT = (
    "Sie nennt keine Zeile. Eine Markierung gilt für eine Stelle: gleichwertig(…, zeile=<Zeile>), "
    "wie teste --mutanten sie druckt."
)
MUTANTEN_ERKANNT_MARKIERT = (
    "Die Prüfungen erkennen den Mutanten ({meldung}); gleichwertig ist er also nicht. Lösche sie."
)
MUTANTEN_ZEUGE_WIDERLEGT = "Der Mutant verhält sich anders als die Lösung: {text}"
MUTANTEN_START = (
    "Beim Start wirft {stellen}: Das ist Code auf Modulebene, keine Prüfung. Ohne diese "
    "Anweisungen urteilen die Prüfungen: {meldung}"
)
MUTANTEN_ZEIT = "länger als {sekunden:g} s, das Zeitlimit der Übung: Auch Lernende sähen es"
MUTANTEN_ERGEBNIS = "Mutanten: {erkannt} von {gesamt} erkannt ({prozent} %)"
MUTANTEN_UNTER_SCHWELLE = (
    "Das Tor verlangt mindestens {schwelle} %, keine verwaiste und keine abgelehnte Markierung."
)
MUTANTEN_LOESUNG_SCHEITERT = (
    "Die Musterlösung von {id} besteht ihre eigenen Prüfungen nicht ({grund}). Das Tor misst "
    "nur an einer Lösung, die besteht: Bring sie zuerst in Ordnung "
    "(uv run lernlabor pruefe {id} <Ordner der Übung>/loesung.py)."
)
MUTANTEN_SEITE_OHNE = "Die Seite {pfad} hat keine Übung (keinen ```uebung-Block)."
MUTANTEN_PROZESSE = "--prozesse braucht eine ganze Zahl von 1 bis 64, nicht {wert!r}."

TRACK_ANGABEN = (
    'neu track braucht zwei Angaben: Kürzel und Ordner, etwa: neu track p python --titel "Python".'
)
TRACK_TITEL_FEHLT = '--titel fehlt, etwa --titel "Python" (im Menü: „Track Python“).'
TRACK_KUERZEL = (
    "Das Kürzel {kuerzel!r} ({wo}) muss ein Kleinbuchstabe a–z sein: der erste Buchstabe der "
    "Übungs-ids des Tracks, etwa p für p1-01-uebung-1."
)
TRACK_ORDNER = (
    "Der Ordner {ordner!r} ({wo}) muss mit einem Kleinbuchstaben beginnen und darf nur "
    "Kleinbuchstaben, Ziffern und _ enthalten (höchstens 30 Zeichen, kein Python-Schlüsselwort, "
    "nicht {belegt})."
)
TRACK_TITEL = (
    "Der Titel {titel!r} ({wo}) muss eine Zeile mit 1 bis {laenge} Zeichen sein, ohne · * : # \\; "
    "er erscheint als „Track <Titel>“."
)
TRACK_DOPPELT = "{wo}: {feld} = {wert!r} hat schon ein Track davor."
TRACK_KUERZEL_VERGEBEN = "Das Kürzel {kuerzel!r} hat schon der Track {titel}."
TRACK_ORDNER_VERGEBEN = "Den Ordner {ordner!r} hat schon der Track {titel}."
TRACKS_UNLESBAR = "{datei} lässt sich nicht lesen: {fehler}"
TRACKS_FORM = (
    "{datei}: Jeder Track steht als eigene Tabelle [[tool.lernlabor.track]] mit den "
    'Schlüsseln kuerzel, ordner und titel, etwa kuerzel = "m", ordner = "ki", titel = "KI", '
    "und wenn nötig beschreibung, vorlage und module; andere Schlüssel gibt es nicht."
)
TRACK_BESCHREIBUNG = (
    "Die beschreibung ({wo}) muss ein Text in einer Zeile mit höchstens {laenge} Zeichen sein; "
    "sie steht auf der Startseite unter dem Titel des Tracks."
)
TRACK_VORLAGE = (
    "Die vorlage {vorlage!r} ({wo}) muss ein Pfad relativ zum Repository sein, etwa "
    '"lernlabor/tracks/ki/lektion_vorlage.md".'
)
TRACK_MODULE = (
    "module ({wo}) muss eine Tabelle sein, deren Schlüssel Kürzel und Nummer des Moduls sind, "
    'etwa module = {{ {kuerzel}1 = "Grundlagen" }}.'
)
MODUL_NAME = (
    "Der Modulname {name!r} ({wo}) muss eine Zeile mit 1 bis {laenge} Zeichen sein, ohne "
    "· * : # \\; er erscheint als „P1 <Name>“ in Kopfzeile und Menü."
)
MODUL_VON_HAND = (
    "Den Namen des Moduls kann der Befehl im Eintrag des Tracks {titel} in pyproject.toml nicht "
    "setzen. Trage dort von Hand ein: {zeile}"
)
MODUL_OHNE_NAME = (
    'Das Modul {modul} hat noch keinen Namen. Gib ihn mit an, etwa --modul "Texte": Er steht '
    'dann in pyproject.toml (module = {{ {schluessel} = "Texte" }}) und von dort in der '
    "Kopfzeile jeder Lektion des Moduls und im Menü („{modul} Texte“)."
)
MODUL_HEISST_SCHON = (
    "Das Modul {modul} heißt schon „{name}“ (pyproject.toml, Track {titel}). Lass --modul weg "
    "oder nenne denselben Namen; umbenennen geht in pyproject.toml, in der Kopfzeile jeder "
    "Lektion des Moduls und in mkdocs.yml (tests/test_autoren_tracks.py prüft, dass alle drei "
    "gleich sind)."
)
MENUE_ANDERS = (
    "Im Menü (mkdocs.yml) heißt das Modul „{im_menue}“, in pyproject.toml „{erwartet}“. Gleiche "
    "den Abschnitt in mkdocs.yml an, dann lege die Lektion an."
)
TRACK_ANGELEGT = """\
Angelegt: Track {titel} (Kürzel {kuerzel}): lernlabor/tracks/{ordner}/ (mit lektion_vorlage.md,
der Vorlage seiner Lektionen), docs/{ordner}/index.md, ein Abschnitt in mkdocs.yml, ein Eintrag
in pyproject.toml und sein Abschnitt auf der Startseite (docs/index.md).
Danach:
  uv run lernlabor neu uebung {kuerzel}1-01-uebung-1 --titel "…"
  uv run lernlabor neu lektion docs/{ordner}/{kuerzel}1/01-<name>.md --titel "…" --modul "…\""""

# --- Abschnitte einer Lektion (abschnitte.py) ---------------------------------------------------
ABSCHNITT_REIHENFOLGE = (
    "„## {name}“ steht an der falschen Stelle: Die Reihenfolge der Abschnitte steht auf der "
    "Autorenseite (docs/autoren/index.md, „Die Abschnitte einer Lektion“)."
)
ABSCHNITT_FEHLT_VOR = "Vor „## {name}“ fehlt der Pflichtabschnitt {fehlend}."
ABSCHNITT_FEHLT_AM_ENDE = "Es fehlt der Pflichtabschnitt {fehlend} (am Ende der Seite)."
ABSCHNITT_EIGENER_ORT = (
    "Der eigene Abschnitt „## {name}“ gehört zwischen „## Übungen“ und „## Merksatz“; davor "
    "sind nur die Abschnitte der Autorenseite erlaubt (oder mach ihn zu „### {name}“)."
)
STARTSEITE_OHNE_BLOCK = (
    "In docs/index.md fehlt der Teil für die Tracks zwischen {anfang} und {ende}. Setze die "
    "beiden Zeilen wieder ein; der Befehl schreibt dazwischen, was pyproject.toml sagt."
)
STARTSEITE_NEU = "Die Startseite (docs/index.md) nennt die Tracks jetzt wie pyproject.toml."
MUTANTEN_VERTRAG_FREI = (
    "ändert nur den Text einer Ausnahme, und den lässt der Vertrag der Übung frei"
)
