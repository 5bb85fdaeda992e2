"""Die gezielte Prüfung der Zusatzübung. Jede Meldung nennt eine der beiden Regeln, die die
Seite über dem Editor zeigt; keine verrät die erwartete Zahl."""

from lernlabor.pruefen import falsch, kurz, pruefung, richtig
from lernlabor.pruefen.meldungen import VARIABLE_FEHLT

REGELN = (
    "`aufgabe` ist eine ganze Zahl, genau vom Typ `int`: ohne Anführungszeichen, ohne Komma, "
    "weder `True` noch `False` und auch keine andere Unterklasse von `int`.",
    "`aufgabe` ist die Zahl der Modellaufrufe im Trockenlauf (das Skript ohne Schlüssel), einer "
    "je Durchlauf der Schleife. Der Aufruf, der die Endantwort bringt, zählt mit; die Frage an "
    "den Agenten und die Aufrufe der Tools sind keine Modellaufrufe.",
)
NUR_TOOLS = "{wert} sind nur die Tool-Wünsche; die Endantwort ist auch ein Modellaufruf."
NACHRICHTEN = "{wert} ist die Zahl der Nachrichten im Verlauf, nicht die der Modellaufrufe."
MIT_TOOLS = (
    "{wert} ist zu groß: Zählst du die Tool-Aufrufe mit? Sie sind keine Modellaufrufe, auch "
    "wenn das Modell sie sich gewünscht hat."
)
EINS_ZU_VIEL = "{wert} ist um eins zu groß: Zählst du die Frage mit? Sie ist kein Modellaufruf."
FALSCH = "{wert} stimmt nicht. Zähle im Protokoll einen Aufruf je Durchlauf."


def _regel(nummer, text):
    return falsch(f"Regel {nummer} verletzt: {REGELN[nummer - 1]} {text}")


@pruefung("aufgabe = Zahl der Modellaufrufe im Trockenlauf")
def modellaufrufe(namensraum):
    """Die Zahl kommt aus dem Skript selbst: Ändert jemand es, ändert sie sich mit."""
    if "aufgabe" not in namensraum:
        return _regel(1, VARIABLE_FEHLT.format(name="aufgabe"))  # auch sie nennt die Regel
    wert = namensraum["aufgabe"]
    if type(wert) is not int:
        typ = type(wert).__name__
        if typ == "int":  # Runde 39: `class int(int)` hieß sonst „Bekommen: 3 (int)“
            typ = "eine eigene Klasse namens int, nicht das eingebaute int"
        return _regel(1, f"Bekommen: {kurz(wert)} ({typ}).")
    from lernlabor.tracks.ki.labor.ki_14_echter_agent import trockenlauf

    lauf = trockenlauf(ausgabe=lambda *a, **k: None)
    erwartet = lauf["modellaufrufe"]
    if wert == erwartet:
        return richtig("aufgabe stimmt: So viele Modellaufrufe brauchte der Trockenlauf.")
    tools = sum(len(p.get("tools", ())) for p in lauf["protokoll"])
    # Bei gleicher Zahl gewinnt der spätere Eintrag: zuerst die Tool-Wünsche.
    diagnosen = {
        erwartet + tools: MIT_TOOLS,
        erwartet + 1: EINS_ZU_VIEL,
        len(lauf["messages"]): NACHRICHTEN,
        tools: NUR_TOOLS,
    }
    return _regel(2, diagnosen.get(wert, FALSCH).format(wert=wert))
