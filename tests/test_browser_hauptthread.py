"""Our JavaScript holds the main thread for at most 50 ms at a time while a page loads.

Issue 22: a lesson page must answer a reader who scrolls or types while it sets itself up.
Each page of the navigation is loaded with a CDP trace and Long Animation Frames
(tests/browser/main_thread.py explains why both); the load counts until every example has
its buttons, every exercise its editor and, on pages with exercises, Python is ready. No task
may spend more than 50 ms of main-thread time in our scripts (assets/lernlabor/…). Material's
own tasks are not ours and are not judged here. Python starts from the snapshot at once
(``SNAPSHOT_AT_ONCE``): its start runs in the worker, not on the main thread, and the plain
start of a first visit cost the suite some 5 s of CPU per page.
"""

from __future__ import annotations

import pytest

from tests.browser.fixtures import RECORD_WORKER, SNAPSHOT_AT_ONCE, browser, server, wait_until
from tests.browser.main_thread import (
    CATEGORIES,
    LIMIT_MS,
    RECORD_FRAMES,
    set_mark,
    tasks_with_our_scripts,
)
from tests.browser.nav import nav_pages
from tests.browser.server import PREFIX

__all__ = ["browser", "server"]  # fixtures, used by name

# Editors are made near the viewport (widget.js): once CodeMirror is loaded, the code box of
# each exercise without one is scrolled to in turn, so the trace holds every editor's making
# too. The box, not the exercise: the rules above it can be taller than the viewport.
SETTLED = """(() => {
  const exercises = [...document.querySelectorAll(".ll-uebung[data-exercise]")];
  const examples = [...document.querySelectorAll("[data-beispiel]")];
  const loaded = performance.getEntriesByType("resource")
    .some((entry) => /\\/editor-(?!part)[^/]*\\.js$/.test(entry.name));
  const bare = exercises.find((exercise) => !exercise.querySelector(".cm-editor"));
  if (bare && loaded) (bare.querySelector(".ll-code") ?? bare).scrollIntoView();
  return examples.every((example) => example.classList.contains("ll-aktiv"))
    && !bare
    && (exercises.length === 0 || window.pythonReady !== undefined);
})()"""
# A script of ours that computes for a while when it is evaluated (the test of the test).
BUSY = b"let x = 0; for (let i = 0; i < 4e8; i++) x = (x + i) % 1000003; window.busy = x;"
BUSY_PAGE = b'<!doctype html><meta charset="utf-8"><title>busy</title>' + (
    b'<script type="module" src="assets/lernlabor/__busy.js"></script>'
)


def load_traced(browser, url: str, settled: str):
    """Load ``url`` in a fresh context under a trace; our tasks of the load, and the page."""
    context = browser.new_context()
    context.add_init_script(RECORD_FRAMES)
    context.add_init_script(SNAPSHOT_AT_ONCE)  # as in a Recorder
    context.add_init_script(RECORD_WORKER)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    browser.start_tracing(page=page, categories=CATEGORIES)
    try:
        page.goto(url, wait_until="load")
        wait_until(page, settled, timeout=120_000)
        page.wait_for_timeout(1500)  # work that follows the last upgrade (CodeMirror's parse)
        set_mark(page)
    finally:
        trace = browser.stop_tracing()
    tasks = tasks_with_our_scripts(page, trace)
    ready = page.evaluate("window.pythonReady")
    context.close()
    assert ready is None or ready["snapshot"] is True, ready
    assert errors == []
    return tasks


@pytest.mark.parametrize("path", nav_pages(), ids=lambda path: path or "start")
def test_no_task_of_our_scripts_over_50_ms_while_the_page_loads(browser, server, path):
    tasks = load_traced(browser, server.url + path, SETTLED)
    long = [task for task in tasks if task.ours_ms > LIMIT_MS]
    assert long == [], "\n".join(task.describe() for task in long)


def test_the_measurement_sees_a_long_task_of_our_scripts(browser, server):
    """A script under assets/lernlabor/ that computes for long at evaluation is caught."""
    server.extra[f"{PREFIX}assets/lernlabor/__busy.js"] = (BUSY, "text/javascript")
    server.extra[f"{PREFIX}__busy.html"] = (BUSY_PAGE, "text/html; charset=utf-8")
    tasks = load_traced(browser, server.url + "__busy.html", "window.busy !== undefined")
    caught = [task for task in tasks if task.ours_ms > LIMIT_MS]
    assert len(caught) == 1, [task.describe() for task in tasks]
    assert caught[0].scripts[0]["url"].endswith("assets/lernlabor/__busy.js")
