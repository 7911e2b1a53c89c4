"""Helpers of tools/make_assets.py that draw with numpy (tool time only; the game does not
need numpy)."""
