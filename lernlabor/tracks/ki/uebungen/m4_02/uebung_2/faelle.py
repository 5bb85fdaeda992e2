"""Erzeugte Fälle für ``agent``: drei kleine Skripte, denn diese Übung misst der Browser.

Die Aufgabe legt den Wortlaut eines Fehlerergebnisses nicht fest (nur ``is_error``), darum
vergleicht der Vergleich dort nur, dass es ein Fehler ist. Tools liefern hier Texte und
Zahlen; ob ein dict als JSON durchkommt, prüft schon die gezielte Prüfung davor.
"""

from ..faelle import fall, je_saat, skript, sortiere_ergebnisse

NAMEN = ("lager", "zahl", "kaputt", "zauberstab")
FEHLERTEXT = "<Text des Fehlers>"


@je_saat
def faelle(zufall):
    """Drei Fälle mit erzeugten Texten und Werten; jeder Modellaufruf mehr kostet Zeit."""
    kombi, werte = skript(zufall, 2, True, NAMEN)
    # Zwei Runden braucht es, sonst fällt ein Verlauf, der frühere Schritte vergisst, nicht
    # auf; die zweite mit nur einem Tool, das hält die Verläufe kurz.
    kombi[1] = kombi[1][-1:]
    kombi[0] = [
        {"type": "text", "text": "Ich prüfe drei Dinge."},
        *(
            {"type": "tool_use", "id": f"p{i}", "name": name, "input": {"artikel": "Mutter M4"}}
            for i, name in enumerate(("kaputt", "zauberstab", "zahl"))
        ),
    ]
    nie, werte_nie = skript(zufall, 1, False, NAMEN)
    liste = [
        fall(kombi, werte, {}, True, form),
        fall(nie, werte_nie, {"max_schritte": 1}, False, form),
        fall(nie, werte_nie, {"max_schritte": 0}, False, form),
    ]
    return liste


def form(nachricht):
    """Reihenfolge der Ergebnisse und Wortlaut eines Fehlers lässt die Aufgabe offen."""
    nachricht = sortiere_ergebnisse(nachricht)
    content = nachricht.get("content") if isinstance(nachricht, dict) else None
    if not isinstance(content, list):
        return nachricht
    bloecke = [
        {**b, "content": FEHLERTEXT}
        if isinstance(b, dict) and b.get("type") == "tool_result" and b.get("is_error") is True
        else b
        for b in content
    ]
    return {**nachricht, "content": bloecke}
