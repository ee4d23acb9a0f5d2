"""Tests for the cake shop pricing."""
