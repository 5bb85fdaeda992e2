"""The store that keeps the last N results per name (lernlabor/web/keep.py).

It serves the Node build steps (bytecode, snapshot), the author tools' verdicts per exercise
and the kept site builds of ``lernlabor teste``; their own tests check that each asks with the
right key (test_node_step.py, test_ablage.py, test_seite_waehlen.py).
"""

import json
import time
from pathlib import Path

import pytest

from lernlabor.web import keep


def as_text(entry):
    return entry.read_text("utf-8")


def test_a_result_is_found_by_its_name_key_and_suffix_and_an_undone_key_finds_it_again(tmp_path):
    keep.store(tmp_path, "step", b"one", "bin", b"result of one", last=4)
    assert keep.lookup(tmp_path, "step", b"one", "bin") == b"result of one"
    assert keep.lookup(tmp_path, "step", b"two", "bin") is None  # a changed key
    assert keep.lookup(tmp_path, "other", b"one", "bin") is None
    assert keep.lookup(tmp_path, "step", b"one", "txt") is None
    keep.store(tmp_path, "step", b"two", "bin", b"result of two", last=4)
    assert keep.lookup(tmp_path, "step", b"one", "bin") == b"result of one"  # change undone
    assert keep.lookup(tmp_path, "step", b"two", "bin") == b"result of two"
    keep.store(tmp_path, "m4-05-uebung-1", "Schlüssel", "json", "Urteil zu ä", last=4)
    assert keep.lookup(tmp_path, "m4-05-uebung-1", "Schlüssel", "json", as_text) == "Urteil zu ä"
    assert keep.lookup(tmp_path, "m4-05-uebung-1", "Schlüssel".encode(), "json") == (
        "Urteil zu ä".encode()  # a text key and its UTF-8 bytes are the same key
    )


def test_the_least_recently_used_go_first_and_only_those_of_the_same_name(tmp_path):
    keep.store(tmp_path, "m4-05-uebung-10", "x", "json", "another exercise", last=4)
    keep.store(tmp_path, "m4-05-uebung-1", "x", "txt", "another suffix", last=4)
    for key in "abcd":
        keep.store(tmp_path, "m4-05-uebung-1", key, "json", key, last=4)
    assert keep.lookup(tmp_path, "m4-05-uebung-1", "a", "json", as_text) == "a"
    keep.store(tmp_path, "m4-05-uebung-1", "e", "json", "e", last=4)  # one more: b goes
    left = [k for k in "abcde" if keep.lookup(tmp_path, "m4-05-uebung-1", k, "json")]
    assert left == ["a", "c", "d", "e"]
    assert keep.lookup(tmp_path, "m4-05-uebung-10", "x", "json") == b"another exercise"
    assert keep.lookup(tmp_path, "m4-05-uebung-1", "x", "txt") == b"another suffix"
    keep.store(tmp_path, "m4-05-uebung-1", "f", "json", "f", last=2)  # each store says N
    left = [k for k in "abcdef" if keep.lookup(tmp_path, "m4-05-uebung-1", k, "json")]
    assert left == ["e", "f"]
    assert len(list(tmp_path.iterdir())) == 4  # nothing else left behind


