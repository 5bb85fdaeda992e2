"""Der Vertrag von Übung 2: der Kommando-Wächter ``pruefe_kommando``.

Verglichen wird das Urteil: die Argumentliste (genau eine ``list``) oder die Ablehnung mit der
Nummer der ersten verletzten Regel und einem Grund, der nicht leer ist. Den Wortlaut des
Grundes wählst du; Unterklassen von ``KommandoAbgelehnt`` zählen wie die Klasse selbst.
"""

import shlex

from lernlabor.pruefen.vertrag import (
    EREIGNISSE,
    RUECKGABE,
    TYP,
    Funktion,
    Irrtum,
    Parameter,
    Regel,
    Vertrag,
)
from lernlabor.tracks.ki.simulator.ablehnung import KommandoAbgelehnt
from lernlabor.tracks.ki.simulator.kommando import FIND_VERBOTEN
from lernlabor.tracks.ki.simulator.kommando import pruefe_kommando as waechter

NAME = "pruefe_kommando"
DURCH = 8  # die Regel für Kommandos, die keine der Regeln 1 bis 7 verletzen


class Ablehnung(str):
    """Eine Ablehnung, wie die Meldung sie zeigt: ``KommandoAbgelehnt("…", 5) (Ablehnung)``.

    ``regel`` ist die Nummer, die der Code nannte; ``regelwahl`` liest sie."""

    regel = None
    grund = None

    def __repr__(self):
        return str(self)


def urteil(funktion, werte, notiere):
    """Ruft den Wächter mit dem Kommando des Falls; eine Ablehnung wird zum Vergleichswert.

    Der Grund zählt nur als „ein Text, der nicht leer ist“, die Nummer genau. Jede andere
    Ausnahme geht weiter: Der Vertrag meldet sie als Ausnahme statt Urteil.
    """
    (kommando,) = werte
    try:
        return funktion(kommando)
    except KommandoAbgelehnt as fehler:
        grund = fehler.args[0] if fehler.args else ""
        zeige = '"…"' if isinstance(grund, str) and grund.strip() else repr(grund)
        nummer = getattr(fehler, "regel", None)
        ablehnung = Ablehnung(f"KommandoAbgelehnt({zeige}, {nummer!r})")
        ablehnung.regel = nummer
        ablehnung.grund = grund
        return ablehnung


def regel_von(kommando):
    """Die Regel, nach der die Musterlösung urteilt (8: durchgelassen)."""
    try:
        waechter(kommando)
    except KommandoAbgelehnt as fehler:
        return fehler.regel
    return DURCH


def _regel(nummer):
    return lambda a: regel_von(a["kommando"]) == nummer


def _verbotene_aktion(kommando):
    """Das erste Wort, an dem die Musterlösung ``find`` nach Regel 5 ablehnt."""
    return next(w for w in shlex.split(kommando)[1:] if w in FIND_VERBOTEN)


def _form_der_ablehnung(wert):
    """Was an der Form einer Ablehnung falsch ist (Regel 9), oder None.

    Eine Nummer, die keine ganze Zahl von 1 bis 7 ist, oder ein Grund, der kein String ist,
    ist ein Fehler der Form, nicht der Regel, die das Kommando verletzt.
    """
    if not isinstance(wert, Ablehnung) or wert.regel is None:
        return None  # ohne Nummer: dafür gibt es den Irrtum falsch_ohne_regelnummer.py
    if isinstance(wert.grund, str) and type(wert.regel) is int and 1 <= wert.regel <= 7:
        return None
    if not isinstance(wert.grund, str) and isinstance(wert.regel, str):
        fehler = (
            f"Als Grund kommt {wert.grund!r} an, als Nummer {wert.regel!r}: Hast du die beiden "
            "vertauscht?"
        )
    elif not isinstance(wert.grund, str):
        fehler = f"Als Grund kommt {wert.grund!r} an, kein String."
    else:
        fehler = f"Als Nummer der Regel kommt {wert.regel!r} an, keine ganze Zahl von 1 bis 7."
    return (
        f"Deine Ablehnung hat die falsche Form. {fehler} Zuerst kommt der Grund als String, "
        'dann die Nummer als `int`: `raise KommandoAbgelehnt("Das Kommando ist leer.", 1)`.'
    )


def regelwahl(argumente, soll, ist):
    """Die Regel einer Abweichung nach dem, was der Wächter der Lernenden tat.

    Lehnt er nach Regel N ab, wo die Musterlösung durchlässt oder erst eine spätere Regel
    verletzt sieht, prüft er Regel N zu weit: Die Meldung nennt Regel N und sagt, dass dieses
    Kommando sie nicht verletzt. Übersieht er eine Aktion von ``find``, nennt sie das Wort.
    """
    kommando = argumente["kommando"]
    richtig = regel_von(kommando)
    form = _form_der_ablehnung(ist.wert) if ist.art == "wert" else None
    if form is not None:
        return 9, form
    nummer = getattr(ist.wert, "regel", None) if ist.art == "wert" else None
    if type(nummer) is int and 1 <= nummer < richtig:
        return nummer, (
            f"Dieses Kommando verletzt Regel {nummer} nicht: Deine Prüfung dieser Regel lehnt "
            "mehr ab, als die Regel verbietet."
        )
    if richtig == 5 and nummer != 5:
        aktion = _verbotene_aktion(kommando)
        return 5, (
            f"Hier steht `{aktion}`, eine der Aktionen aus Regel 5: Fehlt sie in deiner Liste, "
            "oder prüfst du diese Stelle nicht?"
        )
    return None


