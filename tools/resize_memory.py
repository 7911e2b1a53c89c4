"""Resize the real game's window again and again and report its memory:
python tools/resize_memory.py [RESIZES] [menu|play ...] [--json] [--warm-up=N]
(default 1000 resizes after 100 to warm up, both scenes; --json prints one JSON object a
scene, with the sizes of the caches that follow the window's size, and the RSS every 100
resizes from the first: `trace`, whether it levels off).

Runs headless (SDL's dummy driver): each resize sets a random window size within
1280x720 .. 1920x1080 and posts the event a real window sends, then runs a frame."""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from mg.app.loop import App  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.scenes.context import Context  # noqa: E402
from mg.scenes.menu.scene import MenuScene  # noqa: E402
from mg.ui.options import Options  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def rss_mb() -> float:
    """This process's resident memory now, in MB (Linux)."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * PAGE / 1e6


def resize(driver: Driver, size: tuple[int, int]) -> None:
    """Resize the window as a person dragging its corner would."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    driver.frames(1)


def cache_sizes(ctx: Context) -> dict[str, float]:
    """How much the caches that follow the window's size hold now."""
    return {
        "themes": len(ctx.ui_themes.themes),
        "art": len(ctx.art.sized),
        "art_mb": ctx.art.sized.weight / 1e6,
        "fonts": len(ctx.text.fonts),
        "texts": len(ctx.text.rendered),
        "texts_mb": ctx.text.rendered.weight / 1e6,
    }


#: Resizes before the first measure: the fonts, art and themes of the usual sizes are made and
#: the C allocator's pools fill (the growth over the first ~100 resizes levels off: 19.5 MB
#: after 250, 24 MB after 750 — no leak grows like that); then the growth is counted.
WARM_UP = 100


def measure(scene: str, resizes: int, warm_up: int = WARM_UP) -> dict[str, object]:
    """RSS (MB) before and after `resizes` random resizes of `scene`, and the caches."""
    app = App(Options(windowed=(1280, 720), seed=3, think=0.1))
    app.stack.push(MenuScene(app.ctx))
    driver = Driver(app, every_frame=True)
    driver.frames(2)
    if scene == "play":
        driver.start_game(3)
    rng = random.Random(21)
    trace = [rss_mb()]  # before the first resize, then every 100th
    for n in range(1, warm_up + 1):  # fonts, art, themes of the usual sizes; the allocator's pools
        resize(driver, (rng.randint(1280, 1920), rng.randint(720, 1080)))
        trace += [rss_mb()] if n % 100 == 0 else []
    before = rss_mb()
    for n in range(warm_up + 1, warm_up + resizes + 1):
        resize(driver, (rng.randint(1280, 1920), rng.randint(720, 1080)))
        trace += [rss_mb()] if n % 100 == 0 else []
    after = rss_mb()
    caches = cache_sizes(app.ctx)
    app.ctx.bots.shutdown()
    pygame.quit()
    return {
        "scene": scene,
        "resizes": resizes,
        "rss_before": before,
        "rss_after": after,
        "caches": caches,
        "trace": [round(mb) for mb in trace],
    }


def main() -> None:
    args = [a for a in sys.argv[1:] if a != "--json" and not a.startswith("--warm-up=")]
    warm_ups = [a.removeprefix("--warm-up=") for a in sys.argv[1:] if a.startswith("--warm-up=")]
    warm_up = int(warm_ups[-1]) if warm_ups else WARM_UP
    resizes = int(args[0]) if args else 1000
    for scene in args[1:] or ["menu", "play"]:
        found = measure(scene, resizes, warm_up)
        if "--json" in sys.argv:
            print(json.dumps(found))
            continue
        before, after = float(found["rss_before"]), float(found["rss_after"])  # type: ignore[arg-type]
        print(
            f"{scene}: RSS {before:.0f} MB before, {after:.0f} MB after {resizes} resizes "
            f"({after / before:.2f}x); caches {found['caches']}; RSS every 100 resizes "
            f"from the first {found['trace']}"
        )


if __name__ == "__main__":
    main()
