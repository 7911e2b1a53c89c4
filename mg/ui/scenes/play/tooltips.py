"""What the play scene tells about the board beyond the pieces: the tooltip of the space under
the mouse, market prices in the market phase, and the villages R23 still requires covering.
Every answer comes from the engine."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mg.engine import BuildMarket, Phase, PlaceCity, PlaceRoad, Refusal
from mg.text.i18n import refusal_line, t
from mg.text.road_effect import RoadEffect, effect_lines
from mg.ui.draw import palette as pal
from mg.ui.draw.layout import Space

if TYPE_CHECKING:
    from mg.ui.scenes.play.scene import PlayScene

BAD = (255, 150, 130)
WARN = (255, 150, 40)  # a village that must still be covered this turn (R23)
SELL = (120, 200, 120)  # a sale's tag
Lines = list[tuple[str, pal.Colour]]
TAG_TEXT = 24  # a price tag's text size, at 1920x1080
TAG_LOW = 0.9  # how low on its place a price tag sits, in hex sizes from the centre
TONES = {"good": pal.LEGAL, "plain": pal.TEXT, "warn": WARN, "dim": pal.TEXT_DIM, "bad": BAD}


def reason_of(refusal: Refusal | None) -> str:
    """A refusal in the language in use with its rule as a small reference, or "" for
    none."""
    return refusal_line(refusal) if refusal is not None else ""


def hover_lines(scene: PlayScene) -> Lines:
    """The tooltip beside the mouse: the place's name, then what a click there would do (not
    while a computer player acts: nothing is the human's to click)."""
    hover, game = scene.hover, scene.game
    lines: Lines = [(scene.place_name(hover), pal.TEXT)]
    if hover is None or hover == scene.just_placed or scene.bot_level() is not None:
        return lines
    if game.phase == Phase.ACTIONS and hover in game.villages_to_cover():
        lines.append((t("hint.cover"), WARN))
    if game.phase == Phase.ACTIONS and scene.tool == "road":
        reason = reason_of(game.refusal(PlaceRoad(hover, scene.ends)))
        lines += [(reason, BAD)] if reason else road_lines(scene)
    elif game.phase == Phase.ACTIONS:
        reason = reason_of(game.refusal(PlaceCity(hover)))
        kind = t("hint.found") if game.city_kind(hover) == "found" else t("hint.extend")
        lines.append((reason, BAD) if reason else (kind, pal.LEGAL))
    elif game.phase == Phase.MARKET and game.place_at(hover) is not None:
        lines += market_lines(scene, hover)
    return lines


def road_lines(scene: PlayScene) -> Lines:
    """What the ghost's road would do: what it joins, oracles turning, the projected score."""
    effect = road_effect(scene)
    if effect is None:
        return []
    return [(text, TONES[tone])
            for text, tone in effect_lines(effect, scene.game, scene.match.seat_name)]


def offer_road(scene: PlayScene) -> None:
    """The ghost on the hovered space takes the orientation a player most likely wants, or
    the one the board shows there (a hint's road, a lesson's target road; issue 20.4)."""
    if scene.tool != "road" or scene.bot_level() is not None:
        return
    space = scene.hover
    options = scene.legal().roads.get(space, []) if space is not None else []
    prefer = scene.road_shown(space) if space is not None else None
    scene.ghost.offer(scene.game, space, scene.revision, options, prefer)


def road_effect(scene: PlayScene) -> RoadEffect | None:
    """What the ghost's road on the hovered space would do (None: refused, or no ghost)."""
    if scene.hover is None or scene.tool != "road" or scene.game.phase != Phase.ACTIONS \
            or scene.bot_level() is not None:
        return None
    return scene.ghost.effect(scene.game, scene.hover, scene.revision)


