"""The start page in Chromium: course overview with the learner's progress, "Weiter", and the
page weight budget (what a page without exercises loads of our own JS and CSS)."""

from __future__ import annotations

import html
import json
import re

import pytest

from lernlabor.uebung.definition import ist_freiwillig
from lernlabor.web.kurs import default_anchor
from lernlabor.web.lessons import find_lessons
from tests.browser.fixtures import Recorder, browser, server, visit, wait_until
from tests.browser.nav import nav_pages, page_url
from tests.browser.site import LESSON, ROOT, built_site

__all__ = ["browser", "server", "visit"]  # fixtures, used by name

BUDGET = 10 * 1024  # bytes, uncompressed
OURS = re.compile(r"/assets/lernlabor/[^/?#]+\.(?:js|css)$")
LESSONS = find_lessons(ROOT / "docs" / "ki")
FIRST = LESSONS[0]
IDS = [exercise[0] for exercise in FIRST.uebungen if not ist_freiwillig(exercise[0])]
OPTIONAL = [exercise[0] for exercise in FIRST.uebungen if ist_freiwillig(exercise[0])]
ALL_IDS = [exercise[0] for lesson in LESSONS for exercise in lesson.uebungen]
# The overview of track KI; a start page holds one per track (another track's tests add one).
KURS = '.ll-kurs[data-ordner="ki"]'


def passed(*ids, value='{"passed": true}'):
    return {f"lernlabor:v1:{i}": value for i in ids}


def stand(page, lesson_index=0):
    """The progress cell of a lesson once progress.js has filled it in."""
    cell = page.locator(f"{KURS} .ll-stand").nth(lesson_index)
    cell.and_(page.locator("[data-bestanden]")).wait_for()
    return cell.inner_text()


def weiter(page):
    link = page.locator(f"{KURS} .ll-weiter a")
    return link.get_attribute("href"), link.inner_text()


def anchor_of(n):
    return default_anchor(FIRST.uebungen[n][2])


def test_every_lesson_row_comes_from_its_page(visit, server):
    page = visit().page
    rows = page.locator(f"{KURS} tbody tr")
    assert rows.count() == len(LESSONS)
    for index, lesson in enumerate(LESSONS):
        cells = rows.nth(index).locator("td").all_inner_texts()
        optional = sum(ist_freiwillig(exercise[0]) for exercise in lesson.uebungen)
        assert cells[:3] == [
            f"{lesson.kennung} {lesson.titel}",
            f"etwa {lesson.minuten} Minuten",
            f"{len(lesson.uebungen) - optional}"
            + (f" + {optional} freiwillig" if optional else ""),
        ]
    site = built_site()
    for n in range(len(FIRST.uebungen)):  # every "Weiter" target exists on the lesson page
        lesson_html = (site / LESSON / "index.html").read_text("utf-8")
        assert f'id="{anchor_of(n)}"' in lesson_html


def test_fresh_learner_sees_zero_and_weiter_points_at_the_first_exercise(visit, server):
    page = visit().page
    assert stand(page) == f"0 von {len(IDS)} bestanden"
    href, text = weiter(page)
    assert href == f"{server.url}{LESSON}#{anchor_of(0)}"
    assert text == f"Weiter: Übung „{FIRST.uebungen[0][1]}“ ({FIRST.kennung} {FIRST.titel})"


def test_progress_and_weiter_follow_the_saved_state(visit, server):
    # exercise 1 passed, 2 only tried, 3 passed: the first open one is exercise 2
    saved = {**passed(IDS[0], IDS[2]), **passed(IDS[1], value='{"result": "nicht-bestanden"}')}
    page = visit(storage=saved).page
    assert stand(page) == f"2 von {len(IDS)} bestanden"
    href, text = weiter(page)
    assert href == f"{server.url}{LESSON}#{anchor_of(1)}"
    assert FIRST.uebungen[1][1] in text
    page.locator(f"{KURS} .ll-weiter a").click()
    page.wait_for_url(f"{server.url}{LESSON}#{anchor_of(1)}")
    heading = page.locator(f"#{anchor_of(1)}")
    heading.wait_for()
    wait_until(
        page,
        "id => { const r = document.getElementById(id).getBoundingClientRect();"
        " const header = document.querySelector('.md-header').getBoundingClientRect();"
        " return r.top >= header.bottom && r.bottom <= innerHeight; }",
        arg=anchor_of(1),
    )  # the task's heading is on screen, not under the sticky header


