"""Regel 2: Deine Hülle bindet Name, Tool oder `frage` als Parameter mit Vorgabewert, auch mit
Unterstrich (`def bewacht(_name=name, **eingabe)`) oder als Schlüsselwort eines `partial`. Jeder
solche Parameter lässt sich überschreiben: Schickt das Modell `_name="liste_dateien"`, fragt
die Hülle nach dem falschen Tool. Nimm nur `**eingabe` und binde den Rest in einer eigenen
Funktion wie `bewache(name, tool, frage)`.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        tool = werkzeuge[name]

        def bewacht(_name=name, _tool=tool, _frage=frage, **eingabe):
            try:
                antwort = _frage(_name, dict(eingabe))
            except Exception:
                antwort = None
            if antwort is not True:
                raise PermissionError(f"Das Tool {_name} wurde nicht freigegeben und lief nicht.")
            return _tool(**eingabe)

        neu[name] = bewacht
    return neu
