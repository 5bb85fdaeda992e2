"""The Chromium profile that Recorders share (tests/browser/fixtures.py, ``Profile``).

It keeps the HTTP cache and V8's code cache between tests, and nothing else: what a page
keeps for the learner is gone before the next Recorder takes the profile, and a Recorder
made while another holds it gets a context of its own.
"""

from tests.browser.fixtures import Recorder, browser, server

__all__ = ["browser", "server"]  # fixtures, used by name

# What the site or Material may keep: localStorage, sessionStorage, the Cache Storage, IndexedDB.
KEEP = """async () => {
  localStorage.setItem("ll-test", "1");
  sessionStorage.setItem("ll-test", "1");
  await (await caches.open("ll-test")).put("/ll-test", new Response("1"));
  await new Promise((done) => {
    const request = indexedDB.open("ll-test");
    request.onupgradeneeded = () => request.result.createObjectStore("kept");
    request.onsuccess = () => { request.result.close(); done(); };
  });
}"""
KEPT = """async () => ({
  local: localStorage.getItem("ll-test"),
  session: sessionStorage.getItem("ll-test"),
  cache: await caches.has("ll-test"),
  indexedDB: (await indexedDB.databases()).some((db) => db.name === "ll-test"),
})"""
NOTHING = {"local": None, "session": None, "cache": False, "indexedDB": False}


def opened(browser, server, **options) -> Recorder:
    recorder = Recorder(browser, server, **options)
    recorder.page.goto(server.url)
    return recorder


def test_the_next_recorder_finds_nothing_the_last_one_kept(browser, server):
    first = opened(browser, server)
    assert first.profile is not None, "a plain Recorder takes the profile"
    first.page.evaluate(KEEP)
    assert first.page.evaluate(KEPT) == {
        "local": "1",
        "session": "1",
        "cache": True,
        "indexedDB": True,
    }
    first.close()
    second = opened(browser, server)
    try:
        assert second.profile is first.profile
        assert second.page.evaluate(KEPT) == NOTHING
    finally:
        second.close()


def test_while_the_profile_is_held_a_recorder_gets_its_own_context(browser, server):
    holder = opened(browser, server)
    other = opened(browser, server)
    try:
        assert holder.profile is not None and other.profile is None
        holder.page.evaluate(KEEP)
        assert other.page.evaluate(KEPT) == NOTHING
    finally:
        other.close()
        holder.close()


def test_requests_of_a_second_tab_go_to_the_recorder_that_holds_the_profile(browser, server):
    recorder = opened(browser, server)
    try:
        second = recorder.context.new_page()
        second.goto(server.url + "autoren/")
        assert any(url.endswith("/autoren/") for url in recorder.requests)
    finally:
        recorder.close()
    assert [page for page in recorder.context.pages if page.url.startswith(server.origin)] == []
