"""Agents from the ACP Registry: the snapshot bundled with the SDK, resolution, the install
cache, and what ``client.agents`` lists."""
