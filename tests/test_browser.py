"""The exercise widget in Chromium against the built lesson page, served on 127.0.0.1.

The page is the real lesson (docs/ki/m4/02-tool-use-schleife.md). Tests about storage,
reloads and navigation open it in a fresh browser context (``open_lesson``); tests that only
run code share one page (``warm_lesson``), so Pyodide boots once for them. Both fixtures
check afterwards that no request left 127.0.0.1 and that no script error happened.
"""

import re
from urllib.request import urlopen

from lernlabor.pruefen import pruefe
from lernlabor.pruefen.im_browser import ALTE_LANGSAMER
from lernlabor.uebung import finde
from tests.browser.fixtures import (
    RESULT_TIMEOUT_MS,
    Recorder,
    browser,
    open_lesson,
    server,
    wait_until,
    warm_lesson,
)
from tests.browser.server import SiteServer
from tests.browser.site import LESSON, point_sitemap_at

__all__ = ["browser", "open_lesson", "server", "warm_lesson"]  # fixtures, used by name

EINS, ZWEI, DREI, ZUSATZ = "m4-02-uebung-1", "m4-02-uebung-2", "m4-02-uebung-3", "m4-02-zusatz"


def widget(page, uebung_id):
    return page.locator(f'[data-exercise="{uebung_id}"]')


def set_code(page, uebung_id, code):
    """Replace the editor content, the way pasting does (no auto-indent interferes)."""
    # Editors are made once their box is near the viewport (js/widget.js).
    widget(page, uebung_id).locator(".ll-code").scroll_into_view_if_needed()
    widget(page, uebung_id).locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(code)


def editor_text(page, uebung_id):
    """The editor's document (CodeMirror draws one .cm-line per line; short code: all).

    The editor comes after the page's load, once its exercise is near the viewport
    (js/widget.js): scroll there and wait for it first.
    """
    widget(page, uebung_id).locator(".ll-code").scroll_into_view_if_needed()
    lines = widget(page, uebung_id).locator(".cm-line")
    lines.first.wait_for(state="attached")
    return "\n".join(lines.evaluate_all("lines => lines.map(line => line.textContent)"))


def press(page, uebung_id, name):
    widget(page, uebung_id).get_by_role("button", name=name, exact=True).click()


def result(page, uebung_id, timeout=RESULT_TIMEOUT_MS):
    """Wait for the result element's data-result; return (result, visible text)."""
    status = widget(page, uebung_id).get_by_role("status")
    selector = f'[data-exercise="{uebung_id}"] [role="status"][data-result]'
    page.wait_for_selector(selector, timeout=timeout)
    return status.get_attribute("data-result"), status.inner_text()


# Puts the code into the exercise's editor as one CodeMirror transaction (what a paste ends
# in), presses "Prüfen" and waits for the verdict, all in one round trip. Typing and
# clicking through Playwright cost 0.4-0.5 s per check (keyboard input, actionability
# waits), the check itself 0.05-0.3 s: for the many known mistakes of a page that
# only need the widget's verdict, set_code and press stay for the tests of typing itself.
CHECK_IN_WIDGET = """async ([id, code, timeout]) => {
  const root = document.querySelector(`.ll-uebung[data-exercise="${id}"]`);
  if (!root) throw new Error(`no exercise ${id} on the page`);
  // Resolves once ready() holds; the widget changes its DOM on every step it takes.
  const until = (ready, what) => new Promise((resolve, reject) => {
    if (ready()) return resolve();
    const timer = setTimeout(() => {
      watch.disconnect();
      reject(new Error(`${id}: ${what} not there after ${timeout} ms`));
    }, timeout);
    const watch = new MutationObserver(() => {
      if (!ready()) return;
      watch.disconnect();
      clearTimeout(timer);
      resolve();
    });
    watch.observe(root, { subtree: true, childList: true, attributes: true });
  });
  // Editors are made once their box is near the viewport (js/widget.js): the box, not the
  // whole exercise, whose long rules would keep the box far away.
  root.querySelector(".ll-code").scrollIntoView({ block: "center" });
  await until(() => root.querySelector(".cm-content"), "the editor");
  const view = root.querySelector(".cm-content").cmTile?.root?.view; // CodeMirror 6.43
  if (!view) throw new Error("no EditorView at .cm-content.cmTile.root.view (CodeMirror?)");
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
  const button = root.querySelector('button[data-action="check"]');
  if (button.disabled || button.textContent.trim() !== "Prüfen") {
    throw new Error(`${id}: no working Prüfen button`);
  }
  const status = root.querySelector('[role="status"]');
  button.click();
  await until(() => status.dataset.result, "the verdict");
  const messages = [...root.querySelectorAll(".ll-meldungen li")].map((item) => item.innerText);
  return [status.dataset.result, messages, view.state.doc.toString() === code];
}"""


