"""Accessibility of the built site in Chromium: WCAG 2.1 A/AA with axe-core, keyboard, focus.

axe-core comes from node_modules (pinned in package-lock.json) and is injected into each
page of the navigation after everything that changes the page has happened: each exercise
checked (a result shown), all hints revealed, the solution shown, every runnable example
run, all <details> open. Both colour schemes are audited, switched with Material's own
palette toggle.
"""

from __future__ import annotations

import json
import re

import pytest

from lernlabor.uebung import finde
from tests.browser.fixtures import RESULT_TIMEOUT_MS, browser, server, visit, wait_until
from tests.browser.nav import nav_pages
from tests.browser.site import LESSON, ROOT, built_site

__all__ = ["browser", "server", "visit"]  # fixtures, used by name

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
# WCAG 2.0/2.1 A and AA, plus axe's best practices: those hold the unnamed search dialog
# (aria-dialog-name) and the duplicate code-copy landmarks (landmark-unique).
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
SCHEMES = {"default": "Dunkles Farbschema", "slate": "Helles Farbschema"}  # toggle to leave
RUN_AXE = """async (tags) => {
  const result = await axe.run(document, {runOnly: {type: "tag", values: tags},
                                          resultTypes: ["violations"]});
  return result.violations.map((v) => ({
    id: v.id, help: v.help,
    nodes: v.nodes.slice(0, 8).map((n) => `${n.target.join(" ")}: ${n.failureSummary}`),
    count: v.nodes.length,
  }));
}"""


@pytest.fixture(scope="module")
def axe_source(missing_tool):
    if not AXE.is_file():
        missing_tool(f"{AXE} is missing; run `npm ci`")
    return AXE.read_text(encoding="utf-8")


def show_everything(page) -> None:
    """Bring the page into the state with the most on screen: results, hints, solutions."""
    for root in page.locator(".ll-uebung[data-exercise]").all():
        root.locator(".ll-leiste").wait_for(state="visible")  # the widget is set up
        root.get_by_role("button", name="Prüfen", exact=True).click()
        root.locator('[role="status"][data-result]').wait_for(timeout=RESULT_TIMEOUT_MS)
        hint = root.get_by_role("button", name="Hinweis", exact=True)
        while hint.is_enabled():
            hint.click()
        root.get_by_role("button", name="Lösung anzeigen").click()
    examples = page.locator("[data-beispiel]")
    if examples.count():  # running the last block runs all before it
        last = examples.last
        last.get_by_role("button", name="Ausführen").first.click()
        last.locator("[data-beispiel-ausgabe]").wait_for(timeout=RESULT_TIMEOUT_MS)
    page.evaluate("for (const d of document.querySelectorAll('details')) d.open = true")
    # Blocks far from the viewport are rendered only when they come near (content-visibility,
    # global.css); until then their styles are not brought up to date, and axe would judge
    # colours of the other scheme. The reader sees each block rendered: so does the audit.
    page.evaluate(
        """for (const block of document.querySelectorAll('.md-content__inner > *, .jp-Cell')) {
          if (getComputedStyle(block).contentVisibility === 'auto') {
            block.style.contentVisibility = 'visible';
          }
        }"""
    )


def switch_scheme(page, scheme: str) -> None:
    """Use Material's palette toggle until the page shows ``scheme``."""
    current = page.evaluate("document.body.dataset.mdColorScheme")
    if current != scheme:
        page.get_by_title(SCHEMES[current]).first.click()
        wait_until(page, f"document.body.dataset.mdColorScheme === {scheme!r}")
    page.wait_for_timeout(400)  # Material fades colours; audit the settled page


def axe_violations(page, source: str) -> list[dict]:
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(content=source)
    return page.evaluate(RUN_AXE, AXE_TAGS)


def report(violations: list[dict]) -> str:
    return json.dumps(violations, ensure_ascii=False, indent=1)


def test_axe_finds_a_violation_when_there_is_one(visit, axe_source):
    """The audit is live: an unnamed image button on the page is reported."""
    page = visit("").page
    page.evaluate(
        "document.querySelector('.md-content').append(Object.assign("
        "document.createElement('button'), {innerHTML: '<svg></svg>'}))"
    )
    assert "button-name" in [v["id"] for v in axe_violations(page, axe_source)]


def focused(page) -> dict:
    """What has the keyboard focus, and whether a focus indicator is drawn around it."""
    return page.evaluate(
        """() => {
          const element = document.activeElement;
          if (!element || element === document.body) return {body: true};
          const shown = (node) => {
            const box = node?.getBoundingClientRect();
            return Boolean(box && box.width > 0 && box.height > 0
                           && getComputedStyle(node).visibility !== "hidden");
          };
          // Where the ring belongs: CodeMirror draws it on the editor around its content;
          // Material's visually hidden inputs show focus on their label (palette toggle)
          // or on the bar of tab labels (content tabs).
          let ringed = element.closest(".cm-editor") ?? element;
          if (element.tagName === "INPUT" && !shown(element)) {
            const candidates = [
              element.nextElementSibling?.tagName === "LABEL" ? element.nextElementSibling : null,
              element.closest(".tabbed-set")?.querySelector(".tabbed-labels"),
            ];
            ringed = candidates.find(shown) ?? element;
          }
          const style = getComputedStyle(ringed);
          return {
            body: false,
            name: `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80),
            text: (element.getAttribute("aria-label") || element.textContent || "")
              .trim().slice(0, 40),
            ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1,
            visible: shown(ringed),
          };
        }"""
    )


