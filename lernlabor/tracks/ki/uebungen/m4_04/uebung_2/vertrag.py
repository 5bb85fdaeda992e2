"""Der Vertrag von Übung 2: ``runde_ueber_budget``, die erste Runde über dem Budget."""

from lernlabor.pruefen.bereiche import Ganzzahl, bereich
from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    LAUFZEIT,
    RUECKGABE,
    TYP,
    UNGUELTIG,
    ZWEITER,
    Funktion,
    Parameter,
    Regel,
    Vertrag,
)

GENAU = 2**53
# hash(n) == hash(n + m) für jedes int n: m = 2**61 - 1 in CPython auf 64 Bit, 2**31 - 1 in
# Pyodide (WebAssembly mit 32 Bit). Je ein Fall für beide, so verrät jedes Python den Irrtum.
HASH_MODULN = (2**31 - 1, 2**61 - 1)
BEISPIELE = (
    (1_000_000_000_000, 2000, 1500),  # 10**12 mit der Last der Lektion: 36.515 Runden
    (10_500, 2000, 1500),  # nach Runde 3 genau 10.500: noch nicht darüber (die Lektion)
    (7 * (10**16 + 1) - 1, 10**16 + 1, 0),  # budget / start rundet auf 7, richtig ist 6 + 1
    # Budgets knapp an einer Rundensumme, bei denen übliche float-Formeln auf der falschen
    # Seite einer ganzen Runde landen (gefunden mit den beiden Formeln aus falsch_formel_*.py).
    (27856818764892491, 9285606254740992, 223172),
    (119899094311632974, 9223007254740992, 1),
    (216172794500903807, 9007199759370992, 1000000),
    (261208778690711492, 9007199256928310, 590617),
    # Weit über 2**53 und genau erreicht: Wer mit 28 Stellen rechnet (Decimal), landet eine
    # Runde zu früh. Runde 3659, 3214, 4453, 3 bringt die Summe genau auf das Budget.
    (642593262236508714, 783472170, 96019207044),
    (5242984693322828291, 591851236634, 1015066259765),
    (10434835470270503147, 166763106743, 1052632665356),
    (3 * (2**60 + 3), 2**60 + 3, 0),
    # Genaue Wurzel (math.isqrt), aber geteilt mit `/`: Der Zähler liegt über 2**53 und rundet
    # so, dass int(...) eine Runde zu weit landet (21 und 32 sind richtig, nicht 22 und 33).
    (125941431696973430, 219531151, 599721081365806),
    (868330442619629458239, 25195240, 1750666214957304860),
    # Mehr als 28 Stellen: `Decimal` rundet schon `2 * start - zuwachs` und den Quotienten
    # (9,999… wird 10), und landet eine Runde daneben. Richtig ist beide Male Runde 10.
    (10**41, 10**40, 1),
    (10**30 - 1, 10**29, 0),
    # Ein riesiges `start`, ein kleiner `zuwachs` und wenige Runden: `math.sqrt` auf den Zahlen
    # der Formel rundet hier mehrere Runden zu hoch (16, 4, 128 statt 10, 3, 100), und wer
    # danach nur nach oben nachzählt, bleibt dort.
    (10**18, 10**17, 1),
    # Unter 2**53 und doch zu groß für `math.sqrt`: Runde 8, die Kommazahl gibt 9 (Runde 31).
    (633950226983963, 77860251290201, 395293452227),
    (3 * 2**53, 2**53 + 1, 1),
    (100 * (2**60 + 7) + 2 * 4950 - 1, 2**60 + 7, 2),
    # Die meisten Runden der Prüfung (Regel 5): Runde 100 000. Wer nach einer festen Zahl von
    # Runden aufgibt, fällt hier auf.
    (99_999, 1, 0),
    # Dasselbe mit wachsendem Input (Runde 99 999) und mit `start == 0` über viele Runden (46):
    # Wer erst spät oder nur ohne Start falsch zählt oder eine feste Obergrenze sucht (etwa eine
    # Binärsuche bis 2**16), fällt hier auf (Runde 35: geprüft war nur bis Runde 36 515 und 3).
    (4_999_850_001, 1, 1),
    (1000, 0, 1),
    # `start == zuwachs == 0` (und Negatives) ist bei jedem Budget ungültig (Regel 3), nicht nur
    # bei kleinem: Wer erst ab einer Größe des Budgets prüft, zählt hier ewig.
    (2, 0, 0),
    (10**6, 0, 0),
    (10**18, 0, 0),
    (10**18, -1, 0),
    (10**18, 0, -1),
    # Auch weit über 10**18, der Zahl, die Regel 3 früher nannte (Runde 30: Wer erst darüber
    # eine Formel nimmt, ohne zu prüfen, gab eine Runde statt des Fehlers).
    (10**100, 0, 0),
    (10**100, -1, 5),
    (10**100, 5, -1),
    # Runde 37: Ein riesiger `zuwachs` mit kleinem `start`: Wer `start` neben ihm weglässt,
    # landet daneben (2 statt 1, 3 statt 2, 44 722 statt 10). Bis dahin kam ein großer
    # `zuwachs` nur bis etwa 10**19 vor, und eine Näherung ab 10**20 bestand.
    (0, 1, 10**31),
    (10**31, 1, 10**31),
    (10**40, 10**39, 10**31),
    # Runde 37: Fälle mit gleichem `hash` hintereinander: Wer sich Ergebnisse unter
    # `hash((budget, start, zuwachs))` merkt, gibt in einem späteren 6 statt 2.
    (5, 1, 0),
    *((5 + m, 1 + m, 0) for m in HASH_MODULN),
)
# Eine Zahl mit mehr als 28 Stellen auch unter den Rändern jedes Parameters.
GRUND = Ganzzahl(unten=0)
RAENDER = (*GRUND.raender(), 10**30 + 1)


