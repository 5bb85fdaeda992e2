"""Die deutschen Rückmeldungen von Übung 3 (das Freigabe-Tor), an einem Ort.

Die falschen Antworten in ``__init__.py`` suchen Ausschnitte dieser Texte; wer hier
umformuliert, passt sie dort mit an.
"""

AUFRUF = "mit_freigabe(werkzeuge, {gefaehrlich}, frage)"
WIRFT = "{aufruf} bricht mit {art} ab: {text}"
KEIN_DICT = "{aufruf} gibt {typ} zurück, erwartet ist ein neues dict mit denselben Tool-Namen."
ORIGINAL_ZURUECK = (
    "{aufruf} gibt das Original-dict zurück. Baue ein neues dict: Wer werkzeuge schon an "
    "anderer Stelle benutzt, soll davon nichts merken."
)
ORIGINAL_VERAENDERT = (
    "{aufruf} verändert das übergebene dict werkzeuge ({was}). Lass das Original, wie es ist, "
    "und trage die bewachten Tools in ein neues dict ein."
)
SCHLUESSEL = (
    "Das neue dict hat die Tools {bekommen}, erwartet {erwartet}: alle, nicht nur die gefährlichen."
)
HARMLOS_VERPACKT = (
    "Das harmlose Tool {name!r} ist im neuen dict nicht mehr dieselbe Funktion. Nur die "
    "gefährlichen Tools bekommen eine Hülle; die anderen übernimmst du unverändert "
    "(neu[name] = werkzeuge[name])."
)
NICHT_VERPACKT = (
    "Das gefährliche Tool {name!r} ist im neuen dict noch die Original-Funktion: Es läuft "
    "ohne Rückfrage."
)
FRAGE_ZU_FRUEH = (
    "mit_freigabe ruft frage schon beim Einpacken auf ({anzahl}). Gefragt wird erst, wenn "
    "das Modell das Tool wirklich aufruft, mit dessen Eingabe."
)
FORM_OK = "Ein neues dict; harmlose Tools sind dieselben Funktionen, gefährliche sind bewacht."

FRAGE_NIE = (
    "Beim Aufruf des gefährlichen Tools {name!r} wurde frage nicht aufgerufen, und das Tool "
    "lief {laeufe}. Vor jedem Aufruf kommt frage(name, eingabe)."
)
FRAGE_ARGUMENTE = (
    "frage bekam {bekommen}, erwartet sind zwei Argumente: der Name des Tools und ein dict "
    "mit seiner Eingabe, also frage({name!r}, {eingabe!r})."
)
FREIGABE_WIRFT = (
    "frage antwortete True, trotzdem bricht das Tool {name!r} mit {art} ab: {text}. Bei True "
    "läuft das Tool mit derselben Eingabe."
)
FREIGABE_ERGEBNIS = (
    "Nach der Freigabe gibt das Tool {bekommen} zurück, erwartet {erwartet}: Gib das Ergebnis "
    "des Tools unverändert zurück."
)
FREIGABE_LAEUFE = "Nach der Freigabe lief das Tool {laeufe}, erwartet genau einmal {erwartet}."
FREIGABE_OK = "Mit True läuft das Tool mit seiner Eingabe, und sein Ergebnis kommt zurück."

NICHT_FAIL_CLOSED = (
    "frage antwortete {antwort}, und das Tool {name!r} lief trotzdem. Nur die Antwort True "
    "gibt frei (is True), alles andere ist eine Ablehnung: So bleibt das Tor bei jeder "
    "unklaren Antwort zu (fail closed)."
)
ABLEHNUNG_OHNE_AUSNAHME = (
    "Bei der Antwort {antwort} lief das Tool nicht, aber die Hülle gibt {wert} zurück, statt "
    "einen PermissionError zu werfen. Ohne Ausnahme wird daraus kein Ergebnis mit is_error, "
    "und das Modell hält die Ablehnung für einen Erfolg."
)
ERST_AUSGEFUEHRT = (
    "Bei der Antwort {antwort} wurde abgelehnt, aber das Tool {name!r} lief vorher schon. "
    "Erst fragen, dann ausführen: Nach einer Ablehnung ist es sonst zu spät."
)
FALSCHE_AUSNAHME = (
    "Bei der Antwort {antwort} wirft die Hülle {art} ({text}), erwartet ist PermissionError: "
    "Daraus macht tool_result_fuer ein Ergebnis mit is_error."
)
MELDUNG_OHNE_NAMEN = (
    "Der PermissionError nennt das Tool nicht ({text!r}). Schreib den Namen hinein, etwa "
    '`f"Das Tool {{name}} wurde nicht freigegeben."`: Das Modell liest die Meldung.'
)
ABLEHNUNG_OK = "Alles außer True lehnt ab, mit PermissionError und dem Namen des Tools."

