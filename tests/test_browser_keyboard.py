"""Keyboard use and small screens in Chromium, against the built site: Material's one-key
shortcuts, the sticky header over a focused control, the visible editor keys and the cost
calculator at 320 px (WCAG 2.1.4, 2.4.7, 1.4.10)."""

from lernlabor.uebung import finde
from tests.browser.fixtures import browser, server, visit
from tests.browser.site import LESSON
from tests.test_browser import DREI, EINS, editor_text, widget

__all__ = ["browser", "server", "visit"]  # fixtures, used by name

CALCULATOR = "ki/m4/04-was-ein-agent-kostet/"
SMALL = {"width": 320, "height": 640}


def test_one_key_shortcuts_neither_leave_the_page_nor_eat_what_is_typed(visit, server):
    page = visit(LESSON).page
    page.wait_for_load_state("load")
    page.evaluate("document.activeElement.blur()")
    for key in ("n", "p", ".", ",", "s", "f", "/"):
        page.keyboard.press(key)
    page.wait_for_timeout(500)  # Material would have navigated or opened the search by now
    assert page.url == server.url + LESSON
    assert page.evaluate("document.activeElement === document.body")
    # The code box before its editor exists: the key is text for the editor, not a shortcut.
    box = widget(page, DREI).locator(".ll-code code[role=textbox]")
    box.focus()
    page.keyboard.press("n")
    widget(page, DREI).locator(".cm-content").wait_for()
    assert page.url == server.url + LESSON
    assert len(editor_text(page, DREI)) == len(finde(DREI).starter) + 1
    keys = widget(page, DREI).locator(".ll-tasten")
    assert keys.is_visible() and "Esc und dann Tab verlässt den Editor" in keys.inner_text()


def test_tabbing_backwards_keeps_the_focused_control_below_the_sticky_header(visit, server):
    """Shift+Tab to a control half under the header: it is on screen, so the browser would
    not scroll, and the header would keep covering it."""
    page = visit(LESSON, viewport=SMALL).page
    toolbar = widget(page, EINS)
    toolbar.get_by_role("button", name="Zurücksetzen", exact=True).focus()
    check = toolbar.get_by_role("button", name="Prüfen", exact=True)
    # The top of "Prüfen" 10 px below the window's edge, under the 48 px header.
    page.evaluate(
        "b => window.scrollBy(0, b.getBoundingClientRect().top - 10)", check.element_handle()
    )
    page.keyboard.press("Shift+Tab")
    state = page.evaluate(
        "() => { const a = document.activeElement;"
        " return [a.textContent.trim(), a.getBoundingClientRect().top,"
        " document.querySelector('.md-header').getBoundingClientRect().bottom]; }"
    )
    label, top, header_bottom = state
    assert label == "Prüfen" and top >= header_bottom, state


def test_the_cost_calculator_fits_a_320_px_screen(visit, server):
    page = visit(CALCULATOR, viewport=SMALL).page
    fieldset = page.locator("form.ll-rechner fieldset").first
    fieldset.wait_for()
    widths = page.evaluate(
        "() => { const f = document.querySelector('form.ll-rechner fieldset');"
        " const right = (e) => e.getBoundingClientRect().right;"
        " const inputs = [...f.querySelectorAll('input')].map(right);"
        " return [right(f), Math.max(...inputs),"
        " document.documentElement.clientWidth]; }"
    )
    fieldset_right, input_right, screen = widths
    assert fieldset_right <= screen and input_right <= fieldset_right, widths
