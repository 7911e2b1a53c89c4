"""The project's tools (scripts run from a checkout; not shipped)."""
