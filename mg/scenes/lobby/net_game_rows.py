"""The Games screen's network games, in words and places: each game this machine holds a
seat in, with its state as its server last said ("Your turn", "Waiting for Bruno",
"Finished", "Server unreachable"), where it is played, and the seat to act's emblem. The
states come as data (`NetGame`, asked off the drawing thread: mg/net/follow/your_turns.py);
this module only words and places them."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from mg.engine import Problem
from mg.net.follow.your_turns import NetGame, YourTurns
from mg.net.kept.net_games import forget_game
from mg.net.kept.seat_tokens import forget_rejoin
from mg.scenes.context import Context
from mg.scenes.manager import button_h
from mg.sprites.paint import palette as pal
from mg.text.i18n import t
from mg.ui.theme.button import fitted_button


def net_state_words(ctx: Context, game: NetGame) -> str:
    """The game's state in words: whose turn it is (the player to act by name, or by their
    colour when they typed none), or why nothing more is known."""
    if game.state == "waiting":
        name = game.name or (ctx.palette.colour_name(game.turn) if game.turn else "?")
        return t("games.net.waiting", name=name)
    return t(f"games.net.{game.state}")


def net_row_title(ctx: Context, game: NetGame) -> str:
    """The row's button: the game's join code and its state ("KRO-7Q4 · Your turn")."""
    return f"{game.code} · {net_state_words(ctx, game)}"


def net_row_buttons(ctx: Context, box: pygame.Rect, k: int) -> dict[str, pygame.Rect]:
    """Where the `k`th network game's buttons go: the game (open it), then Remove at the
    right, on the lines of the kept games' rows."""
    h, side_w = button_h(ctx, 54), ctx.tx(165)  # (as high and wide as the words need)
    y = box.y + ctx.px(90) + k * (h + ctx.px(40))  # the line under each row
    x = box.right - ctx.px(30) - side_w
    return {
        "net": pygame.Rect(box.x + ctx.px(30), y, x - box.x - ctx.px(40), h),
        "remove": pygame.Rect(x, y, side_w, h),
    }


def draw_net_details(
    ctx: Context, surface: pygame.Surface, game: NetGame, under: pygame.Rect
) -> None:
    """Under a game's button: the emblem of the seat to act (while the game is under way)
    and where the game is played."""
    size = ctx.px(22)
    x, y = under.x + ctx.px(6), under.bottom + ctx.px(6)
    if game.turn is not None and game.state in ("your_turn", "waiting"):
        ctx.palette.draw_emblem(surface, game.turn, (x + ctx.px(9), y + size // 2), ctx.px(9))
        x += ctx.px(22)
    line = ctx.text.render(t("games.net.where", address=game.address), size, pal.TEXT_DIM)
    surface.blit(line, (x, y))


class NetGamesList:
    """The Games screen's network games: as last heard from their servers (`YourTurns`: the
    menu's, or one of its own, stopped with the screen), a page of them at a time, their
    buttons and the lines under them."""

    def __init__(self, turns: YourTurns | None, per_page: int) -> None:
        self.own = turns is None
        self.turns = turns if turns is not None else YourTurns()
        if self.own:
            self.turns.start()
        else:
            self.turns.ask_now()  # asked again as the screen opens, not in a minute
        self.per_page = per_page
        self.rows: tuple[NetGame, ...] = ()  # the games as last listed

    def heard(self) -> bool:
        """Whether a server answered since the list was made."""
        return self.turns.games != self.rows

    def relist(self) -> int:
        """The games as heard now; how many pages they fill."""
        self.rows = self.turns.games
        return max(1, -(-len(self.rows) // self.per_page))

    def shown(self, page: int) -> tuple[NetGame, ...]:
        return self.rows[page * self.per_page : (page + 1) * self.per_page]

    def build(
        self, ctx: Context, ui: pygame_gui.UIManager | None, box: pygame.Rect, page: int
    ) -> dict[str, UIButton]:
        """Each game of `page`: its button (open it; none for a game its server no longer
        has), and Remove for one that ended."""
        buttons: dict[str, UIButton] = {}
        for k, game in enumerate(self.shown(page)):
            rects = net_row_buttons(ctx, box, k)
            key = f"net-{k}"
            words = net_row_title(ctx, game)
            buttons[key] = fitted_button(rects["net"], words, ui, f"#{key}", ctx.px(14))
            if game.state == "gone":
                buttons[key].disable()  # (nothing left to join)
            if game.removable:
                key = f"remove-{k}"
                remove = t("games.remove")
                buttons[key] = fitted_button(rects["remove"], remove, ui, f"#{key}", ctx.px(14))
        return buttons

    def remove(self, game: NetGame) -> Problem | None:
        """An ended game off the list (its server's game is not touched), nor offered on
        the menu any more; why not, when it cannot be."""
        problem = forget_game(game.code)
        if problem is None:
            forget_rejoin(game.code)
            self.turns.forget(game.code)
        return problem

    def draw(
        self, ctx: Context, surface: pygame.Surface, buttons: dict[str, UIButton], page: int
    ) -> None:
        for k, game in enumerate(self.shown(page)):
            draw_net_details(ctx, surface, game, buttons[f"net-{k}"].rect)

    def close(self) -> None:
        if self.own:
            self.turns.stop()
