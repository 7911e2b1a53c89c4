"""The MG_DEBUG_FAULT seam: what it accepts and that it fires once, on the chosen call."""

from __future__ import annotations

import logging

import pytest

from mg.ui.faults import ENV, Fault, InjectedFault


def test_it_fires_once_on_the_chosen_call_of_the_chosen_method() -> None:
    fault = Fault.parse("play:draw:3")
    fault.trip("play", "update")
    fault.trip("menu", "draw")
    fault.trip("play", "draw")
    fault.trip("play", "draw")
    with pytest.raises(InjectedFault, match="play.draw"):
        fault.trip("play", "draw")
    fault.trip("play", "draw")  # once only: Continue can resume the scene


@pytest.mark.parametrize(
    "text", ["play", "play:paint", ":draw", "play:draw:x", "play:draw:0", "a:draw:1:2"]
)
def test_a_malformed_fault_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="MG_DEBUG_FAULT must be"):
        Fault.parse(text)


def test_a_malformed_fault_in_the_environment_is_reported_and_ignored(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("MG_DEBUG_FAULT", "everything")
    with caplog.at_level(logging.WARNING, logger="mg.ui.faults"):
        assert Fault.from_env() is None
    assert [(r.name, r.levelno) for r in caplog.records] == [("mg.ui.faults", logging.WARNING)]
    said = caplog.records[0].getMessage()
    assert ENV in said and repr("everything") in said  # the variable and what it held
