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
plain code block. An author's mistake raises ``FenceError``, which is also a MkDocs
``BuildError``: MkDocs then prints its one German message, with the Markdown file and line,
and no traceback. The messages are German because authors read them; the code stays English.
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

try:
    from mkdocs.exceptions import BuildError
except ImportError:  # plain Python-Markdown without MkDocs
    BuildError = Exception

STRINGS_PATH = Path(__file__).with_name("strings.json")
_KEYS = ("id",)
_LINE = re.compile(r"^\s*(?P<key>[A-Za-z_]+)\s*:\s*(?P<value>.*?)\s*$")
_CODE_SPAN = re.compile(r"`([^`]+)`")
_OPENER = re.compile(
    r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*\{?[ \t]*\.?uebung\b(?P<rest>.*)$"
)
EXAMPLE = "id: m4-02-uebung-1"


class FenceError(SuperFencesException, BuildError):
    """An author's mistake in a fence: superfences lets it through, MkDocs prints no traceback."""


def fail(md, message: str, source: str | None = None, line: int = 0) -> FenceError:
    """The error for a mistake in the fence; ``line`` counts inside the fence body (1 = first).

    The Markdown file comes from the MkDocs page being rendered; the fence is found in it by
    its body (or, without a body, by options in its header line).
    """
    where = locate(md, source, line)
    return FenceError(f"{where}: {message}" if where else message)


def locate(md, source: str | None, line: int) -> str | None:
    """``docs/…/page.md:LINE`` of the fence, or None outside a MkDocs build."""
    if md is None or "relpath" not in md.treeprocessors:
        return None
    relpath = md.treeprocessors["relpath"]
    path = getattr(getattr(relpath, "file", None), "abs_src_path", None)
    if not path or not Path(path).is_file():
        return None
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    found = None
    for number, text in enumerate(lines, start=1):
        opener = _OPENER.match(text)
        if opener is None:
            continue
        if source is None:
            if opener["rest"].strip():
                found = number
                break
            continue
        body = []
        for inner in lines[number:]:
            if inner.strip().startswith(opener["fence"]):
                break
            body.append(inner[len(opener["indent"]) :])
        if "\n".join(body).strip() == source.strip():
            found = number
            break
    if found is None:
        return _shown(path)
    return f"{_shown(path)}:{found + line}"


def _shown(path: str) -> str:
    """The path relative to the working directory when it lies inside it (shorter to read)."""
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except ValueError:
        return path


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
        raise fail(
            md,
            f"Der ```uebung-Block nimmt keine Optionen in der Kopfzeile (gefunden: {names}). "
            f"Schreib die id in den Block, etwa „{EXAMPLE}“.",
        )
    return True


def parse_source(source: str, md=None) -> dict[str, str]:
    """Read the fence body (``key: value`` lines) and return its keys; raise on anything else."""
    values: dict[str, str] = {}
    for number, line in enumerate(source.splitlines(), start=1):
        if not line.strip():
            continue
        match = _LINE.match(line)
        if match is None:
            raise fail(
                md,
                f"Im ```uebung-Block steht {line.strip()!r}; erwartet ist „schlüssel: wert“, "
                f"etwa „{EXAMPLE}“.",
                source,
                number,
            )
        key, value = match["key"], match["value"]
        if key not in _KEYS:
            allowed = ", ".join(_KEYS)
            message = f"Unbekannter Schlüssel {key!r} im ```uebung-Block; erlaubt: {allowed}."
            raise fail(md, message, source, number)
        if key in values:
            raise fail(md, f"{key!r} steht zweimal im ```uebung-Block.", source, number)
        values[key] = value
    if not values.get("id"):
        message = f"Der ```uebung-Block braucht eine Übungs-id, etwa „{EXAMPLE}“."
        raise fail(md, message, source)
    return values


def find_exercise(exercise_id: str):
    """Look the id up in the registry; an unknown id stops the build with the known ids."""
    from lernlabor.uebung import finde  # imported late: mkdocs.yml loads this module early

    try:
        return finde(exercise_id)
    except KeyError as error:
        message = error.args[0] if error.args else exercise_id
        hint = (
            " Eine neue Übung legt `uv run lernlabor neu uebung <id>` an; das Register findet sie."
        )
        raise FenceError(message + hint) from None


def _id_line(source: str | None) -> int:
    """The line of ``id:`` inside the fence body, so the message points at the id itself."""
    for number, line in enumerate((source or "").splitlines(), start=1):
        match = _LINE.match(line)
        if match and match["key"] == "id":
            return number
    return 0


def format_exercise(source, language, css_class, options, md, **kwargs) -> str:
    """Render the widget HTML for the exercise named in the fence body (superfences formatter)."""
    try:
        exercise_id = parse_source(source, md)["id"]
        try:
            exercise = find_exercise(exercise_id)
        except FenceError as error:  # add where the fence is
            raise fail(md, str(error), source, _id_line(source)) from None
        return render_widget(exercise)
    except SuperFencesException:
        raise
    except Exception as error:
        # superfences would swallow this and print the fence as plain code: stop the build.
        raise SuperFencesException(
            f"Der ```uebung-Block ließ sich nicht darstellen: {type(error).__name__}: {error}"
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
    # Several exercises on a page: their toolbars and outputs are told apart by the title.
    toolbar_label = text["toolbarLabel"].format(titel=exercise.titel)
    output_label = text["outputLabel"].format(titel=exercise.titel)
    # The editor's seed travels as a JSON attribute: Material's instant navigation re-runs
    # every <script> in swapped content, so a <script type="application/json"> would break.
    parts = [
        f'<div class="ll-uebung" data-exercise="{esc(exercise.id)}" '
        f'data-time-limit="{float(exercise.zeitlimit):g}" data-level="{esc(exercise.stufe)}" '
        f"{'data-freiwillig ' if exercise.freiwillig else ''}"
        f'data-config="{esc(json.dumps(data, ensure_ascii=False))}">',
        '<div class="ll-kopf">',
        f'<span class="ll-titel">{esc(text["heading"].format(titel=exercise.titel))}</span>',
        f'<span class="ll-stufe" data-level="{esc(exercise.stufe)}">'
        f"{esc(text['levelLabel'])}: {esc(level)}</span>",
        f'<span class="ll-abzeichen" hidden>{esc(text["passedBadge"])}</span>',
        "</div>",
        *_rules(exercise, text),
        '<div class="ll-code">',
        f'<p class="ll-nojs">{esc(text["starterNoJs"].format(id=exercise.id))}</p>',
        _highlight(exercise.starter),
        "</div>",
        f'<div class="ll-leiste" role="group" aria-label="{esc(toolbar_label)}" hidden>'
        f"{buttons}</div>",
        '<p class="ll-laden" hidden><progress></progress> <span></span></p>',
        # tabindex: long output scrolls (20rem), and keyboard users must be able to scroll it
        f'<pre class="ll-ausgabe" role="region" aria-label="{esc(output_label)}" '
        'tabindex="0" hidden></pre>',
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


def _rules(exercise, text) -> list[str]:
    """The numbered rules of the exercise, the very ones its messages cite: from its contract,
    with the functions' signatures and what is free, or its own ``regeln`` without one."""
    contract = getattr(exercise, "vertrag", None)
    if contract is not None:
        rules = [(rule.nummer, rule.text) for rule in contract.regeln]
        signatures = ", ".join(f"`def {f.name}({f.signatur})`" for f in contract.funktionen)
        signature = text["rulesSignature"].format(signaturen=signatures)
        free = ", ".join(contract.frei)
    else:
        rules = list(enumerate(getattr(exercise, "regeln", ()), start=1))
        signature = free = ""
    if not rules:
        return []
    items = "".join(f'<li value="{number}">{_inline(rule)}</li>' for number, rule in rules)
    return [
        '<div class="ll-regeln">',
        f'<p class="ll-regeln-titel"><strong>{html.escape(text["rulesHeading"])}</strong></p>',
        f"<p>{_inline(signature)}</p>" if signature else "",
        f"<ol>{items}</ol>",
        f"<p>{_inline(text['rulesFree'].format(frei=free))}</p>" if free else "",
        "</div>",
    ]


def _highlight(code: str) -> str:
    """Python code as Material-styled Pygments HTML, so the no-JS view is highlighted too."""
    return highlight(code, PythonLexer(), HtmlFormatter(cssclass="highlight", wrapcode=True))


def _inline(text: str) -> str:
    """A hint as HTML: escaped text, with `backticks` shown as inline code."""
    return _CODE_SPAN.sub(r"<code>\1</code>", html.escape(text))
