"""Alle deutschen Textbausteine der Prüf-Maschine und der Kommandozeile an einem Ort.

Die Texte der einzelnen Lektionen (was genau in Übung 1 falsch sein kann) stehen je Lektion in
einem eigenen ``meldungen.py`` neben ihren Prüfungen, etwa ``lernlabor/tracks/ki/uebungen/m4_02/``.
"""

DATEINAME = "<dein Code>"
MUSTERLOESUNG = "<Musterlösung>"

# --- Ergebnis im Ganzen ---------------------------------------------------------------------
# Das Urteil selbst sagt schon der Kopf (Widget, Kommandozeile); hier die Zahl der erfüllten
# Prüfungen. Nicht die der fehlenden: Ein übersprungenes Netz und doppelte Gründe stehen
# nicht in der Liste darunter, die Zahl passte dann nicht zu ihr.
BESTANDEN = "Erfüllt: {anzahl} von {anzahl} {pruefungen}."
NICHT_BESTANDEN = "Erfüllt: {erfuellt} von {anzahl} {pruefungen}. Was noch fehlt:"
# Prüfungen, die nach einem Fehlschlag nicht liefen (ein Netz, eine Voraussetzung), sind weder
# erfüllt noch gescheitert: Ohne diesen Zusatz las „0 von 4“ sich wie vier Fehler.
NICHT_BESTANDEN_OFFEN = (
    "Erfüllt: {erfuellt} von {anzahl} {pruefungen}, {offen} davon noch nicht geprüft (sie laufen, "
    "sobald das Folgende behoben ist). Was noch fehlt:"
)

# --- Syntaxfehler ---------------------------------------------------------------------------
SYNTAXFEHLER_TITEL = "Syntaxfehler in Zeile {zeile}"
EINRUECKUNGSFEHLER_TITEL = "Einrückungsfehler in Zeile {zeile}"
SYNTAXFEHLER_OHNE_ZEILE = "Syntaxfehler"
SYNTAXFEHLER = "{erklaerung} (Python meldet: {text})"
SYNTAX_UNBEKANNT = "Python kann diese Zeile nicht lesen."
# Teiltext der englischen Python-Meldung -> deutsche Erklärung (der erste Treffer gilt).
SYNTAX_ERKLAERUNGEN = (
    ("expected ':'", "Hier fehlt ein Doppelpunkt, etwa am Ende von def, for, if oder while."),
    ("was never closed", "Eine Klammer wird geöffnet, aber nie geschlossen."),
    ("unmatched", "Hier steht eine schließende Klammer ohne passende öffnende."),
    ("does not match", "Die schließende Klammer passt nicht zur öffnenden."),
    ("unterminated string", "Ein String endet nicht: Das schließende Anführungszeichen fehlt."),
    ("unterminated triple-quoted", "Ein String mit drei Anführungszeichen wird nie geschlossen."),
    (
        "expected an indented block",
        "Nach einer Zeile mit Doppelpunkt folgt ein eingerückter Block.",
    ),
    ("unexpected indent", "Diese Zeile ist eingerückt, obwohl hier kein Block beginnt."),
    ("unindent does not match", "Die Einrückung passt zu keiner äußeren Ebene."),
    (
        "inconsistent use of tabs",
        "Tabs und Leerzeichen sind gemischt: Rücke nur mit Leerzeichen ein.",
    ),
    ("'return' outside function", "return steht außerhalb einer Funktion."),
    ("outside loop", "break oder continue steht außerhalb einer Schleife."),
    (
        "U+00A0",
        "Hier steht ein geschütztes Leerzeichen, meist beim Kopieren aus einer Webseite oder "
        "einem Textprogramm eingeschleppt. Lösche es und tippe ein normales Leerzeichen.",
    ),
    (
        "non-printable character",
        "Hier steht ein unsichtbares Sonderzeichen, meist beim Kopieren eingeschleppt. Lösche "
        "die Stelle und tippe sie neu.",
    ),
    (
        "invalid character",
        "Ein Zeichen, das Python nicht kennt, oft „typografische“ Anführungszeichen.",
    ),
    ("null bytes", "Der Code enthält ein Nullbyte, vermutlich beim Kopieren eingeschleppt."),
    ("Maybe you meant '==' or ':='", "Zum Vergleichen schreibst du ==, ein = weist zu."),
    ("invalid syntax. Perhaps you forgot a comma", "Vermutlich fehlt hier ein Komma."),
    ("invalid syntax", "Python versteht diese Zeile nicht."),
)

