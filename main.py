"""Start the game from a checkout: python main.py [flags] (the same as python -m mg)."""

import sys

from mg.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
