"""Magna Grecia: parse the flags, open the window, start at the menu (python -m mg)."""

from __future__ import annotations

import logging
import multiprocessing
import sys

from mg.ui.options import Options, parse_args

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
    if options.join is not None and options.code is not None and options.autoplay:
        return join_as_bot(options.join, options.code, options.autoplay, options.think)
    from mg.app.loop import App

    app = App(options)
    if options.dev_tools():  # the dev tools plug in from outside the game
        from mg.dev.wiring import plug_in

        plug_in(app, options)
    return app.run()


def join_as_bot(address: str, code: str, level: str, think: float) -> int:
    """`--join ADDRESS --code CODE --autoplay LEVEL`: a bot plays a seat of a network game,
    headless, to the end; the final scores on the terminal; the exit code."""
    from mg.net.bot_client import play

    result = play(address, code, level, budget=think)
    if result.game is None:
        print(f"stopped: {result.problem or 'the game did not end'}")
        return 1
    scores = ", ".join(f"{colour} {points}" for colour, points in result.game.score.items())
    print(f"game over, playing {result.colour}: {scores}; won: {', '.join(result.game.winners())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
