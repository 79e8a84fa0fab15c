"""Floor 9. An attempt's client trace: built, bounded and redacted on this machine, then
delivered. A :class:`~.recorder.TraceRecorder` may be called from any thread (its lock);
delivery runs on the runner's event loop.

- ``recorder``: :class:`TraceRecorder`: spans, points, levels; owns its ``steps`` and ``calls``.
- ``steps``: :class:`StepQueue`: steps numbered, bounded and handed out in batches.
- ``calls``: :class:`CallRecorder`: gateway and task tool calls as spans.
- ``spans``: steps, spans, :class:`SpanScope` and the checks of their fields.
- ``points``: checkpoints, test results, command results, model-call attributes.
- ``policy``: the schema's bounds and the trace policy a quote asks for.
- ``redaction``: secrets and the user's patterns redacted before anything is queued.
- ``delivery``: :class:`TraceDelivery`: batches while the attempt runs, then durably.
- ``otel``: framework spans into the trace (a package): the OpenTelemetry span processor, called
  on the user's threads, and where those spans and the relay's call records go in the tree.
- ``langgraph``: a LangGraph checkpoint saver's writes as checkpoints.
- ``model_calls``: what the relay saw of one model call (:class:`GatewayCall`).
- ``observations``: ACP observations v1, when the grant asks for no trace.
"""