def check_in_widget(page, uebung_id, code, timeout=RESULT_TIMEOUT_MS):
    """Check ``code`` in the exercise's widget: (verdict, the messages shown under it)."""
    verdict, messages, checked = page.evaluate(CHECK_IN_WIDGET, [uebung_id, code, timeout])
    assert checked, f"{uebung_id}: the editor no longer held the code that was checked"
    return verdict, messages


def output(page, uebung_id):
    return widget(page, uebung_id).locator(".ll-ausgabe").inner_text()


def test_reference_solution_of_exercise_1_passes(warm_lesson):
    page = warm_lesson.page
    set_code(page, EINS, finde(EINS).loesung)
    press(page, EINS, "Prüfen")
    assert result(page, EINS)[0] == "bestanden"
    assert widget(page, EINS).locator(".ll-abzeichen").is_visible()


def test_starter_of_exercise_2_fails_with_the_same_feedback_as_cpython(warm_lesson):
    page = warm_lesson.page
    starter = finde(ZWEI).starter
    assert editor_text(page, ZWEI) == starter
    press(page, ZWEI, "Prüfen")
    outcome, _text = result(page, ZWEI)
    expected = pruefe(ZWEI, starter)
    assert outcome == expected["ergebnis"] == "nicht-bestanden"
    shown = widget(page, ZWEI).locator(".ll-meldungen li").all_inner_texts()
    assert shown == expected["meldungen"] and shown


def test_run_shows_a_one_line_verdict_and_check_the_full_list(warm_lesson):
    page = warm_lesson.page
    press(page, ZWEI, "Ausführen")
    outcome, text = result(page, ZWEI)
    assert outcome == "nicht-bestanden"
    assert "„Prüfen“ zeigt" in text
    assert widget(page, ZWEI).locator(".ll-meldungen").count() == 0


def test_endless_loop_is_aborted_at_the_time_limit_and_the_next_run_works(warm_lesson):
    page = warm_lesson.page
    root = widget(page, EINS)
    limit = root.get_attribute("data-time-limit")
    root.evaluate("element => { element.dataset.timeLimit = '2' }")  # shorter limit for tests
    try:
        set_code(page, EINS, "while True:\n    pass\n")
        press(page, EINS, "Ausführen")
        page.wait_for_selector(f'[data-exercise="{EINS}"].ll-laeuft')
        assert page.evaluate("1 + 1") == 2  # the page still answers while Python loops
        outcome, text = result(page, EINS, timeout=60_000)
        assert outcome == "abgebrochen"
        assert "länger als 2 s" in text
        # The next worker says where the check stood: here before any check, at the top level.
        assert "länger als 2 Sekunden, noch bevor eine Prüfung begann" in text, text
        # The next run under the exercise's own limit: the first check in the fresh worker
        # took over 2 s once on a loaded CI machine and was aborted too.
        root.evaluate("(element, limit) => { element.dataset.timeLimit = limit }", limit)
        set_code(page, EINS, finde(EINS).loesung)
        press(page, EINS, "Prüfen")
        assert result(page, EINS)[0] == "bestanden"
    finally:
        root.evaluate("(element, limit) => { element.dataset.timeLimit = limit }", limit)


# Every text the loading lines of the widgets show from now on (window.bootTexts).
RECORD_BOOT_TEXTS = """() => {
  window.bootTexts = [];
  const note = () => {
    for (const line of document.querySelectorAll(".ll-laden span")) {
      if (line.textContent) window.bootTexts.push(line.textContent);
    }
  };
  new MutationObserver(note).observe(document.body,
    {subtree: true, childList: true, characterData: true});
}"""


