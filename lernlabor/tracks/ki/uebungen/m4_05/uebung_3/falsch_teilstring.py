"""Regel 5: Du prüfst, ob der Name in einem Tool-Namen *steckt* (`name in k`), nicht, ob es ihn
als Tool gibt. `"loesche"` steckt in `"loesche_datei"`, ist aber kein Tool. Prüfe mit
`name in werkzeuge`.
"""

def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is True:
            return tool(**eingabe)
        raise PermissionError(f"{name} nicht freigegeben")
    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for name in gefaehrlich:
        if not any(name in k for k in werkzeuge):
            raise ValueError(name)
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
