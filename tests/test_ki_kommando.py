"""Der Kommando-Wächter ``pruefe_kommando``: jede Regel, jeder Angriff, die Reihenfolge, Unsinn.

Jeder Fall nennt die Regel, die ablehnen muss. Die Nummer steht in ``KommandoAbgelehnt.regel``;
so zeigt ein Fall mit zwei Verstößen, welche Regel zuerst greift.
"""

import pytest

from lernlabor.tracks.ki import KommandoAbgelehnt, pruefe_kommando
from lernlabor.tracks.ki.simulator.kommando import ERLAUBT, FIND_VERBOTEN

ERLAUBTE_FAELLE = [
    ("ls", ["ls"]),
    ("  ls  ", ["ls"]),
    ("ls -la", ["ls", "-la"]),
    ("ls\t-l", ["ls", "-l"]),
    ("cat notizen.txt", ["cat", "notizen.txt"]),
    ("cat 'mit leerzeichen.txt'", ["cat", "mit leerzeichen.txt"]),
    ('grep -n "Agent" notizen.txt', ["grep", "-n", "Agent", "notizen.txt"]),
    ("grep -r TODO .", ["grep", "-r", "TODO", "."]),
    ("grep -- -exec notizen.txt", ["grep", "--", "-exec", "notizen.txt"]),
    ('find . -name "*.md"', ["find", ".", "-name", "*.md"]),
    ("find . -type f -newer a.txt", ["find", ".", "-type", "f", "-newer", "a.txt"]),
    ("wc -l a.txt b.txt", ["wc", "-l", "a.txt", "b.txt"]),
    ("head -n 3 log.txt", ["head", "-n", "3", "log.txt"]),
    ("head -n3 log.txt", ["head", "-n3", "log.txt"]),
    ("tail -n 5 log.txt", ["tail", "-n", "5", "log.txt"]),
    ("tail -n +2 log.txt", ["tail", "-n", "+2", "log.txt"]),
    ("tail -- log.txt", ["tail", "--", "log.txt"]),
    ("cat version..2.txt", ["cat", "version..2.txt"]),
    ("cat .../x", ["cat", ".../x"]),
    ("cat +/x", ["cat", "+/x"]),
    ("cat \ufb01le.txt", ["cat", "\ufb01le.txt"]),
    ("ls ./unter/ordner", ["ls", "./unter/ordner"]),
    ('"ls"', ["ls"]),
    ("cat a~b", ["cat", "a~b"]),
    ("grep -e x.y daten.csv", ["grep", "-e", "x.y", "daten.csv"]),
    ("grep --include=*.md -r x .", ["grep", "--include=*.md", "-r", "x", "."]),
    ("grep --file=muster.txt notizen.txt", ["grep", "--file=muster.txt", "notizen.txt"]),
    ("grep --files-with-matches x .", ["grep", "--files-with-matches", "x", "."]),
    ("cat -- -files0-from", ["cat", "--", "-files0-from"]),
    ("wc --lines notizen.txt", ["wc", "--lines", "notizen.txt"]),
    ("wc --=x notizen.txt", ["wc", "--=x", "notizen.txt"]),
    ("grep -fmuster.txt notizen.txt", ["grep", "-fmuster.txt", "notizen.txt"]),
]


@pytest.mark.parametrize(("kommando", "argv"), ERLAUBTE_FAELLE, ids=[k for k, _ in ERLAUBTE_FAELLE])
def test_erlaubte_kommandos_ergeben_die_argumentliste(kommando, argv):
    ergebnis = pruefe_kommando(kommando)
    assert ergebnis == argv
    assert type(ergebnis) is list and all(type(w) is str for w in ergebnis)