def start_endless_run(page, uebung_id):
    """Run an endless loop in the exercise and wait until it runs; returns the status."""
    set_code(page, uebung_id, "while True:\n    pass\n")
    press(page, uebung_id, "Ausführen")
    status = widget(page, uebung_id).get_by_role("status")
    status.get_by_text("Läuft …").wait_for(timeout=RESULT_TIMEOUT_MS)
    return status


def test_stop_ends_a_running_program_and_the_next_run_works(warm_lesson):
    page = warm_lesson.page
    start_endless_run(page, EINS)
    page.evaluate(RECORD_BOOT_TEXTS)
    press(page, EINS, "Stopp")
    outcome, text = result(page, EINS, timeout=5_000)
    assert outcome == "abgebrochen"
    assert "„Stopp“" in text
    press(page, ZWEI, "Prüfen")
    assert result(page, ZWEI)[0] == "nicht-bestanden"
    # While Python starts anew, the widgets say so, not "loading for the first time".
    shown = set(page.evaluate("window.bootTexts"))
    assert "Python wird neu gestartet …" in shown and not any("geladen" in t for t in shown), shown


def test_reset_during_a_run_says_reset_not_stopped(warm_lesson):
    page = warm_lesson.page
    status = start_endless_run(page, EINS)
    press(page, EINS, "Zurücksetzen")
    widget(page, EINS).get_by_role("button", name="Ausführen").wait_for(state="attached")
    wait_until(
        page,
        "id => !document.querySelector(`[data-exercise='${id}'] [role=status]`)"
        ".hasAttribute('aria-busy')",
        arg=EINS,
    )
    page.wait_for_timeout(300)  # a late outcome of the stopped run would land now
    assert status.inner_text() == "Startcode wiederhergestellt."
    assert status.get_attribute("data-result") is None
    saved = page.evaluate("id => JSON.parse(localStorage.getItem(`lernlabor:v1:${id}`))", EINS)
    assert saved["result"] is None and saved["code"] == finde(EINS).starter
    press(page, ZWEI, "Prüfen")
    assert result(page, ZWEI)[0] == "nicht-bestanden"


def test_html_in_output_is_shown_as_literal_text(warm_lesson):
    page = warm_lesson.page
    set_code(page, EINS, 'print("<b>x</b>")\n')
    press(page, EINS, "Ausführen")
    result(page, EINS)
    assert output(page, EINS).splitlines()[0] == "<b>x</b>"
    assert widget(page, EINS).locator(".ll-ausgabe b").count() == 0


def test_the_worker_keeps_what_python_loaded_at_the_start_out_of_each_collection(warm_lesson):
    # lernlabor.pruefen.im_browser.einrichten, called by worker.js
    page = warm_lesson.page
    code = "import gc\nprint(gc.get_freeze_count() > 1000, gc.get_threshold()[1])\n"
    set_code(page, EINS, code)
    press(page, EINS, "Ausführen")
    result(page, EINS)
    assert output(page, EINS).splitlines()[0] == f"True {ALTE_LANGSAMER}"


def test_stdout_and_stderr_keep_their_order_and_long_output_is_cut(warm_lesson):
    page = warm_lesson.page
    code = (
        "import sys\n"
        'print("eins")\n'
        'print("zwei", file=sys.stderr)\n'
        'print("drei")\n'
        "for i in range(5000):\n"
        "    print(i)\n"
    )
    set_code(page, EINS, code)
    press(page, EINS, "Ausführen")
    result(page, EINS)
    lines = output(page, EINS).splitlines()
    assert lines[:4] == ["eins", "zwei", "drei", "0"]
    assert lines[-1].startswith("… gekürzt")
    assert len(lines) == 2001  # 2,000 lines of output, then the note
    assert widget(page, EINS).locator(".ll-stderr").inner_text() == "zwei\n"
    # The long output scrolls; a keyboard user reaches it, sees the ring and scrolls it.
    box = widget(page, EINS).get_by_role("region", name="Ausgabe")
    assert box.evaluate("e => e.scrollHeight > e.clientHeight")
    widget(page, EINS).locator(".ll-leiste button:visible").last.focus()
    page.keyboard.press("Tab")
    assert box.evaluate("e => e === document.activeElement")
    assert box.evaluate("e => getComputedStyle(e).outlineStyle") != "none"
    page.keyboard.press("PageDown")
    wait_until(page, "e => e.scrollTop > 0", arg=box.element_handle())