def test_all_passed_shows_a_tick_and_no_weiter_target(visit, server):
    page = visit(storage=passed(*IDS)).page
    assert stand(page) == f"{len(IDS)} von {len(IDS)} bestanden ✓"
    later = [lesson for lesson in LESSONS[1:] if lesson.uebungen]
    if later:  # the next lesson's first exercise is next
        url = server.url + page_url(str(later[0].path.relative_to(ROOT / "docs")))
        assert weiter(page)[0] == f"{url}#{default_anchor(later[0].uebungen[0][2])}"
    page = visit(storage=passed(*ALL_IDS)).page
    href, text = weiter(page)
    assert href is None and text == "Alle Übungen bestanden. Glückwunsch!"
    # The optional exercises are no "Weiter" target, but the text says they are still open.
    required = [i for i in ALL_IDS if not ist_freiwillig(i)]
    assert len(required) < len(ALL_IDS)  # the course has optional exercises to leave open
    page = visit(storage=passed(*required)).page
    href, text = weiter(page)
    assert href is None and text.startswith("Alle Pflichtübungen bestanden. Glückwunsch!")


def test_broken_saved_state_counts_as_not_passed(visit, server):
    broken = {f"lernlabor:v1:{IDS[0]}": "{kaputt", f"lernlabor:v1:{IDS[1]}": '{"passed": "ja"}'}
    page = visit(storage=broken).page
    assert stand(page) == f"0 von {len(IDS)} bestanden"
    assert weiter(page)[0] == f"{server.url}{LESSON}#{anchor_of(0)}"


def test_progress_is_current_after_instant_navigation_back_to_start(visit, server):
    recorder = visit(LESSON)
    page = recorder.page
    page.evaluate("id => localStorage.setItem(`lernlabor:v1:${id}`, '{\"passed\": true}')", IDS[0])
    recorder.follow("a.md-footer__link--prev", server.url)  # instant navigation to "Start"
    assert stand(page) == f"1 von {len(IDS)} bestanden"
    assert weiter(page)[0] == f"{server.url}{LESSON}#{anchor_of(1)}"


def our_bytes(recorder) -> dict[str, int]:
    """Bytes of each of our own JS/CSS files the page requested (the server sends no gzip)."""
    sizes = {}
    for response in recorder.responses:
        if OURS.search(response.url):
            sizes[response.url.rsplit("/", 1)[1]] = len(response.body())
    return sizes


# True once the page has loaded the widget's script and style sheet (the loader adds them).
WIDGET_FILES_LOADED = """() => {
  const names = performance.getEntriesByType("resource").map((e) => e.name.split("?")[0]);
  return ["widget.js", "widget.css"].every((file) => names.some((n) => n.endsWith("/" + file)));
}"""


def has_widgets(path: str) -> bool:
    html = (built_site() / path / "index.html").read_text("utf-8")
    return 'class="ll-uebung"' in html or "data-beispiel=" in html


@pytest.mark.parametrize("path", nav_pages(), ids=lambda path: path or "start")
def test_pages_without_exercises_stay_within_10_kb_of_our_js_and_css(browser, server, path):
    recorder = Recorder(browser, server)
    recorder.responses = []
    recorder.page.on("response", lambda response: recorder.responses.append(response))
    try:
        if has_widgets(path):  # Python's start would keep the network busy for seconds
            recorder.page.goto(server.url + path, wait_until="load")
            wait_until(recorder.page, WIDGET_FILES_LOADED)
        else:
            recorder.page.goto(server.url + path, wait_until="networkidle")
        sizes = our_bytes(recorder)
    finally:
        recorder.close()
    assert "loader.js" in sizes and "global.css" in sizes
    if has_widgets(path):
        assert {"widget.js", "widget.css"} <= set(sizes), sizes
    else:
        assert sum(sizes.values()) <= BUDGET, sizes
        assert "widget.js" not in sizes and "widget.css" not in sizes, sizes
        assert not [u for u in recorder.requests if "pyodide" in u or "worker.js" in u]
    assert recorder.errors == []


def test_the_budget_test_covers_the_start_page_and_an_author_page():
    light = [path for path in nav_pages() if not has_widgets(path)]
    assert "" in light and [path for path in light if path.startswith("autoren/")]


