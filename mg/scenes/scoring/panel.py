"""The final scoring's side panel: the title, the score track with each player's marker,
and the itemised list of the scoring under a heading in the player's words (R37 as the small
rule chip the other screens show, "Rule 37 ›", beside it); the wheel scrolls the list."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mg.scenes.board.rule_chip import chip_rect, draw_chips
from mg.scenes.scoring.score_track import cell_x, draw_track
from mg.sprites.paint import palette as pal
from mg.text.i18n import t

if TYPE_CHECKING:
    from mg.scenes.scoring.scene import ScoringScene

RULE = "R37"  # the rule the list itemises


def track_rect(scene: ScoringScene) -> pygame.Rect:
    """Where the score track lies, under the panel's title."""
    p, ctx = scene.panel_rect, scene.ctx
    return pygame.Rect(p.x + ctx.px(20), ctx.px(86), p.w - ctx.px(40), ctx.px(66))


def lane_h(scene: ScoringScene) -> int:
    """The height of one player's lane of markers under the track."""
    return scene.ctx.px(30)


def marker_point(scene: ScoringScene, colour: str, score: float) -> tuple[float, float]:
    """Where `colour`'s marker stands for `score`: under its cell, in the player's lane."""
    track, ctx = track_rect(scene), scene.ctx
    lane = scene.game.players.index(colour)
    x = cell_x(track, ctx.scale, score)
    return (x, track.bottom + ctx.px(18) + lane * lane_h(scene))


def list_box(scene: ScoringScene) -> pygame.Rect:
    """Where the heading and the itemised list go: under the lanes, above the buttons."""
    track, ctx = track_rect(scene), scene.ctx
    y = track.bottom + lane_h(scene) * len(scene.game.players) + ctx.px(20)
    return pygame.Rect(track.x, y, track.w, scene.list_bottom() - y)


def draw_panel(scene: ScoringScene, surface: pygame.Surface) -> None:
    """The title, the track and its markers, the heading and the list."""
    ctx, p = scene.ctx, scene.panel_rect
    scene.draw_panel_background(surface)
    surface.blit(
        ctx.text.render(t("scoring.title"), ctx.px(48), pal.TITLE, bold=True),
        (p.x + ctx.px(20), ctx.px(18)),
    )
    track = track_rect(scene)
    draw_track(surface, track, ctx.text, ctx.scale)
    size = max(20, ctx.px(26))
    points = {c: marker_point(scene, c, scene.shown[c]) for c in scene.game.players}
    for colour, (mx, my) in points.items():  # every stem first: no stem crosses a score
        pygame.draw.line(surface, pal.INK, (mx, track.bottom), (mx, my), 4)  # on the paper
        pygame.draw.line(surface, ctx.palette.player[colour], (mx, track.bottom), (mx, my), 2)
    for colour, (mx, my) in points.items():
        ctx.palette.draw_emblem(surface, colour, (mx, my), ctx.px(13))
        score = ctx.text.render(str(round(scene.shown[colour])), size, pal.TEXT, bold=True)
        at = score.get_rect(midleft=(mx + ctx.px(18), my))
        pygame.draw.rect(surface, pal.PANEL, at.inflate(ctx.px(6), 0), border_radius=ctx.px(4))
        surface.blit(score, at)
    draw_heading(scene, surface)
    draw_captions(scene, surface)


def rule_rect(scene: ScoringScene) -> pygame.Rect:
    """The rule chip at the right of the heading, worded as everywhere ("Rule 37 ›", not the
    bare id); a click opens R37."""
    box, ctx = list_box(scene), scene.ctx
    head = pygame.Rect(box.x, box.y, box.w, ctx.px(32))
    chip = chip_rect(ctx, RULE, (head.x, head.centery))
    chip.right = head.right
    return chip


def draw_heading(scene: ScoringScene, surface: pygame.Surface) -> None:
    """While it plays: how to skip; once done: the list's heading and its rule."""
    ctx, box = scene.ctx, list_box(scene)
    if not scene.finished:
        surface.blit(
            ctx.text.render(t("scoring.click_to_skip"), ctx.px(23), pal.TEXT_DIM), box.topleft
        )
        return
    chip = rule_rect(scene)
    draw_chips(surface, ctx, [(chip, RULE)], scene.mouse)
    room, size = chip.x - box.x - ctx.px(10), ctx.px(26)
    label = ctx.text.render(t("scoring.steps"), size, pal.TEXT, bold=True)
    while label.get_width() > room and size > ctx.px(18):  # a long heading: a bit smaller
        size -= 1
        label = ctx.text.render(t("scoring.steps"), size, pal.TEXT, bold=True)
    surface.blit(label, label.get_rect(midleft=(box.x, chip.centery)))


Line = tuple[str, pal.Colour]


def fitted_lines(scene: ScoringScene, width: int, room: int) -> tuple[list[Line], bool]:
    """The newest captions (up to the scrolled-to one) that fit in `room` lines, wrapped
    to `width`, whole captions only; and whether every caption is among them."""
    ctx, playback = scene.ctx, scene.playback
    captions = playback.captions()
    step = playback.current
    current = len(captions) - len(step.captions) if step else len(captions)
    blocks: list[list[Line]] = []
    newest = len(captions) - 1 - scene.scroll
    for i in range(newest, -1, -1):
        colour = pal.TITLE if i >= current else pal.TEXT
        block = [
            (part, colour) for part in ctx.text.wrap(captions[i], ctx.px(23), width, indent="    ")
        ]
        if len(block) > room:
            break
        blocks.insert(0, block)
        room -= len(block)
    every = len(blocks) == len(captions)
    return [line for block in blocks for line in block], every


def draw_captions(scene: ScoringScene, surface: pygame.Surface) -> None:
    """The itemised list so far, newest at the bottom; when some lines are left out, the
    first line says scrolling brings them back."""
    ctx, box = scene.ctx, list_box(scene)
    line_h, top = ctx.px(28), box.y + ctx.px(38)
    room = (box.bottom - top) // line_h
    lines, every = fitted_lines(scene, box.w, room)
    if not every:
        lines, _ = fitted_lines(scene, box.w, room - 1)
        lines.insert(0, (t("scoring.scroll_more"), pal.TEXT_DIM))
    for text, colour in lines:
        surface.blit(ctx.text.render(text, ctx.px(23), colour), (box.x, top))
        top += line_h
