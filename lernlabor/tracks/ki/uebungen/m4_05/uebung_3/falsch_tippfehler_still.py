"""Regel 5: Einen Namen, den es in `werkzeuge` nicht gibt, überspringst du, ohne `mit_freigabe`
abzubrechen (auch eine Warnung oder ein `print` hält nichts auf). Gemeint war vermutlich ein
anderes Tool, und das bleibt ungeschützt: Löse einen `ValueError` aus.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        if name not in werkzeuge:
            continue  # gibt es nicht, also nichts zu bewachen
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
