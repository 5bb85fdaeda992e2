"""Die deutschen Rückmeldungen der Übungen von M4·02 (die der Vergleiche: meldungen_vergleich).

Jeder Text nennt, was erwartet war und was kam, und wo möglich die wahrscheinliche Ursache.
Die Tests suchen Ausschnitte dieser Texte; wer hier umformuliert, passt ``falsche`` in den
Übungsdefinitionen mit an.
"""

IM_SZENARIO = "„{titel}“: {text}"

# --- Verlauf und Tool-Ergebnisse (Übung 1 und 2) --------------------------------------------
ANTWORT_NICHT_ANGEHAENGT = (
    "Die Antwort des Modells fehlt im Verlauf: Nach der Frage folgen gleich die Tool-Ergebnisse. "
    'Hänge antwort["content"] als assistant-Nachricht an, bevor du die Ergebnisse anhängst; '
    "sonst hat kein tool_result einen Wunsch, zu dem es gehört."
)
ANTWORT_DOPPELT = (
    "Zwei assistant-Nachrichten folgen aufeinander: Hängst du die Antwort des Modells doppelt an?"
)
ERGEBNISSE_EINZELN = (
    "Die Tool-Ergebnisse stehen in {anzahl} einzelnen user-Nachrichten. Bei mehreren "
    "Tool-Wünschen in einer Antwort gehören alle Ergebnisse zusammen in eine user-Nachricht."
)
ID_IST_NAME = (
    "Das tool_result trägt als tool_use_id den Namen des Tools ({name!r}) statt der id des "
    'Wunsches ({id!r}). Das Ergebnis gehört zu genau einem tool_use-Block: nimm b["id"].'
)
ID_FALSCH = (
    "Das tool_result trägt die tool_use_id {bekommen!r}, aber kein Tool-Wunsch der vorigen "
    "Antwort hat diese id (erwartet: {erwartet}). Nimm die id aus dem Block, den du ausführst."
)
ERGEBNIS_FEHLT = (
    "Nicht jeder Tool-Wunsch bekommt ein Ergebnis: erwartet tool_result-Blöcke für {erwartet}, "
    "bekommen für {bekommen}. Jeder tool_use-Block braucht genau ein tool_result."
)
ERGEBNIS_KEIN_STRING = (
    "Der content eines tool_result muss ein String sein, bekommen {typ}: Du gibst den "
    "Rückgabewert des Tools unverändert weiter. Wandle ihn um (str oder json.dumps) oder nimm "
    "tool_result_fuer."
)
SIMULATOR_SAGT = " Der Simulator lehnt den Verlauf ab: {text}"
NICHT_BEENDET = (
    "Nach der Endantwort ruft deine Schleife das Modell noch einmal auf. Eine Antwort ohne "
    "tool_use-Block ist die Endantwort: Dann gibst du das Ergebnis zurück."
)
ERGEBNISSE_NICHT_ANGEHAENGT = (
    "Das Modell wird erneut aufgerufen, aber seine Tool-Wünsche haben noch keine Ergebnisse: "
    "Hänge die tool_result-Blöcke als user-Nachricht an, bevor du das Modell wieder aufrufst."
)
API_ABGELEHNT = "Das Modell lehnt deinen Verlauf ab (ApiFehler): {text}"
TOOL_FEHLER_DURCHGELASSEN = (
    "Das Tool {name!r} wirft eine Exception, und deine Schleife bricht damit ab ({art}: {text}). "
    "Ein Tool-Fehler wird ein Ergebnis mit is_error: Nimm tool_result_fuer."
)
UNBEKANNTES_TOOL = (
    "Das Modell wünscht das unbekannte Tool {name!r}, und deine Schleife bricht ab ({art}: "
    "{text}). Auch das wird ein Ergebnis mit is_error: Nimm tool_result_fuer."
)
MODELL_NUR_EINMAL = (
    "Das Modell wünschte ein Tool, aber deine Schleife rief es danach nicht mehr auf "
    "(1 Modellaufruf, erwartet {erwartet}). Nach den Tool-Ergebnissen geht es in den nächsten "
    "Durchlauf."
)
SCHRITTLIMIT_FEHLT = (
    "Deine Schleife hält max_schritte={max_schritte} nicht ein: Das Modell wird nie fertig, und "
    "deine Schleife rief es mehr als {grenze}-mal auf. Das ist eine Endlosschleife. Begrenze "
    "die Durchläufe, etwa mit for _ in range(max_schritte)."
)
SCHRITTLIMIT_FALSCH = (
    "Mit max_schritte={max_schritte} und einem Modell, das nie fertig wird, erwartet: "
    "{max_schritte} Modellaufrufe, bekommen: {bekommen}."
)

