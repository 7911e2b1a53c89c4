"""The desktop game: the window and loop, flags, sound, drawing, the theme and the
scenes."""
