"""The play scene's side panel, drawn once per change of the game: the round, this and the
next round's action cards, every player, whose turn it is and what R12 still allows, and
the villages R23 still requires covering."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mg.engine import Phase
from mg.text.i18n import t
from mg.ui.draw import palette as pal
from mg.ui.scenes.play.panel_parts import counters, draw_card, draw_players
from mg.ui.scenes.play.tooltips import WARN

if TYPE_CHECKING:
    from mg.ui.scenes.play.scene import PlayScene


def render_panel(scene: PlayScene) -> pygame.Surface:
    """The side panel: round, this and next card, the players, whose turn and what is left."""
    ctx, game = scene.ctx, scene.game
    surf = pygame.Surface(scene.panel_rect.size).convert()
    surf.fill(pal.PANEL)
    pygame.draw.line(surf, pal.PANEL_LIGHT, (0, 0), (0, surf.get_height()), 2)
    pad = ctx.px(20)
    head = ctx.text.render(t("panel.round", round=game.round, rounds=game.rounds), ctx.px(34),
                           pal.TEXT, bold=True)
    surf.blit(head, (pad, pad))
    y = pad + ctx.px(44)
    for rect, (card, title) in zip(card_rects(scene), ((game.card, t("panel.this_round")),
                                                       (game.next_card, t("panel.next_round"))),
                                   strict=True):
        draw_card(surf, ctx, card, rect, title, game.players)
    bots = [c for c in game.players if scene.match.bot_level(c) is not None]
    draw_players(surf, ctx, game, players_rect(scene), scene.match.seat_name, bots)
    y += ctx.px(184) + ctx.px(74) * len(game.players) + ctx.px(34)
    draw_turn(surf, scene, pad, y)
    return surf


def card_rects(scene: PlayScene) -> list[pygame.Rect]:
    """Where this round's and the next round's action cards lie on the panel (in the
    panel's own coordinates: the panel is drawn at `scene.panel_rect`)."""
    ctx = scene.ctx
    pad = ctx.px(20)
    card_w = (scene.panel_rect.w - 2 * pad - ctx.px(12)) // 2
    y = pad + ctx.px(44)
    return [pygame.Rect(pad + k * (card_w + ctx.px(12)), y, card_w, ctx.px(170))
            for k in range(2)]


def players_rect(scene: PlayScene) -> pygame.Rect:
    """Where the players' rows start on the panel (in the panel's own coordinates)."""
    ctx = scene.ctx
    pad = ctx.px(20)
    return pygame.Rect(pad, pad + ctx.px(44) + ctx.px(184), scene.panel_rect.w - 2 * pad, 0)


def draw_turn(surf: pygame.Surface, scene: PlayScene, pad: int, y: int) -> None:
    """Whose turn and phase, what is still allowed, and the villages R23 still requires."""
    ctx, game = scene.ctx, scene.game
    colour = game.current or ""
    phase = "panel.phase_actions" if game.phase == Phase.ACTIONS else "panel.phase_market"
    text, size = t(phase, name=scene.match.seat_name(colour)), ctx.px(28)
    now = ctx.text.render(text, size, pal.TEXT, bold=True)
    while now.get_width() > surf.get_width() - pad - ctx.px(36) and size > ctx.px(20):
        size -= 1  # a long name: smaller rather than cut off
        now = ctx.text.render(text, size, pal.TEXT, bold=True)
    ctx.palette.draw_emblem(surf, colour, (pad + ctx.px(14), y + ctx.px(12)), ctx.px(13))
    surf.blit(now, (pad + ctx.px(36), y))
    y += ctx.px(36)
    if game.phase == Phase.ACTIONS:
        lines = counters(game)
    elif scene.bot_level() is not None:  # nothing for the human to click: say who acts
        lines = [t("panel.bot_market")]
    else:
        lines = market_help(scene)
    for line in lines:
        surf.blit(ctx.text.render(line, ctx.px(24), pal.TEXT_DIM), (pad, y))
        y += ctx.px(28)
    cover = [scene.place_name(v) for v in game.villages_to_cover()]
    if cover:  # R23: before End actions, not after
        text = t("panel.still_cover", places=", ".join(cover))
        surf.blit(ctx.text.render(text, ctx.px(24), WARN, bold=True), (pad, y))


def market_help(scene: PlayScene) -> list[str]:
    """What the player may still do in the market phase, from the engine's state: one
    market action a turn (R28), then only End turn (or undo it, R40)."""
    if scene.game.turn["market_done"]:
        return [t("panel.market_done_1"), t("panel.market_done_2")]
    legal = scene.legal()
    if not legal.build and not legal.sell:
        return [t("panel.market_none")]
    return [t("panel.market_help_1"), t("panel.market_help_2")]


def thinking_words(scene: PlayScene) -> str:
    """"Red is thinking" or "Red plays", without the dots."""
    doing = "panel.thinking" if scene.bots.thinking() else "panel.plays"
    return t(doing, name=scene.match.seat_name(scene.game.current or ""))


def thinking_rect(scene: PlayScene) -> pygame.Rect:
    """Where the line of a computer player acting leads the status line: its emblem and
    words, as wide as with all three dots (the status line's own words follow it)."""
    ctx = scene.ctx
    w, h = ctx.text.font(ctx.px(28), bold=True).size(thinking_words(scene) + "...")
    return pygame.Rect(ctx.px(16), ctx.size[1] - scene.status_h // 2 - h // 2,
                       ctx.px(34) + w, h)


def draw_thinking(scene: PlayScene, surface: pygame.Surface) -> None:
    """The status line while a computer player thinks or plays its plan."""
    ctx = scene.ctx
    dots = "." * (1 + int(scene.pane.clock * 3) % 3)
    label = ctx.text.render(thinking_words(scene) + dots, ctx.px(28), pal.TEXT, bold=True)
    rect = thinking_rect(scene)
    ctx.palette.draw_emblem(surface, scene.game.current or "", (rect.x + ctx.px(12),
                                                                rect.centery), ctx.px(12))
    surface.blit(label, label.get_rect(midleft=(rect.x + ctx.px(34), rect.centery)))
    draw_fast_forward_note(scene, surface)


def draw_fast_forward_note(scene: PlayScene, surface: pygame.Surface) -> None:
    """A small note at the board's lower right corner: a click or Space fast-forwards the
    computer players (or: they are being fast-forwarded)."""
    ctx = scene.ctx
    text = t("play.fast_forwarding") if scene.fast_forward else t("play.fast_forward")
    label = ctx.text.render(text, ctx.px(24), pal.TEXT)
    x, y, w, h = scene.board_rect()
    box = label.get_rect(bottomright=(x + w - ctx.px(8), y + h - ctx.px(8)))
    box = box.inflate(ctx.px(20), ctx.px(10))
    pygame.draw.rect(surface, (20, 22, 28), box, border_radius=ctx.px(8))
    pygame.draw.rect(surface, pal.PANEL_LIGHT, box, 1, border_radius=ctx.px(8))
    surface.blit(label, label.get_rect(center=box.center))
