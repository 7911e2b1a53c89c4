"""A seat's token kept per room code: read back for a rejoin, a damaged file
read as nothing kept, bad input refused with its key."""

from __future__ import annotations

from pathlib import Path

from mg.net.kept.seat_tokens import keep_token, read_tokens, token_for

TOKEN = "0123456789abcdef0123456789abcdef"


def test_a_token_is_kept_per_room_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "net-seats.json"
    assert keep_token("kro-7q4", TOKEN, path) is None
    assert keep_token("ABC-123", "f" * 32, path) is None
    assert token_for("KRO-7Q4", path) == TOKEN
    assert token_for(" abc-123 ", path) == "f" * 32
    assert token_for("ZZZ-999", path) is None


def test_a_damaged_file_keeps_nothing(tmp_path: Path) -> None:
    path = tmp_path / "net-seats.json"
    path.write_text('{"KRO-7Q4": "not a token", "bad": "' + TOKEN + '", ', encoding="utf-8")
    assert read_tokens(path) == {}
    path.write_text('{"KRO-7Q4": "nope", "ABC-123": "' + TOKEN + '"}', encoding="utf-8")
    assert read_tokens(path) == {"ABC-123": TOKEN}


def test_bad_input_is_refused_with_its_key(tmp_path: Path) -> None:
    path = tmp_path / "net-seats.json"
    problem = keep_token("KRO-7Q4", "../../etc", path)
    assert problem is not None and problem.key == "net_field"
    assert not path.exists()
