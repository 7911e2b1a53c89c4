"""What the play scene tells about the board beyond the pieces: the tooltip of the space under
the mouse, market prices in the market phase, and the villages R23 still requires covering.
Every answer comes from the engine. `Tooltips` is given what it reads (the context, the
match, the road ghost) and each call what the player points at (`Pointer`), the legal
actions and the board's view."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mg.engine import BuildMarket, EndActions, Phase, PlaceCity, PlaceRoad, Refusal
from mg.match import Match
from mg.scenes.context import Context
from mg.scenes.play.legal import Ends, Legal
from mg.scenes.play.road_ghost import RoadGhost
from mg.sprites.board_view import BoardView
from mg.sprites.layout import Space
from mg.sprites.paint import palette as pal
from mg.text.i18n import refusal_line, t, with_rule
from mg.text.road_effect import RoadEffect, effect_lines

BAD = pal.BAD
WARN = (255, 150, 40)  # a village that must still be covered this turn (R23)
SELL = (120, 200, 120)  # a sale's tag
Lines = list[tuple[str, pal.Colour]]
TAG_TEXT = 24  # a price tag's text size, at 1920x1080
TAG_LOW = 0.9  # how far from its place's centre a price tag sits (up or down), in hex sizes
TONES = {"good": pal.GOOD, "plain": pal.TEXT, "warn": pal.WARN_INK, "dim": pal.TEXT_DIM, "bad": BAD}


@dataclass(frozen=True)
class Pointer:
    """What the player points at and holds: the hovered space, the tool and the ghost's
    ends; `fresh` is False on the space just played (no promise there until the mouse
    moves on); `human` is False while a computer player acts. `revision` is the board's
    (what the ghost works out belongs to one)."""

    hover: Space | None
    tool: str
    ends: Ends
    revision: int
    fresh: bool = True
    human: bool = True


def reason_of(refusal: Refusal | None) -> str:
    """A refusal in the language in use with its rule as a small reference, or "" for
    none."""
    return refusal_line(refusal) if refusal is not None else ""


class Tooltips:
    """The play scene's words and marks over the board for the player to act."""

    def __init__(self, ctx: Context, match: Match, ghost: RoadGhost) -> None:
        self.ctx, self.match, self.ghost = ctx, match, ghost

    def lines(self, at: Pointer, legal: Legal, place_name: Callable[[Space | None], str]) -> Lines:
        """The tooltip beside the mouse: the place's name, then what a click there would do
        (not while a computer player acts: nothing is the human's to click)."""
        hover, game = at.hover, self.match.game
        lines: Lines = [(place_name(hover), pal.TEXT)]
        if hover is None or not at.fresh or not at.human:
            return lines
        if game.phase == Phase.ACTIONS and hover in game.villages_to_cover():
            held = game.refusal(EndActions())  # the rule ending is refused under (R23)
            lines.append((with_rule(t("hint.cover"), held.rule if held else None), pal.WARN_INK))
        if game.phase == Phase.ACTIONS and at.tool == "road":
            reason = reason_of(game.refusal(PlaceRoad(hover, at.ends)))
            lines += [(reason, BAD)] if reason else self.road_lines(at)
        elif game.phase == Phase.ACTIONS:
            reason = reason_of(game.refusal(PlaceCity(hover)))
            kind = t("hint.found") if game.city_kind(hover) == "found" else t("hint.extend")
            lines.append((reason, BAD) if reason else (kind, pal.GOOD))
        elif game.phase == Phase.MARKET and game.place_at(hover) is not None:
            lines += self.market_lines(hover, legal)
        return lines

    def road_lines(self, at: Pointer) -> Lines:
        """What the ghost's road would do: what it joins, oracles turning, the projected
        score."""
        effect = self.road_effect(at)
        if effect is None:
            return []
        return [
            (text, TONES[tone])
            for text, tone in effect_lines(effect, self.match.game, self.match.seat_name)
        ]

    def offer(self, at: Pointer, legal: Legal, shown: Ends | None) -> None:
        """The ghost on the hovered space takes the orientation a player most likely wants,
        or `shown`, the one the board shows there (a hint's road, a lesson's target road)."""
        if at.tool != "road" or not at.human:
            return
        space = at.hover
        options = legal.roads.get(space, []) if space is not None else []
        self.ghost.offer(self.match.game, space, at.revision, options, shown)

    def road_effect(self, at: Pointer) -> RoadEffect | None:
        """What the ghost's road on the hovered space would do (None: refused, or no
        ghost)."""
        game = self.match.game
        if at.hover is None or at.tool != "road" or game.phase != Phase.ACTIONS or not at.human:
            return None
        return self.ghost.effect(game, at.hover, at.revision)

    def market_lines(self, space: Space, legal: Legal) -> Lines:
        """Sell for how much, or build for how much — and whether the market would score."""
        game = self.match.game
        colour = game.current_player
        if colour is None:
            return []
        if space in legal.sell:
            value = game.market_value(space)
            if value == 0:  # legal (R34), but it gives a market away for nothing: say so
                return [
                    (t("hint.sell", value=0), pal.WARN_INK),
                    (t("hint.sell_nothing"), pal.WARN_INK),
                ]
            return [(t("hint.sell", value=value), pal.GOOD)]
        reason = reason_of(game.refusal(BuildMarket(space)))
        if reason:
            return [(reason, BAD)]
        lines: Lines = [(t("hint.build", cost=game.market_cost(colour, space)), pal.GOOD)]
        if not game.market_active(colour, space):
            lines.append((t("hint.inactive"), pal.WARN_INK))
        return lines

    def draw_market_targets(self, surface: pygame.Surface, view: BoardView, legal: Legal) -> None:
        """A price tag on every place where the player may build or sell a market."""
        ctx, game = self.ctx, self.match.game
        colour = game.current_player
        if colour is None:
            return
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
            label = self.tag_label(text)
            box = self.tag_box(view, place or space, text)
            pygame.draw.rect(surface, fill, box, border_radius=ctx.px(7))
            pygame.draw.rect(surface, pal.INK, box, 1, border_radius=ctx.px(7))
            ink = label.get_bounding_rect()
            surface.blit(label, (box.centerx - ink.centerx, box.centery - ink.centery))

    def tag_label(self, text: str) -> pygame.Surface:
        """A price tag's words, rendered."""
        return self.ctx.text.render(text, self.ctx.px(TAG_TEXT), pal.INK, bold=True)

    def tag_box(self, view: BoardView, space: Space, text: str) -> pygame.Rect:
        """Where a market's price tag saying `text` sits: a small tag over its place's upper
        edge, or its lower one where a name is written above it, so the city or village it
        prices (its owner's colour, its market and emblem) stays in view, and its name and
        its neighbours' stay readable."""
        ctx = self.ctx
        x, y = point(view, space)
        ink = self.tag_label(text).get_bounding_rect()  # the letters, without the line's air
        box = pygame.Rect(0, 0, ink.w, ink.h).inflate(ctx.px(12), ctx.px(8))
        names = view.name_boxes(self.match.game)
        for low in (-TAG_LOW, TAG_LOW):
            box.center = (x, round(y + low * view.layout.size))
            if box.collidelist(names) < 0:
                break
        return box

    def cover_mark_box(self, view: BoardView, space: Space) -> pygame.Rect:
        """Where the "cover!" mark of a village sits: low on its space, or where no name is
        written, high on it or beside it (a mark over a name hides it)."""
        ctx = self.ctx
        x, y = point(view, space)
        w, h = ctx.text.font(ctx.px(22), bold=True).size(t("hint.cover_mark"))
        step, side = ctx.px(30), round(view.layout.size * 0.9)
        spots = [
            pygame.Rect(0, 0, w, h)
            .move(x + dx - w // 2, y + dy - h // 2)
            .inflate(ctx.px(10), ctx.px(4))
            for dx, dy in ((0, step), (0, -step), (-side, 0), (side, 0))
        ]
        names = view.name_boxes(self.match.game)

        def covered(spot: pygame.Rect) -> int:
            return sum(spot.clip(name).w * spot.clip(name).h for name in names)

        return min(spots, key=covered)  # the first free one (min keeps the first of equals)

    def draw_villages_to_cover(self, surface: pygame.Surface, view: BoardView) -> None:
        """R23: a thick orange ring and "cover" on each village this turn's city tiles
        touch."""
        ctx = self.ctx
        for space in self.match.game.villages_to_cover():
            view.outline(surface, space, WARN, max(3, ctx.px(6)), 0.92)
            label = ctx.text.render(t("hint.cover_mark"), ctx.px(22), pal.INK, bold=True)
            box = self.cover_mark_box(view, space)
            pygame.draw.rect(surface, WARN, box, border_radius=ctx.px(6))
            surface.blit(label, label.get_rect(center=box.center))


def point(view: BoardView, space: Space) -> tuple[int, int]:
    """Where `view` draws `space`'s centre, in whole pixels."""
    x, y = view.layout.to_pixel(space)
    return round(x), round(y)


def sell_fill(value: int | None) -> pal.Colour:
    """A sale's tag: green when it gains points, orange when the market is worth nothing
    yet (selling it is legal, R34, but gives it away)."""
    return SELL if value else WARN
