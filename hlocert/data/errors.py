"""Errors raised by the data pipeline."""


class DataError(ValueError):
    """A data-layout or data-configuration problem, reported before training starts."""
