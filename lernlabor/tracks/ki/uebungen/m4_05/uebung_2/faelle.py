"""Die Kommandos, mit denen die Prüfungen den Wächter der Lernenden angreifen.

Jeder Fall trägt einen Hinweis, der genau dann erscheint, wenn dieser Fall scheitert. Die
Angriffe stehen nach der Regel, die sie ablehnen muss; innerhalb einer Regel kommen die
offensichtlichen zuerst, dann die, an denen typische Lösungen scheitern.
"""

HINWEIS_PUNKTE_TEIL = (
    " '..' zählt nur als ganzer Pfadteil: Zerlege das Argument mit split('/') und suche '..' "
    "unter den Teilen. Ein Dateiname wie 'version..2.txt' bleibt erlaubt."
)

# (Kommando, erwartete Argumentliste, Hinweis, falls abgelehnt)
ERLAUBT = (
    ("ls", ["ls"], ""),
    ("ls -la", ["ls", "-la"], ""),
    ("cat notizen.txt", ["cat", "notizen.txt"], ""),
    (
        "  wc -l notizen.txt  ",
        ["wc", "-l", "notizen.txt"],
        " Leerraum am Anfang und am Ende macht ein Kommando nicht leer; shlex.split übergeht ihn.",
    ),
    (
        "cat 'mit leerzeichen.txt'",
        ["cat", "mit leerzeichen.txt"],
        " Anführungszeichen ohne verbotene Zeichen sind erlaubt; shlex.split entfernt sie.",
    ),
    ('grep -n "Agent" notizen.txt', ["grep", "-n", "Agent", "notizen.txt"], ""),
    ('find . -name "*.md"', ["find", ".", "-name", "*.md"], ""),
    ("head -n 3 notizen.txt", ["head", "-n", "3", "notizen.txt"], ""),
    ("tail -n 5 protokoll.txt", ["tail", "-n", "5", "protokoll.txt"], ""),
    ("ls ./berichte/2026", ["ls", "./berichte/2026"], " Pfade im Arbeitsordner sind erlaubt."),
    ("cat version..2.txt", ["cat", "version..2.txt"], HINWEIS_PUNKTE_TEIL),
    (
        "grep -- -exec notizen.txt",
        ["grep", "--", "-exec", "notizen.txt"],
        " Regel 5 gilt nur, wenn das Programm find ist; grep darf nach '-exec' suchen.",
    ),
    (
        "grep --file=muster.txt notizen.txt",
        ["grep", "--file=muster.txt", "notizen.txt"],
        " Ein Wert an einer Option ist erlaubt, wenn er ein Pfad im Arbeitsordner ist. Das "
        "Verbot der Namenslisten gilt nur für wc und find: grep --file liest Suchmuster, keine "
        "Dateinamen.",
    ),
    (
        "wc -l myfile",
        ["wc", "-l", "myfile"],
        " Das Verbot bei wc gilt nur für lange Optionen, die mit -- beginnen; myfile ist ein "
        "Dateiname.",
    ),
    (
        "wc -l --lines notizen.txt",
        ["wc", "-l", "--lines", "notizen.txt"],
        " Nur Abkürzungen von --files0-from sind verboten; --lines ist keine.",
    ),
    (
        "grep -F TODO notizen.txt",
        ["grep", "-F", "TODO", "notizen.txt"],
        " Regel 6 gilt nur für tail; bei grep heißt -F „fester Text“.",
    ),
)

_KETTE = " Mit ; oder && hängt eine Shell ein zweites Kommando an."
_EINSETZEN = " $(…) und `…` lassen eine Shell ein anderes Kommando ausführen und einsetzen."
_ZITAT = (
    " Regel 2 gilt auch in Anführungszeichen: Prüfe den rohen String, bevor du ihn zerlegst, "
    "und ohne Rücksicht auf Quotes."
)
_ROH = (
    " shlex.split macht aus {name} nur einen Worttrenner; danach ist er nicht mehr zu sehen. "
    "Prüfe die Zeichen im rohen String, vor dem Zerlegen, und nimm {zeichen} in die Liste auf."
)
_SHLEX = (
    " shlex.split wirft bei offenen Anführungszeichen einen ValueError. Fange ihn ab und wirf "
    "stattdessen KommandoAbgelehnt mit einem deutschen Grund."
)
_PFAD = (
    " Das erste Wort muss genau einer der Namen sein, ohne Pfad: Vergleiche argv[0] selbst, "
    "nicht os.path.basename(argv[0])."
)
_GROSS = " Der Vergleich ist case-sensitiv: 'LS' ist nicht 'ls'. Kein .lower()."
_FIND = " find {aktion} {was}. Prüfe jedes Argument von find gegen die ganze Liste aus Regel 5."
_FOLGEN = (
    " tail {option} wartet auf neue Zeilen und endet nie. Verboten ist jede lange Option, die "
    "--follow abkürzt oder mit --follow= weitergeht (--f, --fo, --follow=name; startswith, nicht "
    "==), und jede kurze, die ein f oder F enthält, auch gebündelt (-fn 5 ist -f -n 5)."
)
_AUSSEN = (
    " Ein Argument, das mit / oder ~ beginnt, zeigt aus dem Arbeitsordner hinaus, etwa auf "
    "/etc/passwd oder auf das Home-Verzeichnis mit den SSH-Schlüsseln."
)
_PUNKTE = (
    " '..' führt eine Ebene höher, aus dem Arbeitsordner hinaus. Zerlege jedes Argument mit "
    "split('/') und lehne ab, wenn ein Teil genau '..' ist, auch in der Mitte."
)

