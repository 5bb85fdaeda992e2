"""Die Ausnahme des Kommando-Wächters, in einem eigenen Modul.

Eigenes Modul, damit das Setup der Übung ``m4-05-uebung-2`` genau diese Klasse bereitstellen
kann, ohne ``kommando.py`` zu laden: Dort ist die Prüfregel die Musterlösung der Übung.
"""


class KommandoAbgelehnt(ValueError):  # noqa: N818 – Name ist Teil der Lektion
    """Ein Shell-Kommando, das der Wächter nicht ausführen lässt; die Nachricht nennt den Grund.

    Erbt von ``ValueError``: Der Wert (das Kommando) hat den richtigen Typ, aber einen
    unzulässigen Inhalt. ``regel`` ist die Nummer der Regel, die abgelehnt hat (1 bis 7), oder
    ``None``; so können Tests und Protokolle die Regel lesen, ohne den Text zu zerlegen. Ohne
    Grund entsteht eine Ausnahme ohne Text; die Prüfung der Übung meldet das als Fehler.
    """

    def __init__(self, grund="", regel=None):
        super().__init__(grund)
        self.grund = grund
        self.regel = regel
