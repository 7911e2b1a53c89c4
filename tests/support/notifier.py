"""A notifier that records the desktop notifications the game would show, as their
catalogue keys and parameters."""

from __future__ import annotations

from mg.ui.notice import Said


class RecordingNotifier:
    """Shows nothing; keeps every notification's title and body (data, never words)."""

    def __init__(self, available: bool = True) -> None:
        self.shown: list[tuple[Said, Said]] = []
        self._available = available

    @property
    def available(self) -> bool:
        return self._available

    def notify(self, title: Said, body: Said) -> None:
        self.shown.append((title, body))

    def keys(self) -> list[tuple[str, str]]:
        return [(title.key, body.key) for title, body in self.shown]