# --- Laufzeitfehler -------------------------------------------------------------------------
LAUFZEITFEHLER_TITEL = "{art} in Zeile {zeile}"
LAUFZEITFEHLER_OHNE_ZEILE = "{art}"
FEHLER_BEIM_START = "Dein Code bricht schon beim Ausführen ab, noch bevor geprüft wird: {art}{text}"
AUFRUFKETTE = "Aufrufkette (der letzte Aufruf steht unten):"
AUFRUF_ZEILE = "  Zeile {zeile}, in {ort}"
AUF_MODULEBENE = "deinem Code"
WIEDERHOLT = "  [die Zeilen darüber wiederholen sich noch {anzahl}-mal]"
AUSNAHME_ERKLAERUNGEN = {
    "NameError": "Ein Name ist nicht definiert: Tippfehler, oder fehlt eine Zuweisung davor?",
    "KeyError": "Diesen Schlüssel gibt es im dict nicht.",
    "IndexError": "Der Index liegt außerhalb der Liste.",
    "TypeError": "Ein Wert hat den falschen Typ, oder eine Funktion bekam falsche Argumente.",
    "AttributeError": (
        'Das Objekt hat dieses Attribut nicht. Bei einem dict greifst du mit ["name"] zu, '
        "nicht mit .name."
    ),
    "ZeroDivisionError": "Hier wird durch null geteilt.",
    "RecursionError": "Eine Funktion ruft sich ohne Ende selbst auf.",
    "ValueError": "Ein Wert hat den richtigen Typ, aber einen unpassenden Inhalt.",
    "ApiFehler": "Das simulierte Modell lehnt den Verlauf ab, wie es eine echte API täte.",
    "ModuleNotFoundError": (
        "Dieses Modul gibt es hier nicht. Bereit stehen die Standardbibliothek von Python und "
        "lernlabor."
    ),
    "OverflowError": "Eine Zahl ist zu groß für diese Rechnung (Kommazahlen enden bei etwa 1e308).",
    "MemoryError": (
        "Der Speicher reicht nicht: Dein Code legt etwas Riesiges an, etwa eine Liste mit "
        "Milliarden Einträgen oder einen sehr langen Text. Prüfe die Größe, bevor du es baust."
    ),
}
STRG_C_IM_CODE = (
    "Dein Code wirft KeyboardInterrupt, das Signal für Strg+C. Hier beendet es nur deinen "
    "eigenen Lauf; lass es weg."
)
KEIN_INPUT = (
    "{aufruf} bekommt hier keine Eingabe, denn niemand tippt mit. Schreib den Wert direkt in "
    'den Code (etwa name = "Ada") oder gib ihn deiner Funktion als Argument.'
)
MAIN_BLOCK_LAEUFT = (
    'Ein Block unter if __name__ == "__main__": läuft hier mit: Die Prüfung startet deinen Code '
    "wie ein Programm. Nimm input dort heraus, wenn du die Datei prüfen lässt."
)

ENDLOSSCHLEIFE_TITEL = "Endlosschleife: Das Modell wurde zu oft aufgerufen"
ENDLOSSCHLEIFE = (
    "Endlosschleife{wo}: Das simulierte Modell wurde öfter aufgerufen, als es erlaubt, und hat "
    "abgebrochen. Hat deine Schleife ein Schrittlimit (max_schritte), und endet sie bei einer "
    "Endantwort? (Simulator: {text})"
)
ENDLOSSCHLEIFE_WO = " bei der Prüfung „{titel}“"
PROGRAMMENDE_TITEL = "Dein Code hat das Programm beendet"
PROGRAMMENDE = (
    "Dein Code ruft exit() oder sys.exit() auf. Lass das weg: Dein Code legt nur fest, was die "
    "Aufgabe verlangt (Funktionen oder Variablen), den Rest übernimmt die Prüfung."
)
EINGEBAUTE_GEAENDERT_TITEL = "Dein Code ändert eingebaute Namen von Python"
EINGEBAUTE_GEAENDERT = (
    "Dein Code setzt {namen} in `builtins` neu (etwa `builtins.{erster} = …`). Lass die "
    "eingebauten Namen, wie sie sind: Die Prüfung braucht sie so, wie Python sie mitbringt, "
    "und dein übriges Programm auch."
)
INTERNER_FEHLER_TITEL = "Interner Fehler der Prüfung"
INTERNER_FEHLER = (
    "Die Prüfung „{titel}“ ist selbst abgestürzt ({art}: {text}). Das liegt nicht an dir: "
    "Bitte melde es zusammen mit deinem Code."
)
KEINE_RUECKMELDUNG = "Die Prüfung „{titel}“ gab keine Rückmeldung zurück, sondern {wert}."

