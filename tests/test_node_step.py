"""The cache of the Node build steps (lernlabor/web/node_step.py: bytecode, memory snapshot).

How the kept results are written and evicted is tested with lernlabor/web/keep.py
(tests/test_keep.py); here: each step makes a result once and keeps its last ``KEEP``.
"""

from lernlabor.web import node_step


def test_the_same_key_is_made_once_and_the_least_recently_used_goes_first(tmp_path):
    made = []

    def get(key):
        return node_step.cached(tmp_path, "probe", key.encode(), lambda: made.append(key) or b"")

    for key in ("one", "two", "one", "three", "four"):  # "one" used again after "two"
        get(key)
    assert made == ["one", "two", "three", "four"]
    get("five")  # one more than KEEP: "two", the least recently used, goes
    assert len(list((tmp_path / ".cache" / "probe").glob("*.bin"))) == node_step.KEEP == 4
    for key in ("one", "three", "four", "five"):  # an undone change finds its build again
        get(key)
    assert made == ["one", "two", "three", "four", "five"]
    get("two")
    assert made[-1] == "two"
    assert [p.suffix for p in (tmp_path / ".cache" / "probe").iterdir()] == [".bin"] * 4
