"""The replay viewer (issue 24.4): a game's record shown moment by moment, read-only."""
