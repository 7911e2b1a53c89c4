"""The replay viewer and the story log, shot and timed on a 4-player 12-round
game played by easy computer players:
python tools/replay_shots.py OUT_DIR [WxH ...]   (default 1920x1080 and 1366x768)
saves OUT_DIR/WxH-replay.png, -replay-start.png, -log-story.png, and prints the main
thread's CPU time of the slowest frame while the slider is dragged across the whole game,
and while stepping back one action at a time from the end."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
_scratch = tempfile.mkdtemp(prefix="mg-replay-shots-")  # never the player's own files
os.environ.setdefault("MG_DATA_DIR", os.path.join(_scratch, "data"))
os.environ.setdefault("MG_CONFIG_DIR", os.path.join(_scratch, "config"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from mg.ai.bots import make_bot  # noqa: E402
from mg.app.loop import App  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.dev.scripted_input import post_key  # noqa: E402
from mg.engine import Game  # noqa: E402
from mg.scenes.overlays.log import LogScene  # noqa: E402
from mg.scenes.replay.scene import ReplayScene  # noqa: E402
from mg.store.seats import Seat  # noqa: E402
from mg.store.session import Session  # noqa: E402
from mg.ui.options import Options  # noqa: E402

SEATS = [Seat("Alice", "yellow"), Seat("Bob", "orange"), Seat("Cleo", "brown"), Seat("Dan", "red")]


def bot_game(seed: int = 11) -> Game:
    """A 4-player 12-round game played to its end by easy computer players."""
    game = Game.new([s.colour for s in SEATS], seed=seed, rounds=12)
    bots = {c: make_bot("easy", seed=seed + k, budget=0.05) for k, c in enumerate(game.players)}
    while game.phase != "over":
        for action in bots[game.current or ""].plan_turn(game):
            game.apply(action)
    return game


def slowest(d: Driver, moves: Sequence[tuple[str, object]]) -> float:
    """The main thread's CPU seconds of the slowest frame, each move then one frame."""
    worst = 0.0
    for kind, value in moves:
        start = time.process_time()
        if kind == "move":
            assert isinstance(value, tuple)
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=value, rel=(1, 0), buttons=(1, 0, 0))
            )
        else:
            assert isinstance(value, int)
            post_key(value)
        d.frames(1)
        worst = max(worst, time.process_time() - start)
    return worst


def settle(d: Driver, replay: ReplayScene) -> None:
    """Frames until the board is drawn whole (a new size's map is rendered band by band)."""
    d.frames(2)
    for _ in range(600):
        if not replay.view.rendering():
            break
        d.frames(1)
    d.frames(1)


def capture(size: tuple[int, int], out: Path, game: Game) -> None:
    app = App(Options(windowed=size, seed=5))
    d = Driver(app, every_frame=True)
    tag = f"{size[0]}x{size[1]}"
    assert app.flow.resume(Session(game, SEATS)) is None
    d.frames(2)
    d.key(pygame.K_w)  # the score table's "Watch the game again"
    replay = d.top_as(ReplayScene)
    last = replay.timeline.last
    replay.go(replay.timeline.round_starts[7] + 9)
    settle(d, replay)
    pygame.image.save(app.screen, str(out / f"{tag}-replay.png"))
    replay.go(0)
    settle(d, replay)
    pygame.image.save(app.screen, str(out / f"{tag}-replay-start.png"))
    # scrubbing: the thumb held and dragged across the whole track, one frame a position
    track = replay.bar.slider_rect()
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(track.x, track.centery), button=1)
    )
    d.frames(1)
    drag = [("move", (track.x + x, track.centery)) for x in range(0, track.w + 1, 3)]
    drag += [("move", (track.x + x, track.centery)) for x in range(track.w, -1, -7)]
    scrub = slowest(d, drag)
    steps = slowest(d, [("key", pygame.K_END)] + [("key", pygame.K_LEFT)] * last)
    print(
        f"{tag}: {last} actions; slowest frame scrubbing {scrub * 1000:.1f} ms, "
        f"stepping back {steps * 1000:.1f} ms (main-thread CPU)"
    )
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)  # the finished game's pause menu
    app.flow.stack.pop()
    app.flow.log()
    log = d.top_as(LogScene)
    log.scroll(-(10**6))
    log.scroll(12)
    d.frames(2)
    pygame.image.save(app.screen, str(out / f"{tag}-log-story.png"))
    pygame.quit()


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("screenshots")
    out.mkdir(parents=True, exist_ok=True)
    sizes = [(int(w), int(h)) for w, h in (s.split("x") for s in argv[1:])] or [
        (1920, 1080),
        (1366, 768),
    ]
    game = bot_game()
    for size in sizes:
        capture(size, out, game)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
