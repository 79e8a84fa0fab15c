"""Low-level EvalRouter API code generated from openapi.json. Use the ``evalrouter``
package.

Nothing is imported here, so that ``import evalrouter`` stays fast: models, the operation
table and API groups load on first use.
"""
