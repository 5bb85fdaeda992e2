"""Die kleine API, mit der Autorinnen und Autoren Prüfungen schreiben.

Eine Prüfung ist eine Funktion ``pruefung(namensraum) -> Rueckmeldung``. Sie bekommt den
Namensraum, in dem der Code der Lernenden lief, ruft deren Funktionen über ``rufe`` auf und
gibt ``richtig(...)`` oder ``falsch(...)`` zurück. Für „falsch“ wirft sie nichts.
"""

import contextvars
import inspect
import math
import re
import reprlib
import unicodedata
from dataclasses import dataclass

from . import meldungen as m

# Während ``pruefe`` läuft: eine Funktion, die den Code der Lernenden frisch lädt (ein neuer
# Namensraum, ``None`` bei einem Fehler). Eine Prüfung fragt damit, ob ein gescheiterter Fall
# auch ohne die Aufrufe davor scheitert; außerhalb von ``pruefe`` fehlt sie.
NEU_GELADEN = contextvars.ContextVar("neu_geladen", default=None)

# Ein repr mit Speicheradresse (ein Generator, eine Funktion) lautet in jedem Lauf anders.
ADRESSE = re.compile(r" at 0x[0-9a-fA-F]+(?=>)")


def ohne_adresse(text):
    """``<function f at 0x7f…>`` wird ``<function f>``: gleich in jedem Lauf und in Pyodide."""
    return ADRESSE.sub("", text)


