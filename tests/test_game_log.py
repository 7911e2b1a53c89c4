"""The game log as data: whole random games narrated into entries (hints
included) are saved and read back unchanged, and worded in every language with nothing left
unfilled; grouping follows rounds and turns."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from mg.engine import Game
from mg.match import Match
from mg.store.seats import Seat
from mg.store.session import from_json, to_json
from mg.text import i18n
from mg.text.game_log import Entry, Phrase, phrase
from mg.text.hints import reason
from mg.text.log_words import group

pytestmark = pytest.mark.usefixtures("english_after")


SEATS = [Seat("Ann", "yellow"), Seat("Bo", "red", "hard"), Seat("Cy", "brown")]


def played(seed: int) -> Match:
    """A whole random game of 2 or 3 players, a hint noted now and then, undos among it."""
    rng = random.Random(seed)
    game = Game.new(["yellow", "red", "brown"][: 2 + seed % 2], seed=seed)
    match = Match(game, SEATS, saver=lambda session: None)
    while game.phase != "over":
        legal = game.legal_actions()
        if game.phase in ("actions", "market") and rng.random() < 0.15:
            match.note_hint(reason(game, rng.choice(legal)))
        if game.can_undo() and rng.random() < 0.1:
            assert match.undo().applied
        else:
            assert match.apply(rng.choice(legal)).applied
    return match


def keys(value: object) -> Iterator[str]:
    if isinstance(value, Phrase):
        yield value.key
        for _, param in value.params:
            yield from keys(param)


@pytest.mark.parametrize("seed", range(4))
def test_a_whole_game_log_is_saved_as_data_and_read_back_unchanged(seed: int) -> None:
    match = played(seed)
    assert {"action", "hint"} <= {e.kind for e in match.log}
    assert all(not isinstance(e.said, str) for e in match.log)  # no worded text stored
    back = from_json(to_json(match.session()))  # the record, the hints
    assert all(e.kind == "hint" for e in back.log)  # no told line is stored
    again = Match.from_session(back)  # the log told again from the record
    assert again.log == match.log and [e.step for e in again.log] == [e.step for e in match.log]
    assert again.marks == match.marks


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_entry_of_a_game_is_worded_in_every_language(language: str) -> None:
    match = played(1)
    wording = match.wording()
    i18n.set_language("en")
    english = [wording.entry(e) for e in match.log]
    i18n.set_language(language)
    lines = [wording.entry(e) for e in match.log]
    assert all(line and "%{" not in line and "mg." not in line for line in lines)
    if language != "en":  # every line reworded (names and numbers alone stay as they are)
        assert all(a != b for a, b in zip(english, lines, strict=True))


def test_entries_group_by_round_then_by_turn_in_order() -> None:
    match = played(2)
    sections = group(match.log)
    assert [s.round for s in sections] == list(range(match.game.rounds + 1))  # 0: setup
    flat = [e for s in sections for turn in s.turns for e in turn.entries]
    assert flat == match.log
    for section in sections:
        colours = [turn.colour for turn in section.turns]
        assert all(a != b for a, b in zip(colours, colours[1:], strict=False))  # a turn is one run


def test_each_turn_knows_where_it_lies_in_the_record() -> None:
    """A turn of the log gives the record's steps it spans, so a viewer
    can show the board as the turn began and ended (the game rebuilt from that prefix)."""
    match = played(2)
    game = match.game
    spans = [turn.steps for s in group(match.log) for turn in s.turns]
    assert all(span is not None for span in spans)
    flat = [x for span in spans if span for x in span]
    assert flat == sorted(flat) and flat[-1] <= game.history_length
    positions = list(game.replay())  # the game after each prefix of its record
    assert game.record_prefix(5) == positions[5]
    for section in group(match.log):
        for turn in section.turns:
            assert turn.steps is not None
            first, last = turn.steps
            began = positions[first]
            assert began.current == turn.colour and began.round == section.round
            if any(e.kind != "hint" for e in turn.entries):  # its last action, the player's
                assert positions[last - 1].current == turn.colour
    older = Entry(None, None, "action", "Ann built a road")  # a line of an older save
    assert group([older])[0].turns[0].steps is None


def test_a_phrase_equals_itself_rebuilt_and_is_hashable() -> None:
    """Entries are values: compared by content (undo and tests rely on it)."""
    one = Entry(3, "red", "action", phrase("log.drew", who=phrase("log.place.a_village")))
    two = Entry(3, "red", "action", phrase("log.drew", who=phrase("log.place.a_village")))
    assert one == two and hash(one) == hash(two)


def test_the_narrator_only_says_keys_of_the_log_and_hints() -> None:
    match = played(3)
    said = {k for e in match.log for k in keys(e.said)}
    assert said and all(k.startswith(("log.", "hints.")) for k in said)