def _zahlen(st):
    """Die Suche zieht wie bei ``Ganzzahl`` und dazu runde Zahlen jeder Größe (``k * 10**e``):
    Bei gleicher Zehnerpotenz treffen ein riesiges ``start`` und ein Budget von wenigen Runden
    zusammen, auch über 2**53."""
    rund = st.builds(
        lambda k, e, d: k * 10**e + d, st.integers(1, 99), st.integers(0, 30), st.integers(-1, 1)
    )
    gross = st.integers(min_value=GENAU - 10, max_value=10**19)
    return st.one_of(
        st.sampled_from(RAENDER), st.integers(-5, 60), st.integers(-(10**19), -1), gross, rund
    )


ZAHL = bereich(RAENDER, _zahlen, wie=GRUND)


GENAU_ERREICHT = (
    "Nach Runde {runde} ist die laufende Summe des Inputs, wie Regel 1 sie festlegt (Runde `k` "
    "schickt `start + (k - 1) * zuwachs`), genau `budget`, also noch nicht darüber: Gesucht "
    "ist die Runde danach. Rechnet dein Code dort eine andere Summe, prüfe zuerst, was er je "
    "Runde addiert."
)


ZU_LANG = (
    "Die Antwort ist hier Runde {runde}. Eine Schleife mit Kopf und zwei Zeilen darin (Runde "
    "und Summe weiterzählen) braucht bis dahin etwa {zeilen} Zeilen. Zähl die Zeilen, die "
    "deine Schleife je Runde ausführt, den Kopf mitgerechnet: Bei mehr als neun passt die "
    "größte Antwort der Prüfung (Runde 100 000) nicht mehr sicher in die Million."
)
ZU_LANG_WENIG_RUNDEN = (
    "Die Antwort ist hier Runde {runde}: Eine Schleife, die Runde für Runde zählt, braucht bis "
    "dahin etwa {zeilen} Zeilen, weit unter der Million. Deine rechnet länger. Wächst deine "
    "Summe so, wie Regel 1 sagt (Runde `k` schickt `start + (k - 1) * zuwachs`, jede Runde "
    "wieder mit `start`), sonst erreicht sie das Budget nie? Oder tut dein Code je Runde viel "
    "mehr als Runde und Summe weiterzuzählen, etwa Token für Token?"
)


UNTERKLASSE = (
    "Deine Runde stimmt, ist aber vom Typ `{typ}`, einer Unterklasse von `int`: Verlangt ist "
    "genau ein `int`. Gib zum Beispiel `int(runde)` zurück."
)


TEXT = "Deine Runde ist ein Text (`{typ}`), verlangt ist genau ein `int`: die Zahl selbst."


def _zahl(n):
    """Eine Zahl wie im Text der Regeln: 100 000."""
    return f"{n:_}".replace("_", " ")