# The ring of an editor is drawn on .cm-editor.cm-focused (widget.css); CodeMirror sets that
# class a frame after the focus arrives, longer on a busy machine or in an editor made just now.
EDITOR_FOCUSED = (
    "document.activeElement?.closest('.cm-editor')?.classList.contains('cm-focused') === true"
)


def focus_stops_without_ring(page) -> tuple[int, list[dict]]:
    """Tab through the whole page; (number of focus stops, those without a visible ring)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page.wait_for_load_state("load")
    missing, stops = [], 0
    for _ in range(600):
        page.keyboard.press("Tab")
        state = focused(page)
        if state["body"]:
            break
        stops += 1
        if "cm-content" in state["name"]:
            if not state["ring"]:  # CodeMirror marks itself focused in its next update
                try:
                    wait_until(page, EDITOR_FOCUSED, timeout=2000)
                except PlaywrightTimeout:
                    pass  # then it has no ring, and the list below says so
                state = focused(page)
            page.keyboard.press("Escape")  # Tab indents inside the editor; Esc lets it go
        if not (state["ring"] and state["visible"]):
            missing.append(state)
    return stops, missing


@pytest.mark.parametrize("path", nav_pages(), ids=lambda path: path or "start")
def test_every_page_shows_each_focus_stop_and_passes_wcag_a_aa_in_both_schemes(
    visit, axe_source, path
):
    """One load per page (a Python start costs seconds of CPU): first the keyboard walk over
    the page as it arrives, then everything shown and axe in both colour schemes."""
    page = visit(path).page
    stops, missing = focus_stops_without_ring(page)
    show_everything(page)
    found = {}
    for scheme in ("default", "slate"):
        switch_scheme(page, scheme)
        found[scheme] = axe_violations(page, axe_source)
    assert stops > 10, "Tab reached almost nothing"
    assert missing == [], f"focus without a visible ring: {missing}"
    for scheme, violations in found.items():
        assert violations == [], f"{path or 'start'} ({scheme}):\n{report(violations)}"


def test_keyboard_only_editor_to_result(visit):
    """Reach the editor by Tab, type, leave it with Esc and Tab, press "Prüfen", get a status."""
    uebung = finde("m4-02-uebung-1")
    page = visit(LESSON).page
    root = page.locator(f'[data-exercise="{uebung.id}"]')
    root.locator(".ll-leiste").wait_for(state="visible")
    # Until CodeMirror is made (lazy-editor.js), the highlighted code stands in for it as a
    # focusable textbox; focusing it opens the editor and hands the focus on.
    in_code = """root => {
      const box = root.querySelector('.cm-content')
        ?? root.querySelector('.highlight code[role=textbox]');
      return Boolean(box?.contains(document.activeElement));
    }"""
    for _ in range(600):
        page.keyboard.press("Tab")
        if root.evaluate(in_code):
            break
        if "cm-content" in focused(page).get("name", ""):
            page.keyboard.press("Escape")  # another exercise's editor: pass through it
    assert root.evaluate(in_code), "Tab never reached the editor"
    root.locator(".cm-content:focus").wait_for(timeout=RESULT_TIMEOUT_MS)
    in_editor = "root => root.querySelector('.cm-content').contains(document.activeElement)"
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(uebung.loesung)
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert not root.evaluate(in_editor), "Esc and Tab must leave the editor"
    for _ in range(5):
        if focused(page)["text"] == "Prüfen":
            break
        page.keyboard.press("Tab")
    assert focused(page)["text"] == "Prüfen" and focused(page)["ring"]
    page.keyboard.press("Enter")
    status = root.get_by_role("status")
    root.locator('[role="status"][data-result="bestanden"]').wait_for(timeout=RESULT_TIMEOUT_MS)
    assert status.inner_text().startswith("Bestanden")


def test_the_audited_pages_are_the_pages_of_the_built_navigation():
    """nav_pages() reads mkdocs.yml; the built start page's navigation must list the same."""
    html = (built_site() / "index.html").read_text("utf-8")
    primary = html.split('class="md-nav md-nav--primary"', 1)[1].split(
        "</nav>\n                  </div>", 1
    )[0]
    links = re.findall(r'<a href="([^"#]*)" class="md-nav__link', primary)
    built = list(dict.fromkeys("" if link == "." else link for link in links))
    assert built == nav_pages()
