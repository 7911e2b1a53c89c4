"""Drawing from the reserve (R13): choose how many road and city tiles, within the limit;
the dialog opens at a shown hint's split, else at the split that fills the hand best, and
every split it shows is one of the engine's legal draws (a "+" or "−" that would leave them
is disabled)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from mg.engine import Draw, Game
from mg.scenes.context import Context
from mg.scenes.manager import button_h, make_manager
from mg.scenes.modal import ModalScene
from mg.sprites.paint import palette as pal
from mg.text.i18n import refusal_line, t, with_rule
from mg.ui.theme.button import Button


def gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """How far apart two rectangles are (0 when they touch or overlap)."""
    dx = max(a.left - b.right, b.left - a.right, 0)
    dy = max(a.top - b.bottom, b.top - a.bottom, 0)
    return float((dx * dx + dy * dy) ** 0.5)


def place_box(
    size: tuple[int, int], room: pygame.Rect, keep_clear: Sequence[pygame.Rect]
) -> pygame.Rect:
    """Where a dialog of `size` goes in `room`: centred, unless it would cover something to
    keep in view (the space just played, the one under the mouse); then on the side of the
    room farthest from it."""
    spots = []
    for fx, fy in (
        (0.5, 0.5),
        (0, 0.5),
        (1, 0.5),
        (0.5, 0),
        (0.5, 1),
        (0, 0),
        (1, 0),
        (0, 1),
        (1, 1),
    ):  # the centre first, then the sides, then the corners
        box = pygame.Rect((0, 0), size)
        box.topleft = (room.x + round(fx * (room.w - box.w)), room.y + round(fy * (room.h - box.h)))
        spots.append(box)
    if not keep_clear:
        return spots[0]
    return max(spots, key=lambda box: min(gap(box, clear) for clear in keep_clear))


def best_draw(draws: Sequence[Draw], hand: tuple[int, int]) -> Draw:
    """The split the dialog opens at: among the engine's legal draws, as many tiles as
    allowed, leaving the hand's roads and cities as even as possible (cities on a tie)."""
    return min(
        draws,
        key=lambda d: (-(d.roads + d.cities), abs(hand[0] + d.roads - hand[1] - d.cities), d.roads),
    )


