"""The play scene's side panel, drawn once per change of the game: the round, this and the
next round's action cards, every player, whose turn it is and what R12 still allows, and
the villages R23 still requires covering. And the status line's lead while a computer
player acts. Each is given what it reads: the context, the match (and the bots' driver)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeAlias

import pygame

from mg.engine import CARDS, EndActions, Phase
from mg.match import Match
from mg.scenes.context import Context
from mg.scenes.play.legal import Legal
from mg.scenes.play.panel_parts import (
    CARDS_GAP,
    ROW_GAP,
    ROW_H,
    TURN_GAP,
    Holdings,
    card_h,
    cards_top,
    counters,
    draw_card,
    draw_holdings,
    draw_players,
    grown,
    holdings_rects,
    holdings_words,
    player_rows,
    round_apart,
)
from mg.sprites.layout import Space
from mg.sprites.paint import palette as pal
from mg.table.table import Table
from mg.text.i18n import t, with_rule


def card_rects(ctx: Context, width: int, players: int) -> list[pygame.Rect]:
    """Where this round's and the next round's action cards lie on a panel `width` wide
    (in the panel's own coordinates) over `players` players' rows."""
    pad, gap = ctx.px(20), ctx.px(10)
    card_w = (width - 2 * pad - gap) // 2
    y, h = grown(ctx, cards_top(ctx, players), players), card_h(ctx, players)
    return [pygame.Rect(pad + k * (card_w + gap), y, card_w, h) for k in range(2)]


def prepare_pictures(ctx: Context, width: int, players: int = 4) -> Iterator[None]:
    """The panel's pictures in every colour, made ahead a step each (`Ahead`), before any
    game is known (as for `players` players: their sizes follow the rows' count): a card
    of each border colour, a player's row of each colour (its tile pictures and counts);
    kept by `ctx.art` and `ctx.text`."""
    scratch = pygame.Surface((width, card_h(ctx, players)), pygame.SRCALPHA)
    rect, colours = card_rects(ctx, width, players)[0], list(ctx.palette.player)
    borders = {card.border: card.id for card in sorted(CARDS.values(), key=lambda c: c.id)}
    for card_id in borders.values():
        draw_card(scratch, ctx, card_id, rect, t("panel.this_round"), colours)
        yield
    row_h = grown(ctx, ROW_H, players) - grown(ctx, ROW_GAP, players)
    row = pygame.Rect(ctx.px(20), 0, width - 2 * ctx.px(20), row_h)
    for colour in colours:
        draw_holdings(scratch, ctx, colour, Holdings((4, 4), (16, 16), 20), row)
        yield


SeatMark: TypeAlias = Callable[[str | None], str | None]


def bot_mark(match: Match) -> SeatMark:
    """A local game's marks: "bot" for a computer player's seat, None for a human's."""
    return lambda colour: None if match.bot_level(colour) is None else "bot"


class Panel:
    """The side panel of a match; `place_name` names a space as the board does; `mark`
    says how a seat is shown (`BoardScene.seat_mark`: "bot", and in network play "remote"
    or "away" for another machine's player)."""

    def __init__(
        self,
        ctx: Context,
        match: Match,
        place_name: Callable[[Space | None], str],
        mark: SeatMark | None = None,
    ) -> None:
        self.ctx, self.match, self.place_name = ctx, match, place_name
        self.mark = mark or bot_mark(match)

    def render(self, size: tuple[int, int], legal: Legal) -> pygame.Surface:
        """The panel at `size`: round, this and next card, the players, whose turn and what
        is left (`legal`: the position's legal actions), on the table's parchment."""
        ctx, game = self.ctx, self.match.game
        surf = ctx.furniture.paper(size, ctx.palette.table).copy()
        pad, n = self.left(), len(game.players)
        words = t("panel.round", round=game.round, rounds=game.rounds)
        apart = round_apart(ctx, n)
        if apart:
            head = ctx.text.render(words, grown(ctx, 34, n), pal.TITLE, bold=True)
            surf.blit(head, (pad, grown(ctx, 14, n)))
        this, after = self.card_rects(size[0])
        this_title = t("panel.this_round") if apart else words  # else the round told there
        draw_card(surf, ctx, game.card, this, this_title, game.players, heading=not apart)
        draw_card(surf, ctx, game.next_card, after, t("panel.next_round"), game.players)
        marks = {c: self.mark(c) for c in game.players}
        bots = [c for c in game.players if marks[c] == "bot"]
        away = [c for c in game.players if marks[c] == "away"]
        players = self.players_rect(size[0])
        draw_players(surf, ctx, game, players, self.match.seat_name, bots, away)
        y = players.y + grown(ctx, n * ROW_H + TURN_GAP, n)
        self.draw_turn(surf, legal, pad, y)
        return surf

    def left(self) -> int:
        """Where the panel's content starts (x, its own coordinates)."""
        return self.ctx.px(20)

    def card_rects(self, width: int) -> list[pygame.Rect]:
        """Where this round's and the next round's action cards lie on a panel `width` wide
        (in the panel's own coordinates)."""
        return card_rects(self.ctx, width, len(self.match.game.players))

    def players_rect(self, width: int) -> pygame.Rect:
        """Where the players' rows start on a panel `width` wide (its own coordinates)."""
        ctx, n = self.ctx, len(self.match.game.players)
        top = grown(ctx, cards_top(ctx, n), n) + card_h(ctx, n) + grown(ctx, CARDS_GAP, n)
        pad = self.left()
        return pygame.Rect(pad, top, width - 2 * pad, 0)

    def tips(self, width: int) -> list[tuple[pygame.Rect, str]]:
        """What the panel says when pointed at (its own coordinates): each player's hand,
        reserve and markets in words (the panel shows them as pictures)."""
        game = self.match.game
        tips = []
        for colour, row in player_rows(self.ctx, game, self.players_rect(width)):
            words = holdings_words(Holdings.of(game, colour))
            for key, rect in holdings_rects(self.ctx, row).items():
                tips.append((rect, words[key]))
        return tips

    def tip_at(self, width: int, point: tuple[int, int]) -> str:
        """The words of what `point` (the panel's own coordinates) points at, or "" (only
        the part pointed at is worded: this is asked every frame)."""
        game = self.match.game
        for colour, row in player_rows(self.ctx, game, self.players_rect(width)):
            if row.collidepoint(point):
                for key, rect in holdings_rects(self.ctx, row).items():
                    if rect.collidepoint(point):
                        return holdings_words(Holdings.of(game, colour))[key]
        return ""

    def draw_turn(self, surf: pygame.Surface, legal: Legal, pad: int, y: int) -> None:
        """Whose turn and phase, what is still allowed, and the villages R23 still
        requires."""
        ctx, game = self.ctx, self.match.game
        colour = game.current_player
        if colour is None:  # the game is over: nobody's turn to show
            return
        phase = "panel.phase_actions" if game.phase == Phase.ACTIONS else "panel.phase_market"
        text, size = t(phase, name=self.match.seat_name(colour)), ctx.tx(28)
        now = ctx.text.render(text, size, pal.TEXT, bold=True)
        while now.get_width() > surf.get_width() - pad - ctx.px(36) and size > ctx.px(20):
            size -= 1  # a long name: smaller rather than cut off
            now = ctx.text.render(text, size, pal.TEXT, bold=True)
        ctx.palette.draw_emblem(surf, colour, (pad + ctx.px(14), y + ctx.px(12)), ctx.px(13))
        surf.blit(now, (pad + ctx.px(36), y))
        y += ctx.tx(36)
        if game.phase == Phase.ACTIONS:
            lines = counters(game)
        elif self.match.bot_to_act() is not None:  # nothing for the human to click: who acts
            bot = self.mark(colour) == "bot"
            name = self.match.seat_name(colour)
            lines = [t("panel.bot_market") if bot else t("net.remote_acting", name=name)]
        else:
            lines = self.market_help(legal)
        room = surf.get_width() - 2 * pad
        for line in [part for said in lines for part in ctx.text.wrap(said, ctx.tx(24), room)]:
            surf.blit(ctx.text.render(line, ctx.tx(24), pal.TEXT_DIM), (pad, y))
            y += ctx.tx(28)  # a long line (German, larger text) wrapped, not cut
        cover = [self.place_name(v) for v in game.villages_to_cover()]
        if cover:  # before End actions, not after: the rule the engine refuses ending under
            held = game.refusal(EndActions())
            text = with_rule(
                t("panel.still_cover", places=", ".join(cover)), held.rule if held else None
            )
            surf.blit(ctx.text.render(text, ctx.tx(24), pal.WARN_INK, bold=True), (pad, y))

    def market_help(self, legal: Legal) -> list[str]:
        """What the player may still do in the market phase, from the engine's state: one
        market action a turn (R28), then only End turn (or undo it, R40)."""
        if self.match.game.turn["market_done"]:
            return [t("panel.market_done_1"), t("panel.market_done_2")]
        if not legal.build and not legal.sell:
            return [t("panel.market_none")]
        return [t("panel.market_help_1"), t("panel.market_help_2")]


class BotLine:
    """The status line's lead while a computer player thinks or plays its plan, and the
    note that a click or Space fast-forwards it."""

    def __init__(
        self, ctx: Context, match: Match, table: Table, mark: SeatMark | None = None
    ) -> None:
        self.ctx, self.match, self.table = ctx, match, table
        self.mark = mark or bot_mark(match)

    def words(self) -> str:
        """ "Red is thinking" or "Red plays", without the dots; in network play "Waiting
        for Red (disconnected)" while the player to act is away."""
        colour = self.match.game.current_player
        if colour is None:
            return ""
        if self.mark(colour) == "away":
            return t("net.waiting_for", name=self.match.seat_name(colour))
        doing = "panel.thinking" if self.table.thinking() else "panel.plays"
        return t(doing, name=self.match.seat_name(colour))

    def rect(self, status_h: int) -> pygame.Rect:
        """Where the line leads the status line (`status_h` tall, at the window's bottom):
        its emblem and words, as wide as with all three dots (the status line's own words
        follow it)."""
        ctx = self.ctx
        w, h = ctx.text.font(ctx.px(28), bold=True).size(self.words() + "...")
        return pygame.Rect(ctx.px(16), ctx.size[1] - status_h // 2 - h // 2, ctx.px(34) + w, h)

    def draw(
        self,
        surface: pygame.Surface,
        clock: float,
        status_h: int,
        fast_forward: bool,
        board: tuple[int, int, int, int],
        note: bool = True,
    ) -> None:
        """The line, its dots counting with `clock` (seconds), and the fast-forward note at
        the lower right of `board` (not when `note` is off: another machine's player, who
        cannot be hurried)."""
        ctx = self.ctx
        dots = "." * (1 + int(clock * 3) % 3)
        label = ctx.text.render(self.words() + dots, ctx.px(28), pal.TEXT, bold=True)
        rect = self.rect(status_h)
        colour = self.match.game.current_player
        if colour is not None:
            ctx.palette.draw_emblem(
                surface, colour, (rect.x + ctx.px(12), rect.centery), ctx.px(12)
            )
        surface.blit(label, label.get_rect(midleft=(rect.x + ctx.px(34), rect.centery)))
        if note:
            self.draw_fast_forward_note(surface, fast_forward, board)

    def draw_fast_forward_note(
        self, surface: pygame.Surface, fast_forward: bool, board: tuple[int, int, int, int]
    ) -> None:
        """A small note at the board's lower right corner: a click or Space fast-forwards
        the computer players (or: they are being fast-forwarded)."""
        ctx = self.ctx
        text = t("play.fast_forwarding") if fast_forward else t("play.fast_forward")
        label = ctx.text.render(text, ctx.px(24), pal.TEXT)
        x, y, w, h = board
        box = label.get_rect(bottomright=(x + w - ctx.px(8), y + h - ctx.px(8)))
        box = box.inflate(ctx.px(20), ctx.px(10))
        surface.blit(ctx.furniture.slip(box.size, ctx.palette.table), box)
        surface.blit(label, label.get_rect(center=box.center))
