"""Every test through the real scenes is marked `scene` (`make test-fast` leaves them out).
Tests marked `heavy` (the long ones: fuzzing, whole games) run first, longest first (its
argument: rough seconds), so that on two workers the short tests fill in at the end instead
of one long test running alone."""

from __future__ import annotations

import pytest

pytest_plugins = ["tests.support.language"]  # the shared fixtures (english_after)


def weight(item: pytest.Item) -> float:
    marker = item.get_closest_marker("heavy")
    if marker is None:
        return 0.0
    return float(marker.args[0]) if marker.args else 1.0


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:  # a test through the real scenes (the driver, or in tests/scenes)
        if "driver" in getattr(item, "fixturenames", ()) or "scenes" in item.path.parts:
            item.add_marker(pytest.mark.scene)
    items.sort(key=lambda item: -weight(item))  # stable: otherwise in collection order