def test_syntax_error_names_and_marks_the_editor_line(warm_lesson):
    page = warm_lesson.page
    code = "x = 1\ny = 2\nif x > y\n    print(x)\n"
    set_code(page, EINS, code)
    press(page, EINS, "Prüfen")
    outcome, text = result(page, EINS)
    expected = pruefe(EINS, code)["fehler"]
    assert outcome == "fehler"
    assert expected["zeile"] == 3
    assert "Zeile 3" in text.splitlines()[0]
    marked = widget(page, EINS).locator(".cm-line.ll-fehlerzeile")
    assert marked.all_inner_texts() == ["if x > y"]


def test_runtime_error_shows_the_learner_traceback(warm_lesson):
    page = warm_lesson.page
    code = "def f():\n    return 1 / 0\n\nf()\n"
    set_code(page, EINS, code)
    press(page, EINS, "Ausführen")
    outcome, text = result(page, EINS)
    expected = pruefe(EINS, code)["fehler"]
    assert outcome == "fehler"
    assert text.splitlines()[0] == expected["titel"]
    traceback = widget(page, EINS).locator(".ll-traceback").inner_text()
    assert "ZeroDivisionError" in traceback and "lernlabor/pruefen" not in traceback
    assert widget(page, EINS).locator(".ll-fehlerzeile").all_inner_texts() == [
        code.splitlines()[expected["zeile"] - 1]
    ]
    # Also "Ausführen" gives the German explanation, without repeating the title.
    shown = widget(page, EINS).locator(".ll-meldungen li").all_inner_texts()
    assert shown == pruefe(EINS, code)["meldungen"][1:] == ["Hier wird durch null geteilt."]


def test_input_and_keyboardinterrupt_in_the_code_get_german_feedback(warm_lesson):
    """Pyodide has no stdin and no Ctrl+C: both are the learner's own error, in German."""
    page = warm_lesson.page
    for code, text in (
        ("name = input('Name? ')\n", "input('Name? ') bekommt hier keine Eingabe"),
        ("raise KeyboardInterrupt\n", "das Signal für Strg+C"),
    ):
        set_code(page, EINS, code)
        press(page, EINS, "Prüfen")
        outcome, shown = result(page, EINS)
        assert outcome == "fehler" and text in shown, shown
        assert "Interner Fehler" not in shown and "OSError" not in shown


def test_a_failed_download_of_pythons_wasm_is_reported_and_the_next_run_retries(browser, server):
    """Pyodide 314 only warns when pyodide.asm.wasm fails, and its loader never settles: the
    page must not wait for good. It says so in German, and the next run boots anew."""
    recorder = Recorder(browser, server)
    try:
        recorder.page.route("**/pyodide.asm.wasm", lambda route: route.abort("connectionreset"))
        page = recorder.page
        page.goto(server.url + LESSON)
        set_code(page, DREI, "print(6 * 7)\n")
        press(page, DREI, "Ausführen")
        verdict, text = result(page, DREI)
        assert verdict == "fehler"
        assert "Python konnte nicht geladen werden (" in text
        assert "klicke dann noch einmal auf „Ausführen“ oder „Prüfen“" in text
        recorder.page.unroute("**/pyodide.asm.wasm")
        press(page, DREI, "Ausführen")
        wait_until(
            page,
            "id => document.querySelector(`[data-exercise='${id}'] .ll-ausgabe`)"
            "?.textContent.includes('42')",
            arg=DREI,
            timeout=RESULT_TIMEOUT_MS,
        )
        assert editor_text(page, DREI) == "print(6 * 7)\n", "the code survives the failed boot"
        assert recorder.foreign_requests() == []
    finally:
        recorder.close()


def test_a_syntax_error_in_a_run_is_explained_in_german(warm_lesson):
    """A run shows title and excerpt, and below them the German explanation (the first
    message, which only repeats the title, is left out)."""
    page = warm_lesson.page
    set_code(page, DREI, "x = 1\u00a0+ 2\n")
    press(page, DREI, "Ausführen")
    verdict, text = result(page, DREI)
    assert verdict == "fehler"
    assert text.count("Syntaxfehler in Zeile 1") == 1
    assert "Hier steht ein geschütztes Leerzeichen" in text


