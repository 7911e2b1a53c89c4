"""A question before something that cannot be taken back: a title, a message, 2–3 choices
and perhaps a box to tick ("Don't ask again"). Reached through `nav.confirm(question,
answer)`. Keyboard: Enter presses the focused choice (the safe one at first), the arrows and
Tab move the focus, Space presses it too, Esc cancels."""

from __future__ import annotations

import pygame

from mg.scenes.context import Context
from mg.scenes.manager import button_h, make_manager
from mg.scenes.modal import ModalScene
from mg.scenes.navigator import Answer, Question
from mg.sprites.paint import palette as pal
from mg.ui.notice import notice_text
from mg.ui.theme.button import Button

OPTION = "option"  # the key of the box to tick
PROBLEM = pal.BAD
BACK_KEYS = (pygame.K_LEFT, pygame.K_UP)
ON_KEYS = (pygame.K_RIGHT, pygame.K_DOWN)
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class ConfirmScene(ModalScene):
    name = "confirm"
    close_keys = ()  # Esc is an answer: Cancel

    def __init__(self, ctx: Context, question: Question, answer: Answer) -> None:
        super().__init__(ctx)
        self.question, self.answer = question, answer
        self.ticked = False
        self.message = ""  # why the choice could not be done
        self.order = [key for key, _ in question.choices] + ([OPTION] if question.option else [])
        self.focus = self.order.index(question.safe)
        self._build()

    # -- layout ---------------------------------------------------------------------------
    def _build(self) -> None:
        ctx, q = self.ctx, self.question
        self.ui = make_manager(ctx, self.ui)
        w = min(ctx.size[0] - ctx.px(20), ctx.tx(1120))  # its buttons' words grow
        pad, bh, gap = ctx.px(36), button_h(ctx, 60), ctx.px(16)
        self.lines = ctx.text.wrap(q.message, ctx.tx(30), w - 2 * pad)
        h = ctx.px(100) + len(self.lines) * ctx.tx(40) + ctx.px(60) + bh + pad
        h += ctx.px(70) if q.option else 0
        self.box = pygame.Rect(0, 0, w, h)
        self.box.center = (ctx.size[0] // 2, ctx.size[1] // 2)
        self.buttons = {}
        bw = (w - 2 * pad - (len(q.choices) - 1) * gap) // len(q.choices)
        y = self.box.bottom - pad - bh
        for k, (key, label) in enumerate(q.choices):
            rect = pygame.Rect(self.box.x + pad + k * (bw + gap), y, bw, bh)
            self.buttons[key] = Button(rect, label, self.ui, object_id=f"#confirm-{key}")
        if q.option:  # a box to tick and its label: a click on either ticks it
            side = ctx.px(40)
            self.tick_box = pygame.Rect(self.box.x + pad, y - ctx.px(30) - side, side, side)
            label_w = ctx.text.render(q.option, ctx.px(28), pal.TEXT).get_width()
            self.option_rect = self.tick_box.inflate(0, 0)
            self.option_rect.w = side + gap + min(label_w, w - 2 * pad - side - gap)

    def widgets(self) -> None:
        """None: its own focus moves with Tab and the arrows (the option's box too)."""
        return None

    def resize(self, size: tuple[int, int]) -> None:
        self._build()

    # -- input ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.keyboard(event):
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.question.option
            and self.option_rect.collidepoint(event.pos)
        ):
            self.press(OPTION)
            return True
        return super().handle_event(event)

    def keyboard(self, event: pygame.event.Event) -> bool:
        """Esc cancels; Enter or Space presses the focused choice; arrows and Tab move."""
        if event.key == pygame.K_ESCAPE:
            self.press(self.question.cancel)
        elif event.key in PRESS_KEYS:
            self.press(self.order[self.focus])
        elif event.key in BACK_KEYS or (
            event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
        ):
            self.focus = (self.focus - 1) % len(self.order)
        elif event.key in ON_KEYS or event.key == pygame.K_TAB:
            self.focus = (self.focus + 1) % len(self.order)
        else:
            return False
        return True

    def press(self, key: str) -> None:
        """Tick the box, or give the answer; one that could not be done keeps the question
        up with the reason."""
        if key == OPTION:
            self.ticked = not self.ticked
            return
        stack = self.stack
        assert stack is not None
        under = stack.scenes[-2] if len(stack.scenes) > 1 else None
        self.close()  # first, so that the answer acts on the scene below
        problem = self.answer(key, self.ticked)
        if problem is None:
            return
        self.message = notice_text(problem)
        if stack.top is under:  # nothing else happened: ask again, saying why
            stack.push(self)
        else:
            self.ctx.tell(problem)

    def look(self) -> object:
        return (super().look(), self.focus, self.ticked, self.message)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ctx, box = self.ctx, self.box
        self.draw_frame(surface, box)
        x, y = box.x + ctx.px(36), box.y + ctx.px(28)
        surface.blit(ctx.text.render(self.question.title, ctx.px(40), pal.TEXT, bold=True), (x, y))
        y += ctx.px(72)
        for line in self.lines:
            surface.blit(ctx.text.render(line, ctx.tx(30), pal.TEXT), (x, y))
            y += ctx.tx(40)
        if self.message:
            for line in ctx.text.wrap(self.message, ctx.px(24), box.w - ctx.px(72))[:2]:
                surface.blit(ctx.text.render(line, ctx.px(24), PROBLEM), (x, y))
                y += ctx.px(30)
        if self.question.option:
            self.draw_tick_box(surface)
        self.draw_widgets(surface)
        focused = self.order[self.focus]
        rect = self.option_rect if focused == OPTION else self.buttons[focused].rect
        pygame.draw.rect(
            surface,
            pal.ACCENT,
            rect.inflate(ctx.px(12), ctx.px(12)),
            max(2, ctx.px(4)),
            border_radius=ctx.px(10),
        )

    def draw_tick_box(self, surface: pygame.Surface) -> None:
        """The box to tick (with a tick when it is) and its label."""
        ctx, r = self.ctx, self.tick_box
        label = ctx.text.render(self.question.option, ctx.px(28), pal.TEXT)
        surface.blit(label, label.get_rect(midleft=(r.right + ctx.px(16), r.centery)))
        pygame.draw.rect(surface, pal.PANEL_LIGHT, r, border_radius=ctx.px(6))
        pygame.draw.rect(surface, pal.TEXT, r, max(2, ctx.px(3)), border_radius=ctx.px(6))
        if self.ticked:
            points = [
                (r.x + r.w * 0.2, r.y + r.h * 0.52),
                (r.x + r.w * 0.42, r.y + r.h * 0.75),
                (r.x + r.w * 0.8, r.y + r.h * 0.25),
            ]
            pygame.draw.lines(surface, pal.ACCENT, False, points, max(3, ctx.px(5)))
