"""Runnable examples in Chromium against the built site (lernlabor/web/examples.py + examples.js).

Every page of the navigation that has Python blocks is checked, the notebook page M4·04 too
(lernlabor/web/notebook_examples.py): each block runs in the page and shows the output its
```` ```output ```` fence documents, numbered like the test runner (tests/markdown_lauf.py).
The other tests use M4·02: edit and rerun, reset, a runaway edit, the deliberately failing
block, the keyboard, and one worker for exercises and examples.
"""

import pytest

from lernlabor.pruefen.beispiel import Seitenlauf, normal
from lernlabor.pruefen.meldungen import AUSNAHME_ERKLAERUNGEN
from lernlabor.web.example_blocks import find_examples
from tests.browser.fixtures import (
    RESULT_TIMEOUT_MS,
    Recorder,
    browser,
    open_lesson,
    server,
    warm_lesson,
)
from tests.browser.nav import nav_sources, page_url
from tests.browser.site import LESSON, ROOT
from tests.markdown_lauf import bloecke_der_seite

__all__ = ["browser", "open_lesson", "server", "warm_lesson"]  # fixtures, used by name

LESSON_MD = ROOT / "docs" / "ki" / "m4" / "02-tool-use-schleife.md"
FAILING = 3  # M4·02's block 3 raises ApiFehler on purpose


def nav_pages():
    """Markdown files in mkdocs.yml's nav, in nav order."""
    return [page for page in nav_sources() if page.endswith(".md")]


PAGES_WITH_EXAMPLES = [
    page
    for page in nav_pages()
    if any(e.runnable for e in find_examples((ROOT / "docs" / page).read_text("utf8")))
]


def test_every_lesson_is_among_the_pages_with_examples():
    """Every lesson with Python blocks is tested, the notebook page M4·04 included."""
    lessons = [
        p for p in nav_pages() if p.startswith("ki/") and bloecke_der_seite(ROOT / "docs" / p)
    ]
    assert set(lessons) <= set(PAGES_WITH_EXAMPLES)
    assert "ki/m4/04-was-ein-agent-kostet.md" in PAGES_WITH_EXAMPLES
    assert len(PAGES_WITH_EXAMPLES) >= 4, PAGES_WITH_EXAMPLES


def example(page, n):
    return page.locator(f'[data-beispiel="{n}"]')


def run(page, n, timeout=RESULT_TIMEOUT_MS):
    """Press "Ausführen" of example n; wait for the run to end; return (result, status, output)."""
    root = example(page, n)
    status = root.get_by_role("status")
    # The buttons of a block come after the load (examples.js); an empty status is hidden.
    root.locator(".ll-beispiel-status").wait_for(state="attached")
    root.evaluate("root => root.querySelector('[role=status]').removeAttribute('data-result')")
    root.get_by_role("button", name=f"Ausführen: Beispiel {n}").click()
    page.wait_for_selector(
        f'[data-beispiel="{n}"] [role="status"][data-result]:not([aria-busy])', timeout=timeout
    )
    return status.get_attribute("data-result"), status.inner_text(), output(page, n)


def output(page, n):
    return example(page, n).locator("[data-beispiel-ausgabe]").text_content()


def edit(page, n, code):
    """Open the editor of example n and replace its code, the way pasting does."""
    root = example(page, n)
    if root.locator(".cm-content").count() == 0:
        root.get_by_role("button", name=f"Bearbeiten: Beispiel {n}").click()
    root.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(code)


def reset(page, n):
    example(page, n).get_by_role("button", name=f"Zurücksetzen: Beispiel {n}").click()


def reset_all(page):
    for button in page.get_by_role("button", name="Zurücksetzen: Beispiel").all():
        if button.is_visible():
            button.click()


@pytest.fixture
def lesson(warm_lesson):
    """The shared M4·02 page, every example back to its original code after the test."""
    yield warm_lesson.page
    reset_all(warm_lesson.page)


