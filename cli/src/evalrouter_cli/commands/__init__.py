"""One module per command family; each is imported only when one of its commands runs."""
