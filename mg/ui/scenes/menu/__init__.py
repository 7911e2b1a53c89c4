"""The main menu."""