@pytest.mark.parametrize("nav_page", PAGES_WITH_EXAMPLES)
def test_every_example_runs_and_shows_its_documented_output(nav_page, browser, server):
    recorder = Recorder(browser, server)
    try:
        page = recorder.page
        page.goto(server.url + page_url(nav_page))
        blocks = bloecke_der_seite(ROOT / "docs" / nav_page)
        runnable = [
            e for e in find_examples((ROOT / "docs" / nav_page).read_text("utf8")) if e.runnable
        ]
        wrappers = page.locator("[data-beispiel]")
        numbers = [int(n) for n in wrappers.evaluate_all("els => els.map(e => e.dataset.beispiel)")]
        assert numbers == [e.number for e in runnable]  # same numbering as the test runner
        for example_ in runnable:
            block = blocks[example_.number - 1]
            assert example(page, example_.number).get_attribute("data-source") == block.quelle
            outcome, status, shown = run(page, example_.number)
            where = f"{nav_page}, Beispiel {example_.number} (Zeile {block.zeile})"
            if block.ausgabe is None:
                assert outcome == "fertig", (where, status)
            else:
                assert normal(shown) == normal(block.ausgabe), where
                assert outcome == "wie-dokumentiert", (where, status)
    finally:
        recorder.close()
    assert recorder.foreign_requests() == []
    assert recorder.errors == []


def test_running_a_later_block_first_runs_the_earlier_ones_silently(open_lesson):
    page = open_lesson().page
    blocks = bloecke_der_seite(LESSON_MD)
    outcome, status, shown = run(page, 5)
    assert outcome == "wie-dokumentiert", status
    assert normal(shown) == normal(blocks[4].ausgabe)
    for n in range(1, 5):  # the silent runs show nothing under their blocks
        assert not example(page, n).locator("[data-beispiel-ausgabe]").is_visible()


def test_edit_then_later_blocks_rerun_from_the_edited_state(lesson):
    page = lesson
    blocks = bloecke_der_seite(LESSON_MD)
    run(page, 2)
    edited = blocks[0].quelle.replace("Schraube M4 bekommen", "Mutter M8 bitte bekommen")
    edit(page, 1, edited)
    assert example(page, 2).get_by_role("status").inner_text().startswith("Veraltet")
    outcome, status, shown = run(page, 2)
    lauf = Seitenlauf()
    lauf.fuehre("x", [{"code": edited, "dokumentiert": None}])
    expected = lauf.fuehre("x", [{"code": edited}, {"code": blocks[1].quelle}])
    assert shown == expected["ausgabe"] != blocks[1].ausgabe
    assert outcome == "abweichend"  # unedited block 2, but its input changed
    assert status.startswith("Die Ausgabe weicht von der dokumentierten ab, weil du Beispiel 1")


def test_reset_restores_the_block_and_its_documented_output(lesson):
    page = lesson
    blocks = bloecke_der_seite(LESSON_MD)
    edit(page, 1, 'frage = "anders"\nprint("geändert")\n')
    assert run(page, 1)[:3:2] == ("geaendert", "geändert\n")
    reset(page, 1)
    root = example(page, 1)
    assert root.locator(".cm-content").count() == 0 and root.locator(".ll-code").count() == 0
    assert root.locator(".highlight code").inner_text().strip() == blocks[0].quelle.strip()
    assert root.get_by_role("button", name="Bearbeiten: Beispiel 1").evaluate(
        "button => button === document.activeElement"
    )
    outcome, _status, shown = run(page, 2)
    assert outcome == "wie-dokumentiert" and normal(shown) == normal(blocks[1].ausgabe)


def test_a_runaway_edit_is_ended_by_the_time_limit_and_by_stopp(lesson):
    page = lesson
    root = example(page, 1)
    root.evaluate("root => { root.dataset.timeLimit = '2' }")
    edit(page, 1, "while True:\n    pass\n")
    outcome, status, _shown = run(page, 1, timeout=60_000)
    assert outcome == "abgebrochen" and "länger als 2 s" in status
    root.evaluate("root => { root.dataset.timeLimit = '10' }")
    root.get_by_role("button", name="Ausführen: Beispiel 1").click()
    root.get_by_role("status").get_by_text("Läuft").wait_for(timeout=RESULT_TIMEOUT_MS)
    assert page.evaluate("1 + 1") == 2  # the page still answers while Python loops
    root.get_by_role("button", name="Stopp: Beispiel 1").click()
    page.wait_for_selector('[data-beispiel="1"] [role=status][data-result="abgebrochen"]')
    assert "„Stopp“" in root.get_by_role("status").inner_text()
    reset(page, 1)
    blocks = bloecke_der_seite(LESSON_MD)
    outcome, _status, shown = run(page, 2)  # a fresh worker, blocks 1 and 2 rerun
    assert outcome == "wie-dokumentiert" and normal(shown) == normal(blocks[1].ausgabe)


def test_the_deliberately_failing_block_shows_its_documented_error(lesson):
    page = lesson
    documented = bloecke_der_seite(LESSON_MD)[FAILING - 1].ausgabe
    assert documented.startswith("ApiFehler: ")
    outcome, status, shown = run(page, FAILING)
    assert outcome == "wie-dokumentiert"
    assert "dokumentierten Fehler" in status
    assert normal(shown) == normal(documented)


