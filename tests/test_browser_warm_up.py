"""While the page is idle, the Python worker checks the references of its exercises silently
(js/runtime.js, warmUp), so that V8 has compiled the hot WebAssembly well before the
learner's first checks. The warm-up must never show, mark or change anything, and must not
stand in the learner's way.
"""

import json
import re
import time
from pathlib import Path

from lernlabor.pruefen import pruefe
from lernlabor.uebung import finde
from tests.browser.fixtures import Recorder, browser, server, wait_until
from tests.browser.site import LESSON
from tests.test_browser import EINS, ZWEI, check_in_widget, nav_marks, widget

__all__ = ["browser", "server"]  # fixtures, used by name

RUNTIME = (Path(__file__).parents[1] / "lernlabor/web/js/runtime.js").read_text(encoding="utf-8")


def constant(name: str) -> int:
    """A number that js/runtime.js sets (``const NAME = 123;``)."""
    return int(re.search(rf"^const {name} = (\d+);", RUNTIME, re.M)[1])


WARM_ROUNDS, WARM_DELAY_MS = constant("WARM_ROUNDS"), constant("WARM_DELAY_MS")
WARM_RETRY_MS, WARM_SLOW_MS = constant("WARM_RETRY_MS"), constant("WARM_SLOW_MS")
WARM_SLOW_ROUNDS = constant("WARM_SLOW_ROUNDS")

# An init script: every message to and from the Python worker, in order, with the page's time:
# ["out", type, id, exercise, ms since start] and ["in", type, id, ms, ms since start].
# The rounds of the warm-up that window.SLOW_ROUNDS names (counted from 0, or every one if it is
# true) reach the page as if they had taken SLOW_MS: a device too slow, or busy for a moment.
# Every other round took at most FAST_MS for the page: how busy the test's machine is must not
# decide whether the warm-up goes on (the CI of 564ec3c had one round over a second).
LOG_WORKER = """
window.workerLog = [];
const SLOW_MS = SLOW_MS_VALUE, FAST_MS = FAST_MS_VALUE;
const OriginalWorker = window.Worker;
window.Worker = class extends OriginalWorker {
  constructor(url, options) {
    super(url, options);
    if (!new URL(url, location.href).pathname.endsWith("lernlabor/worker.js")) return;
    let rounds = 0;
    this.addEventListener("message", (event) => {
      const data = event.data;
      if (data.type === "warm" && !data.faked && data.ms !== null) {
        const slow = window.SLOW_ROUNDS === true || (window.SLOW_ROUNDS ?? []).includes(rounds);
        rounds += 1;
        const ms = slow ? SLOW_MS : Math.min(data.ms, FAST_MS);
        if (ms !== data.ms) {
          event.stopImmediatePropagation();  // runtime.js sees the copy only
          this.dispatchEvent(new MessageEvent("message", {data: {...data, ms, faked: true}}));
          return;
        }
      }
      window.workerLog.push(["in", data.type, data.id ?? null, data.ms ?? null, performance.now()]);
    });
  }
  postMessage(message, ...rest) {
    window.workerLog.push(
      ["out", message.type, message.id ?? null, message.exercise ?? null, performance.now()]);
    return super.postMessage(message, ...rest);
  }
};
""".replace("SLOW_MS_VALUE", str(WARM_SLOW_MS + 500)).replace("FAST_MS_VALUE", str(WARM_SLOW_MS))


def logged_lesson(browser, server, slow_rounds: list[int] | bool = (), **options) -> Recorder:
    recorder = Recorder(browser, server, **options)
    recorder.page.add_init_script(f"window.SLOW_ROUNDS = {json.dumps(slow_rounds)};")
    recorder.page.add_init_script(LOG_WORKER)
    return recorder


def log(page) -> list[list]:
    return page.evaluate("window.workerLog")


def checked_and_closed(recorder: Recorder) -> None:
    recorder.close()
    assert recorder.foreign_requests() == [], "requests left 127.0.0.1"
    assert recorder.errors == [], "script errors in the page"


