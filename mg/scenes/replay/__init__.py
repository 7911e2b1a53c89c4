"""The replay viewer: a game's record shown moment by moment, read-only."""
