"""Silent corruption: a save carries a digest of its content, checked on reading.
Single-bit flips and garbles of a real save — a score 7 → 3, a road's ends, a road moved, a
village name swallowing the next map line — are refused ("the file was changed or damaged",
or another problem), never adopted; a save from before digests still loads."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from string import ascii_lowercase, ascii_uppercase
from string import digits as digits_
from typing import Any

import pytest

from mg.engine import Game, Problem
from mg.match import Match
from mg.store.kept_games import at_risk, keep_as_save, keep_replaced, list_replaced
from mg.store.save_identity import content_digest
from mg.store.seats import Seat
from mg.store.session import (
    Session,
    autosave,
    autosave_path,
    from_json,
    read,
    save_named,
    saves_dir,
    to_json,
)

SEED = 2103
BIT_FLIPS = 2000  # single-bit flips anywhere in the file
GARBLES = 1500  # digits and letters changed, runs overwritten, inside numbers and strings


def played_session() -> Session:
    """A real game some rounds in: roads, cities, scores, a log, named players."""
    game = Game.new(["yellow", "red", "brown"], seed=SEED, rounds=8)
    match = Match(
        game,
        [Seat("Ann", "yellow"), Seat("Ben", "red"), Seat("Cleo", "brown")],
        saver=lambda s: None,
    )
    rng = random.Random(SEED)
    while game.phase != "over" and game.round < 5:
        match.apply(rng.choice(game.legal_actions()))
    assert any(game.score.values()) and game.roads() and game.cities()
    session = match.session()
    session.game_id = "2103" * 8  # the same file at every run: the same flips
    return session


@pytest.fixture(scope="module")
def saved() -> str:
    return to_json(played_session())


def outcome(original: dict[str, Any], mutant: bytes) -> str:
    """How reading `mutant` ends: "changed" (the digest), another problem's key, "same"
    (loaded, with exactly the original content) or "ADOPTED" (loaded, content changed)."""
    try:
        text = mutant.decode("utf-8")
    except UnicodeDecodeError:
        return "not_text"
    try:
        from_json(text)
    except Problem as exc:
        return "changed" if exc.key == "save_changed" else exc.key
    return "same" if json.loads(text) == original else "ADOPTED"


def bit_flips(data: bytes, rng: random.Random) -> list[bytes]:
    flips = []
    for _ in range(BIT_FLIPS):
        at, bit = rng.randrange(len(data)), rng.randrange(8)
        flips.append(data[:at] + bytes([data[at] ^ 1 << bit]) + data[at + 1 :])
    return flips


def value_spans(text: str) -> tuple[list[int], list[int]]:
    """Where the digits of numbers and the plain letters of strings are in JSON `text`."""
    digits, letters = [], []
    inside, escaped = False, False
    for at, char in enumerate(text):
        if inside:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                inside = False
            elif char.isascii() and char.isalnum():
                letters.append(at)
        elif char == '"':
            inside = True
        elif char.isdigit():
            digits.append(at)
    return digits, letters


def garbles(text: str, rng: random.Random) -> list[bytes]:
    """Values changed in place, the file still valid JSON: a digit for another, a letter
    for another, a run of a string overwritten, two digits swapped."""
    digits, letters = value_spans(text)
    out = []
    for k in range(GARBLES):
        chars = list(text)
        kind = k % 4
        if kind == 0:
            at = rng.choice(digits)
            chars[at] = rng.choice([d for d in "0123456789" if d != chars[at]])
        elif kind == 1:
            at = rng.choice(letters)
            pool = ascii_lowercase if chars[at].islower() else ascii_uppercase + digits_
            chars[at] = rng.choice([c for c in pool if c != chars[at]])
        elif kind == 2:
            at = rng.choice(letters)
            for step in range(rng.randint(1, 6)):
                if at + step in letters:
                    chars[at + step] = rng.choice("xyz ~#")
        else:
            at = rng.choice(digits)
            if at + 1 in digits and chars[at] != chars[at + 1]:
                chars[at], chars[at + 1] = chars[at + 1], chars[at]
            else:
                chars[at] = str((int(chars[at]) + 5) % 10)
        out.append("".join(chars).encode("utf-8"))
    return out


@pytest.mark.heavy(20)
def test_no_flip_or_garble_of_a_real_save_is_adopted(saved: str) -> None:
    original = json.loads(saved)
    rng = random.Random(SEED)
    data = saved.encode("utf-8")
    tried = bit_flips(data, rng) + garbles(saved, rng)
    counts = Counter(outcome(original, m) for m in tried if m != data)
    print(f"{sum(counts.values())} flips and garbles: {dict(counts)}")
    assert counts["ADOPTED"] == 0, counts
    # all that still reads as a save of this game's format and version is told as changed
    # or damaged: none reaches the checks of the fields
    not_a_save_of_ours = {"not_text", "not_a_save", "not_ours", "other_version"}
    assert set(counts) - not_a_save_of_ours == {"changed"}, counts


def doctored(saved: str, change: Any) -> str:
    """The save with one value changed in place (its digest left as it was)."""
    data = json.loads(saved)
    change(data)
    return json.dumps(data)


def final_digest(data: dict[str, Any]) -> None:
    digest = data["record"]["digest"]
    data["record"]["digest"] = ("1" if digest[0] == "0" else "0") + digest[1:]


def first_road(data: dict[str, Any]) -> dict[str, Any]:
    road: dict[str, Any] = next(a for a in data["record"]["actions"] if a["type"] == "PlaceRoad")
    return road


def road_ends(data: dict[str, Any]) -> None:
    ends = first_road(data)["ends"]
    ends[1] = (ends[1] + 1) % 6 if (ends[1] + 1) % 6 != ends[0] else (ends[1] + 2) % 6


def road_moved(data: dict[str, Any]) -> None:
    first_road(data)["space"][0] += 1


def village_swallows_next_line(data: dict[str, Any]) -> None:
    setup = data["record"]["setup"]
    lines = setup["map"].split("\n")
    at = next(k for k, line in enumerate(lines) if line.startswith("@"))
    lines[at : at + 2] = [lines[at] + " " + lines[at + 1]]
    setup["map"] = "\n".join(lines)


def village_renamed(data: dict[str, Any]) -> None:
    setup = data["record"]["setup"]
    setup["map"] = re.sub(r"(@ \d+ \d+ )(\w)", r"\1Q", setup["map"], count=1)


def seat_renamed(data: dict[str, Any]) -> None:
    data["seats"][0]["name"] = "Anm"


CHANGES = [
    final_digest,
    road_ends,
    road_moved,
    village_swallows_next_line,
    village_renamed,
    seat_renamed,
]


@pytest.mark.parametrize("change", CHANGES, ids=[c.__name__ for c in CHANGES])
def test_a_changed_value_is_refused_as_changed_or_damaged(saved: str, change: Any) -> None:
    text = doctored(saved, change)
    assert json.loads(text) != json.loads(saved)
    with pytest.raises(Problem) as refused:
        from_json(text)
    assert refused.value.key == "save_changed"


def test_a_save_from_before_digests_still_loads(saved: str) -> None:
    data = json.loads(saved)
    del data["digest"], data["id"]  # (they came together)
    assert from_json(json.dumps(data)).game == from_json(saved).game


@pytest.mark.parametrize("digest", [None, 7, "", "0" * 64, "digest", "missing"])
def test_a_digest_wrong_or_missing_beside_an_id_is_refused(saved: str, digest: object) -> None:
    data = json.loads(saved)
    data["digest"] = digest
    if digest == "missing":
        del data["digest"]
    with pytest.raises(Problem) as refused:
        from_json(json.dumps(data))
    assert refused.value.key == "save_changed"


def test_the_digest_is_over_the_content_however_it_is_laid_out(saved: str) -> None:
    data = json.loads(saved)
    assert data["digest"] == content_digest(data)
    spread = json.dumps(data, indent=3, sort_keys=True)  # another layout, the same content
    assert from_json(spread).game == from_json(saved).game


def test_the_autosave_named_saves_and_kept_copies_all_carry_the_digest(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path / "data"))
    session = played_session()
    assert autosave(session) is None
    assert save_named(session, "Mine") is None
    assert keep_replaced(at_risk(session)) is None
    name, problem = keep_as_save(session, "Game 2026-03-14 12-00")
    assert problem is None
    files = [
        autosave_path(),
        saves_dir() / "Mine.json",
        saves_dir() / f"{name}.json",
        *list_replaced(),
    ]
    assert len(files) == 4
    for path in files:
        data = json.loads(path.read_text())
        assert data["digest"] == content_digest(data)
        assert read(path).game == session.game