class Kommandos:
    """Jeder Wert ist ein Fall (auch ``None`` oder eine Liste: Regel 1 lehnt sie ab).

    Die Ränder sind die Kommandos der Aufgabe, je Regel die naheliegenden und die, an denen
    typische Wächter scheitern, dazu Kommandos, die mehrere Regeln verletzen (dort zählt die
    Reihenfolge). Die Strategie baut Befehlszeilen aus Wörtern, mit Anführungszeichen, ``--``,
    verbotenen Zeichen an jeder Stelle und offenen Anführungszeichen.
    """

    def gueltig(self, wert):
        return True

    def raender(self):
        return list(RAENDER)

    def strategie(self, st):
        wort = st.sampled_from(WOERTER)
        zitiert = st.tuples(wort, st.sampled_from(("'", '"'))).map(lambda p: p[1] + p[0] + p[1])
        zeile = st.tuples(st.sampled_from(PROGRAMME), st.lists(wort | zitiert, max_size=4)).map(
            lambda p: " ".join([p[0], *p[1]])
        )
        eingefuegt = st.tuples(zeile, st.sampled_from(ZEICHEN), st.integers(0, 30)).map(
            lambda p: p[0][: p[2]] + p[1] + p[0][p[2] :]
        )
        offen = st.tuples(zeile, st.sampled_from((" 'offen", ' "offen', "\\"))).map("".join)
        rand = st.tuples(st.sampled_from(("", " ", "\t")), zeile, st.sampled_from(("", " "))).map(
            "".join
        )
        return st.one_of(
            st.sampled_from(RAENDER), zeile, zeile, eingefuegt, offen, rand,
            st.sampled_from(NICHT_TEXT), st.text(max_size=8),
        )  # fmt: skip


NICHT_TEXT = (None, 42, ["ls"], ("cat", "a"), 3.5, b"ls", b"cat notizen.txt")
PROGRAMME = ("ls", "cat", "grep", "find", "wc", "head", "tail", "tail", "find", "wc")
PROGRAMME += ("rm", "at", "LS", "/bin/ls", "./cat", "lsblk", "tai", "")
ZEICHEN = (";", "&", "|", "$", "`", "<", ">", "\n", "\r", "\x00")
WOERTER = (
    *("notizen.txt", "version..2.txt", "./berichte/2026", ".", "a~b", "5", "+2", "-", "--"),
    *("-n", "-la", "-r", "-e", "-n5", "--lines=5", "-name", "-fmuster.txt", "--x=ok.txt"),
    *("--=x", "--=f", "+", "-c", "--file", "-ordner", "--count", "a=/b"),
    *("/etc/passwd", "~", "~/.ssh/id_rsa", "..", "../x", "a/../../b", "a/..", "--file=~/x"),
    *("--x=a/../b", "--x=a/..=b", "--x==/etc", "--x=..", "-f/etc/shadow", "-rf/etc", "-e.."),
    *("-nf../x", "-x~", "-xy/z", "-/x", "--files0-from=liste.txt", "--files0=x", "--f=x"),
    *("--files0-from", "-files0-from", "--filesx=y", "--files0-fro=x", "--fi"),
    *("-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"),
    *("-f", "-F", "--follow", "--follow=name", "--follow-name", "--fo", "--f", "--fol", "--foll"),
    *("--fo=name", "-fn5", "-nF", "+f", "--foo", "--fox=1", "-q"),
    # Optionen, deren nächstes Wort ihr Wert ist: Auch der zählt als späteres Wort.
    *("-l", "-a", "--all", "--number", "--lines", "--regexp", "-name", "-type", "a#b", "#"),
    *("-DELETE", "--bytes=5f", "---f", "~root/x", "--/../x"),
)