# --- Ergebnis-dict von Übung 1 ---------------------------------------------------------------
KEIN_DICT = "lauf_agent soll ein dict zurückgeben, gab aber {bekommen} zurück."
SCHLUESSEL_FEHLEN = (
    "Im zurückgegebenen dict fehlt {fehlend}. Erwartet sind die Schlüssel antwort, grund, "
    "schritte, tokens und kosten, bekommen: {bekommen}."
)
GRUND = "grund: erwartet {erwartet!r}, bekommen {bekommen!r}."
ANTWORT = "antwort: erwartet {erwartet}, bekommen {bekommen}."
ANTWORT_BEI_ABBRUCH = " Ohne Endantwort ist antwort None."
ANTWORT_ZU_FRUEH = (
    " Deine Schleife hörte schon nach dem {aufrufe}. Modellaufruf auf: Endantwort ist nur eine "
    "Antwort ohne tool_use-Block, auch wenn sie mit einem Text beginnt."
)
SCHRITTE = (
    "schritte ist die Zahl der Modellaufrufe: erwartet {erwartet}, bekommen {bekommen} "
    "(dein Code rief das Modell {aufrufe}-mal auf)."
)
AUFRUFE = (
    "Zahl der Modellaufrufe: erwartet {erwartet}, dein Code rief das Modell {bekommen}-mal auf."
)
SCHRITTE_AB_NULL = " Zählst du ab 0? Der erste Modellaufruf ist Schritt 1."
TOKENS = (
    "tokens: erwartet {erwartet} (input_tokens plus output_tokens, summiert über alle "
    "Modellaufrufe, hier {aufrufe}), bekommen {bekommen}."
)
TOKENS_OHNE_OUTPUT = " Das ist nur die Summe der input_tokens: Die output_tokens zählen mit."
TOKENS_OHNE_INPUT = " Das ist nur die Summe der output_tokens: Die input_tokens zählen mit."
TOKENS_NICHT_SUMMIERT = (
    " Das sind nur die Tokens des letzten Aufrufs: Addiere mit += über alle Aufrufe."
)
KOSTEN = (
    "kosten: erwartet {erwartet} (kosten_von(input_tokens, output_tokens, PREIS_JE_1K), "
    "summiert über alle Aufrufe), bekommen {bekommen}."
)
BUDGET_VOR_ENDANTWORT = (
    "Das Modell gab eine Endantwort, im selben Aufruf wurde das Budget überschritten: erwartet "
    "grund 'fertig' mit der Antwort, bekommen {bekommen!r}. Prüfe zuerst „Endantwort?“ (Punkt "
    "3), dann das Budget (Punkt 4): Die Endantwort ist schon bezahlt."
)
BUDGET_UEBERSEHEN = (
    "{budget}={grenze} war nach dem {schritt}. Aufruf überschritten ({art} {wert}), deine "
    "Schleife lief trotzdem weiter: erwartet grund 'budget', bekommen {bekommen!r}."
)
BUDGET_NULL = (
    " {budget}=0 ist ein gesetztes Budget: Prüfe mit „is not None“, nicht mit der "
    "Wahrheit des Werts (0 zählt sonst als „kein Budget“)."
)
BUDGET_GLEICH = (
    "{art} erreichte nach dem {schritt}. Aufruf genau {budget}={grenze}, deine Schleife brach "
    "ab. Erreicht ist noch nicht überschritten: Abbruch erst bei {art} > {budget}."
)
BUDGET_NUR_TEIL = (
    "max_tokens={grenze}: Nach dem {schritt}. Aufruf waren es {tokens} Token (input_tokens plus "
    "output_tokens aller Aufrufe), mehr als das Budget, aber deine Schleife lief weiter "
    "(grund {bekommen!r}). Vergleichst du nur einen Teil der Tokens mit dem Budget, etwa ohne "
    "die output_tokens? Verglichen wird die ganze Summe, dieselbe, die du als tokens zurückgibst."
)
BUDGET_NACH_TOOLS = (
    "Das Budget war nach dem {schritt}. Aufruf überschritten, trotzdem liefen die Tools dieses "
    "Durchlaufs ({bekommen} Tool-Aufrufe, erwartet {erwartet}). Prüfe das Budget, bevor du "
    "die Tools ausführst."
)
TOOLS_LETZTER_DURCHLAUF = (
    "Im letzten erlaubten Durchlauf liefen die Tools nicht: erwartet {erwartet} Tool-Aufrufe "
    "bei max_schritte={max_schritte}, bekommen {bekommen}. Die Tools laufen in jedem "
    "Durchlauf ohne Abbruch, auch im letzten."
)
TOOLS_ANZAHL = "Tool-Aufrufe: erwartet {erwartet}, bekommen {bekommen}."

