"""`python -m mg.bench engine [--games N]`."""

from __future__ import annotations

import argparse
import sys

from mg.bench import engine


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mg.bench")
    parser.add_argument("suite", choices=["engine"], help="what to measure")
    parser.add_argument("--games", type=int, default=50, help="games to play (default 50)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    engine.report(args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
