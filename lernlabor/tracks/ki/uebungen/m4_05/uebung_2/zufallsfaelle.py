"""Erzeugte Kommandos für den Vergleich mit der Musterlösung: das Netz unter den Regeln.

Die gezielten Prüfungen greifen jede Regel mit festen Kommandos an. Hier entstehen mit fester
Saat viele gemischte: erlaubte und falsche Programme, gefährliche Optionen an jeder Stelle,
Pfade in Optionswerten, verbotene Zeichen an beliebiger Stelle, offene Anführungszeichen.
Verglichen wird, ob der Wächter wie die Musterlösung ablehnt (nur die Art der Ausnahme zählt,
nicht der Wortlaut des Grundes) oder dieselbe Argumentliste zurückgibt. Je Fall laufen viele
Kommandos, kürzeste zuerst; die Meldung nennt das erste, bei dem das Urteil abweicht.
"""

from lernlabor.pruefen import Fall, kurz

GRUPPE = 20  # Kommandos je Fall: ein begrenzter Lauf je Gruppe statt je Kommando spart Zeit.

PROGRAMME = ("ls", "cat", "grep", "find", "wc", "head", "tail")
FREMDE = ("rm", "at", "ca", "LS", "/bin/ls", "./cat", "lsblk", "cats", "tai", "sh", "")
HARMLOS = (
    "notizen.txt",
    "'mit leerzeichen.txt'",
    "version..2.txt",
    "./berichte/2026",
    ".",
    "a~b",
    "-n",
    "5",
    "+2",
    "-la",
    "-r",
    "-e",
    "-",
    "--",
    "-n5",
    "--lines=5",
    "--count",
    "-name",
    "'*.md'",
    "-fmuster.txt",
    "--x=ok.txt",
    "--x==/etc",
    "--x=a=/b",
    "-c",
    "--file",
    "--",
    "--=x",
    "-ordner",
    "+",
)
DRAUSSEN = (
    "/etc/passwd",
    "~",
    "~/.ssh/id_rsa",
    "..",
    "../x",
    "a/../../b",
    "a/..",
    "--files0-from=/etc/passwd",
    "--files0-from=../x",
    "--file=~/x",
    "--x=a/../b",
    "--x=a/..=b",
    "--x=..",
    "-f/etc/shadow",
    "-rf/etc",
    "-nf../x",
    "-e..",
    "-x~",
    "-xy/z",
    "--files0-from=liste.txt",
    "--files0=x",
    "--f=x",
    "-files0-from",
)
FIND = ("-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls")
TAIL = ("-f", "-F", "--follow", "--follow=name", "--fo", "--f", "--fo=name", "-fn5", "-nF", "+f")
TAIL_HARMLOS = ("--foo", "--fox=1", "--lines=5", "-n", "-q", "-", "--", "+5", "--=f")
ZEICHEN = (";", "&", "|", "$", "`", "<", ">", "\n", "\r", "\x00")
NICHT_TEXT = (None, 42, ["ls"], b"ls", ("cat", "a"))


def _kommando(z):
    """Ein gemischtes Kommando: Programm, zwei bis vier Argumente, manchmal ein Angriff."""
    programm = z.choice(PROGRAMME) if z.random() < 0.85 else z.choice(FREMDE)
    argumente = [z.choice(HARMLOS) for _ in range(z.randint(0, 3))]
    art = z.randrange(6)
    if art == 0:
        argumente.insert(z.randint(0, len(argumente)), z.choice(DRAUSSEN))
    elif art == 1:
        programm = z.choice(("find", "find", programm))
        argumente.insert(z.randint(0, len(argumente)), z.choice(FIND))
    elif art == 2:
        programm = z.choice(("tail", "tail", programm))
        neu = z.choice(TAIL if z.random() < 0.6 else TAIL_HARMLOS)
        argumente.insert(z.randint(0, len(argumente)), neu)
    kommando = " ".join([programm, *argumente])
    if art == 3:
        stelle = z.randint(0, len(kommando))
        kommando = kommando[:stelle] + z.choice(ZEICHEN) + kommando[stelle:]
    elif art == 4 and z.random() < 0.5:
        kommando += z.choice((" 'offen", ' "offen', "\\"))
    if z.random() < 0.15:
        kommando = z.choice((" ", "\t", "  ")) + kommando + z.choice(("", " ", "\t"))
    return kommando


# Von Hand: Randfälle jeder Regel, die die gezielten Prüfungen nicht schon schicken. Die ersten
# brauchen kein shlex.split und kosten fast nichts; shlex ist der teure Teil jeder Prüfung.
VON_HAND = (
    *NICHT_TEXT,
    "",
    " \t ",
    "ls;x",
    "cat a\x00b",
    "ls\r",
    "cat x\\",
    "cat 'a b' c",
    "ca x",
    "find . -name x -fls y",
    "tail --fo=name x",
    "tail --f x",
    "tail --foo x",
    "tail --=f x",
    "tail -- x",
    "tail - x",
    "tail -nF x",
    "tail +f x",
    "tail -n 3 foo.txt",
    "tail --follow-name x",
    "tail --lines=5 f.txt",
    "head -f x",
    "wc --x=a/..=b",
    "wc --x==/etc",
    "grep -x~ y",
    "grep -e/ x",
    "cat -/x",
    "cat --=/x",
    "cat a=/b",
    "ls ./a/..",
    "wc --f x",
    "wc --file=x",
    "wc --files0-fro=x",
    "wc --filesx=y",
    "wc --=x y",
    "wc -files0-from x",
    "find -files0-from x",
    "find --files0-from=x",
    "cat --files0-from=x",
    "grep --file=x y",
    "grep -e..x y",
    "grep -e.x.. y",
)
ZUFAELLIG = 5  # gemischte Kommandos mit fester Saat: was von Hand niemand bedacht hat


def faelle(zufall):
    """Die Fälle des Vergleichs: Randfälle von Hand, dann gemischte Kommandos mit fester Saat."""
    kommandos = [*VON_HAND, *(_kommando(zufall) for _ in range(ZUFAELLIG))]
    einzeln = sorted({repr(k): k for k in kommandos}.values(), key=lambda k: len(repr(k)))
    gruppen = [einzeln[i : i + GRUPPE] for i in range(0, len(einzeln), GRUPPE)]
    return [
        Fall(f"gemischte Kommandos (Gruppe {nr} von {len(gruppen)})", _lauf(gruppe), nr)
        for nr, gruppe in enumerate(gruppen, 1)
    ]


def _lauf(gruppe):
    def lauf(funktion, protokoll):
        for kommando in gruppe:
            try:
                urteil = funktion(kommando)
            except Exception as fehler:  # noqa: BLE001 – nur die Art zählt
                urteil = f"<wirft {type(fehler).__name__}>"
            protokoll.notiere(f"das Urteil über pruefe_kommando({kurz(kommando)})", urteil)
        return len(gruppe)

    return lauf
