"""Ein Parameter `name` mit einer eigenen Marke als Vorgabe: Ein Argument `name` vom Modell kommt
immer ins dict, auch `None`, nur an anderer Stelle (Runde 30)."""

_FEHLT = object()


def bewache(toolname, tool, frage):
    def bewacht(name=_FEHLT, **eingabe):
        if name is not _FEHLT:
            eingabe["name"] = name
        try:
            antwort = frage(toolname, dict(eingabe))
        except Exception as fehler:
            raise PermissionError(f"{toolname} wurde nicht freigegeben.") from fehler
        if antwort is not True:
            raise PermissionError(f"{toolname} wurde nicht freigegeben.")
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
