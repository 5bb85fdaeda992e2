"""Regel 1: Du suchst den Namen eines Tools im Text der gefährlichen Namen. `"datei"` steckt in
`"loesche_datei"` und bekäme so eine Hülle, obwohl es harmlos ist. Vergleiche ganze Namen:
`name in gefaehrlich`.
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
        if name not in werkzeuge:
            raise ValueError(name)
    text = " ".join(gefaehrlich)
    return {n: (bewache(n, f, frage) if n in text else f) for n, f in werkzeuge.items()}
