"""Die deutschen Rückmeldungen der Übungen von M4·03, alle an einem Ort.

Jeder Text nennt, was erwartet war und was kam, und wo möglich die wahrscheinliche Ursache.
Die Tests suchen Ausschnitte dieser Texte; wer hier umformuliert, passt ``falsche`` in den
Übungsdefinitionen mit an.
"""

# --- Übung 1: fuehre_aus_openai und fuehre_aus_anthropic ------------------------------------
IN_FALL = "{funktion}, Fall „{titel}“: {text}"
OPENAI_KEINE_LISTE = (
    "Zurück kommt eine Liste von tool-Nachrichten, eine je Aufruf, bekommen {typ}. Im "
    "OpenAI-Format steht jedes Ergebnis in einer eigenen Nachricht."
)
ANZAHL_NACHRICHTEN = (
    "Die Zahl der tool-Nachrichten stimmt nicht: erwartet {erwartet} (eine je Aufruf in "
    "tool_calls), bekommen {bekommen}."
)
KEINE_NACHRICHT = "{wo} ist keine Nachricht (dict), sondern {bekommen}."
ROLLE_TOOL = "{wo} hat die Rolle {bekommen}. Ein Tool-Ergebnis hat im OpenAI-Format role 'tool'."
NAME_STATT_ID = (
    "{wo} trägt 'name' statt 'tool_call_id', wie die Schleife der Quelle. Daran erkennt die API "
    'nicht, auf welchen Aufruf du antwortest: nimm "tool_call_id": call["id"].'
)
TOOL_CALL_ID_FEHLT = (
    "{wo} hat keine tool_call_id. Jede tool-Nachricht nennt den Aufruf, auf den sie "
    'antwortet: "tool_call_id": call["id"].'
)
ID_IST_NAME = (
    "{wo}: Als id steht der Name des Tools ({bekommen!r}) statt der id des Aufrufs "
    "({erwartet!r}). Zwei Aufrufe desselben Tools wären sonst nicht zu unterscheiden."
)
ID_REIHENFOLGE = (
    "{wo} antwortet auf {bekommen!r}, an dieser Stelle kommt aber {erwartet!r}. Gib die "
    "Ergebnisse in der Reihenfolge der Aufrufe zurück."
)
ID_FALSCH = "{wo} trägt die id {bekommen!r}, erwartet ist {erwartet!r}, die id des Aufrufs."
CONTENT_KEIN_STRING = (
    "{wo}: content ist {typ}, muss aber ein String sein. Die API lehnt ein dict ab; schreibe das "
    "Schema mit json.dumps(...) in einen String."
)
CONTENT_KEIN_JSON = (
    "{wo}: content {bekommen} ist kein JSON. str() schreibt Python (einfache Anführungszeichen, "
    "None); json.dumps schreibt JSON, das das Modell sicher lesen kann."
)
SCHEMA_DER_QUELLE = (
    "{wo}: Das Ergebnis hat 'ok' wie das erste Beispiel der Quelle. Verlangt ist das stabile "
    "Schema mit genau status, data und error, bekommen: {bekommen}."
)
OHNE_SCHEMA = (
    "{wo}: content ist der nackte Wert {bekommen}. Verpacke ihn ins stabile Schema: "
    '{{"status": "ok", "data": <Wert>, "error": None}}.'
)
SCHEMA_SCHLUESSEL = (
    "{wo}: Das Ergebnis soll genau die Schlüssel status, data und error haben, bekommen: "
    "{bekommen}."
)
STATUS = (
    "{wo}: {warum}, also muss status {erwartet!r} sein; bekommen {bekommen!r} (error: {error})."
)
STATUS_OHNE_TEXT = "{wo}: {warum}, also muss status {erwartet!r} sein; bekommen {bekommen!r}."
NICHT_GELAUFEN = "{wo}: status {bekommen!r}, obwohl der Aufruf gültig ist."
ARGUMENTS_NICHT_GEPARST = (
    " Das Tool lief gar nicht: arguments ist ein JSON-String. Mach mit "
    'json.loads(call["function"]["arguments"]) erst ein dict daraus, dann werkzeuge[name](**args).'
)
LOOKUP_IST_NOT_FOUND = (
    " KeyError und LookupError bedeuten „nicht gefunden“: Fange LookupError vor Exception ab "
    "(KeyError erbt davon)."
)
UNBEKANNT_NICHT_NOT_FOUND = (
    " werkzeuge[name] wirft bei einem unbekannten Tool selbst einen KeyError, und dein "
    "except LookupError macht daraus not_found. Prüfe vor dem Aufruf: name in werkzeuge."
)
DATA = "{wo}: data soll {erwartet} sein, bekommen {bekommen}."
ERROR_BEI_OK = "{wo}: Bei status 'ok' ist error None, bekommen {bekommen}."
ERROR_TEXT = (
    "{wo}: error soll der Text der Exception sein, str(fehler) = {erwartet!r}, bekommen {bekommen}."
)
FEHLER_OHNE_NAME = (
    "{wo}: error {bekommen} nennt das Tool nicht. Schreib einen deutschen Satz mit dem Namen "
    "{name!r}, damit das Modell weiß, welcher Aufruf scheiterte."
)
EINZELNE_USER_NACHRICHTEN = (
    "Zurück kommt eine Liste von user-Nachrichten (hier {anzahl}). Im Anthropic-Format gibt "
    "die Funktion eine einzige user-Nachricht zurück, darin alle tool_result-Blöcke: "
    '{{"role": "user", "content": [...]}}.'
)
NUR_BLOECKE = (
    "Zurück kommt eine Liste von tool_result-Blöcken. Gib die ganze user-Nachricht zurück: "
    '{"role": "user", "content": <diese Liste>}.'
)
KEINE_USER_NACHRICHT = "Zurück kommt {bekommen}, erwartet ist eine user-Nachricht (dict)."
ROLLE_USER = (
    "Die Nachricht hat die Rolle {bekommen}. Im Anthropic-Format stehen Tool-Ergebnisse in "
    "einer Nachricht mit role 'user'."
)
CONTENT_KEINE_LISTE = (
    "Der content der user-Nachricht soll eine Liste von Blöcken sein, bekommen {bekommen}."
)
ANZAHL_BLOECKE = (
    "Die Zahl der tool_result-Blöcke stimmt nicht: erwartet {erwartet} (einer je "
    "tool_use-Block), bekommen {bekommen}. Textblöcke der Antwort bekommen kein Ergebnis."
)
KEIN_TOOL_RESULT = "{wo} ist kein tool_result-Block, sondern {bekommen}."
TOOL_CALL_ID_BEI_ANTHROPIC = (
    "{wo} trägt 'tool_call_id' wie im OpenAI-Format. Bei Anthropic heißt das Feld 'tool_use_id'."
)
TOOL_USE_ID_FEHLT = '{wo} hat keine tool_use_id: "tool_use_id": block["id"].'
IS_ERROR_FEHLT = (
    "{wo}: Bei status 'error' markiert Anthropic den Block mit \"is_error\": True, bekommen "
    "{bekommen}."
)
IS_ERROR_NUR_ERROR = (
    "{wo}: is_error gehört nur zu status 'error'. Ein not_found ist eine gültige Antwort "
    "(„gibt es nicht“), kein Fehler; hier status {status!r} und is_error {bekommen}."
)
TOOLS_GELAUFEN = (
    "Jeder Wunsch führt sein Tool genau einmal aus: erwartet {erwartet}, gelaufen {bekommen}."
)
ABSTURZ_JSON = (
    "{funktion} bricht ab ({art}: {text}): Ein Aufruf hat kaputtes JSON in arguments. Auch das "
    "wird ein Ergebnis mit status 'error', das den Namen des Tools nennt: Fange "
    "json.JSONDecodeError ab."
)
LITERAL_EVAL = (
    " arguments ist JSON, kein Python: Nimm json.loads, nicht ast.literal_eval oder eval. "
    "Python kennt true und null nicht, und {'stadt': 'Paris'} ist kein gültiges JSON."
)
IS_ERROR_BEI_OPENAI = (
    "{wo} trägt is_error. Das Feld gibt es nur bei Anthropic; bei OpenAI sagt allein der "
    "content mit status 'error', dass etwas schiefging."
)
EINGABE_VERAENDERT = (
    "{funktion} verändert die übergebene Nachricht: {bekommen}. Diese Nachricht des Modells "
    "kommt unverändert in den Verlauf. Schreib Geparstes in eine eigene Variable (args = "
    'json.loads(...)), statt etwa call["function"]["arguments"] zu ersetzen.'
)
ABSTURZ_TOOL = (
    "{funktion} bricht ab, weil ein Tool eine Exception wirft ({art}: {text}). Fang sie ab: "
    "LookupError wird not_found, jede andere Exception error."
)
ABSTURZ_UNBEKANNT = (
    "{funktion} bricht ab ({art}: {text}): Das Modell wünscht ein Tool, das es nicht gibt. "
    "Prüfe name in werkzeuge und gib ein Ergebnis mit status 'error' zurück."
)
ABSTURZ_ARGUMENTS = (
    "{funktion} bricht ab ({art}: {text}): arguments ist ein JSON-String, kein dict. "
    'Nimm json.loads(call["function"]["arguments"]).'
)

