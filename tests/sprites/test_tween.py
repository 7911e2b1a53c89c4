"""Tweens reach their end values at their duration; "instant" completes at once."""

from __future__ import annotations

import math

import pytest

from mg.sprites.tween import EASINGS, SPEEDS, Tween, lerp, lerp_angle


@pytest.mark.parametrize("ease", sorted(EASINGS))
def test_a_tween_reaches_its_end_exactly_at_its_duration(ease: str) -> None:
    tween = Tween(0.5, ease)
    assert tween.t == 0.0 and not tween.done
    for _ in range(29):
        tween.update(1 / 60)
    assert not tween.done and tween.raw < 1
    tween.update(1 / 60)
    assert tween.done and tween.t == 1.0
    tween.update(1.0)
    assert tween.t == 1.0 and tween.elapsed == 0.5


def test_eased_values_start_at_0_and_end_at_1() -> None:
    for ease in EASINGS.values():
        assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
        assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_a_delay_holds_the_start() -> None:
    tween = Tween(0.2, "linear", delay=0.1)
    tween.update(0.1)
    assert tween.raw == 0.0
    tween.update(0.1)
    assert tween.raw == pytest.approx(0.5)


def test_instant_speed_completes_at_once() -> None:
    tween = Tween(1.2 * SPEEDS["instant"])
    assert tween.done and tween.t == 1.0
    assert SPEEDS["slow"] > SPEEDS["normal"] > SPEEDS["fast"] > SPEEDS["instant"] == 0


def test_angles_turn_the_short_way_round() -> None:
    a, b = math.radians(170), math.radians(-170)
    mid = lerp_angle(a, b, 0.5)
    assert math.isclose(abs(math.degrees(mid)) % 360, 180, abs_tol=1e-6)
    assert lerp(2, 4, 0.25) == 2.5
