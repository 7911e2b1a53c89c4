"""Overlays over a scene: pause, dialogs, help, log, banner, crash screen."""