# Die Kommandos der Aufgabe, die lesbarsten zuerst; jedes wird ein gespeicherter Fall.
RAENDER = (
    # durchgelassen (Regel 8)
    *("ls", "ls -la", "cat notizen.txt", "  wc -l notizen.txt  ", "cat 'mit leerzeichen.txt'"),
    *('grep -n "Agent" notizen.txt', 'find . -name "*.md"', "head -n 3 notizen.txt"),
    *("tail -n 5 protokoll.txt", "ls ./berichte/2026", "cat version..2.txt", "cat a~b"),
    *("grep -- -exec notizen.txt", "grep --file=muster.txt notizen.txt", "wc -l myfile"),
    *("wc -l --lines notizen.txt", "grep -F TODO notizen.txt", "head -f x", "tail --=f x"),
    *("tail --foo x", "tail -- x", "tail - x", "tail --lines=5 f.txt", "cat -/x", "cat a=/b"),
    *("wc --filesx=y", "wc --files0-fro=x", "wc -files0-from x", "find --files0-from=x"),
    *("cat --files0-from=x", "grep --file=x y", "grep -e.x.. y", "wc --=x y", "tail +5 x"),
    *("wc --x=a/..=b", "wc -lf x", "wc -- x", "find . -executable"),
    *("cat a#b c", "ls # x", "find . -DELETE", "tail --bytes=5f x", "tail ---f x"),
    # Anführungszeichen und Rückstrich mitten im Wort: shlex.split fügt das Wort zusammen.
    *('l""s -la', "c'a't notizen.txt", 'find . -name "x -delete"', 'cat "x /etc"'),
    # Regel 1
    *("", "   ", "\t", "\n", " \r\n", None, 42, ["ls"], ("cat", "a")),
    *(b"ls", b"", "\x0c", " \x0b", "\xa0", "\u3000"),
    # Regel 2 am Anfang und mitten im Text (re.match sieht nur den Anfang)
    *("\nls", "cat notizen.txt;"),
    # Regel 2, auch in Anführungszeichen
    *("ls; rm -rf /", "ls;rm notizen.txt", "cat notizen.txt && rm notizen.txt", "ls | sh"),
    *("cat $(rm -rf berichte)", "cat `whoami`", "ls > liste.txt", "cat < notizen.txt", "ls &"),
    *(
        'ls "a;b"',
        "cat '$(whoami)'",
        "ls\nrm notizen.txt",
        "ls\n",
        "ls\rrm notizen.txt",
        "cat a\x00b",
    ),
    # Regel 3
    *('cat "offen', "cat 'offen", "cat notizen.txt\\"),
    # Regel 4
    *("rm -rf berichte", "sudo ls", "python3 -c 'print(1)'", "/bin/ls", "./cat notizen.txt"),
    *("LS", "Cat notizen.txt", "lsblk", "at now", "ca notizen.txt", "'ls'x", "'' ls", "'ls '"),
    # Regel 5, auch in Anführungszeichen und nach --
    *("find . -delete", "find . -exec rm {} +", "find . -execdir rm {} +", "find . -ok rm {} +"),
    *("find . -okdir rm {} +", "find . -fprint liste.txt", "find . -fprint0 liste.txt"),
    *("find . -fprintf liste.txt %p", "find . -fls liste.txt", "find -delete"),
    *("find . -name '*.tmp' -type f -delete", 'find . "-delete"', "find . -- -delete"),
    # … vor und nach `--` und als Wert einer Option
    *("find . -exec rm -rf -- {} +", "find . -delete --", "find . -name -delete"),
    *("find -L . -fls x", "find . -- -fls x", "find . -DELETE -delete"),
    # … mit Anführungszeichen oder Rückstrich mitten im Wort, nach einem Wort mit `#`, Tab
    *('find . -de""lete', 'find . -ex""ec rm -rf {} +', "find . -de\\lete", "find .\t-delete"),
    *("find . # -delete", "find . #x -exec rm -rf {} +"),
    # Regel 6, auch in Anführungszeichen, Abkürzungen und Bündel
    *("tail -f protokoll.txt", "tail -F protokoll.txt", "tail --follow protokoll.txt"),
    *("tail --follow=name protokoll.txt", "tail -n 5 -f protokoll.txt", "tail protokoll.txt -F"),
    *("tail -fn 5 protokoll.txt", "tail --fo protokoll.txt", "tail --f x", "tail --fol x"),
    *("tail --foll x", "tail --fo=name x", "tail --follow-name x", "tail -nF x", "tail +f x"),
    *('tail "-f" x', "tail -- -f x"),
    # … als Wert einer Option und vor `--`
    *("tail -n -f x", "tail --lines -f x", "tail --lines --fol x", "tail -f -- x"),
    *("tail x -- --follow", "tail -c -F x"),
    *('tail -""f x', 'tail --fol""low x', "tail #x -f log", "tail # --fo x"),
    # Regel 7, auch in Anführungszeichen und nach --
    *("cat /etc/passwd", "ls /", "cat ~/.ssh/id_rsa", "ls ~", "cat ../geheim.txt", "ls .."),
    *("cat berichte/../../geheim.txt", "grep -r passwort ../", "find .. -name geheim.txt"),
    *("ls ./a/..", 'cat "/etc/passwd"', "cat -- /etc/passwd", "cat '../geheim.txt'"),
    *("grep --file=/etc/passwd notizen.txt", "grep --file=../muster notizen.txt"),
    *("grep -f/etc/shadow notizen.txt", "grep -rf../x .", "grep -x~ y", "grep -e/ x"),
    *("grep -e..x y", "wc --x==/etc", "cat --=/x", "cat -~x", "cat -..", "grep -e.. x"),
    *("wc --files0-from=liste.txt", "wc --files0-from liste.txt", "find -files0-from liste.txt"),
    *("find . -type f -files0-from liste.txt", "wc --files0-from=/etc/passwd"),
    *("wc --files0=liste.txt", "wc --f=liste.txt", "wc --f x", "wc --file=x"),
    # … nach einer kurzen oder langen Option (als ihr Wert), nach `-e` und vor oder nach `--`
    *("cat -n /etc/passwd", "ls -l /", "ls -a ..", "wc -l ../geheim.txt"),
    *("tail -q ~/.ssh/id_rsa", "head -n ~root/x", "ls --all /", "cat --number ../geheim.txt"),
    *("grep --file ../muster x", "head --lines ~/x", "cat -e ../geheim.txt"),
    *("grep -e /etc/passwd x", "grep --regexp ../x y", "grep --regexp=~/x y"),
    *("grep -f ../muster x", "cat /etc/passwd --", "ls .. -- x", "cat -- --/../../etc/passwd"),
    *("cat -- -e ../x", "cat ~root/x", "ls ~root", "wc -- --files0-from=liste.txt"),
    *("wc -l --files0-from liste.txt", "find . -name -files0-from x"),
    # … mit Anführungszeichen oder Rückstrich mitten im Wort, nach einem Wort mit `#`
    *('cat .""./geheim.txt', "cat .\\./geheim.txt", 'wc --files0""-from=x', 'cat "/"etc'),
    *("cat # /etc/shadow", "wc #x --files0-from=liste", "grep #x -f/etc/passwd y"),
    # … ein Bündel kurzer Optionen, das mit einer Ziffer beginnt, mit angehängtem Pfad
    *("grep -1f/etc/passwd x", "grep -5f../geheim.txt -r .", "head -5~root/x"),
    # mehrere Regeln verletzt: Es zählt die erste
    *("find / -delete", "find . -delete ../x", "tail -f /var/log/syslog", "tail ../x -f"),
    *(
        "rm /etc/passwd",
        "/bin/ls -f",
        "ca 'offen",
        "cat 'a;b",
        "LS ; ls",
        "find -files0-from -exec",
    ),
    *("tail --follow --files0-from=x", "wc --files0-from=../x", "find .. -fls x"),
)

