"""The ```uebung fence: renders one exercise widget from the registry ``lernlabor.uebung``.

mkdocs.yml wires it into pymdownx.superfences::

    custom_fences:
      - name: uebung
        class: uebung
        validator: !!python/name:lernlabor.web.fence.validate
        format: !!python/name:lernlabor.web.fence.format_exercise

The fence body names the exercise, for example ``id: m4-02-uebung-1``. The HTML works without
JavaScript (starter code, hints and solution in collapsible boxes); the widget script turns it
into an editor with buttons. Every mistake in a fence raises ``SuperFencesException``, the one
exception superfences lets through, so a wrong id stops the build instead of rendering a
plain code block.
"""

from __future__ import annotations

import html
import json
import re
from functools import cache
from pathlib import Path

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer
from pymdownx.superfences import SuperFencesException

STRINGS_PATH = Path(__file__).with_name("strings.json")
_KEYS = ("id",)
_LINE = re.compile(r"^\s*(?P<key>[A-Za-z_]+)\s*:\s*(?P<value>.*?)\s*$")
_CODE_SPAN = re.compile(r"`([^`]+)`")


@cache
def strings() -> dict:
    """The widget's German UI text; one JSON file shared with the JavaScript bundle."""
    return json.loads(STRINGS_PATH.read_text(encoding="utf-8"))


def validate(language, inputs, options, attrs, md) -> bool:
    """Accept the fence only without header options; the exercise is named in the body.

    Options in the header (```` ```uebung id=x ````) would otherwise be silently ignored.
    """
    if inputs:
        names = ", ".join(sorted(inputs))
        raise SuperFencesException(
            f"```uebung takes no options in the fence header (found: {names}). "
            "Write the exercise id in the body, e.g. 'id: m4-02-uebung-1'."
        )
    return True


def parse_source(source: str) -> dict[str, str]:
    """Read the fence body (``key: value`` lines) and return its keys; raise on anything else."""
    values: dict[str, str] = {}
    for number, line in enumerate(source.splitlines(), start=1):
        if not line.strip():
            continue
        match = _LINE.match(line)
        if match is None:
            raise SuperFencesException(
                f"```uebung line {number}: expected 'key: value', got {line.strip()!r}."
            )
        key, value = match["key"], match["value"]
        if key not in _KEYS:
            raise SuperFencesException(
                f"```uebung line {number}: unknown key {key!r}; allowed: {', '.join(_KEYS)}."
            )
        if key in values:
            raise SuperFencesException(f"```uebung line {number}: {key!r} is given twice.")
        values[key] = value
    if not values.get("id"):
        raise SuperFencesException(
            "```uebung needs an exercise id in its body, e.g. 'id: m4-02-uebung-1'."
        )
    return values


def find_exercise(exercise_id: str):
    """Look the id up in the registry; an unknown id stops the build with the known ids."""
    from lernlabor.uebung import finde  # imported late: mkdocs.yml loads this module early

    try:
        return finde(exercise_id)
    except KeyError as error:
        message = error.args[0] if error.args else exercise_id
        raise SuperFencesException(
            f"```uebung: unknown exercise id {exercise_id!r}. {message}"
        ) from None


def format_exercise(source, language, css_class, options, md, **kwargs) -> str:
    """Render the widget HTML for the exercise named in the fence body (superfences formatter)."""
    try:
        return render_widget(find_exercise(parse_source(source)["id"]))
    except SuperFencesException:
        raise
    except Exception as error:
        # superfences would swallow this and print the fence as plain code: stop the build.
        raise SuperFencesException(
            f"```uebung could not be rendered: {type(error).__name__}: {error}"
        ) from error


def render_widget(exercise) -> str:
    """The widget markup for one ``Uebung``; readable as it is when JavaScript is off."""
    text = strings()
    esc = html.escape
    level = text["level"].get(exercise.stufe, exercise.stufe)
    data = {
        "id": exercise.id,
        "titel": exercise.titel,
        "starter": exercise.starter,
        "zeitlimit": float(exercise.zeitlimit),
    }
    hints = "".join(f"<li>{_inline(hint)}</li>" for hint in exercise.hinweise)
    buttons = "".join(
        f'<button type="button" class="md-button ll-knopf" data-action="{action}">'
        f"{esc(text['button'][action])}</button>"
        for action in ("run", "check", "stop", "reset", "hint", "solution")
    )
    # The editor's seed travels as a JSON attribute: Material's instant navigation re-runs
    # every <script> in swapped content, so a <script type="application/json"> would break.
    parts = [
        f'<div class="ll-uebung" data-exercise="{esc(exercise.id)}" '
        f'data-time-limit="{float(exercise.zeitlimit):g}" data-level="{esc(exercise.stufe)}" '
        f'data-config="{esc(json.dumps(data, ensure_ascii=False))}">',
        '<div class="ll-kopf">',
        f'<span class="ll-titel">{esc(text["heading"].format(titel=exercise.titel))}</span>',
        f'<span class="ll-stufe" data-level="{esc(exercise.stufe)}">'
        f"{esc(text['levelLabel'])}: {esc(level)}</span>",
        f'<span class="ll-abzeichen" hidden>{esc(text["passedBadge"])}</span>',
        "</div>",
        '<div class="ll-code">',
        f'<p class="ll-nojs">{esc(text["starterNoJs"].format(id=exercise.id))}</p>',
        _highlight(exercise.starter),
        "</div>",
        f'<div class="ll-leiste" role="group" aria-label="{esc(text["toolbarLabel"])}" hidden>'
        f"{buttons}</div>",
        '<p class="ll-laden" hidden><progress></progress> <span></span></p>',
        f'<pre class="ll-ausgabe" aria-label="{esc(text["outputLabel"])}" hidden></pre>',
        '<div class="ll-ergebnis" role="status"></div>',
    ]
    if hints:
        parts.append(
            f'<details class="ll-hinweise"><summary>'
            f"{esc(text['hintsSummary'].format(anzahl=len(exercise.hinweise)))}</summary>"
            f"<ol>{hints}</ol></details>"
        )
    parts += [
        f'<details class="ll-loesung"><summary>{esc(text["solutionSummary"])}</summary>'
        f"{_highlight(exercise.loesung)}</details>",
        "</div>",
    ]
    return "\n".join(parts)


def _highlight(code: str) -> str:
    """Python code as Material-styled Pygments HTML, so the no-JS view is highlighted too."""
    return highlight(code, PythonLexer(), HtmlFormatter(cssclass="highlight", wrapcode=True))


def _inline(text: str) -> str:
    """A hint as HTML: escaped text, with `backticks` shown as inline code."""
    return _CODE_SPAN.sub(r"<code>\1</code>", html.escape(text))
