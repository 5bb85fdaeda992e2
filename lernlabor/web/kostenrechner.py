"""Markup of the cost calculator (lesson M4·04), rendered by a hidden notebook cell.

The form works without JavaScript as a worked example: its result list is filled at build
time by ``lernlabor.tracks.ki.agentenkosten`` for the default load. ``js/kostenrechner.js`` then
recomputes it as the reader types (tests compare both over a grid of inputs).
"""

from __future__ import annotations

import html
from decimal import ROUND_HALF_UP, Decimal

from lernlabor.tracks.ki import agentenkosten

# (name in the form, German label, agentenkosten argument, smallest value, largest, step).
# The limits keep every input sensible; results can still pass 2**53 (rounds and growth at
# their limits), and the script says so instead of showing rounded digits.
FIELDS = (
    ("rounds", "Runden je Aufgabe", "runden", 1, 100_000, "1"),
    ("start", "Input-Token in Runde 1", "start", 0, 10_000_000, "1"),
    ("growth", "Zuwachs je Runde (Token)", "zuwachs", 0, 10_000_000, "1"),
    ("outputPerRound", "Output-Token je Runde", "output_je_runde", 0, 1_000_000, "1"),
    ("priceInput", "Preis Input (Dollar je 1000 Token)", None, 0, 1_000, "any"),
    ("priceOutput", "Preis Output (Dollar je 1000 Token)", None, 0, 1_000, "any"),
    ("tasksPerDay", "Aufgaben am Tag", "aufgaben_je_tag", 0, 1_000_000, "1"),
)
# Messages of the script; {feld}/{ergebnis} is a label, {min}/{max} a limit, {key} a result.
MESSAGES = {
    "integer": "{feld}: bitte eine ganze Zahl von {min} bis {max} eingeben.",
    "number": "{feld}: bitte eine Zahl von {min} bis {max} eingeben.",
    "infinite": "{ergebnis}: Das Ergebnis ist keine endliche Zahl mehr. Bitte kleinere Werte "
    "eingeben.",
    "inexact": "{ergebnis}: Das Ergebnis ist zu groß, um es bis zur letzten gezeigten Stelle "
    "genau zu rechnen (über 2⁵³). Bitte kleinere Werte eingeben.",
    "summary": "Ergebnis: {input} Token Input und {dollarsPerTask} Dollar je Aufgabe, "
    "{dollarsPerDay} Dollar am Tag.",
}
HINT = (
    "Kommazahlen mit Komma oder Punkt (0,003 oder 0.003), große Zahlen gern mit Punkten (10.000)."
)


def _german(value: float) -> str:
    """A default value as the field shows it: 0,003 with a comma, whole numbers without dots."""
    return str(value).replace(".", ",")


# (key in the result, German label, unit)
RESULTS = (
    ("input", "Input je Aufgabe", "Token"),
    ("output", "Output je Aufgabe", "Token"),
    ("dollarsPerTask", "Kosten je Aufgabe", "Dollar"),
    ("callsPerDay", "Modellaufrufe am Tag", ""),
    ("dollarsPerDay", "Kosten am Tag", "Dollar"),
    ("inputPerCall", "Input je Modellaufruf im Schnitt", "Token"),
)
_PYTHON_KEYS = {
    "input": "input",
    "output": "output",
    "dollarsPerTask": "dollar_je_aufgabe",
    "callsPerDay": "aufrufe_je_tag",
    "dollarsPerDay": "dollar_je_tag",
    "inputPerCall": "input_je_aufruf",
}


def format_number(value: float, key: str) -> str:
    """German number format, the same as the script's ``Intl.NumberFormat("de-DE")`` use.

    Dollars get 2 to 4 decimals, the average input at most 1, token counts none. Like ICU,
    it rounds the shortest decimal form of the float half away from zero (30.86425 → 30.8643),
    where ``f"{x:.4f}"`` would round the binary value (→ 30.8642).
    """
    low, high = (2, 4) if key.startswith("dollars") else (0, 1 if key == "inputPerCall" else 0)
    rounded = Decimal(repr(float(value))).quantize(Decimal(1).scaleb(-high), ROUND_HALF_UP)
    text = f"{rounded:,.{high}f}"
    if high > low:
        whole, _, decimals = text.partition(".")
        decimals = decimals.rstrip("0").ljust(low, "0")
        text = f"{whole}.{decimals}" if decimals else whole
    return text.replace(",", "\x00").replace(".", ",").replace("\x00", ".")


def render_calculator(runden, start, zuwachs, output_je_runde, preise, aufgaben_je_tag) -> str:
    """The calculator's HTML, pre-filled with the given load and its computed result."""
    esc = html.escape
    defaults = {
        "rounds": runden,
        "start": start,
        "growth": zuwachs,
        "outputPerRound": output_je_runde,
        "priceInput": preise["input"],
        "priceOutput": preise["output"],
        "tasksPerDay": aufgaben_je_tag,
    }
    for name, label, _, low, high, _ in FIELDS:
        if not low <= defaults[name] <= high:
            raise ValueError(f"{label}: {defaults[name]} liegt nicht zwischen {low} und {high}.")
    result = agentenkosten(runden, start, zuwachs, output_je_runde, preise, aufgaben_je_tag)
    # type="text": a number field in an English browser reads "0,005" as 5. The script reads
    # comma and point itself (parseNumber in js/kostenrechner.js).
    inputs = "".join(
        f'<p><label for="ll-rechner-{name}">{esc(label)}</label> '
        f'<input id="ll-rechner-{name}" name="{name}" type="text" data-min="{low}" '
        f'data-max="{high}" data-step="{step}" value="{_german(defaults[name])}" required '
        f'inputmode="{"decimal" if step == "any" else "numeric"}" autocomplete="off" '
        f'spellcheck="false" aria-describedby="ll-rechner-hinweis"></p>'
        for name, label, _, low, high, step in FIELDS
    )
    messages = "".join(f' data-msg-{kind}="{esc(text)}"' for kind, text in MESSAGES.items())
    rows = "".join(
        f'<dt>{esc(label)}</dt><dd><span data-out="{key}">'
        f"{format_number(result[_PYTHON_KEYS[key]], key)}</span>{' ' + unit if unit else ''}</dd>"
        for key, label, unit in RESULTS
    )
    # The results change on every keystroke; only the summary line is a live region, and the
    # script fills it once typing pauses (a screen reader would read six numbers per key).
    return (
        f'<form class="ll-rechner" data-kostenrechner{messages} aria-label="Kostenrechner">'
        f"<fieldset><legend>Last und Preise</legend>{inputs}"
        f'<p class="ll-rechner-hinweis" id="ll-rechner-hinweis">{esc(HINT)}</p></fieldset>'
        f'<div class="ll-rechner-ergebnis"><dl>{rows}</dl>'
        '<p class="ll-rechner-fehler" id="ll-rechner-fehler" data-out="error" hidden></p>'
        '<p class="ll-rechner-ansage" data-out="summary" role="status" aria-live="polite" '
        'aria-atomic="true"></p></div>'
        "</form>"
    )