# --- Bausteine für Prüfungen ----------------------------------------------------------------
FUNKTION_FEHLT = "Es gibt keine Funktion {name}. Lege sie an: def {name}({parameter}):"
KEINE_FUNKTION = "{name} ist keine Funktion, sondern {typ}. Lege sie an: def {name}({parameter}):"
SIGNATUR = (
    "Die Parameter von {name} stimmen nicht: erwartet def {name}({erwartet}), "
    "bekommen def {name}({bekommen})."
)
VARIABLE_FEHLT = "Es gibt keine Variable {name}. Lege sie an, etwa so: {name} = …"
WERT = "{aufruf} sollte {erwartet} zurückgeben, gab aber {bekommen} zurück."
WERT_NONE = " Fehlt ein return? print zeigt einen Wert nur an, return gibt ihn zurück."
AUSNAHME = "{aufruf} bricht mit {art} ab: {text}"
AUSNAHME_ERWARTET = "{aufruf} sollte einen {erwartet} werfen, gab aber {bekommen} zurück."
FALSCHE_AUSNAHME = "{aufruf} sollte einen {erwartet} werfen, warf aber {art}: {text}"
AUSNAHME_OHNE_TEXT = "{aufruf} wirft einen {art} ohne Text. Gib eine hilfreiche Nachricht mit."

