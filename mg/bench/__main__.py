"""`python -m mg.bench engine [--games N]` or `python -m mg.bench search [--budget S]` or
`python -m mg.bench ai [--games N] [--four N] [--budget S] [--workers W] [--pairing A,B ...]
[--first K] [--log FILE] [--clock wall|cpu]` or `python -m mg.bench tables FILE...` (the
tables of logged games) or `python -m mg.bench elo FILE...` (the levels' Elo ladder from
logged games) or `python -m mg.bench net [--idle N ...] [--active N] [--actions N]
[--spectators N] [--chat-every N] [--waiting N] [--profile FILE] [--root CHECKOUT]` (a
server process) or `python -m mg.bench net-attack [--root CHECKOUT] [--attack KIND ...]
[--seconds S]` (what one hostile peer costs a server process)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mg.ai import LEVELS as BOT_LEVELS
from mg.bench import ai, engine, search
from mg.bench.elo import ladder

LEVELS = (*BOT_LEVELS, "flatmc", "mcts")  # every bot level, and the bench's own yardsticks


def pairing(text: str) -> tuple[str, ...]:
    """ "hard,flatmc" -> ("hard", "flatmc"): 2 to 4 known levels."""
    levels = tuple(text.split(","))
    if not 2 <= len(levels) <= 4 or any(lv not in LEVELS for lv in levels):
        raise argparse.ArgumentTypeError(
            f"a pairing is 2-4 of {', '.join(LEVELS)}, joined by commas"
        )
    return levels


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mg.bench")
    parser.add_argument(
        "suite",
        choices=["engine", "ai", "search", "tables", "elo", "net", "net-attack"],
        help="what to measure",
    )
    parser.add_argument("logs", nargs="*", help="tables, elo: arena log files to read")
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        help="games to play (engine: 50; ai: 100 per 2-player pairing)",
    )
    parser.add_argument(
        "--four", type=int, default=None, help="ai: games per 4-player pairing (default 40)"
    )
    parser.add_argument(
        "--budget",
        type=float,
        default=1.0,
        help="ai: seconds a turn for every player (default 1); search: the "
        "counting clock's budget (default 0.15)",
    )
    parser.add_argument("--workers", type=int, default=2, help="ai: processes (default 2)")
    parser.add_argument(
        "--pairing",
        type=pairing,
        action="append",
        default=None,
        help="ai: e.g. hard,flatmc or flatmc,hard,easy,easy (repeatable)",
    )
    parser.add_argument(
        "--first",
        type=int,
        default=0,
        help="ai: index of the first game (its seed and seating; default 0)",
    )
    parser.add_argument("--log", default=None, help="ai: append each game to this file")
    parser.add_argument(
        "--clock",
        choices=sorted(ai.CLOCKS),
        default="wall",
        help="ai: a turn's budget in wall-clock seconds (default) or in CPU seconds of the "
        "arena's process (the same thinking whatever the machine's load)",
    )
    parser.add_argument(
        "--idle",
        type=int,
        action="append",
        default=None,
        help="net: idle rooms of 4 clients (repeatable; default 10, 100 and 1000)",
    )
    parser.add_argument("--active", type=int, default=50, help="net: playing rooms (default 50)")
    parser.add_argument(
        "--actions", type=int, default=100, help="net: actions each playing room plays (100)"
    )
    parser.add_argument(
        "--pace", type=float, default=0.25, help="net: seconds between a room's actions (0.25)"
    )
    parser.add_argument(
        "--spectators", type=int, default=2, help="net: spectators of each playing room (2)"
    )
    parser.add_argument(
        "--chat-every",
        type=int,
        default=4,
        help="net: a line of chat in each playing room every N actions (4; 0: none)",
    )
    parser.add_argument(
        "--waiting",
        type=int,
        default=1000,
        help="net: turn-based rooms left waiting, their players gone (1000; 0: none)",
    )
    parser.add_argument(
        "--profile",
        default=None,
        help="net: run the server under cProfile, its statistics written to FILE "
        "(FILE.waiting for the waiting rooms' server)",
    )
    parser.add_argument(
        "--root",
        type=Path,
        default=Path.cwd(),
        help="net, net-attack: the checkout whose server is measured or attacked (default: here)",
    )
    parser.add_argument(
        "--attack",
        action="append",
        default=None,
        choices=["ping", "idle", "rooms", "guesses", "files"],
        help="net-attack: which (repeatable; default all)",
    )
    parser.add_argument(
        "--seconds", type=float, default=60.0, help="net-attack: the ping flood's length (60)"
    )
    args = parser.parse_args(argv)
    if args.suite in ("tables", "elo"):
        return tables(parser, args.logs, args.suite == "elo")
    if args.suite == "net":
        from mg.bench import net, net_waiting  # here: the other suites need no network library

        playing = net.Playing(
            args.active, args.actions, args.pace, args.spectators, args.chat_every
        )
        net.main(args.idle or [10, 100, 1000], playing, args.profile, args.root)
        waiting_profile = args.profile and f"{args.profile}.waiting"
        return net_waiting.main(args.waiting, waiting_profile, args.root) if args.waiting else 0
    if args.suite == "net-attack":
        from mg.bench import net_attack

        return net_attack.main(args.root, args.attack or [], args.seconds)
    if args.games is not None and args.games < 1:
        parser.error("--games must be at least 1")
    if args.four is not None and args.four < 1:
        parser.error("--four must be at least 1")
    if args.first < 0:
        parser.error("--first must not be negative")
    if args.budget <= 0 or args.workers < 1:
        parser.error("--budget must be positive and --workers at least 1")
    if args.suite == "engine":
        engine.report(args.games or 50)
    elif args.suite == "search":
        search.report(args.budget if args.budget != 1.0 else 0.15)
    else:
        ai.report(
            args.games or 100,
            args.four or 40,
            args.budget,
            args.workers,
            args.pairing,
            args.first,
            args.log,
            args.clock,
        )
    return 0


def tables(parser: argparse.ArgumentParser, logs: list[str], elo: bool = False) -> int:
    """Print the arena tables of logged games (or the levels' Elo ladder from them); a
    missing or broken log is refused."""
    if not logs:
        parser.error("tables needs at least one arena log file")
    try:
        if elo:
            games = [g for played in ai.read_logs(logs).values() for g in played]
            print("\n".join(ladder(games)))
        else:
            ai.report_logs(logs)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        parser.error(f"cannot read the arena logs: {exc}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
