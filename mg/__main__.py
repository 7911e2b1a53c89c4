"""Magna Grecia: parse the flags, open the window, start at the menu (python -m mg)."""

from __future__ import annotations

import multiprocessing
import sys

from mg.options import parse_args


def main(argv: list[str] | None = None) -> int:
    """Run the game; the exit code."""
    multiprocessing.freeze_support()  # in the standalone build the bot worker starts here
    options = parse_args(argv)  # a bad flag exits here with code 2 and a message
    from mg.app import App

    app = App(options)
    if options.autoplay:
        from mg.autoplay import Autoplayer
        from mg.context import Seat
        from mg.engine import COLOURS

        if options.autoplay != "random":  # every seat a bot of that level
            app.ctx.seats = [Seat(f"Bot {i + 1}", COLOURS[i], options.autoplay)
                             for i in range(4)]
        app.autoplayer = Autoplayer(options.seed or 0)
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
