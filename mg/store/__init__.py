"""What is on disk, read without trusting it: saves, settings, the new-game setup,
seats, locks, kept games, crash logs. Never imports pygame."""
