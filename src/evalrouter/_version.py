"""The SDK's version, the one place it is written."""

__version__ = "0.6.0"
USER_AGENT = f"evalrouter-python/{__version__}"