_KEIN_TEXT = (
    " Das Modell kann statt eines Texts auch eine Zahl, None oder eine Liste schicken: Lehne "
    "alles ab, was kein String ist, bevor du kommando.strip() aufrufst."
)
_NUL = (
    " Das Nullzeichen '\\x00' gehört in die Liste von Regel 2: subprocess.run bricht daran mit "
    "ValueError ab, statt das Kommando abzulehnen."
)
_TEILTEXT = (
    " Vergleiche argv[0] mit jedem erlaubten Namen als Ganzes (in einem Tupel oder einer "
    "Menge), nicht als Teiltext: 'at' steckt in 'cat', ist aber ein anderes Programm."
)
_FIND_STELLE = (
    " Die Aktion kann an jeder Stelle stehen, auch direkt nach find oder ganz am Ende: Prüfe "
    "jedes Argument ab argv[1], nicht eine feste Stelle."
)
_TAIL_STELLE = (
    " Die Option kann an jeder Stelle stehen: Prüfe jedes Argument ab argv[1], nicht nur argv[1]."
)
_TAIL_BUENDEL = (
    " -fn 5 bündelt -f und -n 5, und --fo kürzt --follow ab: Prüfe bei kurzen Optionen, ob "
    "ein f oder F darin steht, und bei langen, ob sie ein Anfang von 'follow' sind."
)
_OPTION = (
    " Auch ein Wert, der an einer Option hängt, ist ein Pfad: alles nach dem ersten = bei "
    "--option=wert und jeder Rest ab dem dritten Zeichen bei -f/pfad oder -rf/pfad. grep "
    "--file=/etc/passwd liest seine Suchmuster sonst aus einer Datei außerhalb."
)
_LISTE = (
    " wc --files0-from und find -files0-from lesen Dateinamen aus einer Datei. Die Namen darin "
    "sieht kein Wächter, sie können auf jede Datei zeigen: Lehne diese Optionen ab, auch wenn "
    "die Liste im Arbeitsordner liegt."
)
_LISTE_KURZ = (
    " GNU wc nimmt auch Abkürzungen an: --f, --file oder --files0 heißen dort --files0-from. "
    "Lehne bei wc jede lange Option ab, deren Name (ohne -- und ohne =…) ein Anfang von "
    "'files0-from' ist."
)

