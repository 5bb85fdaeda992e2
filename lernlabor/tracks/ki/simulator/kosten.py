"""Was eine Agenten-Aufgabe kostet, wenn jede Runde den ganzen Verlauf erneut schickt.

Die Rechnung der Lektion M4·04, einmal umgesetzt: Die Notebook-Seite rechnet damit, und der
Kostenrechner auf der Seite (JavaScript) wird in den Tests gegen diese Funktion geprüft.
"""

# Platzhalter-Preise in Dollar je 1000 Token, Beispielwerte der Quelle. Sie sind der Listenpreis
# von Claude Sonnet 4.6 (Stand Dezember 2026); andere Modelle kosten anderes.
PREIS_JE_1K = {"input": 0.003, "output": 0.015}


def _ganze_zahl(name, wert, ab):
    if isinstance(wert, bool) or not isinstance(wert, int) or wert < ab:
        raise ValueError(f"{name} muss eine ganze Zahl ab {ab} sein, nicht {wert!r}.")


def agentenkosten(runden, start, zuwachs, output_je_runde, preise=PREIS_JE_1K, aufgaben_je_tag=1):
    """Tokens und Dollar einer Aufgabe und eines Tages, wenn der Input je Runde linear wächst.

    Runde k schickt ``start + (k - 1) * zuwachs`` Input-Token, denn der Verlauf wird jedes Mal
    ganz mitgeschickt. Summiert wird mit der geschlossenen Formel
    ``runden * start + zuwachs * runden * (runden - 1) / 2`` (Gauß: 0 + 1 + … + (runden - 1)),
    damit auch große Lasten sofort ausgerechnet sind. ``preise`` gilt je 1000 Token wie
    ``PREIS_JE_1K``. Falsche Eingaben geben einen ``ValueError`` mit deutschem Text.
    """
    _ganze_zahl("runden", runden, 1)
    for name, wert in (("start", start), ("zuwachs", zuwachs)):
        _ganze_zahl(name, wert, 0)
    _ganze_zahl("output_je_runde", output_je_runde, 0)
    _ganze_zahl("aufgaben_je_tag", aufgaben_je_tag, 0)
    if not (isinstance(preise, dict) and {"input", "output"} <= preise.keys()):
        raise ValueError(
            'preise muss ein dict mit "input" und "output" sein (Dollar je 1000 Token), etwa '
            f"PREIS_JE_1K, nicht {preise!r:.60}."
        )
    for richtung in ("input", "output"):
        preis = preise[richtung]
        if isinstance(preis, bool) or not isinstance(preis, int | float) or not preis >= 0:
            raise ValueError(f'preise["{richtung}"] muss eine Zahl ab 0 sein, nicht {preis!r}.')

    eingabe = runden * start + zuwachs * runden * (runden - 1) // 2
    ausgabe = runden * output_je_runde
    dollar = eingabe / 1000 * preise["input"] + ausgabe / 1000 * preise["output"]
    return {
        "input": eingabe,
        "output": ausgabe,
        "dollar_je_aufgabe": dollar,
        "aufrufe_je_tag": runden * aufgaben_je_tag,
        "dollar_je_tag": dollar * aufgaben_je_tag,
        "input_je_aufruf": eingabe / runden,
    }


def kosten_von(input_tokens, output_tokens, preise):
    """Kosten eines Aufrufs: Tokens je Richtung durch 1000 mal den Preis je 1000 Token.

    ``preise`` ist ein dict wie ``PREIS_JE_1K`` mit den Schlüsseln ``input`` und ``output``.
    """
    # Der übliche Aufruf (ganze Zahlen ab 0, ein dict mit beiden Preisen) kommt ohne die
    # Prüfungen aus: Eine Schleife ruft kosten_von bei jedem Modellaufruf.
    ueblich = type(input_tokens) is int and type(output_tokens) is int and type(preise) is dict
    ueblich = ueblich and input_tokens >= 0 <= output_tokens
    if not (ueblich and "input" in preise and "output" in preise):
        _pruefe_argumente(input_tokens, output_tokens, preise)
    return input_tokens / 1000 * preise["input"] + output_tokens / 1000 * preise["output"]


def _pruefe_argumente(input_tokens, output_tokens, preise):
    """Wirft ValueError mit einem deutschen Satz, wenn kosten_von nicht rechnen kann."""
    for name, wert in (("input_tokens", input_tokens), ("output_tokens", output_tokens)):
        if isinstance(wert, bool) or not isinstance(wert, int) or wert < 0:
            raise ValueError(f"{name} muss eine ganze Zahl ab 0 sein, nicht {wert!r}.")
    if not (isinstance(preise, dict) and {"input", "output"} <= preise.keys()):
        raise ValueError(
            'preise muss ein dict mit "input" und "output" sein (Preis je 1000 Token), etwa '
            f"PREIS_JE_1K, nicht {preise!r:.60}."
        )
