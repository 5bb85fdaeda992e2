"""Die Schlüsselwortargumente gehen sortiert an das Tool: Ihre Reihenfolge ist frei (Runde 30)."""

def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception as fehler:
            raise PermissionError(f"{name} wurde nicht freigegeben.") from fehler
        if antwort is not True:
            raise PermissionError(f"{name} wurde nicht freigegeben.")
        return tool(**dict(sorted(eingabe.items())))
    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for n in gefaehrlich:
        if n not in werkzeuge:
            raise ValueError(f"Unbekanntes Tool: {n!r}")
    neu = dict(werkzeuge)
    for n in set(gefaehrlich):
        neu[n] = bewache(n, werkzeuge[n], frage)
    return neu
