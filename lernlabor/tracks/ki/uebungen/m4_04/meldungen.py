"""Die deutschen Rückmeldungen der Übungen von M4·04, alle an einem Ort.

Die Übungsdefinitionen suchen Ausschnitte dieser Texte; wer hier umformuliert, passt
``falsche`` dort mit an.
"""

ENDLOS_STATT_FEHLER = (
    "{aufruf} rechnet ohne Ende (die Prüfung hat nach 1.000.000 Zeilen abgebrochen). Prüfe "
    "ungültige Eingaben vor der Schleife und wirf einen ValueError."
)
ZU_LANGSAM = (
    "{aufruf} ist zu langsam oder endet nie: Die Prüfung hat nach 1.000.000 ausgeführten "
    "Zeilen abgebrochen. {ursache}"
)
# Wenn die Übung keine typische Ursache kennt: die beiden, die es immer sein können.
URSACHE_ALLGEMEIN = (
    "Läuft eine Schleife ohne Ende (while True ohne break oder return, eine Bedingung, die "
    "nie falsch wird), oder zählt sie viel mehr Runden als nötig?"
)
RICHTIG = "{name}: alle Fälle stimmen."
ABGELEHNT = "{name}: ungültige Eingaben geben einen ValueError."

# --- Übung 1 ---------------------------------------------------------------------------------
RUNDE_ZU_VIEL = (
    " Die Liste hat {bekommen} Einträge statt {erwartet}: eine Runde zu viel. range(1, runden "
    "+ 1) zählt k von 1 bis runden, range(runden + 1) von 0 bis runden."
)
RUNDE_ZU_WENIG = (
    " Die Liste hat {bekommen} Einträge statt {erwartet}: eine Runde fehlt. range(1, runden) "
    "hört vor runden auf; nimm range(1, runden + 1)."
)
AB_ZUWACHS = (
    " Runde 1 schickt nur den Start ({start}), noch keinen Zuwachs. Der Zuwachs zählt (k - 1)-mal, "
    "nicht k-mal."
)
INPUT_NUR_START = (
    " Das ist runden · start: Der Zuwachs fehlt. Runde k schickt start + (k - 1) · zuwachs; "
    "summiere über alle Runden."
)
INPUT_LETZTE_RUNDE = (
    " Das ist runden mal die letzte Runde. Bezahlt wird jede Runde mit ihrem eigenen Input; "
    "die frühen Runden sind kleiner. Summiere input_je_runde."
)
OUTPUT_EINMAL = (
    " Das ist der Output einer einzigen Runde. Das Modell schreibt in jeder Runde: "
    "runden · output_je_runde."
)
OUTPUT_VERGESSEN = (
    " Der Betrag enthält nur den Input. Auch der Output kostet, und er ist je Token teurer: "
    'addiere output / 1000 · preise["output"].'
)
JE_MILLION = (
    " Der Betrag ist 1000-mal zu klein: preise gilt je 1000 Token wie PREIS_JE_1K. Teile die "
    "Tokens durch 1000, nicht durch 1.000.000."
)
JE_TOKEN = (
    " Der Betrag ist 1000-mal zu groß: preise gilt je 1000 Token, nicht je Token. Teile die "
    "Tokens durch 1000."
)
KEIN_DICT = (
    "kosten_der_aufgabe soll ein dict mit input, output und dollar zurückgeben, gab aber "
    "{bekommen} zurück."
)
SCHLUESSEL = "{aufruf}: Im dict fehlt {fehlend}. Erwartet sind input, output und dollar."
WERT = "{aufruf}[{schluessel!r}] sollte {erwartet} sein, ist aber {bekommen}."

