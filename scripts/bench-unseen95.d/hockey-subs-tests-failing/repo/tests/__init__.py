"""Unit tests for the hockey club fees."""
