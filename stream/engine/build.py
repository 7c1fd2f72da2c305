"""The one place the engine and its parts are assembled from the configuration."""

from __future__ import annotations

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core.config import Config, TopicsConfig
from stream.engine.deidentify import Deidentifier
from stream.engine.engine import Engine, Versions
from stream.engine.records import H_RELEASE
from stream.engine.sources import Detector, SpanSource
from stream.recognize.factory import build_recognizer
from stream.recognize.vocabulary import Vocabularies


def build_anonymizer(cfg: Config) -> Anonymizer:
    """The anonymizer of the configured policy."""
    return Anonymizer(policy_from_config(cfg.policy))


def deidentifier_with(cfg: Config, mode: str | None,
                      vocabularies: Vocabularies | None) -> Deidentifier:
    """Recognizer `mode` (default recognizer.mode), with `vocabularies` when given, and the
    anonymizer; raises if the recognizer cannot be built."""
    return Deidentifier(build_recognizer(mode, cfg.recognizer, repository=cfg.model.repository,
                                         vocabularies=vocabularies),
                        build_anonymizer(cfg), vocabularies)


def build_deidentifier(cfg: Config, mode: str | None) -> Deidentifier:
    """Recognizer `mode` (None: recognizer.mode) with the configured site vocabularies."""
    return deidentifier_with(cfg, mode, Vocabularies.from_config(cfg.vocabularies))


def build_engine(cfg: Config, source: SpanSource | Deidentifier | None = None, *,
                 topics: TopicsConfig | None = None, release: str | None = None) -> Engine:
    """The engine the configuration describes, its spans from `source` (default: the recognizer
    of recognizer.mode). A `release` other than cfg.release is a replay's: its DLQ records name
    it."""
    if source is None:
        source = build_deidentifier(cfg, cfg.recognizer.mode)
    if isinstance(source, Deidentifier):
        source = Detector(source)
    anonymizer = (source.deidentifier.anonymizer if isinstance(source, Detector)
                  else build_anonymizer(cfg))
    versions = Versions(release or cfg.release, anonymizer.policy.version)
    marks = ((H_RELEASE, release.encode()),) if release is not None else ()
    return Engine(anonymizer, source, topics or cfg.topics, versions, cfg.tenant.default,
                  allow_extra_metadata=cfg.metadata.allow_extra_keys, dlq_headers=marks)


def detector_of(engine: Engine) -> Deidentifier | None:
    """The engine's recognizer and vocabularies, when its spans come from one."""
    return engine.source.deidentifier if isinstance(engine.source, Detector) else None
