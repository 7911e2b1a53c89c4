"""Magna Grecia, a hot-seat desktop board game."""

__version__ = "0.1.0"  # the single source: pyproject.toml reads it, --version and the menu show it