class DrawDialog(ModalScene):
    name = "draw"
    shade_alpha = 0
    confirm = "ok"  # Enter draws

    def __init__(
        self,
        ctx: Context,
        game: Game,
        draws: Sequence[Draw],
        choose: Callable[[Draw], object],
        keep_clear: Sequence[pygame.Rect] = (),
        room: pygame.Rect | None = None,
        start: Draw | None = None,
    ) -> None:
        super().__init__(ctx)
        self.game, self.draws, self.choose = game, list(draws), choose
        self.keep_clear, self.room = list(keep_clear), room  # where the box may go, and not
        colour = game.player_to_act
        self.reserve = game.reserve[colour]
        self.limit = game.limits()["draw"]
        best = start if start in self.draws else best_draw(draws, game.hand[colour])
        self.roads, self.cities = best.roads, best.cities
        self.message = ""
        self._build()

    def _build(self) -> None:
        ctx = self.ctx
        self.ui = make_manager(ctx)
        room = self.room or pygame.Rect((0, 0), ctx.size)
        b = button_h(ctx, 64)  # the steps square, the rows and the box grow with the words
        grow = b - ctx.px(64)
        self.box = place_box(
            (ctx.tx(620), ctx.px(420) + 3 * grow),
            room.clip(pygame.Rect((0, 0), ctx.size)),
            self.keep_clear,
        )
        self.buttons = {}
        for row, kind in enumerate(("roads", "cities")):
            y = self.box.y + ctx.px(120) + row * (ctx.px(90) + grow)
            for key, text, x in (
                (f"{kind}-", "−", self.box.x + ctx.tx(300)),
                (f"{kind}+", "+", self.box.x + ctx.tx(500)),
            ):
                self.buttons[key] = Button(
                    pygame.Rect(x, y, b, b), text, self.ui, object_id=f"#{key.replace('+', 'plus')}"
                )
        y = self.box.bottom - ctx.px(26) - b
        half = (self.box.w - ctx.px(60)) // 2
        self.buttons["ok"] = Button(
            pygame.Rect(self.box.x + ctx.px(20), y, half, b),
            t("draw.ok"),
            self.ui,
            object_id="#ok",
        )
        self.buttons["cancel"] = Button(
            pygame.Rect(self.box.x + ctx.px(40) + half, y, half, b),
            t("draw.cancel"),
            self.ui,
            object_id="#cancel",
        )
        self.sync_steps()

    def resize(self, size: tuple[int, int]) -> None:
        self.keep_clear, self.room = [], None  # laid out for the old size: centred now
        self._build()

    def stepped(self, key: str) -> Draw:
        """The split a "+" or "−" button leads to."""
        step = 1 if key.endswith("+") else -1
        if key.startswith("roads"):
            return Draw(self.roads + step, self.cities)
        return Draw(self.roads, self.cities + step)

    def sync_steps(self) -> None:
        """Each "+" and "−" is enabled only when it leads to a legal draw (R13: at the limit,
        the "+" stop)."""
        for key, button in self.buttons.items():
            if key.endswith(("+", "-")):
                button.enable() if self.stepped(key) in self.draws else button.disable()

    def press(self, key: str) -> None:
        if key.endswith(("+", "-")):
            split = self.stepped(key)
            if split in self.draws:
                self.roads, self.cities = split.roads, split.cities
            self.sync_steps()
        elif key == "cancel":
            self.close()
        elif key == "ok":
            action = Draw(self.roads, self.cities)
            refusal = self.game.refusal(action)
            if refusal:
                self.message = refusal_line(refusal)
                return
            self.close()
            self.choose(action)

    def on_key(self, key: int) -> bool:
        """The arrows choose the split: through every legal draw, smallest first."""
        if key not in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            return False
        order = sorted(self.draws, key=lambda d: (d.roads + d.cities, d.roads))
        here = order.index(Draw(self.roads, self.cities))
        step = 1 if key in (pygame.K_RIGHT, pygame.K_UP) else -1
        split = order[(here + step) % len(order)]
        self.roads, self.cities = split.roads, split.cities
        self.sync_steps()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        self.draw_frame(surface, self.box)
        x, y = self.box.x + ctx.px(28), self.box.y + ctx.px(24)
        surface.blit(ctx.text.render(t("draw.title"), ctx.px(40), pal.TEXT, bold=True), (x, y))
        limit = with_rule(t("draw.limit", limit=self.limit), "R13")  # words, then the rule
        size, room = ctx.tx(24), self.box.right - ctx.px(28) - x
        while size > ctx.px(16) and ctx.text.font(size).size(limit)[0] > room:
            size -= 1  # (larger text: the line shrinks to stay in the box)
        surface.blit(ctx.text.render(limit, size, pal.TEXT_DIM), (x, y + ctx.px(46)))
        rows = (
            (t("draw.road_tiles"), self.roads, self.reserve[0]),
            (t("draw.city_tiles"), self.cities, self.reserve[1]),
        )
        for kind, (name, value, left) in zip(("roads", "cities"), rows, strict=True):
            less, more = self.buttons[f"{kind}-"].rect, self.buttons[f"{kind}+"].rect
            top = less.y + ctx.px(6)  # beside its buttons, however tall the words made them
            surface.blit(ctx.text.render(name, ctx.tx(30), pal.TEXT), (x, top))
            reserve = ctx.text.render(t("draw.in_reserve", count=left), ctx.tx(22), pal.TEXT_DIM)
            surface.blit(reserve, (x, top + ctx.tx(32)))
            count = ctx.text.render(str(value), ctx.tx(50), pal.TEXT, bold=True)
            surface.blit(
                count, count.get_rect(center=((less.right + more.left) // 2, less.centery))
            )
        if self.message:  # above the buttons, however tall the words made them
            said = ctx.text.render(self.message, ctx.tx(22), pal.BAD)
            surface.blit(said, said.get_rect(bottomleft=(x, self.buttons["ok"].rect.y - ctx.px(8))))
        self.draw_widgets(surface)
