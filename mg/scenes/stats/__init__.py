"""The statistics screen and its charts (issue 24.6, 24.7)."""