FRAGE_FEHLER = (
    "frage wirft {frage_art}, und die Hülle {was}. Ein Fehler in frage zählt als Ablehnung: "
    "Fange ihn ab und wirf PermissionError; das Tool läuft nicht."
)
FRAGE_FEHLER_OK = "Ein Fehler in frage zählt als Ablehnung."

FALSCHES_TOOL = (
    "Der Aufruf von {name!r} führte {bekommen} aus, erwartet {name!r}. Vermutlich eine Hülle "
    "in einer Schleife, die sich den Namen erst beim Aufruf holt (späte Bindung): Dann sehen "
    "alle Hüllen den letzten Wert der Schleifenvariable. Bau jede Hülle in einer eigenen "
    "Funktion, die name und tool als Parameter bekommt."
)
FALSCH_GEFRAGT = (
    "Der Aufruf von {name!r} fragte nach {bekommen!r}. Jede Hülle fragt mit dem Namen ihres "
    "eigenen Tools (späte Bindung in einer Schleife?)."
)
ZWEI_OK = "Jede Hülle fragt nach ihrem Tool und ruft ihr Tool."

TIPPFEHLER_STILL = (
    "mit_freigabe(werkzeuge, {gefaehrlich}, frage) läuft durch, obwohl es {unbekannt} nicht "
    "gibt. Wirf ValueError: Ein Tippfehler ließe sonst das gemeinte Tool ohne Schutz."
)
TIPPFEHLER_ART = (
    "Bei einem unbekannten Namen in gefaehrlich wirft mit_freigabe {art} ({text}), erwartet "
    "ist ValueError mit einem Text, der den Namen nennt."
)
TIPPFEHLER_OHNE_TEXT = "Der ValueError für einen unbekannten Namen hat keinen Text."
TIPPFEHLER_OK = "Ein unbekannter Name in gefaehrlich gibt ValueError."

SZENARIO_WIRFT = "Im Injektions-Szenario ({fall}) bricht der Lauf mit {art} ab: {text}"
SZENARIO_GELOESCHT = (
    "Im Injektions-Szenario ({fall}) sind danach {fehlend} gelöscht. Das Modell folgte dem "
    "eingeschleusten Satz „{injektion}“, und dein Tor ließ es durch."
)
SZENARIO_ZU_VIEL = (
    "Im Injektions-Szenario ({fall}) fehlen danach {fehlend}, erwartet war nur {erwartet}."
)
SZENARIO_ZU_WENIG = (
    "Im Injektions-Szenario ({fall}) ist {erwartet} noch da, obwohl frage dafür True "
    "antwortete: Nach einer Freigabe läuft das Tool."
)
SZENARIO_OHNE_IS_ERROR = (
    "Im Injektions-Szenario ({fall}) bekam das Modell für loesche_datei das Ergebnis "
    "{content!r} ohne is_error. So erfährt es nicht, dass abgelehnt wurde."
)
SZENARIO_OK = (
    "Das Injektions-Szenario: Ohne Freigabe bleiben alle Dateien, und das Modell erfährt, dass "
    "loesche_datei abgelehnt wurde."
)

VERGLEICH_TITEL = "Gemischte Tore wie die Musterlösung"
OHNE_FRAGE = (
    "Das gefährliche Tool {name} lief, ohne dass frage gefragt wurde. Verpackst du jedes Tool "
    "aus gefaehrlich? Ein return in der Schleife beendet sie schon nach dem ersten Namen."
)
FRAGT_ZU_SELTEN = (
    "Dein Tor fragt seltener als die Musterlösung: Jeder Aufruf eines gefährlichen Tools "
    "braucht seine eigene Rückfrage, auch wenn frage vorher schon zugestimmt hat."
)
LAEUFT_ZU_OFT = (
    "Bei deinem Tor laufen Tools, die nicht laufen dürften: Nur wenn frage genau True "
    "antwortet, darf das gefährliche Tool laufen."
)
TOOLFEHLER_VERSCHLUCKT = (
    "Dein Tor macht aus einem Fehler des Tools selbst eine Ablehnung. Nur ein Fehler in frage "
    "ist eine Ablehnung; wirft das freigegebene Tool, geht seine Exception unverändert weiter."
)


def wie_oft(anzahl):
    """„einmal“, „zweimal“, „dreimal“, sonst „4-mal“: wie man es schreibt."""
    return {1: "einmal", 2: "zweimal", 3: "dreimal"}.get(anzahl, f"{anzahl}-mal")
