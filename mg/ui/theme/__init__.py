"""The look of text and widgets: fonts, glyph checks, pygame-gui themes and
bounded caches."""