# --- Übung 3 ---------------------------------------------------------------------------------
SUCHE_TEILSTUECK = (
    "suche_buch({stichwort!r}) findet nichts, obwohl der Titel {titel!r} das Stichwort "
    "enthält. Gesucht ist jedes Vorkommen im Titel, nicht nur am Anfang oder als ganzes Wort: "
    "Prüfe mit in."
)
SUCHE_GROSS_KLEIN = (
    "suche_buch({stichwort!r}) findet nichts, obwohl der Titel {titel!r} das Stichwort in "
    "anderer Schreibweise enthält. Vergleiche ohne Groß- und Kleinschreibung: beide Seiten "
    "mit .lower()."
)
SUCHE_ERSTER_TREFFER = (
    "suche_buch({stichwort!r}) soll den ersten passenden Eintrag liefern ({erwartet!r}), "
    "bekommen {bekommen!r}."
)
SUCHE_NONE = (
    "suche_buch({stichwort!r}) gibt None zurück, erwartet ist ein ValueError. Aus der Exception "
    "macht die Schleife ein tool_result mit is_error; None käme als Text 'None' beim Modell an, "
    "und es hielte das für ein Buch."
)
KURS_KEYERROR = (
    "wechselkurs({waehrung!r}) wirft KeyError, erwartet ist ein ValueError mit hilfreichem Text. "
    "Prüfe vorher mit „in“, oder fange den KeyError ab und wirf einen ValueError."
)
LAUF_FEHLERART = (
    "Im Lauf mit dem RegelModell zu {frage!r}: erwartet die Tool-Aufrufe {erwartet} "
    "(Name, is_error), bekommen {bekommen}."
)
LAUF_ANTWORT = (
    "Im Lauf mit dem RegelModell zu {frage!r}: erwartet die Antwort {erwartet!r}, "
    "bekommen {bekommen!r}."
)
SCHRITTFOLGE_LEER = (
    "schrittfolge gibt [] zurück, erwartet {erwartet!r}. Die Tool-Wünsche stehen als "
    "tool_use-Blöcke in den assistant-Nachrichten; die user-Nachrichten enthalten nur die "
    "Frage und die tool_result-Blöcke (ohne Namen)."
)
SCHRITTFOLGE = "schrittfolge für {verlauf}: erwartet {erwartet!r}, bekommen {bekommen}."
SCHRITTFOLGE_DOPPELT = (
    " Jeder Aufruf zählt, auch wenn derselbe Name schon vorkam: Das Protokoll nennt alle "
    "Schritte, nicht nur die verschiedenen Tools."
)
SCHRITTFOLGE_NUR_ERGEBNISSE = (
    " Der letzte Wunsch hat kein Ergebnis (der Lauf endete am Budget) und zählt trotzdem: "
    "Lies die Namen aus den tool_use-Blöcken der assistant-Nachrichten."
)
STRING_CONTENT = (
    "{funktion} bricht bei der ersten Nachricht ab ({art}: {text}): Ihr content ist ein String "
    "(die Frage), keine Liste von Blöcken. Prüfe zuerst die Rolle: Nur assistant-Nachrichten "
    "enthalten tool_use-Blöcke."
)
ABBRUCH = "abbruchgrund für {verlauf}: erwartet {erwartet!r}, bekommen {bekommen}."
ABBRUCH_ERSTE = (
    " Die erste assistant-Nachricht wünscht ein Tool, die letzte ist die Endantwort: "
    "Entscheidend ist die letzte assistant-Nachricht, nicht die erste."
)
ABBRUCH_LETZTE_NACHRICHT = (
    " Dieser Verlauf endet mit einer user-Nachricht, den Ergebnissen der letzten erlaubten "
    "Runde: Die Tools liefen noch, danach griff das Schrittlimit. Sieh zuerst nach, von wem "
    "die letzte Nachricht stammt."
)
ABBRUCH_BUDGET = (
    " Dieser Verlauf endet mit einem Tool-Wunsch, auf den kein Ergebnis mehr folgt: Die Tools "
    'liefen nicht mehr. So endet ein Lauf am Budget ("budget"); nach max_schritte stünde '
    "am Ende die user-Nachricht mit den Ergebnissen der letzten Runde."
)
VERLAEUFE = {
    "fertig_nach_tools": "einen Verlauf mit zwei Tools und Endantwort",
    "sofort": "einen Verlauf mit sofortiger Endantwort",
    "max_schritte": "einen Verlauf, der an max_schritte endete",
    "text_und_tool": "einen Verlauf, dessen letzte Antwort Text und einen Tool-Wunsch enthält",
    "budget": "einen Verlauf, der am Budget endete (parallele Wünsche, ids ohne Namen)",
    "budget_lauf": "einen Lauf, den lauf_agent am Token-Budget beendete",
}