# --- Kommandozeile --------------------------------------------------------------------------
CLI_HILFE = """\
Lernlabor: Übungen auflisten und prüfen.

  lernlabor liste                          alle Übungen mit id und Titel
  lernlabor pruefe <id> <datei.py>         deine Lösung prüfen
        [--zeitlimit SEKUNDEN]             Zeitlimit ändern (sonst das der Übung)

Rückgabewert: 0 bestanden, 1 nicht bestanden oder Fehler, 2 falscher Aufruf,
130 mit Strg+C abgebrochen.

Für Autorinnen und Autoren (im Repository des Kurses):

  lernlabor neu track <kürzel> <ordner> --titel "<Titel>" [--beschreibung "<Satz>"]
  lernlabor neu lektion <docs/…/datei.md> --titel "<Titel>" [--modul "<Name>"]
  lernlabor neu uebung <id> --titel "<Titel>" [--stufe leicht|mittel|schwer]
  lernlabor teste <docs/…/datei.md> [--fix] [--ausgaben-schreiben] [--browser]
  lernlabor teste --mutanten <id|docs/…/datei.md> [--alle] [--ohne-cache] [--prozesse N]
  lernlabor faelle <id>… | --alle [--pruefe]   Fälle aus dem Vertrag suchen (faelle.json)

Mehr zu einem Befehl: lernlabor neu lektion --hilfe (ebenso neu track, neu uebung, teste).
Mehr dazu: docs/autoren/ (im Kurs: „Für Autoren“)."""
CLI_KURZHILFE = (
    "Aufruf: lernlabor liste | lernlabor pruefe <id> <datei.py> [--zeitlimit SEKUNDEN]"
    " (mehr mit: lernlabor --hilfe)"
)
CLI_UNBEKANNTER_BEFEHL = (
    "Unbekannter Befehl {befehl!r}. Es gibt: liste, pruefe, neu, teste, faelle."
)
CLI_KEIN_BEFEHL = "Es fehlt ein Befehl."
CLI_ABGEBROCHEN = "Abgebrochen (Strg+C)."
CLI_PRUEFE_ARGUMENTE = "pruefe braucht genau zwei Angaben: die Übungs-id und die Datei."
CLI_UNBEKANNTE_OPTION = (
    "pruefe kennt die Option {option!r} nicht. Es gibt nur --zeitlimit <Sekunden>, etwa "
    "--zeitlimit 30."
)
CLI_VERTAUSCHT = "Erst die Übungs-id, dann die Datei: lernlabor pruefe {id} {datei}"
CLI_LISTE_ARGUMENTE = "liste braucht keine weiteren Angaben, bekommen: {rest}."
CLI_LISTE_BEISPIEL = "Beispiel der Autorenseite (docs/autoren/index.md)"
CLI_ZEITLIMIT_WERT = (
    "--zeitlimit braucht eine Zahl größer als 0 und höchstens {hoechstens} (Sekunden, etwa 30 "
    "oder 0,5), bekommen: {wert!r}."
)
CLI_REGISTER_KAPUTT = (
    "Die Übungen des Kurses lassen sich nicht laden{ort}: {fehler} Das liegt an der Übung "
    "dort, nicht an deiner Datei."
)
CLI_DATEI_FEHLT = "Die Datei {pfad} gibt es nicht."
CLI_KEINE_DATEI = "{pfad} ist keine Datei."
CLI_DATEI_UNLESBAR = "Die Datei {pfad} lässt sich nicht lesen: {grund}"
CLI_KEIN_UTF8 = "Die Datei {pfad} ist nicht in UTF-8 gespeichert. Speichere sie als UTF-8."
# Das Zeitlimit (fortschritt.py): wo die Prüfung stand, als es sie beendete.
ZEITLIMIT = (
    "Abgebrochen: Dein Code lief länger als {dauer}. Vermutlich eine Endlosschleife (etwa "
    "while True ohne Ausweg oder eine Bedingung, die nie falsch wird) oder sehr viel Arbeit, "
    "etwa Millionen von Ausgaben."
)
ZEITLIMIT_START = (
    "Abgebrochen: Dein Code lief länger als {dauer}, noch bevor eine Prüfung begann: beim "
    "Ausführen deiner Datei, also im Code auf oberster Ebene (nicht in einer Funktion). Steht "
    "dort eine Schleife ohne Ende, ein Aufruf zum Ausprobieren oder sehr viel Arbeit?"
)
ZEITLIMIT_PRUEFUNG = (
    "Abgebrochen: Dein Code lief länger als {dauer}, in der Prüfung „{titel}“. Vermutlich "
    "eine Endlosschleife (etwa while True ohne Ausweg oder eine Bedingung, die nie falsch "
    "wird) oder sehr viel Arbeit, etwa Millionen von Ausgaben."
)
ZEITLIMIT_FALL = (
    "Im Fall {fall} lief dein Code länger als {dauer}, dann brach die Prüfung ab. Eine Lösung "
    "nach den Regeln ist dort schnell fertig: Endet eine Schleife nicht, oder rechnet sie in "
    "jeder Runde neu, was schon erledigt war (etwa `sum` über eine Liste, die mit jeder Runde "
    "wächst)?"
)
CLI_AUSGABE_GEKUERZT = (
    "… gekürzt: mehr als {zeilen} Zeilen oder {zeichen} Zeichen Ausgabe. Der Rest erscheint "
    "nicht, die Prüfung läuft aber weiter."
)
CLI_KIND_ABGESTUERZT = (
    "Die Prüfung ist unerwartet beendet worden (Rückgabewert {code}). Beendet dein Code den "
    "Prozess, etwa mit os._exit? Dann kann die Prüfung ihr Ergebnis nicht mehr melden."
)
CLI_KOPF = "Übung {id}: {titel}"
CLI_ERGEBNIS = {
    "bestanden": "Ergebnis: bestanden",
    "nicht-bestanden": "Ergebnis: nicht bestanden",
    "fehler": "Ergebnis: Fehler",
    "abgebrochen": "Ergebnis: abgebrochen",
}