def test_an_earlier_edit_that_breaks_is_named_under_the_block_that_was_run(lesson):
    page = lesson
    edit(page, 1, "raise ValueError('kaputt')\n")
    outcome, status, _shown = run(page, 2)
    assert outcome == "fehler"
    assert "Beispiel 1 weiter oben scheitert (ValueError: kaputt)" in status
    assert not example(page, 2).locator("[data-beispiel-ausgabe]").is_visible()


def test_keyboard_only_run_edit_and_rerun(open_lesson):
    page = open_lesson().page
    blocks = bloecke_der_seite(LESSON_MD)
    target = "Ausführen: Beispiel 1"
    for _ in range(200):  # Tab through the page until the first example's button has focus
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.getAttribute('aria-label')") == target:
            break
    else:
        pytest.fail("Tab never reached the button of example 1")
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"  # focus is visible
    page.keyboard.press("Enter")
    page.wait_for_selector(
        '[data-beispiel="1"] [role=status][data-result]:not([aria-busy])', timeout=RESULT_TIMEOUT_MS
    )
    assert normal(output(page, 1)) == normal(blocks[0].ausgabe)
    # The button went dead while the example ran; the focus came back to it, not to <body>.
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == target
    page.keyboard.press("Tab")  # to "Bearbeiten"
    page.keyboard.press("Enter")
    assert (
        example(page, 1)
        .locator(".cm-content")
        .evaluate("element => element.contains(document.activeElement)")
    )
    page.keyboard.press("Control+End")
    page.keyboard.insert_text('\nprint("per Tastatur")')
    page.keyboard.press("Control+Enter")
    page.wait_for_selector(
        '[data-beispiel="1"] [role=status][data-result="geaendert"]', timeout=RESULT_TIMEOUT_MS
    )
    assert output(page, 1).endswith("per Tastatur\n")


def test_examples_and_exercises_share_one_worker(open_lesson):
    recorder = open_lesson()
    page = recorder.page
    run(page, 1)
    root = page.locator('[data-exercise="m4-02-uebung-2"]')
    root.get_by_role("button", name="Prüfen", exact=True).click()
    page.wait_for_selector(
        '[data-exercise="m4-02-uebung-2"] [role=status][data-result]', timeout=RESULT_TIMEOUT_MS
    )
    assert root.get_by_role("status").get_attribute("data-result") == "nicht-bestanden"
    run(page, 2)
    workers = recorder.worker_requests()
    assert len(workers) == 1, workers


def test_without_javascript_the_blocks_read_as_before(open_lesson):
    page = open_lesson(java_script_enabled=False).page
    root = example(page, 1)
    assert root.locator(".highlight").is_visible()
    assert root.get_by_role("button").count() == 0
    assert root.locator("[data-beispiel-ausgabe]").count() == 0


def test_an_error_in_an_edited_block_names_and_marks_its_line(lesson):
    page = lesson
    edit(page, 1, "import sys\nprint('warnung', file=sys.stderr)\nx = 1\nprint(y)\n")
    outcome, status, shown = run(page, 1)
    assert outcome == "fehler"
    assert status == (
        "Fehler in diesem Beispiel in Zeile 4: NameError: name 'y' is not defined "
        + AUSNAHME_ERKLAERUNGEN["NameError"]
    )
    assert shown == "NameError: name 'y' is not defined\n"
    assert example(page, 1).locator(".ll-fehlerzeile").all_inner_texts() == ["print(y)"]
    assert example(page, 1).locator(".ll-stderr").inner_text() == "warnung\n"


def test_examples_survive_instant_navigation_with_a_fresh_namespace(open_lesson, server):
    recorder = open_lesson()
    page = recorder.page
    blocks = bloecke_der_seite(LESSON_MD)
    edit(page, 1, blocks[0].quelle + "zusatz = 1\n")
    run(page, 1)
    recorder.follow("a.md-footer__link--prev", server.url)  # instant navigation to "Start"
    recorder.follow("a.md-footer__link--next", server.url + LESSON)  # and back: a new page
    assert example(page, 1).locator(".cm-content").count() == 0  # original code again
    edit(page, 2, "print('zusatz' in globals())\n")
    outcome, _status, shown = run(page, 2)
    assert (outcome, shown) == ("geaendert", "False\n")  # the old edit is gone
    workers = recorder.worker_requests()
    assert len(workers) == 1, workers  # the same worker served both visits
