"""Where the game's own files are: read through importlib.resources, so art, sounds and maps
load the same from a checkout, an installed wheel or a standalone build, whatever the
working directory."""

from __future__ import annotations

import logging
from importlib import resources
from importlib.resources.abc import Traversable

logger = logging.getLogger(__name__)

ASSETS_PACKAGE = "mg.assets"  # the top-level assets/ folder, mapped in pyproject.toml


def assets() -> Traversable:
    """The folder holding images/ and sounds/; a missing one if the game is not installed
    (the game then draws plainly and runs silently, and says why)."""
    try:
        return resources.files(ASSETS_PACKAGE)
    except ModuleNotFoundError:
        logger.warning(
            "%s is not installed, so there are no images or sounds; install the "
            "game (pip install -e . or make play)",
            ASSETS_PACKAGE,
        )
        return resources.files("mg") / "assets-not-installed"


def image(name: str) -> Traversable:
    """The generated image `name` (without .png)."""
    return assets() / "images" / f"{name}.png"
