"""Handlers of the `deid` subcommands: wire configuration to the pipeline and JSONL streams."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import sys
from typing import IO

import orjson

from stream.batch import transforms as batch
from stream.batch.jsonl import Transform, open_in, open_out, process, read_all
from stream.core.config import Config, ConfigError
from stream.core.spans import Note
from stream.engine.build import build_anonymizer, build_deidentifier, deidentifier_with
from stream.engine.deidentify import Deidentifier
from stream.keyring import open_keyring
from stream.keyring.base import check_tenant
from stream.recognize.vocabulary import Vocabularies


def _run(args: argparse.Namespace, transform: Transform, desc: str) -> int:
    with contextlib.ExitStack() as stack:
        src = stack.enter_context(open_in(args.input))
        dst = stack.enter_context(open_out(args.output))
        rejects: IO[bytes] | None = None
        if args.skip_bad:
            rejects = stack.enter_context(open_out(args.skip_bad))
        summary = process(src, dst, transform, rejects=rejects, desc=desc)
    if summary.rejected:
        print(f"deid: {summary.rejected} of {summary.read} records rejected "
              f"(see {args.skip_bad})", file=sys.stderr)
    return 0


def _deidentifier(args: argparse.Namespace, config: Config) -> Deidentifier:
    """The recognizer and anonymizer of a command, with the configured vocabularies."""
    config = _with_profile(config, getattr(args, "profile", None))
    return build_deidentifier(config, getattr(args, "recognizer", None))


def _with_profile(config: Config, profile: str | None) -> Config:
    """`config` with the command line's --profile, when one was given."""
    if not profile:
        return config
    return dataclasses.replace(
        config, recognizer=dataclasses.replace(config.recognizer, profile=profile))


def cmd_detect(args: argparse.Namespace, config: Config) -> int:
    extra = config.metadata.allow_extra_keys
    transform = batch.detect_transform(_deidentifier(args, config), allow_extra_metadata=extra)
    return _run(args, transform, "detect")


def cmd_explain(args: argparse.Namespace, config: Config) -> int:
    """Print the explanation of each note: a local tool (it prints note text)."""
    from stream.batch.contract import parse_note
    from stream.explain.explain import explain, render

    if (args.text is None) == (args.input is None):
        raise ConfigError("explain takes IN or --text, one of them")
    records = ([{"id": "text", "text": args.text}] if args.text is not None
               else read_all(args.input))
    deidentifier = _deidentifier(args, config)
    extra = config.metadata.allow_extra_keys
    for record in records:
        note = parse_note(record, allow_extra_metadata=extra)
        if args.tenant is not None:
            note = dataclasses.replace(note, tenant=args.tenant)
        print("\n".join(render(explain(deidentifier, note))))
    return 0


def cmd_anonymize(args: argparse.Namespace, config: Config) -> int:
    key = open_keyring(config.keyring).get(args.tenant, args.key_version)
    redactions = batch.Redactions()
    transform = batch.anonymize_transform(
        build_anonymizer(config), key, allow_extra_metadata=config.metadata.allow_extra_keys,
        redactions=redactions)
    code = _run(args, transform, "anonymize")
    _report_redactions(redactions)
    return code


def cmd_deidentify(args: argparse.Namespace, config: Config) -> int:
    key = open_keyring(config.keyring).get(args.tenant, args.key_version)
    redactions = batch.Redactions()
    transform = batch.deidentify_transform(
        _deidentifier(args, config), key, allow_extra_metadata=config.metadata.allow_extra_keys,
        redactions=redactions)
    code = _run(args, transform, "deidentify")
    _report_redactions(redactions)
    return code


def _report_redactions(redactions: batch.Redactions) -> None:
    """Say on stderr how many spans were redacted for want of a surrogate (a count, no text)."""
    if redactions.no_surrogate:
        print(f"deid: {redactions.no_surrogate} spans had no surrogate of their label and were "
              "redacted as [LABEL]", file=sys.stderr)


def cmd_eval(args: argparse.Namespace, config: Config) -> int:
    from stream.evaluate.labels import read_label_map
    from stream.evaluate.scoring import evaluate, format_report
    from stream.evaluate.surrogates import as_predictions, format_utility, utility

    deidentified = list(read_all(args.pred)) if args.deidentified else None
    pred = read_all(args.pred) if deidentified is None else as_predictions(deidentified)
    try:
        label_map = read_label_map(args.label_map) if args.label_map else None
        result = evaluate(read_all(args.gold), pred,
                          exclude_ages=args.exclude_ages, bootstrap=args.bootstrap,
                          seed=args.seed, label_map=label_map)
        if deidentified is not None:
            result["utility"] = utility(read_all(args.gold), deidentified,
                                        redacted=_redacted_labels(config))
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    if args.json:
        sys.stdout.buffer.write(orjson.dumps(result, option=orjson.OPT_INDENT_2) + b"\n")
    else:
        print(format_report(result) + (format_utility(result["utility"])
                                       if deidentified is not None else ""))
    return 0