ANGRIFFE = [
    # Regel 1: leer
    ("", 1),
    ("   ", 1),
    ("\t", 1),
    ("\n", 1),
    # Regel 2: Verkettung, Umleitung, Einsetzen; auch in Anführungszeichen
    ("ls; rm -rf /", 2),
    ("ls;rm x", 2),
    ("ls; rm -rf ~", 2),
    ("cat a.txt && rm a.txt", 2),
    ("ls & rm x", 2),
    ("ls | sh", 2),
    ("cat $(rm -rf x)", 2),
    ("cat ${HOME}", 2),
    ("cat `whoami`", 2),
    ("ls > liste.txt", 2),
    ("cat < geheim.txt", 2),
    ('ls "a;b"', 2),
    ("cat '$(whoami)'", 2),
    ("ls\nrm x", 2),
    ("ls\rrm x", 2),
    ("cat a\x00b", 2),
    ("cat notizen.txt\x00", 2),
    ("find . -exec rm {} \\;", 2),
    # Regel 3: nicht zerlegbar
    ('cat "offen', 3),
    ("cat 'offen", 3),
    ("cat a\\", 3),
    # Regel 4: Programm nicht erlaubt oder mit Pfad
    ("\uff4c\uff53", 4),
    ("rm -rf x", 4),
    ("/bin/ls", 4),
    ("./ls", 4),
    ("LS", 4),
    ("Ls -l", 4),
    ("lsblk", 4),
    ("sudo ls", 4),
    ("sh -c ls", 4),
    ("python3 -c 'print(1)'", 4),
    ('"" ls', 4),
    ("'ls -l'", 4),
    # Regel 5: find mit Aktionen
    ("find . -delete", 5),
    ("find . -name x -delete", 5),
    ("find . -exec rm {} +", 5),
    ("find . -execdir rm {} +", 5),
    ("find . -ok rm {} +", 5),
    ("find . -okdir rm {} +", 5),
    ("find . -fprint liste.txt", 5),
    ("find . -fprint0 liste.txt", 5),
    ("find . -fprintf liste.txt %p", 5),
    ("find . -fls liste.txt", 5),
    # Regel 6: tail, das folgt
    ("tail -f log.txt", 6),
    ("tail -F log.txt", 6),
    ("tail --follow log.txt", 6),
    ("tail --follow=name log.txt", 6),
    ("tail --fo log.txt", 6),
    ("tail -fn 5 log.txt", 6),
    ("tail -n 5 -qF log.txt", 6),
    ("tail -5f log.txt", 6),
    # Regel 7: aus dem Arbeitsordner hinaus
    ("cat /etc/passwd", 7),
    ("ls /", 7),
    ("cat ~/.ssh/id_rsa", 7),
    ("cat ~", 7),
    ("ls ~root", 7),
    ("cat ../geheim.txt", 7),
    ("cat a/../../x", 7),
    ("cat a/..", 7),
    ("ls ..", 7),
    # ein Wort mit `+` ist keine Option, aber `..` darin verlässt den Ordner trotzdem
    ("cat +/../geheim.txt", 7),
    ("ls +/..", 7),
    ("grep -r geheim +/../..", 7),
    ("find .. -name x", 7),
    ("grep -r passwort ../", 7),
    ("head -n 1 ./../x", 7),
    ("grep --file=/etc/passwd notizen.txt", 7),
    ("grep -f/etc/passwd notizen.txt", 7),
    ("grep -rf/etc/passwd .", 7),
    ("wc --files0-from=../liste", 7),
    ("grep -e.. notizen.txt", 7),
    # Regel 7 auch für Werte, die an einer Option hängen (GNU wc zeigt die Datei im Fehlertext)
    ("wc --files0-from=/etc/passwd", 7),
    ("wc --files0-from=~/.ssh/id_rsa", 7),
    ("grep -f/etc/shadow notizen.txt", 7),
    ("grep -nf../x notizen.txt", 7),
    ("grep --file=a/../../x notizen.txt", 7),
    # Regel 7: Listen mit Dateinamen, auch im Arbeitsordner (die Namen darin sieht niemand)
    ("wc --files0-from=liste.txt", 7),
    ("wc --files0-from liste.txt", 7),
    ("wc -l --files0-from=liste.txt", 7),
    ("wc --files0=liste.txt", 7),
    ("wc --f=liste.txt", 7),
    ("wc --file liste.txt", 7),
    ("find -files0-from liste.txt", 7),
    ("find . -name x -files0-from liste.txt", 7),
]


@pytest.mark.parametrize(("kommando", "regel"), ANGRIFFE, ids=[repr(k) for k, _ in ANGRIFFE])
def test_angriff_wird_von_seiner_regel_abgelehnt(kommando, regel):
    with pytest.raises(KommandoAbgelehnt) as info:
        pruefe_kommando(kommando)
    assert info.value.regel == regel, str(info.value)
    assert str(info.value) == info.value.grund
    assert len(str(info.value)) > 15


def test_jede_regel_hat_angriffe():
    assert {regel for _, regel in ANGRIFFE} == set(range(1, 8))


def test_abgelehnt_ist_ein_valueerror_mit_deutschem_grund():
    with pytest.raises(ValueError, match="nicht erlaubt") as info:
        pruefe_kommando("rm -rf /")
    assert isinstance(info.value, KommandoAbgelehnt)
    assert "'rm'" in str(info.value)
    assert "ls, cat, grep, find, wc, head, tail" in str(info.value)


def test_abgelehnt_ohne_regel():
    """Die Lernenden werfen KommandoAbgelehnt(text); das muss gehen."""
    fehler = KommandoAbgelehnt("nein")
    assert str(fehler) == "nein" and fehler.regel is None
    assert str(KommandoAbgelehnt()) == ""


@pytest.mark.parametrize(
    ("kommando", "stueck"),
    [
        ("ls; x", "das Semikolon (';')"),
        ("ls\nx", "ein Zeilenumbruch ('\\n')"),
        ("cat a\x00b", "das Nullzeichen ('\\x00')"),
        ("wc --files0-from=/etc/passwd", "'--files0-from=/etc/passwd'"),
        ("wc --files0-from=liste.txt", "liest Dateinamen aus einer Datei"),
        ("find -files0-from liste.txt", "find mit '-files0-from' ist verboten"),
        ('ls "a|b"', "auch in Anführungszeichen"),
        ('cat "x', "No closing quotation"),
        ("/bin/ls", "'/bin/ls'"),
        ("find . -fls x", "find mit -fls"),
        ("tail --follow=name x", "tail mit --follow=name"),
        ("cat ../x", "'../x'"),
    ],
)
def test_gruende_nennen_was_abgelehnt_wurde(kommando, stueck):
    with pytest.raises(KommandoAbgelehnt) as info:
        pruefe_kommando(kommando)
    assert stueck in str(info.value)


