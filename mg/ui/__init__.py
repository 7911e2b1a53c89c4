"""The desktop game's services below the scenes: the options and flags, sound, speech,
the desktop's notices, the widgets' theme and the planted faults that test the crash guard
(the window and loop are mg/app, the drawing mg/sprites, the scenes mg/scenes)."""