# Die Regeln 1 bis 7: je ein Satz, die Meldung nennt die Regel, nach der die Lösung urteilt.
REGELN_1_BIS_7 = (
    (
        "Ist `kommando` kein String (etwa `None`, eine Zahl, eine Liste oder Bytes wie "
        '`b"ls"`), leer oder nur Leerraum, lehnst du ab. Leerraum ist jedes Zeichen, für das '
        "`str.isspace()` gilt, auch der Seitenvorschub `\\x0c`."
    ),
    (
        "Steht im rohen Text eines der Zeichen `;` `&` `|` `$` `<` `>`, der Gravis "
        "(Backtick), ein Zeilenumbruch `\\n`, ein Wagenrücklauf `\\r` oder das Nullzeichen "
        "`\\x00`, lehnst du ab, auch in Anführungszeichen."
    ),
    (
        "Dann zerlegst du mit `shlex.split(kommando)`; wirft es einen `ValueError` (etwa bei "
        "einem offenen Anführungszeichen), lehnst du ab. Die Regeln 4 bis 7 prüfen die "
        "Wörter genau dieser Liste, und genau sie gibst du am Ende zurück. Darin sind "
        'Anführungszeichen und Rückstriche auch mitten im Wort schon verarbeitet (`-de""lete` '
        "wird `-delete`, `.\\./x` wird `../x`), und `#` ist ein gewöhnliches Zeichen, kein "
        "Kommentar. Leer ist die Liste nie: Was `shlex.split` ganz verschluckt, ist Leerraum, "
        "und den hat Regel 1 schon abgelehnt."
    ),
    (
        "Das erste Wort ist genau eines von `ls`, `cat`, `grep`, `find`, `wc`, `head`, "
        "`tail`, in dieser Schreibweise und ohne Pfad (`/bin/ls` lehnst du ab)."
    ),
    (
        "Bei `find` lehnst du ab, wenn ein späteres Wort genau `-exec`, `-execdir`, `-ok`, "
        "`-okdir`, `-delete`, `-fprint`, `-fprint0`, `-fprintf` oder `-fls` ist, in dieser "
        "Schreibweise (`-DELETE` ist keines davon) und an jeder Stelle: vor und nach `--` und "
        "auch direkt nach einer Option, deren Wert es sein könnte (`find . -name -delete`)."
    ),
    (
        "Bei `tail` lehnst du jedes spätere Wort ab, das der Datei folgen lässt, an jeder "
        "Stelle, auch nach `--` und als Wert einer Option (`tail -n -f x`). Ein Wort, das mit "
        "`--` beginnt, beurteilst du nur nach seinem Namen (bis zum ersten `=`): Es folgt, "
        "wenn es mit `--follow` beginnt oder sein Name nicht leer und ein Anfang von `follow` "
        "ist (`--f`, `--fol`, `--fo=name`); `--=f`, `---f` und `--bytes=5f` folgen nicht. Ein "
        "Wort, das mit einem einzelnen `-` oder mit `+` beginnt, folgt, wenn es länger als ein "
        "Zeichen ist und ein `f` oder `F` enthält (`-fn5`, `+f`)."
    ),
    (
        "Du lehnst jedes spätere Wort ab, das mit `/` oder `~` beginnt (auch `~root`) oder "
        "`..` als Teil hat (zerlegt an `/`), ebenso einen angehängten Wert mit diesen "
        "Merkmalen: bei einem Wort mit `--` alles nach dem ersten `=`, bei einem Wort mit nur "
        "einem `-` jeden Rest ab dem dritten Zeichen (`-rf/etc`, auch `-1f/etc`). Erlaubt "
        "bleiben `-/etc` (sein Rest ab dem dritten Zeichen ist `etc`) und ein Wort, das mit "
        "`+` beginnt (`+/x` ist ein Name im Ordner). Jedes Wort zählt für sich, "
        "an jeder Stelle: auch der Wert einer Option als eigenes Wort (`cat -n /etc/passwd`, "
        "`grep --file ../x y`, `grep -e /etc y`) und jedes Wort vor oder nach `--`. Verboten "
        "sind auch `find` mit dem Wort `-files0-from` und `wc` mit einem Wort, das mit `--` "
        "beginnt und dessen Name (bis zum ersten `=`) nicht leer und ein Anfang von "
        "`files0-from` ist (`--f`, `--files0`), ebenfalls an jeder Stelle, auch nach `--`."
    ),
)

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            NAME,
            (Parameter("kommando", Kommandos()),),
            ungueltig=KommandoAbgelehnt,
            lauf=urteil,
            aufruf="kommando",
            regelwahl=regelwahl,
        ),
    ),
    regeln=(
        *(
            Regel(n, text, prueft=(RUECKGABE, TYP), wann=_regel(n))
            for n, text in enumerate(REGELN_1_BIS_7, 1)
        ),
        Regel(
            8,
            "Verletzt das Kommando keine dieser Regeln, gibst du die Liste von "
            "`shlex.split(kommando)` zurück, als `list` von Strings.",
            # Ereignisse notiert ``urteil`` keine; ein Lauf braucht trotzdem eine Regel dafür.
            prueft=(RUECKGABE, TYP, EREIGNISSE),
            wann=_regel(DURCH),
        ),
        Regel(
            9,
            'Du lehnst ab mit `raise KommandoAbgelehnt("Grund", nummer)`, in dieser '
            "Reihenfolge: zuerst der Grund, ein String, der nicht leer ist und nicht nur aus "
            "Leerraum besteht, dann die Nummer der Regel als `int`. Mehr verlangt die Prüfung "
            "vom Grund nicht; schreib ihn trotzdem so, dass das Modell versteht, warum es "
            "nicht weitergeht. Die Regeln gelten in ihrer Reihenfolge: "
            "Verletzt ein Kommando mehrere, zählt die erste (`find / -delete` nach Regel 5, "
            "nicht 7).",
            prueft=(RUECKGABE, TYP),
        ),
    ),
    frei=(
        "der Wortlaut des Grundes, solange Regel 9 gilt (die Sprache prüft niemand)",
        "eine Unterklasse von `KommandoAbgelehnt` statt der Klasse selbst",
        "ob du eine Unterklasse von `str` als String annimmst oder nach Regel 1 ablehnst",
    ),
    irrtuemer=(
        Irrtum(
            "falsch_ohne_regel_1.py",
            "Ein leeres Kommando ergibt nach `shlex.split` eine leere Liste, und `argv[0]` gibt "
            "es dann nicht: Lehne leere Kommandos als Erstes ab.",
            1,
        ),
        Irrtum(
            "falsch_bytes_dekodiert.py",
            'Du wandelst Bytes wie `b"ls"` in einen String um. Regel 1 verlangt einen String; '
            "Bytes lehnst du ab, statt zu raten, wie sie gemeint sind.",
            1,
        ),
        Irrtum(
            "falsch_leerraum_ascii.py",
            "Du entfernst nur Leerzeichen, Tabulator und Zeilenumbrüche. Leerraum ist alles, "
            'wofür `str.isspace()` gilt, auch der Seitenvorschub `"\\x0c"`: Nimm '
            "`kommando.strip()` ohne Argument oder `kommando.isspace()`.",
            1,
        ),
        Irrtum(
            "falsch_kein_text_absturz.py",
            "Das Modell kann statt eines Texts auch `None`, eine Zahl oder eine Liste schicken: "
            "Prüfe mit `isinstance(kommando, str)`, bevor du `kommando.strip()` aufrufst.",
            1,
        ),
        Irrtum(
            "falsch_zeichen_nach_split.py",
            "Du suchst die Zeichen erst in den Wörtern nach `shlex.split`. Daraus ist ein "
            "Zeilenumbruch aber schon verschwunden, er trennt nur noch Wörter: Prüfe den rohen "
            "Text vor dem Zerlegen.",
            2,
        ),
        Irrtum(
            "falsch_re_match.py",
            "`re.match` sucht nur am Anfang des Texts, ein Zeichen weiter hinten wie in "
            "`cat notizen.txt;` findet es nie. Nimm `re.search` oder prüfe `zeichen in "
            "kommando` für jedes Zeichen.",
            2,
        ),
        Irrtum(
            "falsch_ohne_wagenruecklauf.py",
            'Dir fehlt der Wagenrücklauf `"\\r"` in der Liste: `shlex.split` macht aus ihm nur '
            "einen Worttrenner, eine Shell aber beginnt damit eine neue Zeile.",
            2,
        ),
        Irrtum(
            "falsch_ohne_nullzeichen.py",
            'Dir fehlt das Nullzeichen `"\\x00"` in der Liste: `subprocess.run` bricht daran mit '
            "`ValueError` ab, statt dass dein Wächter ablehnt.",
            2,
        ),
        Irrtum(
            "falsch_nur_ausserhalb_zitat.py",
            "Du übergehst, was in Anführungszeichen steht. Die Regel gilt auch dort: Prüfe den "
            "rohen Text ohne Rücksicht auf Anführungszeichen.",
            2,
        ),
        Irrtum(
            "falsch_zeichen_nach_strip.py",
            "Du entfernst den Leerraum, bevor du die Zeichen suchst. Ein Zeilenumbruch am Ende "
            "ist dann weg, eine Shell aber liest dort das Ende eines Kommandos: Prüfe den rohen "
            "Text, wie er kam.",
            2,
        ),
        Irrtum(
            "falsch_split_fehler_durchgelassen.py",
            "`shlex.split` wirft bei einem offenen Anführungszeichen einen `ValueError`. Fange "
            "ihn mit `try`/`except` ab und lehne mit `KommandoAbgelehnt` ab.",
            3,
        ),
        Irrtum(
            "falsch_split_statt_shlex.py",
            "Du prüfst die Regeln 4 bis 7 an `kommando.split()`, gibst aber `shlex.split` zurück. "
            'Aus `find . "-delete"` macht `split()` das Wort `"-delete"` mit Anführungszeichen, '
            "`shlex.split` aber `-delete`: Prüfe genau die Liste, die du zurückgibst.",
            3,
        ),
        Irrtum(
            "falsch_kommentare.py",
            "Dein Zerleger hält `#` für den Anfang eines Kommentars, etwa "
            "`shlex.split(kommando, comments=True)` oder ein `shlex.shlex` mit den "
            "voreingestellten `commenters`. Dann verschwindet alles ab `#`, und die Liste ist "
            "nicht mehr die von `shlex.split(kommando)`: `cat a#b c` hat drei Wörter. Nimm "
            '`shlex.split(kommando)` oder setze bei `shlex.shlex` `commenters = ""`.',
            3,
        ),
        Irrtum(
            "falsch_anfuehrungszeichen_gestrippt.py",
            "Du zerlegst mit `kommando.split()` und entfernst nur die Anführungszeichen am "
            "Rand eines Worts. `shlex.split` entfernt sie überall und fügt die Teile zusammen: "
            'Aus `-de""lete` wird `-delete`, aus `.""./x` wird `../x`. Prüfe genau die Liste '
            "von `shlex.split`.",
            3,
        ),
        Irrtum(
            "falsch_kommentare_nur_geprueft.py",
            "Du prüfst eine Liste, in der alles ab `#` fehlt, gibst aber die volle Liste von "
            "`shlex.split(kommando)` zurück. Ohne Shell ist `#` kein Kommentar: Bei "
            "`find . # -delete` bekommt `find` das Wort `-delete` trotzdem. Prüfe genau die "
            "Wörter, die du zurückgibst.",
            3,
        ),
        Irrtum(
            "falsch_basename.py",
            "Vergleiche `argv[0]` selbst, nicht `os.path.basename(argv[0])`: Mit Pfad liefe "
            "vielleicht ein ganz anderes Programm.",
            4,
        ),
        Irrtum(
            "falsch_gross_klein.py",
            "Der Vergleich unterscheidet Groß- und Kleinschreibung: `LS` ist nicht `ls`. Kein "
            "`.lower()`.",
            4,
        ),
        Irrtum(
            "falsch_erlaubnisliste_teiltext.py",
            "Vergleiche `argv[0]` mit jedem erlaubten Namen als Ganzes (Tupel oder Menge), nicht "
            "als Teiltext: `at` steckt in `cat`, ist aber ein anderes Programm.",
            4,
        ),
        Irrtum(
            "falsch_find_schreibt.py",
            "`-fprint`, `-fprint0`, `-fprintf` und `-fls` schreiben in eine Datei: Sie gehören "
            "auch in die Liste.",
            5,
        ),
        Irrtum(
            "falsch_find_anfang.py",
            "Du vergleichst nur den Anfang: `-executable` beginnt mit `-exec`, ist aber ein "
            "harmloser Test von `find`. Verboten ist ein Wort, das genau einer der Namen ist.",
            5,
        ),
        Irrtum(
            "falsch_find_nur_nach_doppelstrich.py",
            "Du suchst die Aktionen nur nach `--`. `find . -exec rm -rf -- {} +` hat `-exec` "
            "davor, und GNU `find` führt es aus: Prüfe jedes Wort ab `argv[1]`.",
            5,
        ),
        Irrtum(
            "falsch_find_gross_klein.py",
            "Du vergleichst mit `.lower()`. Regel 5 verlangt die genaue Schreibweise: `-DELETE` "
            "ist keine Aktion von `find`, und `find . -DELETE` muss durchkommen.",
            5,
        ),
        Irrtum(
            "falsch_find_feste_stelle.py",
            "Die Aktion kann an jeder Stelle stehen, auch direkt nach `find` oder ganz am Ende: "
            "Prüfe jedes Wort ab `argv[1]`, nicht eine feste Stelle.",
            5,
        ),
        Irrtum(
            "falsch_tail_gleich_follow.py",
            "`--follow=name`, `--fo` und `--f` folgen auch: Prüfe lange Optionen mit "
            '`startswith("--follow")` und ob ihr Name ein Anfang von `follow` ist, nicht mit '
            "`==`.",
            6,
        ),
        Irrtum(
            "falsch_tail_abkuerzungen_liste.py",
            "GNU `tail` nimmt jede Abkürzung von `--follow` an, auch `--fol` und `--foll`. Eine "
            'Liste einzelner Abkürzungen reicht nicht: Prüfe `"follow".startswith(name)`.',
            6,
        ),
        Irrtum(
            "falsch_tail_feste_stelle.py",
            "Die Option kann an jeder Stelle stehen: Prüfe jedes Wort ab `argv[1]`, nicht nur "
            "`argv[1]`.",
            6,
        ),
        Irrtum(
            "falsch_ohne_tilde.py",
            "Auch ein Wort, das mit `~` beginnt, lehnst du ab. Ohne Shell setzt zwar niemand "
            "dein Home-Verzeichnis dafür ein, doch wer `~/.ssh/id_rsa` schickt, will an deinen "
            "SSH-Schlüssel, und eine Shell oder ein Programm, das `~` selbst auflöst, käme hin.",
            7,
        ),
        Irrtum(
            "falsch_tilde_mit_schraegstrich.py",
            "Du lehnst nur `~` und `~/…` ab. Regel 7 verbietet jedes Wort, das mit `~` beginnt: "
            "`~root/x` meint in einer Shell das Home-Verzeichnis von `root`.",
            7,
        ),
        Irrtum(
            "falsch_wert_nach_kurzer_option.py",
            "Du übergehst das Wort nach einer kurzen Option wie `-n`, als wäre es nur ihr Wert. "
            "Bei `cat -n /etc/passwd` ist `-n` ein Schalter ohne Wert, und `cat` liest die "
            "Datei: Prüfe jedes Wort, auch direkt nach einer Option.",
            7,
        ),
        Irrtum(
            "falsch_wert_nach_langer_option.py",
            "Du übergehst das Wort nach einer langen Option ohne `=`. Bei `ls --all /` ist "
            "`--all` ein Schalter und `/` das Ziel: Prüfe jedes Wort, auch direkt nach einer "
            "Option.",
            7,
        ),
        Irrtum(
            "falsch_muster_nach_e.py",
            "Du hältst das Wort nach `-e` oder `--regexp` für ein Suchmuster. Bei `cat -e "
            "../geheim.txt` heißt `-e` aber „Zeilenenden zeigen“, und `cat` liest die Datei: "
            "Prüfe jedes Wort, gleich, was davor steht.",
            7,
        ),
        Irrtum(
            "falsch_lange_option_nur_wert.py",
            "Bei einem Wort mit `--` prüfst du nur den Wert nach `=`. Nach `--` ist "
            "`--/../../etc/passwd` aber ein Dateiname: Prüfe immer auch das ganze Wort.",
            7,
        ),
        Irrtum(
            "falsch_wc_nach_doppelstrich.py",
            "Nach `--` lässt du `--files0-from` bei `wc` durch. Regel 7 verbietet die Option an "
            "jeder Stelle, auch nach `--`: Prüfe jedes Wort.",
            7,
        ),
        Irrtum(
            "falsch_nur_absolute_pfade.py",
            "`..` führt eine Ebene höher, aus dem Arbeitsordner hinaus. Zerlege jedes Wort an "
            "`/` und lehne ab, wenn ein Teil genau `..` ist, auch in der Mitte.",
            7,
        ),
        Irrtum(
            "falsch_punkte_als_teilstring.py",
            "`..` zählt nur als ganzer Pfadteil: `version..2.txt` ist ein Dateiname im Ordner. "
            'Suche `..` unter den Teilen von `wort.split("/")`, nicht als Teiltext.',
            7,
        ),
        Irrtum(
            "falsch_optionswert_durchgelassen.py",
            "Auch ein Wert, der an einer Option hängt, ist ein Pfad: alles nach dem ersten `=` "
            "bei `--file=/etc/passwd` und jeder Rest ab dem dritten Zeichen bei `-f/etc/shadow`.",
            7,
        ),
        Irrtum(
            "falsch_ziffer_option.py",
            "Du übergehst den angehängten Wert, wenn nach dem `-` eine Ziffer steht. Bei "
            "`grep -1f/etc/passwd x` ist `-1f/etc/passwd` aber ein Bündel: `-1` (eine Zeile "
            "Umfeld) und `-f` mit dem Wert `/etc/passwd`. Prüfe bei einem Wort mit nur einem "
            "`-` jeden Rest ab dem dritten Zeichen, gleich, was davor steht.",
            7,
        ),
        Irrtum(
            "falsch_namensliste_durchgelassen.py",
            "`wc --files0-from` und `find -files0-from` lesen Dateinamen aus einer Datei, und die "
            "Namen darin sieht dein Wächter nie: Lehne diese Optionen ab, auch wenn die Liste im "
            "Arbeitsordner liegt.",
            7,
        ),
        Irrtum(
            "falsch_namensliste_ohne_abkuerzung.py",
            "GNU `wc` nimmt auch Abkürzungen an: `--f`, `--file` oder `--files0` heißen dort "
            "`--files0-from`. Lehne jedes Wort ab, dessen Name ein Anfang von `files0-from` ist.",
            7,
        ),
        Irrtum(
            "falsch_namensliste_ueberall.py",
            "Das Verbot der Namenslisten gilt nur für `wc` und `find`: `grep --file` liest "
            "Suchmuster, keine Dateinamen.",
            7,
        ),
        Irrtum(
            "falsch_nach_doppelstrich.py",
            "Nach `--` hörst du auf zu prüfen. Dort stehen aber Dateinamen, und `cat -- "
            "/etc/passwd` liest trotzdem außerhalb: Prüfe jedes Wort.",
            7,
        ),
        Irrtum(
            "falsch_tupel_statt_liste.py",
            "Du gibst ein Tupel zurück. Verlangt ist eine `list`, genau die von `shlex.split`: "
            "Gib sie zurück, wie sie ist.",
            8,
        ),
        Irrtum(
            "falsch_false_statt_ausnahme.py",
            "Du lehnst nur mit dem Rückgabewert `False` ab. Der Aufrufer erwartet eine "
            "Argumentliste und führt aus, was kommt: Wirf `KommandoAbgelehnt`.",
            9,
        ),
        Irrtum(
            "falsch_ohne_regelnummer.py",
            'Gib die Nummer der Regel mit: `raise KommandoAbgelehnt("Grund", 5)`. Das '
            "Protokoll liest sie, ohne den Text zu zerlegen.",
            9,
        ),
        Irrtum(
            "falsch_leerer_grund.py",
            "Der Grund ist leer. Das Modell liest ihn und soll verstehen, warum es nicht "
            'weitergeht: `KommandoAbgelehnt("Das Kommando ist leer.", 1)`.',
            9,
        ),
        Irrtum(
            "falsch_argumente_vertauscht.py",
            "Du gibst zuerst die Nummer und dann den Grund. `KommandoAbgelehnt` erwartet es "
            'umgekehrt: `raise KommandoAbgelehnt("Das Kommando ist leer.", 1)`.',
            9,
        ),
        Irrtum(
            "falsch_valueerror_statt_ablehnung.py",
            "Du wirfst `ValueError` statt `KommandoAbgelehnt`. Das Programm, das deinen Wächter "
            "benutzt, fängt genau `KommandoAbgelehnt` ab; die Klasse erbt von `ValueError`, "
            "sagt aber mehr.",
            9,
        ),
        Irrtum(
            "falsch_eigene_klasse.py",
            "Du definierst eine eigene Klasse `KommandoAbgelehnt`. Nimm die aus dem Setup: Das "
            "Programm, das deinen Wächter benutzt, fängt genau diese ab.",
            9,
        ),
        Irrtum(
            "falsch_zerlegen_vor_zeichen.py",
            "Du zerlegst, bevor du die Zeichen prüfst. Regel 2 kommt vor Regel 3: `cat 'a;b` "
            "lehnst du nach Regel 2 ab, nicht nach Regel 3.",
            9,
        ),
        Irrtum(
            "falsch_eine_schleife.py",
            "Du prüfst die Regeln 5 bis 7 Wort für Wort in einer Schleife. Dann entscheidet das "
            "erste verdächtige Wort, nicht die erste Regel: `find / -delete` verletzt Regel 5, "
            "auch wenn `/` vorher steht.",
            9,
        ),
    ),
)
