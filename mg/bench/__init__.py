"""Benchmarks: `python -m mg.bench engine`."""
