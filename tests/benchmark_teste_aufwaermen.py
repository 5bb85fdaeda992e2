"""pytest plugin of tests/benchmark_teste.py (not a test): runs one browser test before the
page's selection, so the site build, the server and Chromium, which the suite makes once for
all pages, do not count as the cost of the page."""

import pytest

AUFWAERMEN = "tests/test_barrierefreiheit.py::test_axe_finds_a_violation_when_there_is_one"


@pytest.hookimpl(hookwrapper=True)
def pytest_collection_modifyitems(session, config, items):
    erstes = [item for item in items if item.nodeid == AUFWAERMEN]
    yield
    if erstes and erstes[0] not in items:
        items.insert(0, erstes[0])
