"""Helpers of tools/make_assets.py: the art and sound it generates, by kind (numpy at tool
time only; the game does not need it)."""
