"""Die deutschen Rückmeldungen der Übungen von M4·03, alle an einem Ort.

Jeder Text nennt, was erwartet war und was kam, und wo möglich die wahrscheinliche Ursache.
Die Tests suchen Ausschnitte dieser Texte; wer hier umformuliert, passt ``falsche`` in den
Übungsdefinitionen mit an.
"""

# --- Übung 2: kuerze und mit_hinweis --------------------------------------------------------
KURZ_VERAENDERT = (
    "kuerze({aufruf}) soll den Text unverändert zurückgeben, denn er hat {laenge} Zeichen und "
    "max_zeichen ist {max_zeichen}. Bekommen: {bekommen}."
)
GRENZE_GENAU = " Ein Text mit genau max_zeichen Zeichen passt noch: Vergleiche mit <=, nicht mit <."
KUERZUNG_FALSCH = "kuerze({aufruf}) sollte {erwartet} zurückgeben, gab aber {bekommen} zurück."
REST_GESAMT = (
    " Im Hinweis steht {laenge}, die Länge des ganzen Texts. Gemeint ist, was wegfällt: "
    "{laenge} − {max_zeichen} = {rest} weitere Zeichen."
)
HINWEIS_ENGLISCH = (
    " Der Hinweis ist der aus der englischen Quelle. Hier lautet er deutsch: "
    '"\\n...[gekürzt, {rest} weitere Zeichen]".'
)
OHNE_UMBRUCH = (
    ' Vor dem Hinweis fehlt der Zeilenumbruch: Er beginnt mit "\\n...", damit er sich '
    "sichtbar vom abgeschnittenen Text trennt."
)
HINWEIS_IN_GRENZE = (
    " Du kürzt so, dass Text und Hinweis zusammen max_zeichen lang sind. Verlangt ist: die "
    "ersten max_zeichen Zeichen behalten und den Hinweis dahinter anhängen."
)
NEGATIV_ERLAUBT = (
    "kuerze({aufruf}) gab {bekommen} zurück. Ein negatives max_zeichen ergibt keinen Sinn "
    "(text[:-1] schneidet hinten ab, statt zu kürzen): Wirf vorher einen ValueError."
)

HINWEIS_KEIN_DICT = "mit_hinweis({aufruf}) soll ein dict zurückgeben, gab aber {bekommen} zurück."
HINWEIS_NOTE = (
    "mit_hinweis({aufruf}): Das dict hat den Schlüssel 'note' wie in der englischen Quelle. "
    "Hier heißt er 'hinweis'."
)
HINWEIS_SCHLUESSEL = (
    "mit_hinweis({aufruf}) soll genau die Schlüssel status, data, error und hinweis liefern, "
    "bekommen: {bekommen}. Ein stabiles Schema hat immer dieselben Felder."
)
HINWEIS_SCHEMA = (
    "mit_hinweis({aufruf}): Erwartet status 'ok' und error None, bekommen status {status} und "
    "error {error}."
)
HINWEIS_DATA = (
    "mit_hinweis({aufruf}): data soll die ersten {max_zeilen} Zeilen enthalten ({erwartet} "
    "Stück), enthält aber {bekommen}."
)
DATA_UNGEKUERZT = " Du gibst alle Zeilen zurück: Schneide mit zeilen[:max_zeilen] ab."
HINWEIS_OHNE_KUERZUNG = (
    "mit_hinweis({aufruf}): Es fehlt nichts ({gesamt} Zeilen, max_zeilen {max_zeilen}), also "
    "ist hinweis None. Bekommen: {bekommen}."
)
HINWEIS_GRENZE_GENAU = " Bei genau max_zeilen Zeilen ist alles gezeigt: Vergleiche mit >, nicht >=."
HINWEIS_FEHLT = (
    "mit_hinweis({aufruf}): {gezeigt} von {gesamt} Zeilen sind gezeigt, aber hinweis ist "
    "{bekommen}. Dann braucht das Modell einen Satz, der sagt, dass es mehr gibt."
)
HINWEIS_ZAHLEN = (
    "mit_hinweis({aufruf}): Der Hinweis {bekommen} soll beide Zahlen nennen, die gezeigten "
    "({gezeigt}) und alle ({gesamt}). Es fehlt: {fehlt}."
)
HINWEIS_WEITERE = (
    "mit_hinweis({aufruf}): Der Hinweis {bekommen} nennt die Zahlen, sagt aber nicht, dass es "
    "weitere Treffer gibt. Schreib es aus, etwa mit „weitere“ oder „mehr“."
)
HINWEIS_VERAENDERT_EINGABE = (
    "mit_hinweis({aufruf}) verändert die übergebene Liste zeilen. Schneide eine Kopie ab "
    "(zeilen[:max_zeilen]), statt die Liste selbst zu kürzen."
)
