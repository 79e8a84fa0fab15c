"""Hand-written additions to the generated API groups (``client.runs``, ``client.benchmarks``)."""
