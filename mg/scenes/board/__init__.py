"""The board on screen, shared by the setup, play and scoring scenes; the
oracle setup scene."""
