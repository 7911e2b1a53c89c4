"""A host's network game kept like any game: a seat taken back by its token
stops the connection that held it (a bot the host gave the seat to), and the plan of who
plays which seat here is read back without trust. Real server on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

import pytest

from mg.engine import Problem
from mg.net.client import Connection, Failed, Joined, NetClient, create_room
from mg.net.hosted import HostPlan, plan_path, read_plan, write_plan
from mg.net.protocol import Join, Options, encode, parse_server
from mg.net.rooms import Rooms
from tests.support.net_play import running_server, wait_for


def test_a_seat_taken_back_with_its_token_stops_the_connection_that_held_it() -> None:
    with running_server() as (_server, address):
        code = create_room(address, ["red", "yellow"], 8)
        bot = NetClient(address, Join(code, "Ann", "red"))
        bot.start()
        joined = wait_for(bot, lambda e: isinstance(e, Joined))
        assert isinstance(joined, Joined)
        back = NetClient(address, Join(code, token=joined.token))
        back.start()
        try:
            again = wait_for(back, lambda e: isinstance(e, Joined))
            assert isinstance(again, Joined) and again.colour == "red"
            stopped = wait_for(bot, lambda e: isinstance(e, Failed))
            assert isinstance(stopped, Failed)
            assert stopped.problem.key == "net_seat_retaken" and stopped.fatal
            wait_for(bot, lambda e: isinstance(e, Connection) and e.state == "closed")
        finally:
            back.close()
            bot.close()


def test_the_host_plan_is_kept_and_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path))
    plan = HostPlan("b" * 32, 8765, ["red"], {"yellow": "hard"})
    assert write_plan(plan) is None
    assert read_plan(plan.game_id) == plan
    assert plan.kind("yellow") == "hard" and plan.kind("blue") == "human"


@pytest.mark.parametrize(
    "hostile",
    [
        "[]",
        '{"format": "magna-grecia-host", "version": 1, "port": -1, "here": [], "bots": {}}',
        '{"format": "magna-grecia-host", "version": 1, "port": 1, "here": ["x"], "bots": {}}',
        '{"format": "magna-grecia-host", "version": 1, "port": 1, "here": [], '
        '"bots": {"red": "human"}}',
        '{"format": "magna-grecia-host", "version": 2, "port": 1, "here": [], "bots": {}}',
        "not json",
    ],
)
def test_a_damaged_host_plan_is_a_problem(
    hostile: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path))
    game_id = "a" * 32
    path = plan_path(game_id)
    path.parent.mkdir(parents=True)
    path.write_text(hostile)
    with pytest.raises(Problem) as refused:
        read_plan(game_id)
    assert refused.value.key == "net_host_file"


def test_the_hosts_hints_are_told_to_every_seat_and_to_each_newcomer() -> None:
    rooms = Rooms()
    room = rooms.create_room(("red", "yellow"), 8, seed=1)
    first = rooms.handle(1, Join(room.code, "Ann"))
    assert not any(isinstance(message, Options) for _, message in first)  # (none by default)
    told = rooms.allow_hints(room.code, True)
    assert told == [(1, Options(True))]
    assert rooms.allow_hints(room.code, True) == []  # nothing changed, nothing told
    second = rooms.handle(2, Join(room.code, "Bea"))
    assert (2, Options(True)) in second
    assert parse_server(encode(Options(True))) == Options(True)
    with pytest.raises(Problem) as refused:
        parse_server('{"v": 1, "type": "options", "hints": 1}')
    assert refused.value.key == "net_field"
