"""Editors and example buttons are made lazily, and the page works before they stand.

Issue 22: a lesson page shows the highlighted code the server rendered; js/widget.js and
js/examples.js make the CodeMirror editors and the example buttons one per task, those near
the viewport first, the others when the browser is idle, and any of them at once when the
reader reaches for it. These tests hold CodeMirror's first file back (a route that answers
only when told) or keep the browser from ever being idle, so the state before the upgrade
can be seen and used.
"""

from __future__ import annotations

import json

import pytest

from lernlabor.uebung import finde
from tests.browser.fixtures import RESULT_TIMEOUT_MS, Recorder, browser, server, wait_until
from tests.browser.site import LESSON

__all__ = ["browser", "server"]  # fixtures, used by name

EINS, ZWEI, ZUSATZ = "m4-02-uebung-1", "m4-02-uebung-2", "m4-02-zusatz"
FIRST_PART = "**/assets/lernlabor/editor-part1-*.js"  # lazy-editor.js loads it first
NEVER_IDLE = "window.requestIdleCallback = () => 0;"  # idle work never comes


class Page(Recorder):
    """The lesson in a Recorder; CodeMirror held back if asked, checked afterwards."""

    def __init__(self, browser, server, hold=False, init=None, storage=None):
        super().__init__(browser, server)
        self.held = []
        if hold:
            self.page.route(FIRST_PART, lambda route: self.held.append(route))
        if init:
            self.page.add_init_script(init)
        if storage:  # saved progress, as storage.js writes it
            self.seed_storage(storage)
        self.page.goto(server.url + LESSON)

    def release(self):
        """Let CodeMirror load: the held request goes through, later ones are not held."""
        for route in self.held:
            route.continue_()
        self.held.clear()
        self.page.unroute(FIRST_PART)

    def exercise(self, uebung_id):
        return self.page.locator(f'[data-exercise="{uebung_id}"]')


@pytest.fixture
def lesson(browser, server):
    opened = []

    def open_page(**options) -> Page:
        opened.append(Page(browser, server, **options))
        return opened[-1]

    yield open_page
    for page in opened:
        page.release()
        page.close()
    for page in opened:
        assert page.foreign_requests() == [], "requests left 127.0.0.1"
        assert page.errors == [], "script errors in the page"


def test_before_its_editor_stands_an_exercise_shows_its_code_and_can_be_checked(lesson):
    shown = lesson(hold=True)
    root = shown.exercise(ZWEI)
    root.locator(".ll-leiste").wait_for(state="visible")
    code = root.get_by_role("textbox", name=f"Code-Editor: {finde(ZWEI).titel}", exact=False)
    assert code.inner_text().strip() == finde(ZWEI).starter.strip()
    assert code.locator("span").count() > 10  # the server's highlighting
    assert root.locator(".cm-editor").count() == 0
    root.get_by_role("button", name="Prüfen", exact=True).click()
    status = root.locator('[role="status"][data-result]')
    status.wait_for(timeout=RESULT_TIMEOUT_MS)
    assert status.get_attribute("data-result") == "nicht-bestanden"  # the starter was checked


def test_tab_reaches_the_code_and_keys_typed_while_codemirror_loads_are_kept(lesson):
    shown = lesson(hold=True)
    page = shown.page
    root = shown.exercise(EINS)
    root.locator(".ll-leiste").wait_for(state="visible")
    in_code = "root => root.querySelector('.ll-code').contains(document.activeElement)"
    for _ in range(300):
        page.keyboard.press("Tab")
        if root.evaluate(in_code) and page.evaluate("document.activeElement.tagName") == "CODE":
            break
    assert page.evaluate("document.activeElement.getAttribute('role')") == "textbox"
    page.keyboard.type("ab")
    page.keyboard.press("Enter")  # kept out of the highlighted code: nothing changes there
    assert root.locator(".cm-editor").count() == 0
    shown.release()
    content = root.locator(".cm-content")
    content.wait_for()
    assert content.evaluate("element => element.contains(document.activeElement)")
    first_line = root.locator(".cm-line").first.inner_text()
    assert first_line == "ab" + finde(EINS).starter.splitlines()[0]
    page.keyboard.type("c")  # the caret stands after the kept keys
    assert root.locator(".cm-line").first.inner_text().startswith("abc")


def test_a_click_into_the_code_puts_the_caret_on_the_clicked_line(lesson):
    shown = lesson(hold=True)
    page = shown.page
    root = shown.exercise(EINS)
    root.locator(".ll-leiste").wait_for(state="visible")
    code = root.locator(".ll-code .highlight code")
    code.scroll_into_view_if_needed()
    box = code.bounding_box()
    line_height = float(
        code.evaluate("element => parseFloat(getComputedStyle(element).lineHeight)")
    )
    top = float(code.evaluate("element => parseFloat(getComputedStyle(element).paddingTop)"))
    page.mouse.click(box["x"] + 40, box["y"] + top + 2.5 * line_height)  # on line 3
    shown.release()
    root.locator(".cm-content").wait_for()
    page.keyboard.type("#")
    lines = root.locator(".cm-line").all_inner_texts()
    assert "#" in lines[2] and "#" not in lines[0] + lines[1]


def test_the_editor_takes_the_place_of_the_code_without_moving_the_page(lesson):
    shown = lesson(hold=True)
    page = shown.page
    page.set_viewport_size({"width": 1280, "height": 900})
    root = shown.exercise(EINS)
    root.locator(".ll-leiste").wait_for(state="visible")
    where = "root => [root.querySelector('.ll-code').getBoundingClientRect().height,"
    where += " root.querySelector('.ll-leiste').getBoundingClientRect().top - "
    where += "root.getBoundingClientRect().top]"
    root.locator(".ll-code").scroll_into_view_if_needed()  # editors are made near it
    before = root.evaluate(where)
    shown.release()
    root.locator(".cm-editor").wait_for()
    assert root.evaluate(where) == before