class _Darstellung(reprlib.Repr):
    """``reprlib`` ohne sortierte dicts: Eine Meldung zeigt die Schlüssel in der Reihenfolge,
    in der der Fall sie übergibt; auf die kann es ankommen (``preise.values()``). Und ohne
    Speicheradressen, damit eine Meldung in jedem Lauf gleich lautet."""

    def repr_instance(self, x, level):
        try:
            text = ohne_adresse(repr(x))
        except Exception:  # noqa: BLE001 – ein kaputtes __repr__ darf die Prüfung nicht stoppen
            return f"<{type(x).__name__}>"
        if len(text) <= self.maxother:
            return text
        vorn = max(0, (self.maxother - 3) // 2)
        return text[:vorn] + self.fillvalue + text[len(text) - max(0, self.maxother - 3 - vorn) :]

    def repr_memoryview(self, x, level):
        # Statt "<memory at 0x…>": was darin steht, in jedem Lauf gleich.
        return f"memoryview({self.repr1(x.tobytes(), level)})"

    def repr_str(self, x, level):
        # Ein Zeichen, das sich auf das vorige setzt (ein Trema als eigenes Zeichen, Kategorie
        # M), sähe sonst aus wie der fertige Buchstabe: 'fu\u0308r' neben 'für'.
        text = super().repr_str(x, level)
        if text.isascii():  # kein Zeichen der Kategorie M (die meisten Texte)
            return text
        return "".join(
            z.encode("unicode_escape").decode() if unicodedata.category(z)[0] == "M" else z
            for z in text
        )

    def repr_dict(self, x, level):
        if not x:
            return "{}"
        if level <= 0:
            return "{" + self.fillvalue + "}"
        teile = [
            f"{self.repr1(k, level - 1)}: {self.repr1(v, level - 1)}"
            for k, v in list(x.items())[: self.maxdict]
        ]
        if len(x) > self.maxdict:
            teile.append(self.fillvalue)
        return "{" + ", ".join(teile) + "}"


_repr = _Darstellung(maxstring=80, maxother=80, maxlist=8, maxdict=8, maxlevel=3)


@dataclass(frozen=True)
class Rueckmeldung:
    """Das Urteil einer Prüfung: bestanden oder nicht, dazu ein deutscher Satz.

    ``ausnahme`` ist eine Ausnahme aus dem Code der Lernenden, deren gekürzte Aufrufkette
    gezeigt werden soll. ``schluessel`` fasst gleiche Befunde mehrerer Prüfungen zusammen:
    Dieselbe Ursache wird nur einmal gemeldet.
    """

    bestanden: bool
    text: str
    ausnahme: BaseException | None = None
    schluessel: str | None = None


def richtig(text=""):
    """Die Prüfung ist erfüllt; ``text`` sagt, was stimmt."""
    return Rueckmeldung(True, text)


def falsch(text, ausnahme=None, schluessel=None):
    """Die Prüfung ist nicht erfüllt; ``text`` nennt, was erwartet war und was kam."""
    return Rueckmeldung(False, text, ausnahme, schluessel or text)


def regel_verletzt(regel, *saetze):
    """Die Meldung zu einer verletzten ``regel`` (Nummer und Text): die Sätze zum Befund, dann
    die Regel im Wortlaut."""
    befund = " ".join(s for s in saetze if s)
    return m.VERTRAG_REGEL.format(nummer=regel.nummer, befund=befund, text=regel.text)


def nur_befund(meldung):
    """Eine Meldung von ``regel_verletzt`` ohne die Regel im Wortlaut am Ende."""
    return re.sub(r" Regel \d+ lautet: .*\Z", "", meldung, flags=re.S)


def pruefung(titel, liest_code=False, setzt_voraus=None):
    """Gibt einer Prüffunktion einen Titel, den Meldungen nennen (etwa bei Endlosschleifen).

    Mit ``liest_code=True`` bekommt die Prüfung als zweites Argument den Code der Lernenden als
    Text, etwa um mit ``ast`` nach Namen zu suchen, die dort nicht vorkommen dürfen.
    ``setzt_voraus`` ist eine frühere Prüfung: Ist sie nicht erfüllt, läuft diese nicht und
    meldet nichts, weil jene den Grund schon nennt (etwa ein strenger Lauf nach einem lockeren,
    der schon das fehlende Schrittlimit meldet). Sie zählt dann als nicht erfüllt.
    """

    def markiere(funktion):
        funktion.titel = titel
        funktion.liest_code = liest_code
        funktion.setzt_voraus = setzt_voraus
        return funktion

    return markiere


@dataclass(frozen=True)
class Aufruf:
    """Ergebnis eines Aufrufs in den Code der Lernenden: ein Wert oder eine Ausnahme."""

    wert: object = None
    ausnahme: BaseException | None = None


def rufe(funktion, *args, **kwargs):
    """Ruft eine Funktion der Lernenden auf und fängt deren Fehler als Daten ein.

    ``SystemExit`` zählt mit, ``_ZuVieleAufrufe`` und andere BaseExceptions nicht: Die
    behandelt die Prüf-Maschine selbst.
    """
    try:
        return Aufruf(funktion(*args, **kwargs))
    except (Exception, SystemExit) as ausnahme:
        return Aufruf(None, ausnahme)


class Platzhalter(str):
    """Ein Text, den eine Meldung ohne Anführungszeichen zeigt (``repr`` ist der Text selbst):
    eine Beschreibung wie ``<eine list der Länge 2>``, kein verlangter String."""

    __repr__ = str.__str__


def kurz(wert):
    """Eine kurze, sichere Darstellung eines Werts für Meldungen: lange Listen gekürzt, ohne
    Speicheradressen (``<function f>``, in jedem Lauf gleich)."""
    # Ohne reprlib, mit demselben Ergebnis: None, Wahrheitswerte und kurze ASCII-Texte (die
    # meisten Werte einer Meldung; reprlib kostet ein Vielfaches von repr).
    if wert is None or type(wert) is bool:
        return repr(wert)
    if type(wert) is str and len(wert) <= _repr.maxstring:
        text = repr(wert)
        if len(text) <= _repr.maxstring and text.isascii():
            return text
    try:
        return _repr.repr(wert)
    except Exception:  # noqa: BLE001 – ein kaputtes __repr__ darf die Prüfung nicht stoppen
        return f"<{type(wert).__name__}>"


def ausnahme_meldung(aufruf, beschreibung):
    """Die Rückmeldung für einen Aufruf, der mit einer Ausnahme endete."""
    a = aufruf.ausnahme
    text = m.AUSNAHME.format(aufruf=beschreibung, art=type(a).__name__, text=a)
    erklaerung = m.AUSNAHME_ERKLAERUNGEN.get(type(a).__name__)
    return falsch(f"{text} ({erklaerung})" if erklaerung else text, a)


def hole_funktion(namensraum, name, parameter):
    """Sucht die Funktion ``name`` und vergleicht ihre Parameter mit ``parameter``.

    ``parameter`` ist der Text der Parameterliste, etwa ``"zahl"`` oder
    ``"modell, aufgabe, werkzeuge, max_schritte=5"``; Typangaben der Lernenden stören nicht.
    Gibt ``(funktion, None)`` zurück oder ``(None, Rueckmeldung)``.
    """
    if name not in namensraum:
        return None, falsch(m.FUNKTION_FEHLT.format(name=name, parameter=parameter))
    funktion = namensraum[name]
    if not callable(funktion):
        typ = type(funktion).__name__
        return None, falsch(m.KEINE_FUNKTION.format(name=name, typ=typ, parameter=parameter))
    try:
        signatur = inspect.signature(funktion)
    except (TypeError, ValueError):
        return funktion, None
    bekommen = _signatur_text(signatur)
    if _normiert(bekommen) != _normiert(parameter):
        text = m.SIGNATUR.format(name=name, erwartet=parameter, bekommen=bekommen)
        return None, falsch(text)
    return funktion, None


def _signatur_text(signatur):
    """Die Parameter, wie sie dastehen: mit ``/`` hinter den nur positionellen und ``*`` vor
    den nur benannten (ohne Typangaben, die stören beim Vergleich nicht)."""
    teile, nur_benannt = [], False
    parameter = list(signatur.parameters.values())
    for i, p in enumerate(parameter):
        if p.kind == p.KEYWORD_ONLY and not nur_benannt:
            teile.append("*")
        nur_benannt = nur_benannt or p.kind in (p.KEYWORD_ONLY, p.VAR_POSITIONAL)
        teile.append(_parameter_text(p))
        danach = parameter[i + 1].kind if i + 1 < len(parameter) else None
        if p.kind == p.POSITIONAL_ONLY and danach != p.POSITIONAL_ONLY:
            teile.append("/")
    return ", ".join(teile)


def _parameter_text(p):
    praefix = {p.VAR_POSITIONAL: "*", p.VAR_KEYWORD: "**"}.get(p.kind, "")
    if p.default is p.empty:
        return praefix + p.name
    return f"{p.name}={p.default!r}"


def _normiert(text):
    # Auch ``*`` und ``/`` zählen: Ein nur benannter Parameter nimmt keine Position an, und wer
    # die Funktion wie im Starter aufruft, bekäme einen TypeError.
    return [teil.strip().replace(" ", "") for teil in text.split(",") if teil.strip()]


def gleich(a, b):
    """Vergleicht wie ``==``, Kommazahlen aber mit einer kleinen Toleranz für Rundungen."""
    zahlen = (int, float)
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, zahlen) and isinstance(b, zahlen):
        return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 – ein kaputtes __eq__ heißt „nicht gleich“
        return False