def test_a_reader_during_a_write_finds_the_whole_old_entry_never_a_half_one(tmp_path, monkeypatch):
    keep.store(tmp_path, "snapshot", b"key", "bin", b"old " * 1000, last=4)
    real_write = Path.write_bytes
    seen = []

    def write_slowly(self, data):  # another build reads while this one is half done
        with self.open("wb") as file:
            file.write(data[: len(data) // 2])
            file.flush()
            seen.append(keep.lookup(tmp_path, "snapshot", b"key", "bin"))
            seen.append(keep.lookup(tmp_path, "snapshot", b"new key", "bin"))
            file.write(data[len(data) // 2 :])

    monkeypatch.setattr(Path, "write_bytes", write_slowly)
    keep.store(tmp_path, "snapshot", b"key", "bin", b"new " * 1000, last=4)
    keep.store(tmp_path, "snapshot", b"new key", "bin", b"made " * 1000, last=4)
    monkeypatch.setattr(Path, "write_bytes", real_write)
    assert seen[:2] == [b"old " * 1000, None]
    assert seen[2] == b"new " * 1000 and seen[3] is None
    assert keep.lookup(tmp_path, "snapshot", b"key", "bin") == b"new " * 1000


def test_a_writer_that_dies_halfway_leaves_no_half_entry_and_no_partial_file(tmp_path, monkeypatch):
    real_write = Path.write_bytes

    def dies_halfway(self, data):
        real_write(self, data[: len(data) // 2])
        raise OSError("disk full")

    monkeypatch.setattr(Path, "write_bytes", dies_halfway)
    with pytest.raises(OSError, match="disk full"):
        keep.store(tmp_path, "bytecode", b"one", "bin", b"the whole result", last=4)
    monkeypatch.setattr(Path, "write_bytes", real_write)
    assert keep.lookup(tmp_path, "bytecode", b"one", "bin") is None
    assert list(tmp_path.iterdir()) == []


def test_an_entry_that_cannot_be_read_is_a_miss_and_the_next_store_replaces_it(tmp_path):
    text = keep.path(tmp_path, "m4-04-uebung-3", "a", "txt")
    text.write_bytes(b"\xff not UTF-8")
    assert keep.lookup(tmp_path, "m4-04-uebung-3", "a", "txt", as_text) is None
    record = keep.path(tmp_path, "m4-04-uebung-3", "a", "json")
    record.write_text("{half a rec", "utf-8")
    as_json = lambda p: json.loads(p.read_text("utf-8"))  # noqa: E731
    assert keep.lookup(tmp_path, "m4-04-uebung-3", "a", "json", as_json) is None
    folder = keep.path(tmp_path, "bytecode", b"one", "bin")
    (folder / "inside").mkdir(parents=True)  # a directory where a file belongs
    assert keep.lookup(tmp_path, "bytecode", b"one", "bin") is None
    keep.store(tmp_path, "bytecode", b"one", "bin", b"made anew", last=4)
    assert keep.lookup(tmp_path, "bytecode", b"one", "bin") == b"made anew"
    keep.store(tmp_path, "m4-04-uebung-3", "a", "txt", "richtig", last=4)
    assert keep.lookup(tmp_path, "m4-04-uebung-3", "a", "txt", as_text) == "richtig"
    with pytest.raises(ValueError, match="last must be at least 1, not 0"):
        keep.store(tmp_path, "bytecode", b"two", "bin", b"", last=0)


def site(files):
    """A function that makes a directory entry, as tests/browser/site.py keeps a build."""

    def make(entry):
        for name, text in files.items():
            (entry / name).parent.mkdir(parents=True, exist_ok=True)
            (entry / name).write_text(text, "utf-8")

    return make


def listing(entry):
    if not (entry / "build.json").is_file():
        raise FileNotFoundError(entry / "build.json")
    return {p.relative_to(entry).as_posix(): p.read_text() for p in entry.rglob("*.*")}


def test_a_directory_is_kept_whole_and_evicted_like_a_file(tmp_path):
    one = {"build.json": "{}", "site/index.html": "eins"}
    seen = []

    def make_and_look(entry):
        site(one)(entry)
        seen.append(keep.lookup(tmp_path, "site", "one", "build", listing))

    keep.store(tmp_path, "site", "one", "build", make_and_look, last=2)
    assert seen == [None]  # not there while it is being made
    assert keep.lookup(tmp_path, "site", "one", "build", listing) == one
    two = {"build.json": "{}", "site/index.html": "zwei"}
    keep.store(tmp_path, "site", "one", "build", site(two), last=2)  # replaces a full one
    assert keep.lookup(tmp_path, "site", "one", "build", listing) == two
    keep.store(tmp_path, "site", "two", "build", site(one), last=2)
    assert keep.lookup(tmp_path, "site", "one", "build", listing) == two  # used: stays
    keep.store(tmp_path, "site", "three", "build", site(one), last=2)
    assert keep.lookup(tmp_path, "site", "two", "build", listing) is None
    assert keep.lookup(tmp_path, "site", "one", "build", listing) == two
    assert len(list(tmp_path.iterdir())) == 2

    def fails(entry):
        site(one)(entry)
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        keep.store(tmp_path, "site", "four", "build", fails, last=2)
    assert len(list(tmp_path.iterdir())) == 2  # no half build left behind


@pytest.mark.skipif(keep.fcntl is None, reason="no flock on this system")
def test_a_second_holder_of_the_lock_waits_until_the_first_is_done(tmp_path):
    """Two makers of one result: the second enters only after the first left (the lock file's
    folder is made on the way)."""
    import threading

    lock, order = tmp_path / "neu" / "x.lock", []
    first_in, second_tries = threading.Event(), threading.Event()

    def first():
        with keep.locked(lock):
            first_in.set()
            second_tries.wait(5)
            time.sleep(0.2)  # the second is waiting at the lock by now
            order.append("first done")

    def second():
        first_in.wait(5)
        second_tries.set()
        with keep.locked(lock):
            order.append("second in")

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert order == ["first done", "second in"]
