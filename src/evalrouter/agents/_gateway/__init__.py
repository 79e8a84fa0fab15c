"""Floor 7. The gateway relay: the one way an agent reaches its model, on loopback, with a
relay token of its own; the attempt credential stays in the runner.

- ``relay``: :class:`Relay`: one loopback server per controller, on its own thread and event
  loop (``evalrouter-gateway-relay``); it serves only the routes of ``routes``, checks each
  call against the attempt's limits, forwards it with the credential through the sender it is
  handed, and records it.
- ``route``: :class:`Route`, one attempt's place on the relay (its address, token, limits,
  standing refusal and Responses-API memory), and where its calls are recorded.
- ``answers``: what the relay sends back: a translated call's answer (whole or streamed),
  a limited call's answer kept as its route's standing refusal, the relay's own errors.
- ``routes``: the one table of the routes the gateway serves (method, format, whether limits
  apply and whether it is traced), the path normalisation before matching, and the 404 / 405
  of anything else; the relay and the check's stand-in both use it.
- ``dialects``: the APIs the relay translates to chat completions and back (the OpenAI
  Responses API), each call admitted, sent and recorded as the chat call it is.
- ``replies``: a streamed answer's server-sent events rebuilt into one reply; error codes.
- ``usage``: a streamed chat call asks the gateway for its usage, so its tokens are recorded;
  the agent that did not ask gets the events it would have had without that.
- ``refusals``: what a call refused for the attempt's limits means for the attempt: the failure
  code it ends with when the agent then gives up, and the words that say what to raise. (How a
  refusal looks, per API format, is ``evalrouter._gateway_errors``, shared with EvalRouter
  Local.)
- ``loopback``: the small h11 server the relay and the check's stub share.
- ``export_guard``: the OpenAI Agents SDK never exports traces with a relay token.
- ``egress``: the refusing proxy a sandboxed agent's proxy variables name, which records the
  hosts it tried to reach outside the gateway (a model provider's is a bypass).
"""
