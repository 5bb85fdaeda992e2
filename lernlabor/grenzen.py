"""Eine Grenze, die ein Hilfsmittel einer Übung zieht: Der Code der Lernenden endet nicht.

Ein Track leitet seine eigenen Grenzen hiervon ab (der Simulator des Tracks KI etwa
``_ZuVieleAufrufe``, wenn ein Modell öfter gerufen wird als erlaubt). Die Prüf-Maschine kennt
nur diese Klasse und macht aus jeder Unterklasse die Meldung zur Endlosschleife; so hängt der
Generator an keinem Track. Nur Standardbibliothek: Das Modul läuft auch in Pyodide und in den
Download-Skripten.
"""


class GrenzeErreicht(BaseException):  # noqa: N818 – heißt, was sie meldet
    """Ein Hilfsmittel hat bemerkt, dass der Code der Lernenden nicht zum Ende kommt.

    Erbt absichtlich von ``BaseException``: Ein breites ``except Exception`` im Code der
    Lernenden verschluckt sie nicht, so endet jede Endlosschleife sicher.
    """