# --- Zusatzübung -----------------------------------------------------------------------------
ZUSATZ_KEINE_ZAHL = (
    "aufgabe soll eine ganze Zahl sein (die Zahl der Modellaufrufe), bekommen {bekommen}."
)
ZUSATZ_NUR_TOOLS = (
    "aufgabe = {bekommen} stimmt nicht: Das sind nur die Tool-Wünsche. Die Endantwort ist auch "
    "ein Modellaufruf und zählt mit."
)
ZUSATZ_NACHRICHTEN = (
    "aufgabe = {bekommen} stimmt nicht: Das ist die Zahl der Nachrichten im Verlauf. Gefragt "
    "ist die Zahl der Modellaufrufe (ein Aufruf je Durchlauf)."
)
ZUSATZ_EINS_ZU_VIEL = (
    "aufgabe = {bekommen} ist um eins zu groß: Zählst du die Frage an den Agenten mit? Sie ist "
    "kein Modellaufruf. Zähle nur die Aufrufe des Modells, die Endantwort mit."
)
ZUSATZ_FALSCH = (
    "aufgabe = {bekommen} stimmt nicht: erwartet ist die Zahl der Modellaufrufe im Trockenlauf. "
    "Zähle im Protokoll einen Aufruf je Durchlauf, die Endantwort mit."
)
ZUSATZ_RICHTIG = "aufgabe stimmt: So viele Modellaufrufe brauchte der Trockenlauf."
SKRIPT_FEHLT = (
    "Die Prüfung braucht das Skript lernlabor/tracks/ki/labor/ki_14_echter_agent.py, es lässt sich "
    "nicht laden ({text}). Das liegt nicht an dir."
)
