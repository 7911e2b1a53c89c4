"""The servers remembered for Host a game… → on a server: the most recent first, a few,
one used again moves up; a damaged or hostile file is read as none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mg.net.kept.known_servers import MAX_KNOWN, known_servers, remember_server
from tests.support.problem_keys import problem_keys


def test_the_most_recent_first_a_few_one_used_again_moves_up(tmp_path: Path) -> None:
    path = tmp_path / "servers.json"
    for n in range(MAX_KNOWN + 2):
        assert remember_server(f"host{n}.example:8765", path) is None
    known = known_servers(path)
    assert len(known) == MAX_KNOWN and known[0] == f"host{MAX_KNOWN + 1}.example:8765"
    assert remember_server(" host3.example:8765 ", path) is None
    assert known_servers(path)[:2] == ["host3.example:8765", known[0]]
    refused = remember_server("two words", path)  # (no address has a space)
    assert problem_keys(refused) == ["net_address"]


@pytest.mark.parametrize(
    "text",
    ["{", '{"a": 1}', json.dumps(["ok:1", 7, "x" * 500, "a\u202eb", " pad"]), "[" * 100_000],
)
def test_a_damaged_or_hostile_file_is_read_as_what_it_holds_that_is_an_address(
    tmp_path: Path, text: str
) -> None:
    path = tmp_path / "servers.json"
    path.write_text(text, encoding="utf-8")
    assert known_servers(path) in ([], ["ok:1"])
    assert remember_server("new:1", path) is None and known_servers(path)[0] == "new:1"
