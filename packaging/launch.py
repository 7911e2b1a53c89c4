"""The standalone build's entry script: PyInstaller freezes this, with mg from the build venv."""

import sys

from mg.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