def market_lines(scene: PlayScene, space: Space) -> Lines:
    """Sell for how much, or build for how much — and whether the market would score."""
    game, colour = scene.game, scene.game.current or ""
    if space in scene.legal().sell:
        value = game.market_value(space)
        if value == 0:  # legal (R34), but it gives a market away for nothing: say so
            return [(t("hint.sell", value=0), WARN), (t("hint.sell_nothing"), WARN)]
        return [(t("hint.sell", value=value), pal.LEGAL)]
    reason = reason_of(game.refusal(BuildMarket(space)))
    if reason:
        return [(reason, BAD)]
    lines: Lines = [(t("hint.build", cost=game.market_cost(colour, space)), pal.LEGAL)]
    if not game.market_active(colour, space):
        lines.append((t("hint.inactive"), WARN))
    return lines


def draw_market_targets(scene: PlayScene, surface: pygame.Surface) -> None:
    """A price tag on every place where the player may build or sell a market."""
    ctx, legal, game = scene.ctx, scene.legal(), scene.game
    colour = game.current or ""
    shown: set[Space | None] = set()
    for space in sorted(legal.build | legal.sell):
        place = game.place_at(space)
        if place in shown:
            continue
        shown.add(place)
        if space in legal.sell:
            value = game.market_value(space)
            text, fill = t("hint.sell_tag", value=value), sell_fill(value)
        else:
            text, fill = f"{game.market_cost(colour, space)}", pal.HIGHLIGHT
        label = tag_label(scene, text)
        box = tag_box(scene, place or space, text)
        pygame.draw.rect(surface, fill, box, border_radius=ctx.px(7))
        pygame.draw.rect(surface, pal.INK, box, 1, border_radius=ctx.px(7))
        ink = label.get_bounding_rect()
        surface.blit(label, (box.centerx - ink.centerx, box.centery - ink.centery))


def tag_label(scene: PlayScene, text: str) -> pygame.Surface:
    """A price tag's words, rendered."""
    return scene.ctx.text.render(text, scene.ctx.px(TAG_TEXT), pal.INK, bold=True)


def sell_fill(value: int | None) -> pal.Colour:
    """A sale's tag: green when it gains points, orange when the market is worth nothing
    yet (selling it is legal, R34, but gives it away)."""
    return SELL if value else WARN


def tag_box(scene: PlayScene, space: Space, text: str) -> pygame.Rect:
    """Where a market's price tag saying `text` sits: a small tag low on its place, over the
    hex's lower edge, so the city or village it prices (its owner's colour, its market and
    emblem) stays in view."""
    ctx = scene.ctx
    x, y = scene.space_point(space)
    ink = tag_label(scene, text).get_bounding_rect()  # the letters, without the line's air
    box = pygame.Rect(0, 0, ink.w, ink.h).inflate(ctx.px(12), ctx.px(8))
    box.center = (x, round(y + TAG_LOW * scene.view.layout.size))
    return box


def cover_mark_box(scene: PlayScene, space: Space) -> pygame.Rect:
    """Where the "cover!" mark of a village sits: low on its space."""
    ctx = scene.ctx
    x, y = scene.space_point(space)
    w, h = ctx.text.font(ctx.px(22), bold=True).size(t("hint.cover_mark"))
    return pygame.Rect(0, 0, w, h).move(x - w // 2, y + ctx.px(30) - h // 2).inflate(
        ctx.px(10), ctx.px(4))


def draw_villages_to_cover(scene: PlayScene, surface: pygame.Surface) -> None:
    """R23: a thick orange ring and "cover" on each village this turn's city tiles touch."""
    ctx = scene.ctx
    for space in scene.game.villages_to_cover():
        scene.view.outline(surface, space, WARN, max(3, ctx.px(6)), 0.92)
        label = ctx.text.render(t("hint.cover_mark"), ctx.px(22), pal.INK, bold=True)
        box = cover_mark_box(scene, space)
        pygame.draw.rect(surface, WARN, box, border_radius=ctx.px(6))
        surface.blit(label, label.get_rect(center=box.center))
