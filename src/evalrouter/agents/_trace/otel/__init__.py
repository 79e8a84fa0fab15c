"""Framework spans into an attempt's trace: OpenTelemetry spans of any instrumentation mapped,
placed in the tree, and joined with the relay's record of each model call and the SDK's record
of each task tool call, so each call is one span.

- ``processor``: the OpenTelemetry span processor users add (called on their threads); the SDK
  of OpenTelemetry is imported only there, and only when a processor is asked for.
- ``nodes``: a span's start and end as the processor hands them over, and one span's state on
  its way into the trace (:class:`Node`), with the timings of the joins.
- ``tree``: :class:`OtelTree`: where framework spans and the relay's call records go.
- ``tools``: :class:`ToolJoin`: one span per task tool call.
"""