@pytest.mark.parametrize(
    ("kommando", "regel"),
    [
        ("LS; rm x", 2),  # 2 vor 4
        ("ls 'a;b", 2),  # 2 vor 3
        ("RM 'offen", 3),  # 3 vor 4
        ("rm -rf /", 4),  # 4 vor 7
        ("/bin/find . -delete", 4),  # 4 vor 5
        ("find / -delete", 5),  # 5 vor 7
        ("find ../ -exec x", 5),  # 5 vor 7
        ("tail -f /var/log/syslog", 6),  # 6 vor 7
    ],
)
def test_reihenfolge_der_regeln(kommando, regel):
    with pytest.raises(KommandoAbgelehnt) as info:
        pruefe_kommando(kommando)
    assert info.value.regel == regel, str(info.value)


def test_regel_5_gilt_nur_fuer_find_und_regel_6_nur_fuer_tail():
    assert pruefe_kommando("grep -e -delete notizen.txt")[2] == "-delete"
    assert pruefe_kommando("head -f log.txt") == ["head", "-f", "log.txt"]
    assert pruefe_kommando("find . -name f") == ["find", ".", "-name", "f"]


def test_jedes_find_verbot_einzeln():
    for aktion in FIND_VERBOTEN:
        with pytest.raises(KommandoAbgelehnt) as info:
            pruefe_kommando(f"find . {aktion} x")
        assert info.value.regel == 5


def test_jedes_erlaubte_programm_laeuft_durch():
    for programm in ERLAUBT:
        assert pruefe_kommando(f"{programm} notizen.txt") == [programm, "notizen.txt"]


@pytest.mark.parametrize("unsinn", [None, 42, b"ls", ["ls"], ("ls",), {"kommando": "ls"}, 1.5])
def test_kein_string_wird_abgelehnt(unsinn):
    # shlex.split(None) läse von der Standardeingabe: Ein Nicht-String darf dort nie ankommen.
    with pytest.raises(KommandoAbgelehnt, match=f"nicht {type(unsinn).__name__}") as info:
        pruefe_kommando(unsinn)
    assert info.value.regel == 1


def test_die_eingabe_wird_nicht_veraendert_und_ergebnis_ist_frisch():
    eins, zwei = pruefe_kommando("ls -l"), pruefe_kommando("ls -l")
    assert eins == zwei and eins is not zwei


def _regel_7_vorher(argument):
    """Regel 7 vor Issue 38: jeden Rest eines Arguments mit einem Strich als eigenen Text."""
    if argument.startswith("--"):
        werte = [argument, argument.split("=", 1)[1]] if "=" in argument else [argument]
    elif argument.startswith("-"):
        werte = [argument] + [argument[i:] for i in range(2, len(argument))]
    else:
        werte = [argument]
    return any(w.startswith(("/", "~")) or ".." in w.split("/") for w in werte)


def test_regel_7_urteilt_wie_vorher_ueber_jedes_kurze_argument():
    """Die lineare Regel 7 lehnt genau ab, was die alte mit allen Resten ablehnte: geprüft an
    jedem Argument aus diesen sechs Zeichen bis zur Länge 6 (55.986 Argumente)."""
    import itertools

    from lernlabor.tracks.ki.simulator import kommando

    zeichen, anzahl = "-/~.=a", 0
    for laenge in range(1, 7):
        for teile in itertools.product(zeichen, repeat=laenge):
            argument = "".join(teile)
            jetzt = kommando._draussen(argument) or kommando._angehaengt_draussen(argument)
            assert jetzt == _regel_7_vorher(argument), argument
            anzahl += 1
    assert anzahl == sum(6**n for n in range(1, 7)) == 55_986


def test_regel_7_braucht_bei_einem_langen_argument_wenig_speicher():
    """Vorher baute Regel 7 jeden Rest eines Arguments mit einem Strich: Bei 80.000 Zeichen
    waren das rund 3 GiB und 6,8 s. Jetzt bleibt der Wächter unter 100 MB Höchststand."""
    import subprocess
    import sys

    code = (
        "from lernlabor.tracks.ki.simulator.kommando import pruefe_kommando\n"
        "import time\n"
        "anfang = time.monotonic()\n"
        "argv = pruefe_kommando('cat -' + 'a' * 79_995)\n"
        "dauer = time.monotonic() - anfang\n"
        "hwm = [z for z in open('/proc/self/status') if z.startswith('VmHWM')][0]\n"
        "print(len(argv[1]), int(hwm.split()[1]) // 1024, dauer)\n"
    )
    lauf = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert lauf.returncode == 0, lauf.stderr
    laenge, megabyte, dauer = lauf.stdout.split()
    assert int(laenge) == 79_996
    assert int(megabyte) < 100, lauf.stdout
    assert float(dauer) < 2, lauf.stdout
