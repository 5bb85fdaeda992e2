"""Alle deutschen Texte der Autorenbefehle ``lernlabor neu`` und ``lernlabor teste``."""

NEU_WAS = "neu braucht, was angelegt werden soll: track, lektion oder uebung."
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
NAECHSTE_SCHRITTE = """\
Danach:
  uv run lernlabor pruefe {id} {ordner}/loesung.py   # besteht (0)
  uv run lernlabor pruefe {id} {ordner}/starter.py   # besteht nicht (1)
  {seite}"""
SEITE_PRUEFEN = "uv run lernlabor teste {seite}   # die ganze Seite, mit dem Block von oben"
SEITE_ANLEGEN = (
    'uv run lernlabor neu lektion {seite} --titel "…"   # die Seite dazu, gleich mit dem Block'
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
    "{datei}: Jeder Track steht als eigene Tabelle [[tool.lernlabor.track]] mit genau den "
    'Schlüsseln kuerzel, ordner und titel, etwa kuerzel = "m", ordner = "ki", titel = "KI".'
)
TRACK_ANGELEGT = """\
Angelegt: Track {titel} (Kürzel {kuerzel}): lernlabor/tracks/{ordner}/, docs/{ordner}/index.md,
ein Abschnitt in mkdocs.yml und ein Eintrag in pyproject.toml.
Danach:
  uv run lernlabor neu uebung {kuerzel}1-01-uebung-1 --titel "…"
  uv run lernlabor neu lektion docs/{ordner}/{kuerzel}1/01-<name>.md --titel "…\""""
MUTANTEN_VERTRAG_FREI = (
    "ändert nur den Text einer Ausnahme, und den lässt der Vertrag der Übung frei"
)
