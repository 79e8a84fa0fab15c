"""The ``evalrouter`` command line, a separate distribution on the SDK of the same version.

Nothing here is imported by ``evalrouter`` (the SDK); this package imports the SDK's public API
only, and only in the commands that need it, so ``--help`` and ``--version`` start fast.
"""

__version__ = "0.6.0"