def erwarte_gleich(aufruf, erwartet, beschreibung):
    """``None``, wenn der Aufruf ``erwartet`` lieferte, sonst eine Rückmeldung mit beidem."""
    if aufruf.ausnahme is not None:
        return ausnahme_meldung(aufruf, beschreibung)
    if gleich(aufruf.wert, erwartet):
        return None
    text = m.WERT.format(aufruf=beschreibung, erwartet=kurz(erwartet), bekommen=kurz(aufruf.wert))
    if aufruf.wert is None:
        text += m.WERT_NONE
    return falsch(text)


def erwarte_ausnahme(aufruf, art, beschreibung):
    """``None``, wenn der Aufruf eine Ausnahme der Art ``art`` mit Text warf, sonst eine Meldung."""
    a = aufruf.ausnahme
    if a is None:
        text = m.AUSNAHME_ERWARTET.format(
            aufruf=beschreibung, erwartet=art.__name__, bekommen=kurz(aufruf.wert)
        )
        return falsch(text)
    if not isinstance(a, art):
        text = m.FALSCHE_AUSNAHME.format(
            aufruf=beschreibung, erwartet=art.__name__, art=type(a).__name__, text=a
        )
        return falsch(text, a)
    if not str(a).strip():
        return falsch(m.AUSNAHME_OHNE_TEXT.format(aufruf=beschreibung, art=art.__name__))
    return None
