"""Die deutschen Rückmeldungen von Übung 2 (der Kommando-Wächter), an einem Ort.

Die falschen Antworten in ``__init__.py`` suchen Ausschnitte dieser Texte; wer hier
umformuliert, passt sie dort mit an.
"""

HARMLOS_ABGELEHNT = (
    "Das harmlose Kommando {kommando} wird abgelehnt ({art}: {grund}), erwartet ist die "
    "Argumentliste {argv}.{hinweis}"
)
KEINE_LISTE = (
    "pruefe_kommando({kommando}) gibt {typ} zurück, erwartet ist eine Liste (list) von Strings "
    "für subprocess.run(argv, shell=False): {argv}."
)
FALSCHE_LISTE = "pruefe_kommando({kommando}) gibt {bekommen} zurück, erwartet {argv}."
STR_SPLIT = (
    " Du zerlegst mit str.split, und das kennt keine Anführungszeichen. Nimm "
    "shlex.split(kommando): Es zerlegt wie eine Shell, ohne eine zu starten."
)
HARMLOS_OK = "Harmlose Kommandos werden zur richtigen Argumentliste."

DURCHGELASSEN = (
    "Regel {regel}: pruefe_kommando({kommando}) lässt das Kommando durch und gibt {argv} "
    "zurück; erwartet ist KommandoAbgelehnt.{hinweis}"
)
# Eine Ablehnung als Rückgabewert: Der Aufrufer sähe sie nicht, er führt aus, was kommt.
ABLEHNUNG_ALS_WERT = (
    "Regel {regel}: pruefe_kommando({kommando}) lehnt ab, aber nur mit dem Rückgabewert "
    "{wert}. Der Aufrufer erwartet eine Argumentliste und prüft keinen Wert: Wirf "
    "KommandoAbgelehnt mit einem deutschen Grund."
)
KEIN_GRUND = (
    "Regel {regel}: pruefe_kommando({kommando}) wirft KommandoAbgelehnt ohne Text als ersten "
    "Wert. Gib einen "
    'deutschen Grund mit, etwa KommandoAbgelehnt("Das Kommando ist leer."): Das Modell liest '
    "ihn und soll verstehen, warum es nicht weitergeht."
)
EIGENE_KLASSE = (
    "pruefe_kommando({kommando}) wirft eine eigene Klasse KommandoAbgelehnt. Nimm die aus dem "
    "Setup und definiere keine neue: Das Programm, das deinen Wächter benutzt, fängt genau "
    "diese Klasse ab."
)
NUR_VALUEERROR = (
    "Regel {regel}: pruefe_kommando({kommando}) wirft {art} ({grund}) statt KommandoAbgelehnt. "
    "Wirf KommandoAbgelehnt aus dem Setup; die Klasse erbt von ValueError, ist aber genauer."
    "{hinweis}"
)
ANDERE_AUSNAHME = (
    "Regel {regel}: pruefe_kommando({kommando}) bricht mit {art} ab ({grund}), statt mit "
    "KommandoAbgelehnt abzulehnen.{hinweis}"
)
LEER_ABSTURZ = (
    " Ein leeres Kommando ergibt nach shlex.split eine leere Liste, und argv[0] gibt es dann "
    "nicht: Lehne leere Kommandos als Erstes ab (Regel 1)."
)
REGEL_OK = "Regel {regel} ({titel}) greift."

VERGLEICH_TITEL = "Gemischte Kommandos wie die Musterlösung"
