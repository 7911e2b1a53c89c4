"""The final scoring: the animated steps, the panel, the score table."""