# Regel -> (Titel der Prüfung, ((Kommando, Hinweis, falls durchgelassen), …))
ANGRIFFE = {
    1: (
        "Leere Kommandos",
        (
            ("", ""),
            ("   ", " Auch nur Leerzeichen sind ein leeres Kommando: Prüfe kommando.strip()."),
            ("\t", " Auch ein Tabulator allein ist leer: kommando.strip() entfernt ihn."),
            (None, _KEIN_TEXT),
            (["ls"], _KEIN_TEXT),
        ),
    ),
    2: (
        "Verkettung, Umleitung und Einsetzen",
        (
            ("ls; rm -rf /", _KETTE),
            ("ls;rm notizen.txt", _KETTE),
            ("cat notizen.txt && rm notizen.txt", _KETTE),
            ("ls | sh", " Mit | leitet eine Shell die Ausgabe in ein anderes Programm."),
            ("cat $(rm -rf berichte)", _EINSETZEN),
            ("cat `whoami`", _EINSETZEN),
            ("ls > liste.txt", " Mit > überschreibt eine Shell eine Datei."),
            ("cat < notizen.txt", " Mit < liest eine Shell eine Datei ein."),
            ("ls &", " Mit & startet eine Shell ein Programm im Hintergrund."),
            ('ls "a;b"', _ZITAT),
            ("cat '$(whoami)'", _ZITAT),
            ("ls\nrm notizen.txt", _ROH.format(name="dem Zeilenumbruch", zeichen="'\\n'")),
            ("ls\rrm notizen.txt", _ROH.format(name="dem Wagenrücklauf", zeichen="'\\r'")),
            ("cat a\x00b", _NUL),
        ),
    ),
    3: (
        "Kommandos, die sich nicht zerlegen lassen",
        (
            ('cat "offen', _SHLEX),
            ("cat 'offen", _SHLEX),
            ("cat notizen.txt\\", _SHLEX),
        ),
    ),
    4: (
        "Nur erlaubte Programme",
        (
            ("rm -rf berichte", ""),
            ("sudo ls", " Nur das erste Wort zählt, und sudo steht nicht auf der Liste."),
            ("python3 -c 'print(1)'", ""),
            ("/bin/ls", _PFAD),
            ("./cat notizen.txt", _PFAD),
            ("LS", _GROSS),
            ("Cat notizen.txt", _GROSS),
            ("lsblk", " Genau gleich, nicht „beginnt mit“: lsblk ist nicht ls."),
            ("at now", _TEILTEXT),
            ("ca notizen.txt", _TEILTEXT),
        ),
    ),
    5: (
        "find ohne gefährliche Aktionen",
        tuple(
            (f"find . {aktion} {rest}".rstrip(), _FIND.format(aktion=aktion, was=was))
            for aktion, rest, was in (
                ("-delete", "", "löscht jede gefundene Datei"),
                ("-exec", "rm {} +", "startet ein beliebiges Programm"),
                ("-execdir", "rm {} +", "startet ein Programm, wie -exec"),
                ("-ok", "rm {} +", "startet ein Programm nach einer Rückfrage"),
                ("-okdir", "rm {} +", "startet ein Programm nach einer Rückfrage"),
                ("-fprint", "liste.txt", "schreibt in eine Datei"),
                ("-fprint0", "liste.txt", "schreibt in eine Datei"),
                ("-fprintf", "liste.txt %p", "schreibt in eine Datei"),
                ("-fls", "liste.txt", "schreibt in eine Datei"),
            )
        )
        + (
            ("find -delete", _FIND_STELLE),
            ("find . -name '*.tmp' -type f -delete", _FIND_STELLE),
        ),
    ),
    6: (
        "tail ohne Folgen",
        tuple(
            (f"tail {option} protokoll.txt", _FOLGEN.format(option=option))
            for option in ("-f", "-F", "--follow", "--follow=name")
        )
        + (
            ("tail -n 5 -f protokoll.txt", _TAIL_STELLE),
            ("tail protokoll.txt -F", _TAIL_STELLE),
            ("tail -fn 5 protokoll.txt", _TAIL_BUENDEL),
            ("tail --fo protokoll.txt", _TAIL_BUENDEL),
        ),
    ),
    7: (
        "Kein Pfad aus dem Arbeitsordner hinaus, keine Namensliste",
        (
            ("cat /etc/passwd", _AUSSEN),
            ("ls /", _AUSSEN),
            ("cat ~/.ssh/id_rsa", _AUSSEN),
            ("ls ~", _AUSSEN),
            ("cat ../geheim.txt", _PUNKTE),
            ("ls ..", _PUNKTE),
            ("cat berichte/../../geheim.txt", _PUNKTE),
            ("grep -r passwort ../", _PUNKTE),
            ("find .. -name geheim.txt", _PUNKTE),
            ("grep --file=/etc/passwd notizen.txt", _OPTION),
            ("grep --file=../muster notizen.txt", _OPTION),
            ("grep -f/etc/shadow notizen.txt", _OPTION),
            ("grep -rf../x .", _OPTION),
            ("wc --files0-from=liste.txt", _LISTE),
            ("wc --files0-from liste.txt", _LISTE),
            ("find -files0-from liste.txt", _LISTE),
            ("find . -type f -files0-from liste.txt", _LISTE),
            ("wc --files0-from=/etc/passwd", _LISTE),
            ("wc --files0=liste.txt", _LISTE_KURZ),
            ("wc --f=liste.txt", _LISTE_KURZ),
        ),
    ),
}


def alle_angriffe():
    """Alle Angriffe mit ihrer Regel, für Tests und den Abschlussbericht."""
    return [(kommando, regel) for regel, (_, faelle) in ANGRIFFE.items() for kommando, _ in faelle]
