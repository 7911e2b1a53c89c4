"""Helpers of tools/make_assets.py: the art and sound it generates, by kind."""