def test_a_run_queued_behind_another_exercise_says_what_it_waits_for(warm_lesson):
    page = warm_lesson.page
    set_code(page, DREI, "import time\ntime.sleep(5)\n")  # long enough on a busy machine
    set_code(page, ZWEI, "print('danach')\n")
    press(page, DREI, "Ausführen")
    widget(page, DREI).get_by_role("button", name="Stopp", exact=True).wait_for()
    wait_until(
        page,
        "id => document.querySelector(`[data-exercise='${id}'] [role=status]`)"
        "?.textContent.includes('Läuft')",
        arg=DREI,
    )
    press(page, ZWEI, "Ausführen")
    waiting = widget(page, ZWEI).get_by_role("status").text_content()
    assert waiting.startswith("Wartet, bis das Programm fertig ist"), waiting
    result(page, DREI)
    result(page, ZWEI)
    assert "danach" in output(page, ZWEI)


def test_a_worker_script_that_does_not_load_is_reported_in_german(browser, server):
    recorder = Recorder(browser, server)
    try:
        recorder.page.route("**/worker.js*", lambda route: route.fulfill(status=404))
        page = recorder.page
        page.goto(server.url + LESSON)
        set_code(page, DREI, "print(1)\n")
        press(page, DREI, "Ausführen")
        verdict, text = result(page, DREI)
        assert verdict == "fehler"
        reason = "(der Hintergrund-Prozess für Python ließ sich nicht starten)"
        assert f"Python konnte nicht geladen werden {reason}" in text
    finally:
        recorder.close()


def test_os_exit_in_the_learners_code_is_named_and_python_restarts(warm_lesson):
    page = warm_lesson.page
    set_code(page, DREI, "import os\nos._exit(3)\n")
    press(page, DREI, "Prüfen")
    verdict, text = result(page, DREI)
    assert verdict == "fehler"
    assert "Dein Code hat Python mit os._exit(3) beendet" in text
    assert "Interner Fehler" not in text
    set_code(page, DREI, "print('weiter')\n")
    press(page, DREI, "Ausführen")
    assert result(page, DREI)[0] != "fehler"
    assert "weiter" in output(page, DREI)


def test_two_tabs_of_a_page_follow_each_other_instead_of_overwriting(open_lesson):
    first = open_lesson()
    second = first.context.new_page()
    second.goto(first.page.url)
    widget(second, DREI).locator(".cm-content").count()  # the page has loaded its widgets
    set_code(first.page, DREI, "print('aus Tab 1')\n")
    wait_until(
        second,
        "id => document.querySelector(`[data-exercise='${id}'] .cm-content, "
        "[data-exercise='${id}'] .ll-code code`)?.textContent.includes('aus Tab 1')",
        arg=DREI,
    )
    assert editor_text(second, DREI) == "print('aus Tab 1')\n"
    set_code(second, DREI, "print('aus Tab 2')\n")
    press(second, DREI, "Prüfen")
    result(second, DREI)
    earlier = widget(first.page, DREI).locator(".ll-frueher")
    earlier.wait_for()
    assert "Beim letzten Prüfen" in earlier.inner_text()
    assert editor_text(first.page, DREI) == "print('aus Tab 2')\n"
    first.page.reload()
    assert editor_text(first.page, DREI) == "print('aus Tab 2')\n"
    assert first.page.locator(".ll-nicht-gespeichert").count() == 0
    second.close()


def test_storage_that_keeps_nothing_is_told_once_above_the_first_exercise(browser, server):
    recorder = Recorder(browser, server)
    try:
        recorder.page.add_init_script(
            "Storage.prototype.setItem = function () {"
            " throw new DOMException('voll', 'QuotaExceededError'); };"
        )
        page = recorder.page
        page.goto(server.url + LESSON)
        note = page.locator(".ll-nicht-gespeichert")
        note.wait_for()
        assert "sind nach dem Neuladen weg" in note.text_content()
        assert note.evaluate("n => n.nextElementSibling.matches('.ll-uebung')")
        set_code(page, DREI, "print(6 * 7)\n")  # saving fails on every key: still one note
        press(page, DREI, "Ausführen")
        result(page, DREI)
        assert "42" in output(page, DREI)
        assert page.locator(".ll-nicht-gespeichert").count() == 1
    finally:
        recorder.close()


