"""Dev tools plug into the App from outside as frame hooks (mg/dev): each is called at its
point of every frame, and the flags wire exactly the hooks they name."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from mg.app.loop import App, FrameHook
from mg.dev.autoplay import Autoplayer
from mg.dev.driver import Driver
from mg.dev.frame_stats import FrameLimit, FrameStatsHook, summary
from mg.dev.screenshots import ScreenshotHook
from mg.dev.scripted_input import post_key
from mg.dev.wiring import dev_hooks, plug_in
from mg.scenes.menu.scene import MenuScene
from mg.ui.options import Options, parse_args
from tests.support.apps import close, shared_app


class Recorder(FrameHook):
    """Writes down every call it gets, in order."""

    continuous = True

    def __init__(self) -> None:
        self.calls: list[str] = []

    def before_events(self, app: App) -> None:
        self.calls.append("before")

    def event(self, app: App, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):  # not the window's own events
            self.calls.append(pygame.event.event_name(event.type))

    def drawn(self, app: App, ms: float) -> None:
        self.calls.append("drawn" if ms >= 0 else "negative time")

    def after_step(self, app: App) -> None:
        self.calls.append("after")

    def finished(self, app: App) -> None:
        self.calls.append("finished")


def test_a_hook_is_called_at_each_point_of_a_frame(driver: Driver) -> None:
    recorder = Recorder()
    driver.app.hooks.append(recorder)
    driver.frames(1)
    post_key(pygame.K_a)
    driver.frames(1)
    assert recorder.calls == [
        "before",
        "drawn",
        "after",
        "before",
        "KeyDown",
        "KeyUp",
        "drawn",
        "after",
    ]


@pytest.mark.every_frame  # frames drawn are counted
def test_without_a_continuous_hook_an_idle_menu_stops_drawing(driver: Driver) -> None:
    driver.frames(200)  # past the settling time after the last input
    draws = driver.app.draws
    driver.frames(5)
    assert driver.app.draws == draws
    driver.app.hooks.append(Recorder())  # a continuous hook wants every frame drawn
    driver.frames(5)
    assert driver.app.draws == draws + 5


def test_the_loop_ends_after_the_frame_limit_and_tells_every_hook(private_settings: None) -> None:
    recorder = Recorder()
    app = App(Options(windowed=(1280, 720)), hooks=[FrameLimit(7, fixed_clock=True), recorder])
    assert app.run(MenuScene(app.ctx)) == 0
    assert app.frames == 7
    assert recorder.calls.count("after") == 7 and recorder.calls[-1] == "finished"


def test_screenshots_at_each_new_scene_and_at_exit(tmp_path: Path, private_settings: None) -> None:
    shots = ScreenshotHook(tmp_path / "shots")
    app = App(Options(windowed=(1280, 720)), hooks=[FrameLimit(3), shots])
    app.run(MenuScene(app.ctx))
    assert [p.name for p in shots.saved] == ["001-menu.png", "002-exit.png"]
    assert pygame.image.load(str(shots.saved[0])).get_size() == (1280, 720)


def test_frame_stats_summarise_the_drawn_frames() -> None:
    stats = summary(4, [4.0, 1.0, 3.0, 2.0])
    assert stats == {"frames": 4, "median_ms": 2.5, "p95_ms": 4.0, "p99_ms": 4.0, "max_ms": 4.0}
    assert summary(0, []) == {
        "frames": 0,
        "median_ms": 0.0,
        "p95_ms": 0.0,
        "p99_ms": 0.0,
        "max_ms": 0.0,
    }


def test_the_flags_wire_exactly_their_hooks(tmp_path: Path, private_settings: None) -> None:
    assert dev_hooks(parse_args([])) == []
    assert not parse_args([]).dev_tools()
    options = parse_args(
        [
            "--autoplay",
            "hard",
            "--frames",
            "9",
            "--screenshots",
            str(tmp_path / "s"),
            "--frame-stats",
            str(tmp_path / "f.json"),
        ]
    )
    hooks = dev_hooks(options)
    assert [type(h) for h in hooks] == [Autoplayer, FrameLimit, ScreenshotHook, FrameStatsHook]
    assert hooks[0].fixed_clock and hooks[1].fixed_clock  # autoplay with a frame limit: fast
    assert not any(h.fixed_clock for h in dev_hooks(parse_args(["--frames", "9"])))
    app = shared_app(Options(windowed=(1280, 720)))
    plug_in(app, options)
    assert {s.kind for s in app.flow.setup.seats} == {"hard"} and len(app.flow.setup.seats) == 4
    close(Driver(app))
