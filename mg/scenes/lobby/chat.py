"""The chat box of a network game (T, or the Chat button, in the play scene): the last
lines said at the table, worded now (a quick phrase in the reader's own language, a
player's own words as written), a line to type and send (what the game's letters cannot
show is refused as for a name, and nothing is sent), the quick phrases, and a Mute button
for each other player. What is said goes through the table (`Table.say`); the server
bounds, cleans and paces it."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextEntryLine

from mg.net.protocol import CHAT_CHARS, PHRASES, chat_line
from mg.scenes.context import Context
from mg.scenes.dialog import Dialog
from mg.scenes.manager import button_h
from mg.sprites.paint import palette as pal
from mg.table.table import Table
from mg.text.i18n import t
from mg.ui.theme.button import Button
from mg.ui.theme.glyphs import MAX_MARKS, missing, piled_marks

LINES = 8  # lines of chat shown
ROW = 4  # quick phrases a row


class ChatScene(Dialog):
    """Say something to the other players, or mute one."""

    name = "chat"
    confirm = "send"  # Enter sends the line typed

    def __init__(self, ctx: Context, table: Table) -> None:
        self.table = table
        super().__init__(ctx, t("chat.title"))

    def others(self) -> list[str]:
        """The colours of the other players (those who may be muted)."""
        return [s.colour for s in self.table.match.seats if not self.table.ours(s.colour)]

    def build_widgets(self) -> None:
        ctx, b = self.ctx, self.box
        b.w, b.h = ctx.px(1100), ctx.px(880)
        b.center = (ctx.size[0] // 2, ctx.size[1] // 2)
        pad, bh, gap = ctx.px(30), button_h(ctx, 52), ctx.px(12)
        self.lines_top = b.y + ctx.px(90)
        y = self.lines_top + LINES * ctx.px(34) + ctx.px(16)
        send_w = ctx.px(200)
        self.entry = UITextEntryLine(
            pygame.Rect(b.x + pad, y, b.w - 2 * pad - send_w - gap, bh), self.ui, object_id="#chat"
        )
        self.entry.set_text_length_limit(CHAT_CHARS)
        self.buttons["send"] = Button(
            pygame.Rect(b.right - pad - send_w, y, send_w, bh), t("chat.send"), self.ui
        )
        y += bh + ctx.px(24)
        w = (b.w - 2 * pad - (ROW - 1) * gap) // ROW
        for k, key in enumerate(PHRASES):
            rect = pygame.Rect(
                b.x + pad + (k % ROW) * (w + gap), y + (k // ROW) * (bh + gap), w, bh
            )
            self.buttons[f"phrase-{key}"] = Button(rect, t(f"chat.phrase.{key}"), self.ui)
        y += ((len(PHRASES) + ROW - 1) // ROW) * (bh + gap) + ctx.px(12)
        for k, colour in enumerate(self.others()[:ROW]):
            rect = pygame.Rect(b.x + pad + k * (w + gap), y, w, bh)
            self.buttons[f"mute-{colour}"] = Button(rect, self.mute_words(colour), self.ui)
        self.buttons["close"] = Button(
            pygame.Rect(b.right - pad - send_w, b.bottom - pad - bh, send_w, bh),
            t("chat.close"),
            self.ui,
        )

    def mute_words(self, colour: str) -> str:
        name = self.table.match.seat_name(colour)
        return t("chat.unmute" if self.table.muted(colour) else "chat.mute", name=name)

    def typing(self) -> bool:
        return bool(self.entry.is_focused)

    def press(self, key: str) -> None:
        if key == "close":
            self.close()
        elif key == "send":
            self.send(self.entry.get_text())
        elif key.startswith("phrase-"):
            self.table.say(phrase=key.removeprefix("phrase-"))
            self.close()
        elif key.startswith("mute-"):
            colour = key.removeprefix("mute-")
            self.table.mute(colour, not self.table.muted(colour))
            self.buttons[key].set_text(self.mute_words(colour))

    def send(self, typed: str) -> None:
        """Say the line typed; one the game's letters cannot show is refused and kept in the
        field (said why), an empty one does nothing."""
        line = chat_line(typed)
        if not line:
            return
        if missing(line):
            self.message = t("chat.undrawable")
            return
        if piled_marks(line):
            self.message = t("menu.name_marks", most=MAX_MARKS)
            return
        self.table.say(text=line)
        self.entry.set_text("")
        self.message = ""
        self.close()

    def shown(self) -> list[str]:
        """The last lines of chat in the log, worded now."""
        match = self.table.match
        wording = match.wording()
        said = [wording.entry(e) for e in match.log if e.kind == "chat"]
        return said[-LINES:] or [t("chat.none")]

    def look(self) -> object:
        return (super().look(), self.message, tuple(self.shown()))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        ctx = self.ctx
        width = self.box.w - ctx.px(60)
        for k, line in enumerate(self.shown()):
            text = ctx.text.wrap(line, ctx.px(26), width)[0]  # (one row a line)
            label = ctx.text.render(text, ctx.px(26), pal.TEXT)
            surface.blit(label, (self.box.x + ctx.px(30), self.lines_top + k * ctx.px(34)))