def test_edited_code_survives_a_reload_and_reset_restores_the_starter(open_lesson):
    page = open_lesson().page
    set_code(page, DREI, "# meine Lösung\nprint('hallo')\n")
    page.reload()
    assert editor_text(page, DREI) == "# meine Lösung\nprint('hallo')\n"
    press(page, DREI, "Zurücksetzen")
    assert editor_text(page, DREI) == finde(DREI).starter
    page.reload()
    assert editor_text(page, DREI) == finde(DREI).starter


def test_keyboard_focus_stays_on_a_working_button_while_and_after_a_run(warm_lesson):
    """A button that goes disabled would drop the focus to <body>: "Ausführen" hands it to
    "Stopp" while the code runs and gets it back afterwards; the last hint takes it over from
    the dead "Hinweis" button."""
    page = warm_lesson.page
    active = "(document.activeElement?.textContent?.trim() ?? '')"
    set_code(page, DREI, "import time\ntime.sleep(1.5)\n")
    page.keyboard.press("Escape")
    widget(page, DREI).get_by_role("button", name="Ausführen", exact=True).focus()
    page.keyboard.press("Enter")
    wait_until(page, f"{active} === 'Stopp'")
    result(page, DREI)
    wait_until(page, f"{active} === 'Ausführen'")
    hint = widget(page, DREI).get_by_role("button", name="Hinweis", exact=True)
    assert hint.is_enabled()
    hint.focus()
    while hint.is_enabled():
        page.keyboard.press("Enter")
    last = widget(page, DREI).locator(".ll-hinweise-offen li").last
    assert last.evaluate("item => item === document.activeElement")


def test_a_blown_stack_is_the_learners_error_in_german_and_python_starts_again(open_lesson):
    """ast.parse of a huge nested expression overflows the worker's stack: Pyodide dies of it.
    The learner reads what their code did, not "internal error", and the next run works."""
    recorder = open_lesson()
    page = recorder.page
    set_code(page, EINS, 'import ast\nast.parse("-" * 100000 + "1", mode="eval")\n')
    press(page, EINS, "Ausführen")
    outcome, shown = result(page, EINS)
    assert outcome == "fehler" and shown.startswith("Zu tief verschachtelt"), shown
    assert "Interner Fehler" not in shown and "call stack" not in shown
    # Pyodide's own report of its death (the worker's console) is expected here, and only it.
    assert recorder.errors[0].startswith("Pyodide has suffered a fatal error")
    assert any(e.startswith("RangeError: Maximum call stack") for e in recorder.errors)
    recorder.errors.clear()
    set_code(page, EINS, finde(EINS).loesung)
    press(page, EINS, "Prüfen")
    assert result(page, EINS)[0] == "bestanden"


def test_the_last_checks_verdict_is_shown_after_a_reload_until_the_code_changes(open_lesson):
    page = open_lesson().page
    set_code(page, ZWEI, finde(ZWEI).starter)
    press(page, ZWEI, "Prüfen")
    verdict, shown = result(page, ZWEI)
    assert verdict == "nicht-bestanden"
    messages = widget(page, ZWEI).locator('[role="status"] .ll-meldungen li').all_inner_texts()
    assert messages, shown
    page.reload()
    earlier = widget(page, ZWEI).locator(".ll-frueher")
    earlier.wait_for()
    assert earlier.get_attribute("data-result") == "nicht-bestanden"
    assert earlier.locator(".ll-verdikt").inner_text() == (
        "Beim letzten Prüfen: Noch nicht bestanden."
    )
    assert earlier.locator(".ll-meldungen li").all_inner_texts() == messages
    assert "„Prüfen“ prüft deinen Code neu" in earlier.inner_text()
    # Not in the live region: a page of saved verdicts is not read out while it loads.
    assert widget(page, ZWEI).get_by_role("status").inner_text() == ""
    assert earlier.get_attribute("role") is None and earlier.get_attribute("aria-live") is None
    # Another exercise keeps no verdict it never had.
    widget(page, EINS).locator(".ll-leiste").wait_for()
    assert widget(page, EINS).locator(".ll-frueher").count() == 1
    assert widget(page, EINS).locator(".ll-frueher").is_hidden()
    # An edit makes the verdict stale: it goes, also after the next reload.
    set_code(page, ZWEI, finde(ZWEI).starter + "\n")
    assert earlier.is_hidden()
    page.reload()
    widget(page, ZWEI).locator(".ll-leiste").wait_for()
    assert widget(page, ZWEI).locator(".ll-frueher").is_hidden()


