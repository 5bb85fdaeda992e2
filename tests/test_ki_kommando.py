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
    ("ls ./unter/ordner", ["ls", "./unter/ordner"]),
    ('"ls"', ["ls"]),
    ("cat a~b", ["cat", "a~b"]),
    ("grep -e x.y daten.csv", ["grep", "-e", "x.y", "daten.csv"]),
    ("grep --include=*.md -r x .", ["grep", "--include=*.md", "-r", "x", "."]),
    ("wc --files0-from=liste.txt", ["wc", "--files0-from=liste.txt"]),
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
