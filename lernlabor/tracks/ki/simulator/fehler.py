"""Die Ausnahmen des KI-Simulators."""

from lernlabor.grenzen import GrenzeErreicht


class ApiFehler(Exception):
    """Ein Verlauf, den eine echte Messages-API (oder der strengere Simulator) ablehnen würde.

    Attribute:
        erklaerung: was falsch ist und wie man es behebt, auf Deutsch.
        index: Index der betroffenen Nachricht in ``messages`` (``None``, wenn der
            Verlauf als Ganzes falsch ist, etwa keine Liste).
        api_text: der englische Fehlertext der echten API, falls sie diesen Fall
            mit einem eigenen Text ablehnt, sonst ``None``.
        regel: kurzer, stabiler Name der verletzten Regel (für Tests und Prüfungen).
    """

    def __init__(self, erklaerung, index=None, api_text=None, regel="form"):
        self.erklaerung = erklaerung
        self.index = index
        self.api_text = api_text
        self.regel = regel
        super().__init__(self._text())

    def _text(self):
        ort = "Verlauf" if self.index is None else f"messages[{self.index}]"
        text = f"{ort}: {self.erklaerung}"
        if self.api_text:
            text += f"\nDie echte API meldet: {self.api_text}"
        return text


class _ZuVieleAufrufe(GrenzeErreicht):  # noqa: N818 – Name ist Teil der Lektion
    """Das simulierte Modell wurde öfter aufgerufen als erlaubt.

    Eine ``GrenzeErreicht`` und damit eine ``BaseException``: Ein breites ``except Exception``
    im Code der Lernenden verschluckt sie nicht, so endet jede Endlosschleife sicher, und die
    Prüf-Maschine meldet sie als Endlosschleife.
    """