def test_a_new_check_replaces_the_earlier_verdict_and_reset_removes_it(open_lesson):
    page = open_lesson().page
    set_code(page, ZWEI, finde(ZWEI).loesung)
    press(page, ZWEI, "Prüfen")
    assert result(page, ZWEI)[0] == "bestanden"
    page.reload()
    earlier = widget(page, ZWEI).locator(".ll-frueher")
    assert earlier.locator(".ll-verdikt").inner_text() == "Beim letzten Prüfen: Bestanden."
    press(page, ZWEI, "Prüfen")
    assert earlier.is_hidden()
    assert result(page, ZWEI)[0] == "bestanden"
    press(page, ZWEI, "Zurücksetzen")
    page.reload()
    widget(page, ZWEI).locator(".ll-leiste").wait_for()
    assert widget(page, ZWEI).locator(".ll-frueher").is_hidden()


def test_broken_saved_state_is_ignored(open_lesson):
    recorder = open_lesson()
    page = recorder.page
    broken = {
        EINS: "{",
        DREI: '{"code": 5, "result": "zzz", "hints": -1, "passed": "ja",'
        ' "verdict": {"result": "bestanden", "title": 7, "messages": []}}',
        ZWEI: "[]",
        ZUSATZ: "null",
    }
    page.evaluate(
        """broken => {
            for (const [id, value] of Object.entries(broken)) {
                localStorage.setItem(`lernlabor:v1:${id}`, value);
            }
            localStorage.setItem("lernlabor:v1:seite:" + location.pathname, "{kaputt");
        }""",
        broken,
    )
    page.reload()
    for uebung_id in broken:
        assert editor_text(page, uebung_id) == finde(uebung_id).starter
    assert not widget(page, DREI).locator(".ll-abzeichen").is_visible()
    assert page.locator(".ll-frueher:not([hidden])").count() == 0
    press(page, ZWEI, "Prüfen")
    assert result(page, ZWEI)[0] == "nicht-bestanden"
    # A verdict whose messages are not all text is dropped, the rest of the state is kept.
    page.evaluate(
        """id => localStorage.setItem(`lernlabor:v1:${id}`, JSON.stringify(
            {code: "x = 1", verdict: {result: "bestanden", title: "x", messages: [1]}}))""",
        EINS,
    )
    page.reload()
    assert editor_text(page, EINS) == "x = 1"
    earlier = widget(page, EINS).locator(".ll-frueher")
    assert earlier.count() == 1 and earlier.is_hidden()


def test_hints_one_at_a_time_and_solution_on_request(open_lesson):
    page = open_lesson().page
    hints = finde(DREI).hinweise
    shown = widget(page, DREI).locator(".ll-hinweise-offen li")
    assert shown.count() == 0
    solution = widget(page, DREI).locator(".ll-loesung")
    assert not solution.is_visible()
    for n in range(1, len(hints) + 1):
        press(page, DREI, "Hinweis")
        assert shown.count() == n
    assert shown.all_inner_texts() == [h.replace("`", "") for h in hints]
    assert widget(page, DREI).get_by_role("button", name="Hinweis", exact=True).is_disabled()
    # A named list that reads out each new hint.
    hint_list = widget(page, DREI).get_by_role("list", name="Hinweise")
    assert hint_list.get_attribute("aria-live") == "polite"
    page.reload()
    assert shown.count() == len(hints)
    button = widget(page, DREI).get_by_role("button", name="Lösung anzeigen")
    button.click()
    assert solution.is_visible() and button.get_attribute("aria-expanded") == "true"
    assert finde(DREI).loesung.strip().splitlines()[0] in solution.inner_text()
    button.click()
    assert not solution.is_visible()