def summe_nach(runden, start, zuwachs):
    """Der Input der ersten ``runden`` Runden zusammen."""
    return runden * start + zuwachs * runden * (runden - 1) // 2


UNGUELTIG_ENDLOS = (
    "Diese Eingabe ist ungültig ({grund}), und dein Code zählte, bis die Prüfung ihn anhielt. "
    "Regel 3 verlangt hier einen `ValueError`, bei jedem `budget`, auch einem riesigen: Prüfe "
    "das vor der Schleife. Mehr Tempo hilft nicht, denn diese Summe kommt nie über das Budget."
)
GUELTIG = (
    "Hier ist keine Zahl negativ, und `start` und `zuwachs` sind nicht beide 0: Die Eingabe ist "
    "gültig und verlangt keinen `ValueError`.{auch}"
)


# Runde 37: Eine Frage, keine Behauptung: Auch wer nur mit `int` rechnet und bei riesigen
# Zahlen `start` oder den Zuwachs weglässt, landet hier (die Meldung nannte nur Kommazahlen).
GENAUIGKEIT = (
    "Bei so großen Zahlen landet deine Runde daneben. Rechnest du mit einer Kommazahl? Eine "
    "Kommazahl (`float`, `/`, `0.0`) stellt ab 2**53 nicht mehr jede ganze Zahl dar, und "
    "`Decimal` rechnet nur mit 28 Stellen: Genau bleibt nur `int`. Oder lässt du einen Teil "
    "der Summe weg, der neben den großen Zahlen klein scheint (`start` oder den Zuwachs)? "
    "Auch er zählt, ganz genau."
)


AUFGEGEBEN = (
    "Die Eingabe ist gültig, und die Antwort ist Runde {runde}. Gibt dein Code vorher auf, "
    "etwa weil seine Schleife nur eine feste Zahl von Runden zählt? Er muss jede Antwort bis "
    "Runde 100 000 finden."
)


GROESSTE = 100_000  # die größte Antwort der Prüfung (Regel 5)
BIS_99999 = (
    "Die Antwort ist hier Runde 100 000, die größte der Prüfung, und dein Code nennt die Runde "
    "davor. Deine Fälle davor, auch die mit einer Summe genau auf dem Budget, stimmten: Sucht "
    "dein Code nur bis Runde 99 999, etwa mit einer festen Obergrenze seiner Schleife oder "
    "Suche? Er muss jede Antwort bis Runde 100 000 finden."
)


REKURSION = (
    "Deine Funktion ruft sich für jede Runde selbst auf, und Python erlaubt nur etwa 1000 "
    "Aufrufe ineinander. Die Antwort ist hier Runde {runde}: Zähle die Runden mit einer "
    "Schleife."
)