def _redacted_labels(config: Config) -> frozenset[str]:
    """The labels the configured policy redacts."""
    from stream.anonymize.policy import Action, policy_from_config

    actions = policy_from_config(config.policy).actions
    return frozenset(str(label) for label, action in actions.items() if action is Action.REDACT)


def cmd_keys(args: argparse.Namespace, config: Config) -> int:
    keyring = open_keyring(config.keyring)
    if args.action == "list":
        infos = keyring.list(args.tenant)
    elif args.action == "destroy":
        if args.key_version is None:
            raise ConfigError("deid keys destroy needs --version N")
        infos = [keyring.destroy(args.tenant, args.key_version)]
    else:
        infos = [getattr(keyring, args.action)(args.tenant)]
    for info in infos:
        flags = ("current " if info.current else "") + ("destroyed" if info.destroyed else "")
        print(f"{info.tenant}\tv{info.version}\t{info.created}\t{flags.strip()}")
    return 0


def cmd_run(args: argparse.Namespace, config: Config) -> int:
    from stream.kafka.service import serve

    return serve(config)


def cmd_replay(args: argparse.Namespace, config: Config) -> int:
    from stream.kafka.replay.job import run_command

    return run_command(args, config)


def cmd_vocab(args: argparse.Namespace, config: Config) -> int:
    from pathlib import Path

    from stream.batch.contract import parse_note
    from stream.recognize.vocabulary.check import check_file, count_effect, with_tenant

    if args.action == "suggest":
        return _vocab_suggest(args, config)
    path = Path(args.file)
    report, entries = check_file(path)
    if args.sample and entries:
        notes = with_tenant((parse_note(r, allow_extra_metadata=True)
                             for r in read_all(args.sample)), args.tenant)
        plain = deidentifier_with(config, args.recognizer, None)
        site = deidentifier_with(config, args.recognizer,
                                 Vocabularies({args.tenant: path}, check_mode=False))
        count_effect(report, plain.detect_batch(notes), site.detect_batch(notes))
    print("\n".join(report.lines(args.tenant)))
    return 0 if report.ok else 1


TOPIC_SAMPLE = 10_000
"""Notes `deid vocab suggest --from-topic` samples when --max-notes is not given."""


def _vocab_suggest(args: argparse.Namespace, config: Config) -> int:
    """`deid vocab suggest`: the tenant's notes through the configured recognizer, mined for
    deny and allow entries, written as a private YAML file for review (never printed)."""
    from pathlib import Path

    from stream.recognize.vocabulary.entries import DENY
    from stream.recognize.vocabulary.files import write_private
    from stream.recognize.vocabulary.suggest import Thresholds, header, render, suggest

    if args.min_notes < 1 or (args.max_notes is not None and args.max_notes < 1):
        raise ConfigError("--min-notes and --max-notes must be at least 1")
    if bool(args.from_topic) == bool(args.notes):
        raise ConfigError("deid vocab suggest reads a JSONL file or --from-topic (one of them)")
    try:
        check_tenant(args.tenant)  # it names the default output file
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    notes = _suggest_sample(args, config)
    detector = _deidentifier(args, config)
    thresholds = Thresholds(min_notes=args.min_notes)
    found = suggest(notes, detector.detect_batch(notes), thresholds)
    recognizer = args.recognizer or config.recognizer.mode
    opening = header(args.tenant, len(notes), recognizer, thresholds)
    output = Path(args.output or f"{args.tenant}.suggested.yaml")
    write_private(output, render(found, opening))
    deny = sum(s.kind == DENY for s in found)
    print(f"tenant {args.tenant}: {len(notes)} notes, {deny} deny and {len(found) - deny} allow "
          f"suggestions written to {output} (mode 0600; review, then `deid vocab check`)")
    return 0


def _suggest_sample(args: argparse.Namespace, config: Config) -> list[Note]:
    """The notes `deid vocab suggest` mines: the JSONL file's, or the input topic's latest."""
    if args.from_topic:
        from stream.kafka.sample import sample_input

        sample = sample_input(config, args.tenant, args.max_notes or TOPIC_SAMPLE)
        print(f"input topic: {len(sample.notes)} notes of tenant {args.tenant} sampled, "
              f"{sample.skipped} other messages skipped", file=sys.stderr)
        return sample.notes
    import itertools

    from stream.batch.contract import parse_note
    from stream.recognize.vocabulary.check import with_tenant

    records = itertools.islice(read_all(args.notes), args.max_notes)
    return with_tenant((parse_note(r, allow_extra_metadata=True) for r in records), args.tenant)


def cmd_canary(args: argparse.Namespace, config: Config) -> int:
    import signal
    import threading

    from stream.monitor.inject import run

    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    sent = run(config, stop, args.count)
    print(f"deid canary: {sent} canaries delivered", file=sys.stderr)
    return 0


def cmd_monitor(args: argparse.Namespace, config: Config) -> int:
    from stream.monitor.app import run

    return run(config)


def cmd_demo(args: argparse.Namespace, config: Config) -> int:
    from stream.devstack.demo import run_demo

    return run_demo(config, show=args.show)