# --- Vergleich mit der Musterlösung (netz.py) -----------------------------------------------
VERGLEICH_TITEL = "Vergleich von {name} mit der Musterlösung"
VERGLEICH_OK = "{name} verhält sich in {faellen} wie die Musterlösung."
VERGLEICH_FAELLE = ("einem weiteren Fall", "{anzahl} weiteren Fällen")
VERGLEICH_ABWEICHUNG = "Im Fall {fall} weicht {was}{pfad} ab: erwartet {soll}, bekommen {ist}."
VERGLEICH_ABLAUF = "der Ablauf"
VERGLEICH_RUECKGABE = "die Rückgabe"
VERGLEICH_ZWEITER = "die Rückgabe beim zweiten Aufruf mit denselben Objekten"
VERGLEICH_EINGABEN = "die Eingabe nach dem Aufruf"
VERGLEICH_AUSNAHME = "die Ausnahme"
VERGLEICH_NICHTS = "nichts mehr"
VERGLEICH_FEHLT = "nichts (fehlt)"
VERGLEICH_ALS_AUSNAHME = "die Ausnahme {art}{text}"
VERGLEICH_ZU_LANG = (
    "Im Fall {fall} rechnet deine Funktion zu lange (sie führte über eine Million Zeilen aus, "
    "die Musterlösung braucht viel weniger): eine Schleife, die nicht endet?"
)

