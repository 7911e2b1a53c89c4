"""How long a human waits between their turns in a 4-player game with three easy bots, at
normal speed, through the real scenes (headless): python tools/bench_bot_wait.py [ROUNDS].

The scene time (frames of 1/60 s: banners, the bots' pace, animations) is counted apart
from the bots' planning, which runs in a worker process on the wall clock. Each way of
waiting is measured: as it is, fast-forwarded by Space after the human's turn,
and with Settings' "Bot moves: at once"."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from mg.app.loop import App  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.scenes.menu.scene import MenuScene  # noqa: E402
from mg.scenes.play.scene import PlayScene  # noqa: E402
from mg.ui.options import Options  # noqa: E402

FRAME = 1 / 60


@dataclass
class Wait:
    """One wait between two turns of the human."""

    frames: int = 0  # scene frames, planning excluded
    planning: float = 0.0  # wall-clock seconds the bots planned

    @property
    def scene_seconds(self) -> float:
        return self.frames * FRAME


def human_and_three_bots(d: Driver) -> PlayScene:
    d.press("players-4")
    for seat in (1, 2, 3):
        d.press(f"kind-{seat}")  # human → easy
    d.press("start")
    d.press("random")
    d.wait_for("play", limit=20_000)
    return d.top_as(PlayScene)


def human_can_act(d: Driver, play: PlayScene) -> bool:
    return d.top is play and play.bot_level() is None and play.game.phase == "actions"


def end_human_turn(d: Driver, play: PlayScene) -> None:
    d.key(pygame.K_e)  # end actions
    d.key(pygame.K_e)  # end turn


def one_wait(d: Driver, play: PlayScene, fast_forward: bool) -> Wait:
    """From the human's End turn until they can act again."""
    end_human_turn(d, play)
    wait = Wait()
    if fast_forward:
        d.key(pygame.K_SPACE)
        wait.frames += 1
    while not human_can_act(d, play) and play.game.phase != "over":
        started = time.perf_counter()
        thinking = play.table.thinking() and d.top is play
        d.frames(1)
        if thinking:
            wait.planning += time.perf_counter() - started
        else:
            wait.frames += 1
    return wait


def measure(rounds: int, fast_forward: bool, at_once: bool) -> list[Wait]:
    with tempfile.TemporaryDirectory(prefix="mg-bench-") as scratch:  # never the player's own
        os.environ["MG_CONFIG_DIR"] = os.path.join(scratch, "config")
        os.environ["MG_DATA_DIR"] = os.path.join(scratch, "data")
        return measure_in(rounds, fast_forward, at_once)


def measure_in(rounds: int, fast_forward: bool, at_once: bool) -> list[Wait]:
    app = App(Options(windowed=(1280, 720), seed=3, players=4))
    app.ctx.settings.speed = "normal"
    app.ctx.settings.bot_animations = not at_once
    app.ctx.settings.ask_idle_end = False  # the human passes: no question
    app.stack.push(MenuScene(app.ctx))
    d = Driver(app, every_frame=True)
    play = human_and_three_bots(d)
    while not human_can_act(d, play):
        d.frames(1)
    waits = [one_wait(d, play, fast_forward) for _ in range(rounds)]
    pygame.quit()
    return waits


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    for label, ff, at_once in (
        ("as it is", False, False),
        ("Space: fast-forward", True, False),
        ("Bot moves: at once", False, True),
    ):
        waits = measure(rounds, ff, at_once)
        scene = [round(w.scene_seconds, 2) for w in waits]
        plan = [round(w.planning, 2) for w in waits]
        print(
            f"{label:22} scene s {scene}  mean {sum(scene) / len(scene):.2f} | "
            f"planning s {plan}  mean {sum(plan) / len(plan):.2f}"
        )


if __name__ == "__main__":
    main()
