"""The cache of the Node build steps (lernlabor/web/node_step.py: bytecode, memory snapshot).

Several builds may share one ``.cache`` at once (the tests run on all cores, an author may
build while ``mkdocs serve`` runs): a build reads a whole earlier result or makes its own.
"""

from pathlib import Path

import pytest

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


def test_a_build_that_dies_while_writing_leaves_no_half_result(tmp_path, monkeypatch):
    real_write = Path.write_bytes

    def dies_halfway(self, data):
        real_write(self, data[: len(data) // 2])
        raise OSError("disk full")

    monkeypatch.setattr(Path, "write_bytes", dies_halfway)
    with pytest.raises(OSError, match="disk full"):
        node_step.cached(tmp_path, "probe", b"one", lambda: b"the whole result")
    monkeypatch.setattr(Path, "write_bytes", real_write)
    # The next build must not take the half file for a result.
    assert node_step.cached(tmp_path, "probe", b"one", lambda: b"made anew") == b"made anew"