def test_keyboard_ctrl_enter_runs_and_escape_tab_leaves_the_editor(warm_lesson):
    page = warm_lesson.page
    content = widget(page, EINS).locator(".cm-content")
    set_code(page, EINS, "x = 1")
    page.keyboard.press("Home")
    page.keyboard.press("Tab")  # indents, focus stays in the editor
    assert editor_text(page, EINS).startswith("    x = 1")
    assert content.evaluate("element => element.contains(document.activeElement)")
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert not content.evaluate("element => element.contains(document.activeElement)")
    content.click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text('print("strg-enter")')
    page.keyboard.press("Control+Enter")
    result(page, EINS)
    assert output(page, EINS) == "strg-enter\n"


def nav_marks(page, url):
    """For each navigation link to ``url``: is it marked as passed?"""
    return page.evaluate(
        """url => [...document.querySelectorAll(".md-nav__link[href]")]
            .filter(link => link.href === url)
            .map(link => link.classList.contains("ll-nav-bestanden"))""",
        url,
    )


def test_worker_survives_instant_navigation_and_passed_pages_are_marked(open_lesson, server):
    recorder = open_lesson()
    page = recorder.page
    for uebung_id in (EINS, ZWEI, DREI):  # the optional Zusatzübung is not needed for ✓
        assert nav_marks(page, server.url + LESSON) == [False]
        set_code(page, uebung_id, finde(uebung_id).loesung)
        press(page, uebung_id, "Prüfen")
        assert result(page, uebung_id)[0] == "bestanden", uebung_id
    assert (
        finde(ZUSATZ).freiwillig and not widget(page, ZUSATZ).locator(".ll-abzeichen").is_visible()
    )
    assert nav_marks(page, server.url + LESSON) == [True]
    recorder.follow("a.md-footer__link--prev", server.url)  # instant navigation to "Start"
    page.wait_for_selector(".ll-nav-bestanden", state="attached")
    assert nav_marks(page, server.url + LESSON) == [True]  # marked on other pages too
    recorder.follow("a.md-footer__link--next", server.url + LESSON)  # and back to the lesson
    widget(page, ZWEI).locator(".ll-abzeichen").wait_for(state="visible")
    set_code(page, ZWEI, finde(ZWEI).starter)
    press(page, ZWEI, "Prüfen")
    assert result(page, ZWEI)[0] == "nicht-bestanden"
    loads = [url for url in recorder.requests if url.endswith(".wasm") or "worker.js" in url]
    assert len(loads) == 2, loads  # one worker, one wasm: instant navigation kept them


def test_every_request_went_to_127_0_0_1(open_lesson, server):
    recorder = open_lesson()
    press(recorder.page, ZWEI, "Prüfen")
    result(recorder.page, ZWEI)
    assert any(url.endswith("assets/pyodide/pyodide.asm.wasm") for url in recorder.requests)
    assert all(url.startswith(server.url) for url in recorder.requests if "127.0.0.1" in url)
    assert recorder.foreign_requests() == []


def test_without_javascript_the_exercise_is_readable(open_lesson):
    page = open_lesson(java_script_enabled=False).page
    root = widget(page, ZWEI)
    code = root.locator(".ll-code").inner_text()
    assert finde(ZWEI).starter.strip() in code
    assert not root.locator(".ll-leiste").is_visible()
    summary = root.locator(".ll-loesung summary")
    assert summary.is_visible() and not root.locator(".ll-loesung pre").is_visible()
    summary.click()
    assert root.locator(".ll-loesung pre").is_visible()


def test_a_second_server_of_the_same_build_keeps_instant_navigation(browser, server):
    """Under xdist one worker builds the site and the others serve that build on ports of
    their own (tests/browser/site.py). Material's instant navigation takes a link for part
    of the site only if the sitemap names its port: each server rewrites the sitemap."""
    with SiteServer(server.site_dir) as other:
        point_sitemap_at(other, server.built_url)
        with urlopen(other.url + "sitemap.xml") as answer:
            locations = re.findall(r"<loc>(.*?)</loc>", answer.read().decode("utf-8"))
        assert locations and all(loc.startswith(other.url) for loc in locations), locations
        context = browser.new_context()
        page = context.new_page()
        page.goto(other.url, wait_until="networkidle")  # Material has read the sitemap
        page.evaluate("window.stillTheSameDocument = true")
        page.locator("a.md-footer__link--next").click()
        page.wait_for_url(other.url + LESSON)
        assert page.evaluate("window.stillTheSameDocument === true"), "a full page load"
        context.close()
