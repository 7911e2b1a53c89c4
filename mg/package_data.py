"""Where the game's own files are: read through importlib.resources, so art, sounds and maps
load the same from a checkout, an installed wheel or a standalone build, whatever the
working directory."""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable

ASSETS_PACKAGE = "mg.assets"  # the top-level assets/ folder, mapped in pyproject.toml


def assets() -> Traversable:
    """The folder holding images/ and sounds/."""
    return resources.files(ASSETS_PACKAGE)


def image(name: str) -> Traversable:
    """The generated image `name` (without .png)."""
    return assets() / "images" / f"{name}.png"

