"""The embedded development stack: broker, tritonserver, Vault and the demo; never production."""