def test_navigation_marks_passed_lessons_on_a_page_without_widgets(visit, server):
    page_key = f"lernlabor:v1:seite:/kurs/{LESSON}"
    saved = {**passed(*IDS), page_key: json.dumps({"exercises": IDS})}
    page = visit(storage=saved).page
    link = page.locator(f'.md-nav__link[href$="{LESSON}"]').first
    link.and_(page.locator(".ll-nav-bestanden")).wait_for(state="attached")
    saved[f"lernlabor:v1:{IDS[-1]}"] = '{"passed": false}'  # one open again: no mark
    page = visit(storage=saved).page
    page.locator(f"{KURS} .ll-stand[data-bestanden]").first.wait_for()  # progress.js ran
    assert page.locator(f'.md-nav__link[href$="{LESSON}"]').count() >= 1
    assert page.locator(".ll-nav-bestanden").count() == 0


def test_a_lesson_with_only_optional_exercises_is_counted_apart_and_weiter_passes_it(
    browser, server
):
    """A lesson of only Zusatzübungen (docs/autoren): its cell counts them as optional, and
    "Weiter" goes past it to the next required exercise, as the built page's link does."""
    only_optional = [{"id": OPTIONAL[0], "titel": "Zusatz", "anker": "", "freiwillig": True}]
    value = html.escape(json.dumps(only_optional, ensure_ascii=False))

    def first_lesson_only_optional(route):
        response = route.fetch()
        cell = f'data-uebungen="{value}"'
        body = re.sub(r'data-uebungen="[^"]*"', cell, response.text(), count=1)
        route.fulfill(response=response, body=body)

    later = next(lesson for lesson in LESSONS[1:] if lesson.uebungen)
    url = server.url + page_url(str(later.path.relative_to(ROOT / "docs")))
    for saved, cell in (({}, "0 von 1 freiwilligen bestanden"), (passed(OPTIONAL[0]), None)):
        recorder = Recorder(browser, server)
        try:
            recorder.page.route(server.url, first_lesson_only_optional)
            if saved:
                recorder.seed_storage(saved)
            recorder.page.goto(server.url)
            assert stand(recorder.page) == (cell or "1 von 1 freiwilligen bestanden ✓")
            href, text = weiter(recorder.page)
            assert href == f"{url}#{default_anchor(later.uebungen[0][2])}"
            assert f"({later.kennung} {later.titel})" in text
        finally:
            recorder.close()
        assert recorder.errors == [] and recorder.foreign_requests() == []


def test_each_track_on_the_start_page_shows_its_own_progress_and_weiter(browser, server):
    """A second track's overview before KI's (as kurs.py writes one per track): progress.js
    fills in both, and each "Weiter" stays within its own track."""
    lesson = next(lesson for lesson in LESSONS[1:] if lesson.uebungen)
    other_id = lesson.uebungen[0][0]
    href = page_url(str(lesson.path.relative_to(ROOT / "docs")))
    cell = html.escape(json.dumps([{"id": other_id, "titel": "Zweite", "anker": "zweite"}]))
    second = (
        '<div class="ll-kurs" data-ordner="zweiter"><table><tbody><tr>'
        f'<td><a href="{href}">Z1 Anderes</a></td><td></td><td></td>'
        f'<td><span class="ll-stand" data-uebungen="{cell}">–</span></td>'
        '</tr></tbody></table><p class="ll-weiter"><a href="#">Weiter</a></p></div>'
    )

    def with_second_track(route):
        response = route.fetch()
        anfang = '<div class="ll-kurs" data-ordner="ki"'
        assert anfang in response.text()
        route.fulfill(response=response, body=response.text().replace(anfang, second + anfang))

    recorder = Recorder(browser, server)
    try:
        recorder.page.route(server.url, with_second_track)
        recorder.seed_storage(passed(IDS[0]))
        recorder.page.goto(server.url)
        page = recorder.page
        assert stand(page) == f"1 von {len(IDS)} bestanden"
        assert weiter(page)[0] == f"{server.url}{LESSON}#{anchor_of(1)}"
        zweiter = page.locator('.ll-kurs[data-ordner="zweiter"]')
        zweiter.locator(".ll-stand[data-bestanden]").wait_for()
        assert zweiter.locator(".ll-stand").inner_text() == "0 von 1 bestanden"
        link = zweiter.locator(".ll-weiter a")
        assert link.get_attribute("href") == f"{server.url}{href}#zweite"
        assert link.inner_text() == "Weiter: Übung „Zweite“ (Z1 Anderes)"
    finally:
        recorder.close()
    assert recorder.errors == [] and recorder.foreign_requests() == []
