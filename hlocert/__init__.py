"""hlocert: a neural net rendered as one certified StableHLO training function."""

__version__ = "0.1.0"