# --- Vertrag einer Übung (vertrag.py) ------------------------------------------------------
VERTRAG_TITEL = "Die Regeln für {name}"
VERTRAG_OK = "{name} hält alle Regeln ein, in {anzahl} Fällen."
# Erst der Befund zum Code der Lernenden, dann die Regel im Wortlaut: Die steht auch über dem
# Editor, und vorn verdeckte ein langer Regeltext, was an genau diesem Code falsch ist.
VERTRAG_REGEL = "Regel {nummer} verletzt: {befund} Regel {nummer} lautet: {text}"
# Ohne Regel, die den Parameter nennt: die Zeile über den Regeln, die die Signaturen zeigt.
VERTRAG_SIGNATUR = "Die Signatur über den Regeln verletzt: {befund}"
VERTRAG_RUECKGABE = "{fall} soll {soll} ergeben, deine Funktion gibt {ist}."
VERTRAG_EREIGNIS = "{fall}: Als {nummer}. Ereignis sollte geschehen: {soll}; geschehen ist: {ist}."
# Nach VERTRAG_EREIGNIS, ab dem 2. Ereignis: Was davor geschah, war richtig.
VERTRAG_EREIGNIS_DAVOR = {
    1: " Das Ereignis davor verlief wie verlangt.",
    "mehr": " Die {davor} Ereignisse davor verliefen wie verlangt.",
}
VERTRAG_GESCHEHEN = "{fall}: Es sollte geschehen: {soll}; geschehen ist: {ist}."
# Statt VERTRAG_EREIGNIS, wenn der Code mehr tat als verlangt: als erstes oder nach den richtigen.
VERTRAG_NICHTS_GESCHEHEN = (
    # nicht „Hier sollte nichts geschehen“: Das las sich, als wäre gar kein Ergebnis verlangt
    "{fall}: Deine Funktion tat etwas, das hier nicht geschehen sollte: {ist}.",
    "{fall}: Danach sollte nichts mehr geschehen; geschehen ist: {ist}.",
)
VERTRAG_FORM = " (Deine Rückgabe war {wert}.)"
VERTRAG_NONE = " Ohne `return` gibt eine Funktion `None` zurück."
# Die Stelle mit „Rückgabe“ davor: Ein nacktes „Bei [0]“ las sich wie die Liste [0] (Runde 29).
VERTRAG_STELLE = "{fall}: Bei `Rückgabe{pfad}` erwartet {soll}, bekommen {ist}."
VERTRAG_LISTE_LAENGE = " Deine Liste hat {ist}, verlangt: {soll}."
VERTRAG_LISTE_REIHENFOLGE = " Deine Liste hat dieselben Einträge, aber in anderer Reihenfolge."
VERTRAG_SCHLUESSEL_ZU_VIEL = " Dein dict hat einen Schlüssel zu viel: Lass {schluessel} weg."
VERTRAG_SCHLUESSEL_FEHLT = " Deinem dict fehlt der Schlüssel {schluessel}."
VERTRAG_AUSNAHME_SOLL = "einen {art} auslösen"
VERTRAG_AUSNAHME_IST = "die Ausnahme {art}{text}"
# Hinter „geschehen ist: nichts mehr“, wenn der Code mit einer Ausnahme abbrach.
VERTRAG_ABBRUCH = ", denn deine Funktion brach mit der Ausnahme {art}{text} ab"
VERTRAG_AUSNAHME_FALSCH = (
    "{fall} soll {soll}, deine Funktion löst {ist} aus; {art} ist keine Unterart davon."
)
VERTRAG_AUSNAHME_AUCH = (
    "{fall} soll {soll}, deine Funktion löst {ist} aus; die ist zugleich ein {auch}, und das "
    "verbietet die Regel (ein `except {auch}` finge sie)."
)
VERTRAG_AUSNAHME_FEHLT = "{fall} soll {soll}, deine Funktion gibt aber {ist} zurück."
VERTRAG_AUSNAHME_STATT_WERT = "{fall} soll {soll} ergeben, deine Funktion löst {ist} aus."
VERTRAG_EINGABE = (
    "{fall} verändert {pfad}: vorher {soll}, nachher {ist}. Die Funktion darf ihre Eingaben "
    "nicht ändern."
)
VERTRAG_EINGABE_UMGESTELLT = (
    "{fall} stellt {pfad} um: dieselben Einträge in anderer Reihenfolge, vorher {soll}, "
    "nachher {ist}. Die Funktion darf ihre Eingaben nicht ändern, auch nicht umsortieren."
)
VERTRAG_EINGABE_LAENGE = (
    "{fall} verändert die Länge von {pfad}: vorher {soll}, nachher {ist}. Die Funktion darf "
    "ihre Eingaben nicht ändern."
)
VERTRAG_SETUP = (
    "{fall} verändert {pfad}: vorher {soll}, nachher {ist}. Was die Funktion aus dem Setup "
    "liest, darf sie nicht ändern."
)
VERTRAG_SETUP_UMGESTELLT = (
    "{fall} stellt die Einträge von {pfad} um: dieselben Einträge, in anderer Reihenfolge "
    "(etwa sortiert, einen nach vorn geholt oder einen mit `pop` herausgenommen und wieder "
    "eingesetzt). Was die Funktion aus dem Setup liest, darf sie nicht ändern, auch nicht seine "
    "Reihenfolge."
)
VERTRAG_SETUP_ERSETZT = (
    "{fall} ersetzt {pfad} durch ein anderes Objekt mit demselben Wert (eine Kopie). Was die "
    "Funktion aus dem Setup liest, darf sie nicht ändern, auch nicht einen Eintrag durch eine "
    "Kopie ersetzen: Wer den alten Eintrag noch hält, sieht sonst nicht mehr, was in der Liste "
    "steht."
)
VERTRAG_ZWEITER = (
    "{fall} ein zweites Mal mit denselben Objekten aufgerufen soll wieder {soll} ergeben, "
    "deine Funktion gibt {ist}."
)
VERTRAG_UNTERSCHIED = "Der Unterschied"  # vor „: Bei `Rückgabe[…]` erwartet …“ (VERTRAG_STELLE)
VERTRAG_ZWEITER_NACH = (
    "{fall} ein zweites Mal mit denselben Objekten aufgerufen, nachdem {aenderung}, soll "
    "{soll} ergeben, deine Funktion gibt {ist}."
)
# Der Fall eines zweiten Aufrufs, als Anfang eines Satzes wie VERTRAG_EINGABE („… verändert“).
VERTRAG_ZWEITER_FALL = "{fall}, ein zweites Mal mit denselben Objekten aufgerufen,"
VERTRAG_ZWEITER_FALL_NACH = (
    "{fall}, ein zweites Mal mit denselben Objekten aufgerufen, nachdem {aenderung},"
)
_FRUEHERER_AUFRUF = (
    "Er merkt sich etwas von einem früheren Aufruf, etwa in einem Zwischenspeicher, einem "
    "Zähler oder einer Liste außerhalb der Funktion."
)
VERTRAG_FRISCH_GELADEN = (
    "Frisch geladen, ohne die Fälle davor, besteht dein Code diesen Fall: " + _FRUEHERER_AUFRUF
)
VERTRAG_FRISCH_ANDERS = (
    "Frisch geladen, ohne die Fälle davor, antwortet dein Code in diesem Fall anders als eben: "
    + _FRUEHERER_AUFRUF
)
VERTRAG_ZWEITER_FRISCH_RICHTIG = (
    " Mit neuen Objekten derselben Werte gibt deine Funktion das Richtige: Sie merkt sich etwas "
    "von einem früheren Aufruf, etwa in einem Zwischenspeicher oder einer Variablen außerhalb "
    "der Funktion."
)
VERTRAG_ZWEITER_FRISCH_ANDERS = (
    " Mit neuen Objekten derselben Werte gibt sie wieder etwas anderes, {frisch}: Ihr Ergebnis "
    "hängt davon ab, wie oft sie schon lief. Sie soll sich nichts von einem Aufruf zum nächsten "
    "merken."
)
VERTRAG_ZWEITER_DASSELBE = (
    " Dein zweiter Aufruf gibt dasselbe Objekt zurück wie der erste, samt dem, was der "
    "Aufrufer damit tat: Deine Funktion hält das erste Ergebnis fest. Baue bei jedem Aufruf ein "
    "neues."
)
VERTRAG_WIEDER_DASSELBE = (
    "{fall} noch zweimal hintereinander aufgerufen, mit neuen Objekten derselben Werte und ohne "
    "dass der Aufrufer dazwischen etwas ändert, gibt deine Funktion beide Male dasselbe Objekt "
    "zurück oder darin dieselbe Liste oder dasselbe dict: Sie hält ein Ergebnis fest und gibt es "
    "wieder heraus, und was der Aufrufer am einen ändert, steht dann im anderen. Baue bei jedem "
    "Aufruf ein neues, auch innen."
)
# Zwei Aufrufe mit gleichen Werten, die Verschiedenes geben; dahinter VERTRAG_GLEICHE_ARGUMENTE.
VERTRAG_WIEDER_ANDERS = (
    "{fall} noch zweimal hintereinander aufgerufen, mit neuen Objekten derselben Werte und ohne "
    "dass der Aufrufer dazwischen etwas ändert, gibt deine Funktion erst {erst}, dann {dann}."
)
VERTRAG_ANDERS_ALS_ZWEITER = (
    "{fall} ein zweites Mal aufgerufen, nachdem {aenderung}, gibt deine Funktion {erst}; gleich "
    "danach mit neuen Objekten derselben Werte aufgerufen, gibt sie {dann}."
)
VERTRAG_ANDERS_ALS_ERSTER = (
    "{fall} gibt deine Funktion beim ersten Aufruf {erst}; zum Schluss noch einmal mit neuen "
    "Objekten derselben Werte aufgerufen, gibt sie {dann}."
)
VERTRAG_GLEICHE_ARGUMENTE = (
    " Gleiche Argumente geben bei jedem Aufruf dasselbe, bis in den Wortlaut: Merkt sich deine "
    "Funktion etwas von einem Aufruf zum nächsten, etwa einen Zähler oder welche Argumente "
    "schon kamen?"
)
# Nur wo eine Regel ein neues Objekt je Aufruf verlangt (``neues_objekt``): Ein dict des Moduls,
# das die Funktion für leere Eingaben zurückgibt, trägt beim nächsten Mal, was der Aufrufer
# hineinschrieb (Runde 36: die Meldung nannte nur Zähler und gemerkte Argumente).
VERTRAG_ODER_DASSELBE_OBJEKT = (
    " Oder gibst du dasselbe Objekt mehr als einmal zurück (etwa eines aus dem Modul), in das "
    "der Aufrufer inzwischen geschrieben hat? Jeder Aufruf gibt ein neues."
)
VERTRAG_DRITTER = (
    "Nachdem {aenderung}, ruft er deine Funktion ein zweites Mal auf und tut mit dieser "
    "Rückgabe dasselbe. {fall} dann ein drittes Mal aufgerufen, mit neuen Objekten derselben "
    "Werte, soll wieder {soll} ergeben, deine Funktion gibt {ist}. Sie merkt sich etwas von "
    "einem früheren Aufruf, etwa ein Ergebnis, das sie ab dem zweiten Aufruf selbst zurückgibt "
    "statt eines neuen Objekts."
)
VERTRAG_ZWEITER_AENDERT_ERSTEN = (
    "{fall} ein zweites Mal aufgerufen, ändert deine Funktion die Rückgabe des ersten "
    "Aufrufs: Sie war {vorher}, danach ist sie {nachher}."
)
# Dahinter: wie, je nachdem, ob der zweite Aufruf dasselbe Objekt zurückgab.
VERTRAG_DASSELBE_NEU_GEFUELLT = (
    " Gib bei jedem Aufruf ein neues Objekt zurück und lass die früheren, wie sie sind (nicht "
    "dasselbe, geleert und neu gefüllt)."
)
VERTRAG_FRUEHERES_GEHALTEN = (
    " Dein zweiter Aufruf gibt zwar ein neues Objekt, ändert aber ein früheres, das deine "
    "Funktion festhält: Lass jede Rückgabe, wie sie ist, sobald du sie zurückgegeben hast."
)
# Statt eines Ausgangs in einer Meldung über einen weiteren Aufruf, der zu lange rechnete.
VERTRAG_AUSGANG_ZU_LANG = (
    "nichts zurück: Sie rechnete über eine Million Zeilen, und die Prüfung brach den Aufruf ab"
)
VERTRAG_ZU_LANG = (
    "{fall} rechnet zu lange: Nach einer Million Zeilen hat die Prüfung abgebrochen. Sie zählt "
    "jede Zeile, die dein Code ausführt, in einer Schleife in jeder Runde neu, auch deren Kopf "
    "(`for …:`, `while …:`). Eine Lösung nach den Regeln braucht viel weniger: Endet eine "
    "Schleife nicht, oder tut sie Arbeit, die schon erledigt war?"
)
VERTRAG_ZU_LANG_DANACH = " Als Nächstes sollte geschehen: {soll}."
# Hinter VERTRAG_ZU_LANG, wo der Fall eine Ausnahme verlangt: Sie kommt, ohne zu rechnen (Runde 30:
# Wer erst nach der Rechnung prüfte, las nur von Schleifen).
VERTRAG_ZU_LANG_AUSNAHME = (
    " Verlangt ist hier {art}, und dafür muss nichts gerechnet werden: Prüfst du die Eingaben "
    "erst nach der Rechnung statt vorher?"
)
VERTRAG_FAELLE_FEHLEN = (
    "Die gespeicherten Fälle der Übung {id} fehlen ({datei}). Erzeuge sie mit "
    "`uv run lernlabor faelle {id}`."
)