# --- Übung 2 ---------------------------------------------------------------------------------
GROESSER_GLEICH = (
    " Nach Runde {runde} ist die Summe genau {budget}, also gleich dem Budget, nicht darüber. "
    "„Größer als“ heißt >, nicht >=."
)
AB_NULL = (
    " Das ist eine Runde zu früh: Du gibst die Zahl der Runden zurück, die noch ins Budget "
    "passen. Gesucht ist die erste Runde, in der die Summe darüber liegt (gezählt ab 1)."
)
RUNDE_STATT_SUMME = (
    " Du vergleichst den Input einer einzelnen Runde mit dem Budget. Das Budget gilt für die "
    "laufende Summe: Addiere den Input jeder Runde, bis die Summe größer ist."
)
QUADRATISCH = (
    "Berechnest du in jeder Runde die Summe aller bisherigen Runden neu? Dann wächst die Arbeit "
    "quadratisch. Führe die laufende Summe mit += mit oder nimm die Formel "
    "n · start + zuwachs · n · (n − 1) / 2."
)
FORMEL_GENAU = (
    " Rechnest du mit Kommazahlen (math.sqrt, /)? Bei großen Budgets rundet float. Prüfe das "
    "Ergebnis der Formel mit ganzen Zahlen nach (math.isqrt, //)."
)
WIE_BEI_KLEINEN = (
    " Bei den kleinen Budgets weicht deine Funktion schon ab: Es ist derselbe Fehler, kein "
    "Rundungsproblem. Behebe ihn dort, dann stimmt auch dieser Fall."
)
SUCHE_ZU_FRUEH = (
    "Nach Runde {ist} ist die Summe erst {summe}, also nicht größer als das Budget {budget}: "
    "Deine Antwort kommt zu früh. Endet deine Suche an einer festen Obergrenze (etwa budget + 1)? "
    "Mit start = 0 kostet Runde 1 nichts, dann liegt die Antwort sogar darüber. Verdopple die "
    "obere Grenze, bis die Summe darüber liegt."
)
ZU_SPAET = (
    "Schon nach Runde {runde} ist die Summe {summe}, also größer als das Budget {budget}: "
    "Gesucht ist die erste Runde, in der das gilt."
)

# --- Übung 3 ---------------------------------------------------------------------------------
FENSTER_IGNORIERT = (
    " Das ist die volle Summe ohne Kürzung: fenster begrenzt, wie viele Zuwächse eine Runde "
    "mitschickt, nämlich höchstens fenster."
)
FENSTER_PLUS_EINS = (
    " Eine Runde schickt hier einen Zuwachs zu viel: Runde k schickt min(k - 1, fenster) "
    "Zuwächse, nicht min(k, fenster)."
)
FENSTER_OHNE_START = (
    " Der Start fehlt in den gekürzten Runden. Gekürzt werden nur die alten Ergebnisse; "
    "Anweisungen, Tool-Liste und Anfrage reisen in jeder Runde mit."
)
FENSTER_NUR_START = (
    " Ab dem Fenster schickst du nur noch den Start. Die Ergebnisse der letzten fenster Runden "
    "bleiben aber im Verlauf: start + fenster · zuwachs."
)
FENSTER_NULL = (
    " fenster=0 heißt: kein einziges Ergebnis, jede Runde schickt nur den Start, also "
    "runden · start."
)

# --- Das Netz: Vergleich mit der Musterlösung (alle drei Übungen) ----------------------------
UNGUELTIG_ANGENOMMEN = (
    "{name} ist hier {wert}, also kleiner als {grenze}, und trotzdem rechnet deine Funktion. "
    "Prüfe jede Zahl, bevor du rechnest, auch {name}, und wirf dann einen ValueError."
)
EINGABE_VERAENDERT = (
    "Deine Funktion verändert {name}, das sie vom Aufrufer bekommt. Der Aufrufer benutzt es "
    "weiter: Ein zweiter Aufruf mit demselben Objekt rechnet dann mit anderen Werten. Rechne "
    "mit eigenen Variablen und lass die Eingabe, wie sie ist."
)
GANZE_ZAHL = (
    "Tokenzahlen sind ganze Zahlen: Gib ein int zurück, kein float. Der Operator / macht aus "
    "jeder Zahl eine Kommazahl; teile mit // oder rechne ohne Division."
)
FLOAT_GERUNDET = (
    "Bei so großen Zahlen rundet float: Ab 2**53 kann eine Kommazahl nicht mehr jede ganze "
    "Zahl darstellen. Rechne durchgehend mit ganzen Zahlen (//, math.isqrt) statt mit /, "
    "math.sqrt oder int(...)."
)
