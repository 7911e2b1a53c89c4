"""Network play from the command line, as outside scripts use it: `magna-grecia --create`
opens a room and prints its join code alone on a line (a contract), `--join` bots enter
with the code typed in lower case without its dash, keep their seats' tokens, and one
killed with SIGKILL mid-game has its seat played by the server's own bot until it is
started again and takes the seat back; every bot ends on the same final scores. A code no
room has, or no server there, ends at once with words (never a key) and a non-zero code.
Real processes and a server on 127.0.0.1; every wait bounded in looks (nothing timed)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from mg.ai.worker import plan_from_json
from mg.engine import Problem
from mg.net import stand_ins
from mg.net.client import create_room
from mg.net.protocol import CODE
from mg.net.rooms import Room
from mg.text.i18n import problem_text, t
from mg.ui.options import parse_args, parser
from tests.support.net_play import GUARD, running_server, soon

pytestmark = pytest.mark.system
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def private_data(tmp_path: Path) -> dict[str, str]:
    """The environment of a game started here: its own data and settings folders (one
    machine's, shared by the bots it starts), in English."""
    return {
        **os.environ,
        "MG_DATA_DIR": str(tmp_path / "data"),
        "MG_CONFIG_DIR": str(tmp_path / "config"),
        "LANG": "C.UTF-8",
        "LC_ALL": "",
        "LANGUAGE": "",
    }


def game(*flags: str, env: dict[str, str]) -> subprocess.Popen[str]:
    command = [sys.executable, "main.py", *flags]
    return subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def finished(run: subprocess.Popen[str]) -> tuple[int, str, str]:
    out, err = run.communicate(timeout=GUARD * 4)
    return run.returncode, out, err


def bot(address: str, typed: str, env: dict[str, str]) -> subprocess.Popen[str]:
    return game("--join", address, "--code", typed, "--autoplay", "random", env=env)


@pytest.fixture
def quick_stand_ins(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """The in-process server's options: its own bot after a second away, looked for often,
    planning in a thread."""
    monkeypatch.setattr(stand_ins, "TICK", 0.05)
    with ThreadPoolExecutor(1) as pool:

        def planner(fn: Any, game_json: str, level: str, seed: int, _think: float) -> Any:
            assert fn is plan_from_json
            return pool.submit(fn, game_json, level, seed, 0.01)

        yield {"abandon_after": 1.0, "planner": planner}


def colour_of(room: Room, data: Path, pid: int) -> str | None:
    """The seat the bot process `pid` keeps the token of (None until it has one)."""
    try:
        kept = json.loads((data / "net-bot-seats.json").read_text("utf-8"))
    except (OSError, ValueError):
        return None
    tokens = [s["token"] for seats in kept.values() for s in seats if s["pid"] == pid]
    return next((s.colour for s in room.seats if s.token in tokens), None)


def last_line(out: str) -> str:
    return out.strip().splitlines()[-1]


@pytest.mark.heavy(20)
def test_a_room_made_on_the_command_line_survives_a_bot_killed_mid_game(
    private_data: dict[str, str], quick_stand_ins: dict[str, Any]
) -> None:
    data = Path(private_data["MG_DATA_DIR"])
    with running_server(**quick_stand_ins) as (server, address):
        made = game(
            "--create", address, "--players", "3", "--rounds", "8", "--bot", "random",
            env=private_data,
        )  # fmt: skip
        code_made, out, err = finished(made)
        assert code_made == 0, err
        code = out.rstrip("\n")
        assert out == code + "\n" and CODE.fullmatch(code)  # the code alone on a line
        room = server.rooms.rooms[code]
        assert room.bot == "random" and not any(seat.taken for seat in room.seats)
        typed = code.lower().replace("-", "")
        watcher = game("--watch", address, "--code", typed, env=private_data)
        runs = [bot(address, typed, private_data) for _ in range(3)]
        try:
            colour = killed_and_played_for(room, data, runs[2])
            for run in runs[:2]:  # the others wait (the game must not end meanwhile)
                run.send_signal(signal.SIGSTOP)
            runs[2] = bot(address, typed, private_data)  # the same bot, started again
            soon(lambda: True if room.seat_of(colour).conn is not None else None)  # type: ignore[union-attr]
            assert colour not in room.stand_ins and not room.game.is_over()  # its own again
            for run in runs[:2]:
                run.send_signal(signal.SIGCONT)
            results = [finished(run) for run in runs]
            watched = finished(watcher)
        finally:
            for run in [*runs, watcher]:
                if run.poll() is None:
                    run.kill()
        assert [code for code, _, _ in results] == [0, 0, 0], results
        assert room.game.is_over()
        ends = [last_line(out) for _, out, _ in results]
        scores = {end.split(": ", 1)[1] for end in ends}  # "game over, playing X: …"
        assert len(scores) == 1  # every bot ends on the same final scores
        assert f"playing {colour}:" in ends[2]  # the bot started again played its own seat
        assert watched[0] == 0, watched
        assert last_line(watched[1]) == f"game over: {scores.pop()}"  # the spectator's too
        assert_watched_to_the_end(watched[1], room)


def assert_watched_to_the_end(out: str, room: Room) -> None:
    """The spectator printed every action from the first it saw to the last, one a line
    (`SEQ COLOUR ACTION`), each the one the room played."""
    lines = out.strip().splitlines()[:-1]
    seqs = [int(line.split(" ", 1)[0]) for line in lines]
    assert seqs == list(range(seqs[0], room.seq + 1))
    played = room.game.record()["actions"]
    if len(played) == room.seq:  # (no undo: the n-th line is the n-th action)
        for line, seq in zip(lines, seqs, strict=True):
            _seq, colour, action = line.split(" ", 2)
            assert json.loads(action) == played[seq - 1]
            assert colour in room.game.players


def killed_and_played_for(room: Room, data: Path, doomed: subprocess.Popen[str]) -> str:
    """The colour of bot `doomed`, killed (SIGKILL) once the game is under way, once the
    server's own bot played its seat."""
    colour = soon(lambda: colour_of(room, data, doomed.pid) if room.started else None)
    soon(lambda: True if room.seq > 0 else None)
    doomed.send_signal(signal.SIGKILL)
    doomed.wait(GUARD)
    soon(lambda: True if colour in room.stand_ins else None)  # away at its turn
    stood_at = room.seq
    soon(lambda: True if room.seq > stood_at else None)  # the server's bot played it
    return colour


def test_a_code_typed_with_no_room_ends_at_once_with_words_and_code_1(
    private_data: dict[str, str],
) -> None:
    with running_server() as (_server, address):
        create_room(address, ["red", "yellow"], 8)
        returncode, out, err = finished(bot(address, "zzz999", private_data))
    assert returncode == 1 and out == ""
    assert err.strip() == t("problem.net_no_room", code="ZZZ-999")  # never the raw key


@pytest.mark.parametrize("forbidden", [False, True])
def test_watching_a_code_no_room_has_or_a_room_closed_to_it_ends_at_once_with_words_and_1(
    private_data: dict[str, str], forbidden: bool
) -> None:
    with running_server() as (_server, address):
        code = create_room(address, ["red", "yellow"], 8, watch=not forbidden)
        typed = code if forbidden else "zzz999"
        returncode, out, err = finished(game("--watch", address, "--code", typed, env=private_data))
    assert returncode == 1 and out == ""
    if forbidden:
        assert err.strip() == t("problem.net_no_watching")
    else:
        assert err.strip() == t("problem.net_no_room", code="ZZZ-999")


@pytest.mark.parametrize(
    "flags", [["--create", "{}", "--players", "2"], ["--watch", "{}", "--code", "KRO-7Q4"]]
)
def test_create_or_watch_says_why_when_no_server_answers(
    private_data: dict[str, str], flags: list[str]
) -> None:
    with running_server() as (_server, address):
        pass  # (stopped: its port answers no more)
    run = game(*[flag.format(address) for flag in flags], env=private_data)
    returncode, out, err = finished(run)
    assert returncode == 1 and out == ""
    unreachable = Problem("net_unreachable", "network: the server cannot be reached")
    assert err.strip() == problem_text(unreachable)


@pytest.mark.parametrize(
    "flags",
    [
        ["--create", "127.0.0.1:1"],  # how many seats?
        ["--create", "127.0.0.1:1", "--players", "2", "--rounds", "10"],
        ["--create", "127.0.0.1:1", "--players", "2", "--bot", "grandmaster"],
        ["--join", "127.0.0.1:1", "--code", "KRO-7Q", "--autoplay", "random"],
        ["--watch", "127.0.0.1:1"],  # which game?
        ["--watch", "127.0.0.1:1", "--code", "KRO7Q"],
        ["--watch", "127.0.0.1:1", "--join", "127.0.0.1:1", "--code", "KRO7Q4"],
    ],
)
def test_a_create_or_a_code_that_cannot_be_is_refused_with_2(flags: list[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        parse_args(flags)
    assert caught.value.code == 2


def test_the_help_names_network_play_and_the_room_opening_flag() -> None:
    text = parser().format_help()
    assert "network" in (parser().description or "")  # not only "hot-seat"
    for flag in ("--create", "--join", "--code", "--rounds", "--bot"):
        assert flag in text