# --- Was im Code nicht vorkommen darf (codelesen.py, ``Regel(…, ohne=Verbot(...))``) --------
CODE_OHNE_TITEL = "Regel {nummer}: was im Code nicht vorkommen darf"
CODE_OHNE_OK = "Kein {namen} im Code."
CODE_OHNE_IMPORTE_OK = "Nur erlaubte Importe im Code."
CODE_OHNE_STELLEN = "In deinem Code steht {stellen}."
CODE_OHNE_IMPORTE = "Importieren darfst du nur: {importe}."
CODE_OHNE_KEIN = "Importieren darfst du hier nichts."
CODE_OHNE_WEG = "der Name {name}, ein Umweg, den die Aufgabe verbietet"
VERBOT_NAMEN = (
    "Verbot: {feld} sind Namen wie sorted (bei namen auch .sort für eine Methode), als Tupel "
    "oder als ein Text mit Leerzeichen, nicht {wert!r}."
)
VERBOT_WEGE = (
    'Verbot: wege ist ein dict Name → Grund ({{"ForwardRef": "aus typing, das …"}}) oder ein '
    "Tupel von Namen, nicht {wert!r}."
)
VERBOT_ERLAUBT = (
    'Verbot: erlaubt ist ein Tupel von Erlaubt(...), etwa (Erlaubt("parse", "mode", 2),), '
    "nicht {wert!r}."
)
VERBOT_LEER = "Verbot: Nenne namen, importe oder wege; ein Verbot ohne sie verbietet nichts."