def test_saved_code_is_shown_and_reset_restores_the_highlighted_starter(lesson):
    saved = {"lernlabor:v1:" + ZWEI: json.dumps({"code": "x = 1\n"})}
    shown = lesson(hold=True, storage=saved)
    root = shown.exercise(ZWEI)
    root.locator(".ll-leiste").wait_for(state="visible")
    code = root.locator(".ll-code .highlight code")
    assert code.inner_text().strip() == "x = 1"
    root.get_by_role("button", name="Zurücksetzen", exact=True).click()
    assert code.inner_text().strip() == finde(ZWEI).starter.strip()
    assert code.locator("span").count() > 10


FAR = """() => [...document.querySelectorAll("[data-beispiel]")].map((block) => [
  block.getBoundingClientRect().top > 2 * innerHeight,
  block.querySelector(".ll-beispiel-leiste") !== null,
])"""


def test_far_blocks_wait_for_idle_time_or_the_reader(lesson):
    shown = lesson(init=NEVER_IDLE)
    page = shown.page
    page.set_viewport_size({"width": 1280, "height": 800})
    shown.exercise(EINS).locator(".ll-leiste").wait_for(state="visible")  # set up
    page.wait_for_timeout(1000)
    blocks = page.evaluate(FAR)
    assert any(far for far, _ in blocks), "the lesson has no block far below the top"
    assert [has for far, has in blocks if far] == [False] * sum(far for far, _ in blocks)
    # Scrolled near: the buttons come without idle time.
    first_far = page.locator("[data-beispiel]").nth([far for far, _ in blocks].index(True))
    first_far.scroll_into_view_if_needed()
    first_far.locator(".ll-beispiel-leiste").wait_for()
    # Focus inside a far block: its buttons are there at once. With content.lazy Material adds
    # its copy button only near the viewport, so the test makes the code itself focusable.
    last = page.locator("[data-beispiel]").last
    assert last.locator(".ll-beispiel-leiste").count() == 0
    last.locator("code").first.evaluate("code => { code.tabIndex = 0; code.focus(); }")
    assert last.locator(".ll-beispiel-leiste").count() == 1
    # An exercise scrolled near gets its editor.
    far_exercise = shown.exercise(ZUSATZ)
    assert far_exercise.locator(".cm-editor").count() == 0
    far_exercise.locator(".ll-code").scroll_into_view_if_needed()
    far_exercise.locator(".cm-editor").wait_for()


EDITOR_LOADED = """() => performance.getEntriesByType("resource")
  .some((entry) => /\\/editor-(?!part)[^/]*\\.js$/.test(entry.name))"""


def test_idle_time_loads_codemirror_but_far_editors_wait_for_the_reader(lesson):
    # One CodeMirror view holds the main thread for tens of ms: a long lesson's editors are not
    # all made at load, only loaded (issue 22). An exercise gets its editor when it comes near.
    shown = lesson()
    page = shown.page
    page.set_viewport_size({"width": 1280, "height": 800})
    far = shown.exercise(ZUSATZ)
    far.locator(".ll-leiste").wait_for(state="visible")
    wait_until(page, EDITOR_LOADED, timeout=30_000)  # in idle time, untouched
    assert far.evaluate("root => root.getBoundingClientRect().top") > 3 * 800
    page.wait_for_timeout(1500)  # more idle time: still no editor down there
    assert far.locator(".cm-editor").count() == 0
    assert far.locator(".ll-code .highlight code[role=textbox]").count() == 1  # the code stands
    far.locator(".ll-code").scroll_into_view_if_needed()
    far.locator(".cm-editor").wait_for()


def test_a_far_lesson_block_is_neither_laid_out_nor_painted_until_it_comes_near(lesson):
    # global.css: content-visibility on the lesson's blocks; Chromium skips their rendering.
    shown = lesson()
    page = shown.page
    page.set_viewport_size({"width": 412, "height": 823})
    shown.exercise(EINS).locator(".ll-leiste").wait_for(state="visible")
    last = page.locator(".md-content__inner > .ll-beispiel").last
    rendered = "block => block.querySelector('code').checkVisibility({contentVisibilityAuto: true})"
    assert last.evaluate(rendered) is False
    last.scroll_into_view_if_needed()
    wait_until(page, rendered, arg=last.element_handle())


# Counts the code boxes that hold an editor (or are being given one: their highlighted code is
# gone) each time a style sheet of CodeMirror's comes into <head> (style-mod inserts a <style>
# with rules for ".cm-…").
STYLES_SEEN = """window.editorsWhenStyled = [];
const insert = Node.prototype.insertBefore;
Node.prototype.insertBefore = function (node, ...rest) {
  if (this === document.head && node.tagName === "STYLE" && node.textContent.includes(".cm-")) {
    const boxes = document.querySelectorAll(".ll-code:not(:has(.highlight))");
    window.editorsWhenStyled.push(boxes.length);
  }
  return insert.call(this, node, ...rest);
};"""


def test_codemirror_styles_the_page_before_the_first_editor_is_made(lesson):
    # The first editor would otherwise bring CodeMirror's styles itself, and its task would
    # restyle the whole page: the longest task of ours while a lesson loads (issue 22).
    shown = lesson(init=STYLES_SEEN)
    root = shown.exercise(EINS)
    root.locator(".ll-code").scroll_into_view_if_needed()  # editors are made near it
    root.locator(".cm-editor").wait_for()
    assert shown.page.evaluate("window.editorsWhenStyled") == [0]
