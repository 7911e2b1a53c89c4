"""Which dev tools the flags ask for: --autoplay, --frames, --screenshots, --frame-stats."""

from __future__ import annotations

from mg.app.loop import App, FrameHook
from mg.dev.autoplay import Autoplayer, bot_seats
from mg.dev.frame_stats import FrameLimit, FrameStatsHook
from mg.dev.screenshots import ScreenshotHook
from mg.ui.options import Options


def dev_hooks(options: Options) -> list[FrameHook]:
    """The frame hooks for the flags given (none without them)."""
    hooks: list[FrameHook] = []
    fixed = bool(options.autoplay) and options.frames > 0  # as fast as frames can be made
    if options.autoplay:
        hooks.append(Autoplayer(options.seed or 0, fixed_clock=fixed))
    if options.frames:
        hooks.append(FrameLimit(options.frames, fixed_clock=fixed))
    if options.screenshots is not None:
        hooks.append(ScreenshotHook(options.screenshots))
    if options.frame_stats is not None:
        hooks.append(FrameStatsHook(options.frame_stats))
    return hooks


def plug_in(app: App, options: Options) -> None:
    """Add the flags' hooks to `app`; --autoplay easy|hard fills every seat with that bot."""
    app.hooks.extend(dev_hooks(options))
    if options.autoplay and options.autoplay != "random":
        app.flow.setup.seats = bot_seats(options.autoplay)
