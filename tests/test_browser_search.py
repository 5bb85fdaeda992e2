"""The site's search: Material's, with the index built when the reader first searches.

lernlabor/web/js/search-worker.js runs Material's search worker and answers its setup at
once; the lunr index (and the German stemmer it imports) comes with the first query. The
answers must be Material's own, query for query.
"""

from tests.browser.fixtures import Recorder, browser, server, wait_until

__all__ = ["browser", "server"]  # fixtures, used by name

WORKERS = "assets/javascripts/workers/"
STEMMER = "lunr.de.min.js"  # imported by Material's worker when it builds the index
QUERIES = ["", "Werkzeuge", "Werkzeug", "Kosten", "Schleife", "tool_use", "gibtesnicht"]

# In the page: one worker at `url` gets the index as Material sends it, then every query;
# returns the answers in order ({type, data} as the worker posts them).
ASK_A_WORKER = """async ([url, queries]) => {
  const index = await (await fetch(new URL("search/search_index.json", document.baseURI))).json();
  const worker = new Worker(url);
  const answers = [];
  const next = () => new Promise((resolve) => worker.addEventListener(
    "message", ({data}) => { answers.push(data); resolve(); }, {once: true}));
  let answered = next();
  worker.postMessage({type: 0, data: {...index, options: {suggest: false}}});
  await answered;
  for (const query of queries) {
    answered = next();
    worker.postMessage({type: 2, data: query});
    await answered;
  }
  worker.terminate();
  return answers;
}"""


def test_the_index_is_built_when_the_reader_first_searches(browser, server):
    recorder = Recorder(browser, server)
    page = recorder.page
    try:
        with page.expect_response("**/search/search_index.json"):
            page.goto(server.url)
        page.wait_for_timeout(1000)  # Material's own worker would have built the index now
        assert any("/lernlabor-search.js?material=search." in url for url in recorder.requests)
        assert not [url for url in recorder.requests if STEMMER in url]
        page.locator("input.md-search__input").click()
        page.keyboard.type("Werkzeuge")
        page.locator(".md-search-result__item").first.wait_for()
        assert [url for url in recorder.requests if STEMMER in url]
        links = page.locator(".md-search-result__item > a").evaluate_all(
            "links => links.map(link => link.getAttribute('href'))"
        )
        assert any("/ki/m4/" in link for link in links), links
        wait_until(page, "document.querySelector('.md-search-result__meta').textContent")
        assert "Suchergebnis" in page.locator(".md-search-result__meta").inner_text()
    finally:
        recorder.close()
    assert recorder.foreign_requests() == [] and recorder.errors == []


def test_every_answer_is_the_one_of_materials_own_worker(browser, server):
    material = next((server.site_dir / WORKERS).glob("search.*.min.js")).name
    recorder = Recorder(browser, server)
    try:
        recorder.page.goto(server.url)
        ours = recorder.page.evaluate(
            ASK_A_WORKER, [f"{WORKERS}lernlabor-search.js?material={material}", QUERIES]
        )
        theirs = recorder.page.evaluate(ASK_A_WORKER, [WORKERS + material, QUERIES])
    finally:
        recorder.close()
    assert ours == theirs
    assert ours[0] == {"type": 1}  # ready
    answers = zip(QUERIES, ours[1:], strict=True)
    found = {query: len(answer["data"]["items"]) for query, answer in answers}
    assert found[""] == found["gibtesnicht"] == 0
    assert found["Werkzeuge"] > 0 and found["Werkzeug"] > 0 and found["Kosten"] > 0, found
