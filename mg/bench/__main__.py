"""`python -m mg.bench engine [--games N]` or `python -m mg.bench ai [--games N]`."""

from __future__ import annotations

import argparse
import sys

from mg.bench import ai, engine


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mg.bench")
    parser.add_argument("suite", choices=["engine", "ai"], help="what to measure")
    parser.add_argument("--games", type=int, default=None,
                        help="games to play (engine: 50, ai: 100 per pairing)")
    args = parser.parse_args(argv)
    if args.games is not None and args.games < 1:
        parser.error("--games must be at least 1")
    if args.suite == "engine":
        engine.report(args.games or 50)
    else:
        ai.report(args.games or 100)
    return 0


if __name__ == "__main__":
    sys.exit(main())