# --- Übung 3: agent_openai ------------------------------------------------------------------
IM_SZENARIO = "„{titel}“: {text}"
MODELL_NUR_EINMAL = (
    "Das Modell wünschte ein Tool, aber deine Schleife rief es danach nicht mehr auf. Nach den "
    "tool-Nachrichten geht es in den nächsten Durchlauf."
)
ASSISTANT_FEHLT = (
    "Die Antwort des Modells fehlt im Verlauf: Nach der Frage folgen gleich die "
    'tool-Nachrichten. Hänge antwort["choices"][0]["message"] unverändert an, bevor du die '
    "Ergebnisse anhängst; sonst antwortet eine tool-Nachricht auf einen Aufruf, den die API "
    "nie gesehen hat."
)
GANZE_ANTWORT = (
    "Im Verlauf steht die ganze Antwort der API (mit choices und usage) statt der Nachricht des "
    'Modells. Hänge nur antwort["choices"][0]["message"] an.'
)
NAME_STATT_TOOL_CALL_ID = (
    "Die tool-Nachricht trägt 'name' statt 'tool_call_id', wie die Schleife der Quelle. Die API "
    'verlangt die id des Aufrufs: "tool_call_id": call["id"].'
)
TOOL_NACHRICHTEN_IDS = (
    "Die tool-Nachrichten antworten auf {bekommen}, erwartet ist je eine für {erwartet}, in "
    "dieser Reihenfolge. Jeder Aufruf in tool_calls bekommt seine eigene tool-Nachricht."
)
ARGUMENTE_UNGEPARST = (
    "Das Tool bekam {bekommen} statt der Argumente artikel='Schraube M4'. arguments ist ein "
    'JSON-String: Mach mit json.loads(call["function"]["arguments"]) ein dict daraus und '
    "rufe werkzeuge[name](**args) auf."
)
CONTENT_DICT = (
    "Das Tool gibt ein dict zurück, und dein content ist {typ}. content ist in dieser Übung "
    "immer ein String: json.dumps(ergebnis)."
)
CONTENT_KEIN_JSON_3 = (
    "content {bekommen} ist kein JSON. str() schreibt Python (einfache Anführungszeichen, "
    "None); nimm json.dumps, dann kann das Modell das Ergebnis sicher lesen."
)
CONTENT_OHNE_DATEN = (
    "content {bekommen} enthält das Ergebnis des Tools nicht. Erwartet: json.dumps des dicts "
    "(oder das Schema aus Übung 1 mit dem dict als data)."
)
TOOL_FEHLER_ABBRUCH = (
    "Das Tool 'kaputt' wirft eine Exception, und deine Schleife bricht damit ab ({art}: "
    "{text}). Fang sie ab und gib das Ergebnis als tool-Nachricht zurück, etwa mit status "
    "'error': Das Modell kann darauf reagieren."
)
TOOL_FEHLER_OHNE_TEXT = (
    "Die tool-Nachricht zum gescheiterten Tool sagt nicht, was schiefging: {bekommen}. Nimm "
    "den Text der Exception mit ({text!r}), damit das Modell reagieren kann."
)
TOOL_FEHLER_KEINE_NACHRICHT = (
    "Auf den Aufruf des gescheiterten Tools folgt keine tool-Nachricht. Auch ein Fehler ist ein "
    "Ergebnis: Hänge es mit der tool_call_id des Aufrufs an."
)
TOOL_FEHLER_ALS_OK = (
    "Das Tool 'kaputt' ist gescheitert, aber deine tool-Nachricht meldet status 'ok': "
    "{bekommen}. Damit täuschst du dem Modell einen Erfolg vor. Ein Fehler geht als Schema "
    "aus Übung 1 zurück: status 'error', data None, error mit dem Text der Exception."
)
TOOL_FEHLER_KEIN_SCHEMA = (
    "Die tool-Nachricht zum gescheiterten Tool ist {bekommen}. Verlangt ist das Schema aus "
    'Übung 1 als JSON: {{"status": "error", "data": None, "error": <Text mit der Exception>}}.'
)
VERLAUF_VERGESSEN = (
    "Deine Schleife vergisst frühere Schritte: Beim dritten Modellaufruf fehlt, was beim "
    "zweiten im Verlauf stand. Lege messages einmal vor der Schleife an und hänge nur an, statt "
    "es in jeder Runde neu zu bauen."
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
API_ABGELEHNT = "Das Modell lehnt deinen Verlauf ab (ApiFehler): {text}"
