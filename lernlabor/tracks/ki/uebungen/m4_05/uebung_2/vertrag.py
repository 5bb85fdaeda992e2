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
)
