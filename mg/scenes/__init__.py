"""The scenes: one screen or overlay a module, on a scene stack (base), reached through the
navigator (flow.py is the only module that imports concrete scenes)."""
