"""Magna Grecia: parse the flags, open the window, start at the menu (python -m mg)."""

from __future__ import annotations

import logging
import multiprocessing
import sys
from typing import TYPE_CHECKING

from mg.ui.options import Options, parse_args

if TYPE_CHECKING:
    from mg.engine import Game

INTERRUPTED = 130  # the shell's code for a program ended by Ctrl+C (128 + SIGINT)
LOG_FORMAT = "%(levelname)s %(name)s: %(message)s"  # "WARNING mg.ui.audio: …"


def main(argv: list[str] | None = None) -> int:
    """Run the game; the exit code."""
    multiprocessing.freeze_support()  # in the standalone build the bot worker starts here
    configure_logging()
    options = parse_args(argv)  # a bad flag exits here with code 2 and a message
    try:
        return run(options)
    except KeyboardInterrupt:  # Ctrl+C in the terminal: leave quietly; the autosave, written
        return INTERRUPTED  # after every action, stays as it is on disk


def configure_logging() -> None:
    """The one place the game's log is set up: what mg's modules log (their notes too, such
    as "no sound") goes to the terminal, other libraries' only from warnings up."""
    logging.basicConfig(level=logging.WARNING, format=LOG_FORMAT, stream=sys.stderr)
    logging.getLogger("mg").setLevel(logging.INFO)


def run(options: Options) -> int:
    """Open the window and play until Quit; the exit code."""
    if options.create is not None and options.players is not None:
        return create_room(
            options.create,
            options.players,
            options.rounds,
            options.bot,
            not options.no_watching,
            options.clock,
        )
    if options.watch is not None and options.code is not None:
        return watch_game(options.watch, options.code)
    if options.join is not None and options.code is not None and options.autoplay:
        return join_as_bot(options.join, options.code, options.autoplay, options.think)
    from mg.app.loop import App

    app = App(options)
    if options.dev_tools():  # the dev tools plug in from outside the game
        from mg.dev.wiring import plug_in

        plug_in(app, options)
    return app.run()


def create_room(
    address: str, players: int, rounds: int, bot: str | None, watch: bool, clock: str | None
) -> int:
    """`--create ADDRESS --players N [--rounds 8|12] [--bot LEVEL] [--no-watching] [--clock
    live|day]`: a room for a new game on a server, every seat open; its join code alone on
    a line (a contract: scripts read it); the exit code (1, and why on stderr, when the
    server refuses or cannot be reached)."""
    from mg.engine import COLOURS, Problem
    from mg.net.client import create_room as open_room

    try:
        code = open_room(
            address, list(COLOURS[:players]), rounds, bot=bot, watch=watch, clock=clock
        )
    except Problem as why:
        print(worded(why), file=sys.stderr)
        return 1
    print(code)
    return 0


def worded(problem: BaseException) -> str:
    """A problem in the player's language (their settings', else the system's), for the
    terminal: never a raw key."""
    from mg.store.settings import load_settings
    from mg.text.i18n import problem_text, set_language

    set_language(load_settings()[0].language)
    return problem_text(problem)


def join_as_bot(address: str, code: str, level: str, think: float) -> int:
    """`--join ADDRESS --code CODE --autoplay LEVEL`: a bot plays a seat of a network game,
    headless, to the end (its seat's token kept: started again, it takes the seat back);
    the final scores on the terminal; the exit code (1, and why on stderr, when it stopped
    before the end: no such room, the game full, no server there)."""
    from mg.net.bot_client import play

    result = play(address, code, level, budget=think, keep=True)
    if result.game is None:
        return stopped_short(result.problem)
    print(f"game over, playing {result.colour}: {final_scores(result.game)}")
    return 0


def watch_game(address: str, code: str) -> int:
    """`--watch ADDRESS --code CODE`: watch a network game as a spectator, headless, to the
    end (a contract: outside checks read it): each action on a line as it comes, `SEQ COLOUR
    ACTION` (the action as a record holds it, JSON; `undo` for an undo, R40), then the final
    scores as `--join` says them; the exit code (1, and why on stderr, at once: no such
    room, one that may not be watched, no server there)."""
    import json

    from mg.engine import action_to_dict
    from mg.net.follow.spectator import Seen, watch

    def told(seen: Seen) -> None:
        what = "undo" if seen.action is None else json.dumps(action_to_dict(seen.action))
        print(f"{seen.seq} {seen.colour} {what}", flush=True)

    result = watch(address, code, told)
    if result.game is None:
        return stopped_short(result.problem)
    print(f"game over: {final_scores(result.game)}")
    return 0


def stopped_short(problem: BaseException | None) -> int:
    """A headless game that stopped before its end: why on stderr; the exit code, 1."""
    words = worded(problem) if problem is not None else "stopped: the game did not end"
    print(words, file=sys.stderr)
    return 1


def final_scores(game: Game) -> str:
    """A finished game's scores and winners, as the headless commands end with them."""
    scores = ", ".join(f"{colour} {points}" for colour, points in game.score.items())
    return f"{scores}; won: {', '.join(game.winners())}"


if __name__ == "__main__":
    sys.exit(main())
