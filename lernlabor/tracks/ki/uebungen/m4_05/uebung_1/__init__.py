"""Übung ``m4-05-uebung-1``: ein Rechner-Tool ohne eval (``berechne``).

Der Vertrag vergleicht Rückgabe und Ereignisse (Regeln 1 und 3–7). Gezielt geprüft wird, was
er nicht sagen kann: der Code selbst (Regel 8) und ob der Grund nach "Fehler:" stimmt (Regel 2).
Beide laufen vor dem Vertrag, denn ihre Meldung sagt mehr.
"""

import re

from lernlabor.pruefen import falsch, hole_funktion, kurz, pruefung, richtig
from lernlabor.pruefen.rechengrenze import Rechengrenze
from lernlabor.pruefen.vertrag import beobachte
from lernlabor.uebung.definition import Uebung, andere, aus_vertrag, falsche, lies

from .codelesen import IMPORTE, funde
from .gleichwertig import GLEICHWERTIG
from .vertrag import (
    ERLAUBT,
    GRENZEN,
    GRUND_ENGLISCH,
    KEINE_SANDBOX,
    OHNE_GRUND,
    VERTRAG,
    ohne_grund,
    regel_von,
)

REGEL_2, REGEL_8 = (f"Regel {n} verletzt: {VERTRAG.regeln[n - 1].text}" for n in (2, 8))
BERECHNE = VERTRAG.funktion("berechne")
# Ein Überlauf ist keine Division durch null: Ein allgemeines except sagt hier das Falsche.
DURCH_NULL = re.compile(r"\b(durch (null|0)|division|teilen|geteilt)\b", re.IGNORECASE)
GRUND = {
    "kurz": OHNE_GRUND,
    "englisch": GRUND_ENGLISCH,
    "irrt": "Hier wird nicht durch null geteilt, das Ergebnis wird zu groß. Fängt ein "
    "allgemeines except hier eine andere Ausnahme ab, als sein Text sagt?",
}


@pruefung("Kein eval, exec, compile oder __import__", liest_code=True)
def ohne_eval(namensraum, code):
    """Liest den Code mit ast: Die vier Namen und ihre Umwege kommen nicht vor (Regel 8)."""
    gefunden = funde(code)
    if not gefunden:
        return richtig("Kein eval, exec, compile oder __import__ im Code.")
    stellen = ", ".join(f"{text} (Zeile {zeile})" for zeile, text in gefunden[:3])
    text = f"{REGEL_8} In deinem Code steht {stellen}. {KEINE_SANDBOX}"
    if any(t.startswith(("import ", "from ")) for _, t in gefunden):
        text += f" Importieren darfst du nur: {', '.join(IMPORTE)}."
    return falsch(text)


ABGELEHNT = []


@pruefung("Jeder Fehler nennt seinen Grund")
def gruende(namensraum):
    """Regel 2 an den gespeicherten Fällen, die "Fehler: …" verlangen: Wo der Code mit
    "Fehler:" antwortet, nennt er einen deutschen Grund, der stimmt. Alles andere an diesen
    Fällen vergleicht der Vertrag."""
    eigene, fehlt = hole_funktion(namensraum, BERECHNE.name, BERECHNE.signatur)
    if fehlt:
        return fehlt
    if not ABGELEHNT:  # einmal je Prozess: die Fälle, die "Fehler: …" verlangen, mit Regel
        alle = [f["argumente"][0] for f in VERTRAG.faelle()]
        ABGELEHNT.extend((a, r) for a in alle if (r := regel_von(a)) != ERLAUBT)
    with Rechengrenze(namensraum) as grenze:
        for ausdruck, regel in ABGELEHNT:
            wert = beobachte(eigene, BERECHNE, [ausdruck], grenze).wert
            if not isinstance(wert, str) or not wert.startswith("Fehler:"):
                continue  # das sagt der Vertrag
            befund = ohne_grund(wert) or (
                "irrt" if regel == GRENZEN and DURCH_NULL.search(wert) else None
            )
            if befund:
                return falsch(
                    f"{REGEL_2} {GRUND[befund]} {BERECHNE.beschreibung([ausdruck])} gibt "
                    f"{kurz(wert)} zurück.",
                    schluessel=f"grund-{befund}",
                )
    return richtig('Jede Antwort "Fehler: …" nennt einen deutschen Grund.')


def setup():
    """Im Setup steht nichts: Der Rechner braucht nur ast aus der Standardbibliothek."""
    return {}


UEBUNG = Uebung(
    id="m4-05-uebung-1",
    titel="Ein Rechner ohne eval",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=(ohne_eval, gruende, *VERTRAG.pruefungen()),
    hinweise=(
        "Schreibe eine Hilfsfunktion `werte_aus(knoten)`, die sich für die Teile des Baums "
        "selbst aufruft: bei `ast.BinOp` für `knoten.left` und `knoten.right`, bei "
        "`ast.UnaryOp` für `knoten.operand`.",
        "Ein `dict` wie `{ast.Add: operator.add, …}` ordnet jedem erlaubten Operator eine "
        "Funktion zu. `type(knoten.op) in OPERATOREN` sagt dann, ob er erlaubt ist.",
        "Für jede Ablehnung eine eigene Exception-Klasse, die `berechne` abfängt und in "
        '`"Fehler: …"` verwandelt. `ZeroDivisionError` und `OverflowError` fängst du dort mit '
        "ab, jede mit ihrem eigenen deutschen Satz.",
        "`type(True)` ist `bool`, nicht `int`: Prüfe Zahlen mit `type(wert) in (int, float)`.",
    ),
    falsche_antworten=(
        *aus_vertrag(VERTRAG),
        *falsche(
            __name__,
            ("starter.py", ("Regel 1 ", "löst die Ausnahme SyntaxError")),
            ("falsch_getattr_trick.py", ("Regel 8 ", "der Name __builtins__")),
            ("falsch_import_builtins.py", ("Regel 8 ", "import builtins", "Importieren darfst")),
            ("falsch_grund_durch_null.py", ("Regel 2 ", "nicht durch null geteilt")),
        ),
    ),
    andere_loesungen=andere(
        __name__,
        "anders_match.py",
        "anders_nodevisitor.py",
        "anders_kommentar_eval.py",
        "anders_operator_dunder.py",
        "anders_modus_konstante.py",
        "anders_eigene_ausnahme_str.py",
    ),
    gleichwertige_mutanten=GLEICHWERTIG,
    vertrag=VERTRAG,
)