def regelwahl(a, soll, ist, frisch=False):
    """Rechnet der Code bei einer ungültigen Eingabe zu lange (meist ``start == zuwachs == 0``
    bei großem Budget), ist das Regel 3, nicht die der Laufzeit: Der verlangte Fehler fehlt.
    Ist nach der Runde, die der Code nennt, die Summe genau das Budget, bricht das Regel 2,
    was immer der Code dafür tat. Bei riesigen Zahlen liegt es eher am Runden (Regel 4). Rechnet
    der Code bei gültigen Zahlen zu lange, ist das Regel 5, auch wo Regel 4 gilt: Die Antwort
    jedes Falls erreicht auch eine Schleife in der Grenze. Ein ValueError bei gültigen Zahlen
    und vielen Runden heißt meist: Der Code gab vor Runde 100 000 auf (Regel 5); bei wenigen
    Runden ist es eher eine 0, die allein nicht ungültig ist (Regel 3, mit den Nullen darin).
    Ein RecursionError bei gültigen Zahlen ist Regel 5 (eine Rekursion je Runde reicht nicht bis
    Runde 100 000), ebenso eine Runde weit vor der Antwort, nach der die Summe noch nicht über dem
    Budget ist: Der Code hörte vorher auf zu zählen. Den richtigen Wert als Unterklasse von
    ``int`` sagt Regel 4 (genau vom Typ ``int``) mit dem Namen der Klasse, ebenso einen Text
    (``str``) statt der Zahl. Besteht der Code den Fall frisch geladen (``frisch``), deutet eine
    falsche Zahl nicht auf das Runden oder den Rand: Die Meldung sagt dann, dass er sich etwas
    merkt (Runde 35). Die größte Antwort (Runde 100 000) eine Runde zu früh ist Regel 5: Die
    Fälle davor mit der Summe genau auf dem Budget bestand der Code schon (Runde 37)."""
    if soll.art == "ausnahme" and ist.art == "zu_lang":
        negativ = [f"`{name}`" for name, wert in a.items() if wert < 0]
        grund = (
            f"{' und '.join(negativ)} negativ"
            if negativ
            else "`start` und `zuwachs` sind beide 0, die Summe wächst nie"
        )
        return 3, UNGUELTIG_ENDLOS.format(grund=grund)
    if soll.art == "wert" and ist.art == "zu_lang":
        runde = soll.wert
        if runde < 10_000:  # so wenige Runden kosten keine Schleife nach den Regeln viel
            return 5, ZU_LANG_WENIG_RUNDEN.format(runde=_zahl(runde), zeilen=_zahl(3 * runde))
        return 5, ZU_LANG.format(runde=_zahl(runde), zeilen=_zahl(3 * runde))
    if soll.art == "wert" and isinstance(ist.ausnahme, RecursionError):
        return 5, REKURSION.format(runde=_zahl(soll.wert))
    if soll.art == "wert" and ist.art == "ausnahme" and isinstance(ist.ausnahme, ValueError):
        if soll.wert >= 10_000:  # die Zahl, ab der ZU_LANG die Zeilen nachrechnet
            return 5, AUFGEGEBEN.format(runde=_zahl(soll.wert))
        nullen = [f"`{name} = 0`" for name, wert in a.items() if wert == 0]
        auch = f" Eine 0 allein ist erlaubt, hier {' und '.join(nullen)}." if nullen else ""
        return 3, GUELTIG.format(auch=auch)
    if soll.art == ist.art == "wert" and isinstance(ist.wert, (str, bytes)):
        return 4, TEXT.format(typ=type(ist.wert).__name__)
    if soll.art == ist.art == "wert" and isinstance(ist.wert, int) and type(ist.wert) is not int:
        if type(ist.wert) is not bool and ist.wert == soll.wert:
            return 4, UNTERKLASSE.format(typ=type(ist.wert).__name__)
    if soll.art != "wert" or ist.art != "wert" or type(ist.wert) is not int or ist.wert < 1:
        return None
    if frisch:  # frisch geladen richtig: Ein Zustand ist die Ursache, kein Runden und kein Rand
        return None
    # Viele Runden, und nach der genannten ist die Summe noch nicht einmal über dem Budget,
    # weit vor der Antwort: Der Code hörte vorher auf zu zählen.
    nicht_darueber = summe_nach(ist.wert, a["start"], a["zuwachs"]) <= a["budget"]
    if soll.wert >= 10_000 and ist.wert < soll.wert - 1 and nicht_darueber:
        if max(a.values()) < GENAU:
            return 5, AUFGEGEBEN.format(runde=_zahl(soll.wert))
    if max(a.values()) >= GENAU:
        return (4, GENAUIGKEIT) if ist.wert != soll.wert else None
    # Die größte Antwort, eine Runde zu früh: Die Fälle davor (darunter die mit der Summe genau
    # auf dem Budget, Regel 2) bestand der Code, er sucht nur nicht weit genug (Runde 37: eine
    # Bisektion bis 99 999 hieß Regel 2, weil die Summe nach Runde 99 999 genau das Budget ist).
    if soll.wert == GROESSTE and ist.wert == GROESSTE - 1:
        return 5, BIS_99999
    if summe_nach(ist.wert, a["start"], a["zuwachs"]) == a["budget"]:
        return 2, GENAU_ERREICHT.format(runde=ist.wert)
    # Eine Runde daneben ist ein Rechenfehler (Regel 1), auch in einem Fall für das Tempo
    # (Runde 28: hieß Regel 5, und man suchte nach Zeilen statt nach dem Rand).
    if abs(ist.wert - soll.wert) == 1:
        return 1, EINE_DANEBEN.format(ist=_zahl(ist.wert), soll=_zahl(soll.wert))
    return None


EINE_DANEBEN = (
    "Deine Runde liegt um eins neben der richtigen ({ist} statt {soll}). Gemeint ist die erste "
    "Runde, nach der die Summe größer als `budget` ist: Prüfe den Rand, etwa ein Runden in "
    "deiner Formel oder `>=` statt `>`."
)


VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            "runde_ueber_budget",
            (
                Parameter("budget", ZAHL),
                Parameter("start", ZAHL),
                Parameter("zuwachs", ZAHL),
            ),
            zusammen=lambda a: a["start"] > 0 or a["zuwachs"] > 0,
            beispiele=BEISPIELE,
            regelwahl=regelwahl,
        ),
    ),
    regeln=(
        Regel(
            1,
            "Die Funktion gibt die erste Runde zurück (gezählt ab 1), in der die laufende Summe "
            "des Inputs größer als `budget` ist; Runde `k` schickt `start + (k - 1) * zuwachs`. "
            "Das gilt bei jedem Aufruf, gleich welche Aufrufe vorher kamen: Merkt sich deine "
            "Funktion etwas (etwa in einem Zwischenspeicher), muss trotzdem jede Antwort stimmen.",
            # Runde 37: Die Prüfung ruft viele Fälle hintereinander im selben Modul; wer sich
            # etwas merkt, verletzt diese Regel (ZWEITER: sie ist die Regel des Zustands).
            prueft=(RUECKGABE, ZWEITER),
        ),
        Regel(
            2,
            "„Größer als“ heißt `>`: Eine Summe, die das Budget genau erreicht, ist noch nicht "
            "darüber.",
        ),
        Regel(
            3,
            "Ist eine der drei Zahlen negativ oder `start == zuwachs == 0`, löst die Funktion "
            "einen `ValueError` aus (oder eine Unterklasse davon), bei jedem `budget`, so "
            "groß es auch ist (die Prüfung setzt dafür auch `10**100` ein). Sonst löst sie "
            "keinen aus, auch nicht bei `budget == 0` oder "
            "`start == 0` (mit `zuwachs` über 0).",
            prueft=(AUSNAHME,),
            wann=UNGUELTIG,
        ),
        Regel(
            4,
            "Die Runde ist genau vom Typ `int` (keine Unterklasse davon) und stimmt genau, "
            "auch für Zahlen weit über 2**53: für ein riesiges `budget` ebenso wie für ein "
            "riesiges `start` oder `zuwachs`, bei dem es nur wenige Runden sind. Ein riesiges "
            "`budget` kommt in der Prüfung nur mit so großem `start` oder `zuwachs` vor, dass "
            "die Antwort höchstens Runde 100 000 ist (Regel 5): `budget = 10**18` mit "
            "`start = 1` musst du weder schnell noch überhaupt können.",
            prueft=(TYP, RUECKGABE),
            wann=lambda a: max(a.values()) >= GENAU,
        ),
        Regel(
            5,
            "Schnell genug heißt: In jedem Fall, den die Prüfung rechnet, führt dein Code "
            "höchstens eine Million Zeilen aus, sonst bricht sie ab. Gezählt wird jede "
            "ausgeführte Zeile, in einer Schleife in jeder Runde neu, auch deren Kopf "
            "(`while …:`). Das reicht, um Runde für Runde zu zählen, mit bis zu neun Zeilen je "
            "Runde (den Kopf mitgerechnet), auch bis `budget = 10**12` mit der Last der Lektion "
            "(Runde 36 515) und bis zur größten Antwort der Prüfung, Runde 100 000 (bei "
            "`budget = 99_999`, `start = 1`, `zuwachs = 0`). Dein Code muss jede Antwort bis "
            "dahin finden, ohne vorher aufzugeben. Fälle mit mehr Runden kommen in der "
            "Prüfung nicht vor: Wo die Antwort riesig ist, etwa bei `budget = 10**18`, "
            "`start = 1`, `zuwachs = 0`, darf dein Code beliebig lange zählen. Dazu gilt das "
            "Zeitlimit der Übung (10 Sekunden für alle Fälle zusammen): Eine Zeile, die selbst "
            "über alle bisherigen Runden geht (etwa `sum(liste)` in jeder Runde), zählt nur "
            "einmal, braucht bis Runde 100 000 aber viel zu lange.",
            prueft=(RUECKGABE, LAUFZEIT),  # jede Meldung, in der der Code zu lange rechnete
            wann=lambda a: a["budget"] >= 10**9 and max(a.values()) < GENAU,
        ),
    ),
    frei=(
        "der Text einer Ausnahme",
        "ob du `True` und `False` als Zahl annimmst oder ablehnst (die Prüfung übergibt nie "
        "ein `bool`)",
    ),
)
