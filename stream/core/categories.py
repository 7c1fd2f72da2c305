"""PHI categories (docs/architecture.md) and the names other corpora give them."""

from __future__ import annotations

from enum import StrEnum


class Label(StrEnum):
    """A PHI category; each maps to one or more HIPAA Safe Harbor identifiers."""

    PATIENT = "PATIENT"
    STAFF = "STAFF"
    PERSON = "PERSON"
    AGE = "AGE"
    DATE = "DATE"
    ID = "ID"
    PHONE = "PHONE"
    EMAIL = "EMAIL"
    URL = "URL"
    IP = "IP"
    LOCATION = "LOCATION"
    HOSPITAL = "HOSPITAL"
    OTHER = "OTHER"


NAME_LABELS = frozenset({Label.PATIENT, Label.STAFF, Label.PERSON})

# Labels used by public corpora (ASQ-PHI, i2b2 2014, Presidio), mapped onto ours.
ALIASES: dict[str, Label] = {
    "NAME": Label.PERSON,
    "DOCTOR": Label.STAFF,
    "USERNAME": Label.ID,
    "GEOGRAPHIC_LOCATION": Label.LOCATION,
    "MEDICAL_RECORD_NUMBER": Label.ID,
    "HEALTH_PLAN_BENEFICIARY_NUMBER": Label.ID,
    "SOCIAL_SECURITY_NUMBER": Label.ID,
    "ACCOUNT_NUMBER": Label.ID,
    "CERTIFICATE_LICENSE_NUMBER": Label.ID,
    "UNIQUE_IDENTIFIER": Label.ID,
    "VEHICLE_IDENTIFIER": Label.ID,
    "DEVICE_IDENTIFIER": Label.ID,
    "BIOMETRIC_IDENTIFIER": Label.ID,
    "PHONE_NUMBER": Label.PHONE,
    "FAX_NUMBER": Label.PHONE,
    "FAX": Label.PHONE,
    "EMAIL_ADDRESS": Label.EMAIL,
    "IP_ADDRESS": Label.IP,
    "STREET": Label.LOCATION,
    "CITY": Label.LOCATION,
    "STATE": Label.LOCATION,
    "ZIP": Label.LOCATION,
    "COUNTRY": Label.LOCATION,
    "ORGANIZATION": Label.HOSPITAL,
    "MEDICALRECORD": Label.ID,
    "IDNUM": Label.ID,
    "HEALTHPLAN": Label.ID,
}


def parse_label(name: str, *, allow_aliases: bool = False) -> Label:
    """Return the Label for `name`; raise ValueError for an unknown one."""
    try:
        return Label(name)
    except ValueError:
        if allow_aliases and name.upper() in ALIASES:
            return ALIASES[name.upper()]
        raise ValueError(f"unknown label {name!r}") from None
