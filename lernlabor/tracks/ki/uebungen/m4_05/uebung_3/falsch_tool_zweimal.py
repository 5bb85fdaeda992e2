"""Regel 3: Das Tool lief zweimal: Nach der Freigabe ruft deine Hülle es einmal für eine Ausgabe
und noch einmal für `return` auf. Ein zweites Löschen oder Senden hat niemand erlaubt. Ruf das
Tool genau einmal auf, merk dir sein Ergebnis und gib dieses zurück.
"""


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is True:
            ergebnis = tool(**eingabe)
            print("Tool lief:", name, ergebnis)
            return tool(**eingabe)
        raise PermissionError(f"Tool {name} wurde nicht freigegeben")

    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(f"unbekanntes Tool: {name}")
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
