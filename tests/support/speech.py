"""A speaker that records what the game would say, and in which language."""

from __future__ import annotations


class RecordingSpeaker:
    """Says nothing; keeps every phrase with its language."""

    def __init__(self) -> None:
        self.said: list[tuple[str, str]] = []

    @property
    def available(self) -> bool:
        return True

    def say(self, text: str, language: str) -> None:
        self.said.append((text, language))

    def text(self) -> str:
        """Everything said so far, as one text."""
        return " ".join(text for text, _ in self.said)
