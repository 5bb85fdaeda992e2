"""Regel 2: Deine Hülle hat einen Parameter `name=None` und gibt ihn nur an `frage` weiter, wenn er
nicht `None` ist: Ein Argument `name=None` vom Modell fehlt dann im dict. Jedes Argument gehört
hinein, auch mit dem Wert `None`: Nimm nur `**eingabe` an.
"""

def bewache(toolname, tool, frage):
    def bewacht(name=None, **eingabe):
        if name is not None:
            eingabe['name'] = name
        name = toolname
        try:
            antwort = frage(name, dict(eingabe))
        except Exception as fehler:
            raise PermissionError(f"{name} wurde nicht freigegeben.") from fehler
        if antwort is not True:
            raise PermissionError(f"{name} wurde nicht freigegeben.")
        return tool(**eingabe)
    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for n in gefaehrlich:
        if n not in werkzeuge:
            raise ValueError(f"Unbekanntes Tool: {n!r}")
    neu = dict(werkzeuge)
    for n in set(gefaehrlich):
        neu[n] = bewache(n, werkzeuge[n], frage)
    return neu
