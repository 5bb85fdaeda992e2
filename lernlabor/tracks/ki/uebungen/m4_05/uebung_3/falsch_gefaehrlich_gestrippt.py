"""Regel 5: Du streichst Leerzeichen um die Namen in `gefaehrlich`, bevor du sie mit `werkzeuge`
vergleichst. `" loesche_datei"` ist aber kein Tool: Wer den Namen so schreibt, hat sich
vertippt und soll es durch den `ValueError` erfahren. Vergleiche die Namen so, wie sie kommen.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    namen = {n.strip() for n in gefaehrlich}
    unbekannt = namen - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    return {n: bewache(n, t, frage) if n in namen else t for n, t in werkzeuge.items()}


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
