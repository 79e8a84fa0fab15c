"""``python -m evalrouter_cli``: the same command as the ``evalrouter`` console script."""

import sys

from .main import main

sys.exit(main())
