"""The screenshots set of the table's look: python tools/screenshots.py --set [OUT_DIR].

Drives the real game headless, seeded, into six moments — the menu, the oracle setup, a
mid-game 4-player board at 100 % and zoomed in, the market phase, the final score table — at
1920x1080 and 1366x768 in both palettes (classic and high contrast), and saves them as
OUT_DIR/<W>x<H>/<palette>/<name>.png (default docs/screenshots). The same every run: one
seed for the game, hard computer players whose thinking is measured on a clock that ticks
per reading (not the wall clock), frames of a fixed 1/60 s. PNGs are squeezed with pngquant
when it is installed (Debian's `pngquant`), losslessly saved otherwise."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from mg.ai.bots import Bot, make_bot  # noqa: E402
from mg.app.loop import App  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.engine import Action, Game, Phase  # noqa: E402
from mg.scenes.board.setup import SetupScene  # noqa: E402
from mg.scenes.menu.scene import MenuScene  # noqa: E402
from mg.scenes.play.scene import PlayScene  # noqa: E402
from mg.scenes.scoring.scene import ScoringScene  # noqa: E402
from mg.store.session import Session  # noqa: E402
from mg.ui.options import Options  # noqa: E402

SIZES = ((1920, 1080), (1366, 768))
PALETTES = ("classic", "contrast")
NAMES = ("menu", "oracle-setup", "midgame", "midgame-zoomed", "market", "final-scores")
MIDGAME_ROUND = 6
SEED = 5
BOT_BUDGET = 1.0  # seconds of the ticking clock: 1000 readings a move
DEFAULT_OUT = ROOT / "docs" / "screenshots"


def ticking() -> Callable[[], float]:
    """A clock that moves 1 ms each time it is read: a bot thinks the same every run."""
    now = [0.0]

    def clock() -> float:
        now[0] += 0.001
        return now[0]

    return clock


def bots(game: Game, seed: int) -> dict[str, Bot]:
    """Hard computer players in every seat: a game that looks played, close at the end."""
    return {
        colour: make_bot("hard", seed=seed + k, budget=BOT_BUDGET, clock=ticking())
        for k, colour in enumerate(game.players)
    }


def played(game: Game, seed: int, done: Callable[[Game], bool]) -> list[Action]:
    """The actions computer players take from `game` (not changed) until `done` says stop."""
    twin, players, taken = game.copy(), bots(game, seed), []
    while not done(twin) and twin.phase != Phase.OVER:
        for action in players[twin.player_to_act].plan_turn(twin):
            twin.apply(action)
            taken.append(action)
            if done(twin):
                break
    return taken


#: What the players do after the oracles' setup, by that position: the same for every size
#: and palette, so worked out once a run.
PLANS: dict[str, list[list[Action]]] = {}


def plans(game: Game) -> list[list[Action]]:
    """To the mid-game, on to the market phase, on to the end, from `game`."""
    key = game.to_json()
    if key not in PLANS:
        twin, steps = game.copy(), []
        for k, done in enumerate((midgame, in_market, never)):
            steps.append(played(twin, SEED + 10 * k, done))
            for action in steps[-1]:
                twin.apply(action)
        PLANS[key] = steps
    return PLANS[key]


def in_market(game: Game) -> bool:
    return game.phase == Phase.MARKET


def never(game: Game) -> bool:
    return False


def midgame(game: Game) -> bool:
    """A turn of round MIDGAME_ROUND or later starts, its player able to build."""
    return (
        game.round >= MIDGAME_ROUND
        and game.phase == Phase.ACTIONS
        and not game.turn_actions
        and game.score[game.player_to_act] >= 3
    )


def apply_all(game: Game, actions: list[Action]) -> None:
    for action in actions:
        game.apply(action)


def busiest_point(play: PlayScene) -> tuple[int, int]:
    """Where the cities are thickest on screen: the middle of the built places."""
    points = [play.space_point(s) for s in play.game.cities()] or [
        play.space_point(play.game.board.spaces[len(play.game.board.spaces) // 2])
    ]
    return (
        sum(x for x, _ in points) // len(points),
        sum(y for _, y in points) // len(points),
    )


def zoom_in(d: Driver, at: tuple[int, int], steps: int) -> None:
    """Ctrl+wheel over `at`, as a player zooms."""
    d.move(at)
    for _ in range(steps):
        pygame.key.set_mods(pygame.KMOD_CTRL)
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        d.frames(1)
        pygame.key.set_mods(0)
    d.frames(30)


def capture(size: tuple[int, int], palette: str, out: Path) -> list[Path]:
    """The six moments at `size` in `palette`, under out/<W>x<H>/<palette>/."""
    folder = out / f"{size[0]}x{size[1]}" / palette
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("MG_DATA_DIR", "MG_CONFIG_DIR"):  # nothing saved by the last one shows
        os.environ[name] = tempfile.mkdtemp(prefix="mg-screenshot-set-")
    app = App(Options(windowed=size, seed=SEED))
    app.ctx.store.change(palette=palette, ask_idle_end=False)
    d = Driver(app, every_frame=True)
    saved: list[Path] = []
    aside = (size[0] - 4, 4)  # the pointer where it points at nothing

    def shot(name: str) -> None:
        d.frames(2)
        path = folder / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path)

    app.stack.push(MenuScene(app.ctx))
    d.press("players-4")
    d.move(aside)
    shot("menu")
    d.press("start")
    game = d.top_as(SetupScene).game
    d.move(d.space_point(game.board.spaces[game.board.villages[5]]))  # a village's tip
    d.frames(30)
    shot("oracle-setup")
    d.press("random")
    d.wait_for("play")
    play = d.top_as(PlayScene)
    to_midgame, to_market, to_end = plans(game)
    apply_all(game, to_midgame)
    play.changed()
    d.move(aside)
    d.frames(30)
    shot("midgame")
    zoom_in(d, busiest_point(play), 2)
    d.move(aside)
    d.frames(30)
    shot("midgame-zoomed")
    d.key(pygame.K_0)  # the whole board again
    apply_all(game, to_market)
    play.changed()
    d.move(aside)
    d.frames(30)
    shot("market")
    apply_all(game, to_end)
    assert app.flow.resume(Session(game, app.flow.setup.seats)) is None
    assert isinstance(app.stack.top, ScoringScene)
    d.click((10, 10))  # past the count, to the table
    d.frames(60)
    shot("final-scores")
    pygame.quit()
    return saved


def squeeze(paths: list[Path]) -> None:
    """Quantise the PNGs with pngquant (visually lossless at these settings), if installed."""
    tool = shutil.which("pngquant")
    if tool is None:
        print("pngquant not installed: the PNGs stay as pygame saved them", file=sys.stderr)
        return
    for path in paths:
        subprocess.run(
            [tool, "--quality=70-95", "--speed=1", "--strip", "--force", "--skip-if-larger"]
            + ["--output", str(path), str(path)],
            check=False,  # exit 98/99: kept as it was (quality or size), which is fine
        )


def main(out: Path) -> int:
    saved = [path for size in SIZES for palette in PALETTES for path in capture(size, palette, out)]
    squeeze(saved)
    for path in saved:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUT))
