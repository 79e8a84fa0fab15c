"""What the tests share: the fake clock, the schema-valid records and the fake API. Holds no
tests of its own."""
