"""The statistics screen and its charts."""