def test_the_warm_up_waits_for_the_learner_then_warms_silently(browser, server):
    # One page for both halves: each would cost a page with Python and a wait of WARM_DELAY_MS.
    recorder = logged_lesson(browser, server)
    page = recorder.page
    page.goto(server.url + LESSON)
    # Checks one after another, the first at once while Python still starts, until well past
    # the moment the warm-up would begin on an idle page.
    starter = finde(ZWEI).starter
    in_cpython = pruefe(ZWEI, starter)
    started = time.monotonic()
    while time.monotonic() - started < WARM_DELAY_MS / 1000 + 2:
        assert check_in_widget(page, ZWEI, starter) == ("nicht-bestanden", in_cpython["meldungen"])
        page.wait_for_timeout(300)  # a reader's pace; a round may come in a pause, never during
    # Then the page rests, and the worker warms up. Its next round seems slow: a busy moment of
    # the device must not end the warm-up, only put the next round off.
    answered = "window.workerLog.filter(e => e[1] === 'warm').length"
    slowed = page.evaluate(f"window.SLOW_ROUNDS = [{answered}]")[0]
    assert slowed < WARM_ROUNDS - 1, "the warm-up was done before the learner's checks were"
    wait_until(
        page,
        f"window.workerLog.filter(e => e[1] === 'warm').length >= {WARM_ROUNDS}",
        timeout=120_000,
    )
    entries = log(page)
    kinds = [entry[1] for entry in entries if entry[0] == "out"]
    assert kinds.index("check") < kinds.index("warmUp")  # the learner's first check first
    pending = set()  # checks sent, their result not yet back
    warming = False
    for direction, kind, message_id, *_ in entries:
        if direction == "out" and kind == "check":
            pending.add(message_id)
        elif direction == "in" and kind in ("result", "failure"):
            pending.discard(message_id)
        elif direction == "out" and kind == "warmUp":
            assert not pending, "a warm-up round was sent while a check ran"
            assert not warming, "two warm-up rounds at once"
            warming = True
        elif direction == "in" and kind == "warm":
            warming = False
    exercises = page.eval_on_selector_all(
        ".ll-uebung[data-exercise]", "roots => roots.map(root => root.dataset.exercise)"
    )
    warmed = [entry[3] for entry in entries if entry[:2] == ["out", "warmUp"]]
    assert warmed[: len(exercises)] == exercises  # each exercise of the page first, once
    assert set(warmed) == set(exercises)
    rounds = [entry for entry in entries if entry[1] == "warm"]
    assert all(isinstance(entry[3], (int, float)) and entry[3] > 0 for entry in rounds), rounds
    assert rounds[slowed][3] > WARM_SLOW_MS
    sent = [entry[4] for entry in entries if entry[:2] == ["out", "warmUp"]]
    assert sent[slowed + 1] - rounds[slowed][4] >= WARM_RETRY_MS, (rounds[slowed], sent)
    # Nothing of it shows: no verdict but the learner's own, no badge, the page not passed.
    for uebung_id in exercises:
        status = widget(page, uebung_id).locator("[role=status]").get_attribute("data-result")
        assert status == ("nicht-bestanden" if uebung_id == ZWEI else None), uebung_id
        assert not widget(page, uebung_id).locator(".ll-abzeichen").is_visible()
    assert nav_marks(page, server.url + LESSON) == [False]
    # And it left nothing that changes a verdict: the starter fails as before, the reference
    # passes, and no round came after the eighth.
    assert check_in_widget(page, ZWEI, starter) == ("nicht-bestanden", in_cpython["meldungen"])
    assert check_in_widget(page, EINS, finde(EINS).loesung)[0] == "bestanden"
    assert len([entry for entry in log(page) if entry[1] == "warm"]) == WARM_ROUNDS
    checked_and_closed(recorder)


def test_a_device_too_slow_warms_no_longer(browser, server):
    # Every round seems slow. Own context: the page's fake clock saves waiting for WARM_DELAY_MS
    # and WARM_RETRY_MS, and it holds for the whole context.
    recorder = logged_lesson(browser, server, slow_rounds=True, own_context=True)
    page = recorder.page
    page.clock.install()
    page.goto(server.url + LESSON)
    wait_until(page, "window.workerLog.some(e => e[1] === 'ready')", timeout=60_000)

    def warm_rounds() -> int:
        return len([entry for entry in log(page) if entry[:2] == ["out", "warmUp"]])

    page.clock.fast_forward(WARM_DELAY_MS)
    for round_ in range(1, WARM_SLOW_ROUNDS + 1):
        wait_until(page, f"window.workerLog.filter(e => e[1] === 'warmUp').length >= {round_}")
        page.wait_for_timeout(2 * WARM_SLOW_MS)  # the worker answers; later rounds may not come
        page.clock.fast_forward(2 * WARM_RETRY_MS)
    page.wait_for_timeout(2 * WARM_SLOW_MS)
    assert warm_rounds() == WARM_SLOW_ROUNDS
    # Python itself is fine: the learner's check works as before.
    assert check_in_widget(page, EINS, finde(EINS).loesung)[0] == "bestanden"
    checked_and_closed(recorder)
