# Read the tenants' wrapped data keys and unwrap them with their transit keys; nothing else.
# (Rotation and destruction are operator actions with their own policy.)
path "secret/data/deid/tenants/*" {
  capabilities = ["read"]
}
path "transit/decrypt/deid-*" {
  capabilities = ["update"]
}
