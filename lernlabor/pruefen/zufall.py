"""Zufällige Fälle mit fester Saat, die Randfälle mit Absicht ziehen.

Gleichverteilte Zahlen treffen selten die Stellen, an denen Lösungen scheitern: 0 und 1, sehr
große Werte, Zahlen, bei denen Kommazahlen anders runden als ganze, Texte mit Umlauten und
Zeichen aus mehreren Bytes. ``Zufall`` zieht sie häufiger. Die Saat ist je Vergleich fest,
so sieht jede Prüfung, in CPython wie in Pyodide, dieselben Fälle.
"""

import random

# Ab 2**53 kann ein float nicht mehr jede ganze Zahl darstellen.
GENAU = 2**53
RANDZAHLEN = (0, 1, 2, 3, 10, 999, 1000, 1001, 10**6, GENAU - 1, GENAU + 1, 10**16 + 1, 10**18 + 7)
ZEICHEN = "abcxyz ABC019.,-_/=äöüÄÖÜß€✓漢🙂"


class Zufall(random.Random):
    """``random.Random`` mit Ziehungen für Prüfungen: Randfälle zuerst bedacht."""

    def __init__(self, saat):
        """``saat`` legt alle Ziehungen fest: Dieselbe Saat gibt überall dieselben Fälle."""
        super().__init__(saat)

    def ganzzahl(self, unten=0, oben=10**6, rand=0.3):
        """Eine ganze Zahl in ``[unten, oben]``; mit Wahrscheinlichkeit ``rand`` ein Randwert."""
        raender = [z for z in (unten, unten + 1, oben - 1, oben, *RANDZAHLEN) if unten <= z <= oben]
        if raender and self.random() < rand:
            return self.choice(raender)
        return self.randint(unten, oben)

    def gross(self):
        """Eine ganze Zahl, bei der Rechnen mit float falsch rundet (über 2**53)."""
        return GENAU + self.randint(1, 10**6) * self.choice((1, 3, 7, 10**3, 10**9))

    def text(self, laenge=None, zeichen=ZEICHEN):
        """Ein Text mit Umlauten und Zeichen aus mehreren Bytes; ``laenge`` Zeichen lang."""
        if laenge is None:
            laenge = self.ganzzahl(0, 40, rand=0.2)
        return "".join(self.choice(zeichen) for _ in range(laenge))

    def teilmenge(self, werte, mindestens=0):
        """Eine zufällige Teilmenge von ``werte`` (als Liste in der alten Reihenfolge)."""
        werte = list(werte)
        anzahl = self.randint(min(mindestens, len(werte)), len(werte))
        gewaehlt = set(self.sample(range(len(werte)), anzahl))
        return [w for i, w in enumerate(werte) if i in gewaehlt]
