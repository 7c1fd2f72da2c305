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
from stream.engine.build import build_anonymizer, build_deidentifier, deidentifier_with
from stream.engine.deidentify import Deidentifier
from stream.keyring import open_keyring
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


def cmd_anonymize(args: argparse.Namespace, config: Config) -> int:
    key = open_keyring(config.keyring).get(args.tenant, args.key_version)
    redactions = batch.Redactions()
    transform = batch.anonymize_transform(
        build_anonymizer(config), key, allow_extra_metadata=config.metadata.allow_extra_keys,
        redactions=redactions)
    return _run(args, transform, "anonymize") or _report_redactions(redactions)


def cmd_deidentify(args: argparse.Namespace, config: Config) -> int:
    key = open_keyring(config.keyring).get(args.tenant, args.key_version)
    redactions = batch.Redactions()
    transform = batch.deidentify_transform(
        _deidentifier(args, config), key, allow_extra_metadata=config.metadata.allow_extra_keys,
        redactions=redactions)
    return _run(args, transform, "deidentify") or _report_redactions(redactions)


def _report_redactions(redactions: batch.Redactions) -> int:
    """Say on stderr how many spans were redacted for want of a surrogate (a count, no text)."""
    if redactions.no_surrogate:
        print(f"deid: {redactions.no_surrogate} spans had no surrogate of their label and were "
              "redacted as [LABEL]", file=sys.stderr)
    return 0


def cmd_eval(args: argparse.Namespace, config: Config) -> int:
    from stream.evaluate.scoring import evaluate, format_report
    from stream.evaluate.utility import as_predictions, format_utility, utility

    deidentified = list(read_all(args.pred)) if args.deidentified else None
    pred = read_all(args.pred) if deidentified is None else as_predictions(deidentified)
    try:
        result = evaluate(read_all(args.gold), pred,
                          exclude_ages=args.exclude_ages, bootstrap=args.bootstrap,
                          seed=args.seed)
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
