"""`deid`: the command line. Parses arguments and maps errors to exit codes.

Every error ends as one line on stderr: our own errors with their message (which names keys and
kinds, never values), anything else with its type only, since a dependency's message or a
traceback may quote a secret or note text."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from stream import __version__
from stream.core.config import PROFILES, Config, load_config
from stream.core.errors import DeidError, InputError
from stream.core.logs import configure as configure_logs
from stream.kafka.replay.plan import add_arguments as _replay_args

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


def _io_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("input", metavar="IN", help="JSONL input file, '-' for stdin")
    p.add_argument("-o", "--output", metavar="OUT", default="-",
                   help="JSONL output ('-': stdout)")
    p.add_argument("--skip-bad", metavar="FILE",
                   help="write malformed records here with line number and reason, and go on")


def _key_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--tenant", required=True, help="tenant whose key is used")
    p.add_argument("--key-version", type=int, help="key version (default: the current one)")


def _recognizer_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--recognizer", choices=["rules", "model", "ensemble"],
                   help="default: the best available (ensemble when a model is installed)")
    p.add_argument("--profile", choices=list(PROFILES),
                   help="operating point (default: recognizer.profile, balanced)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="deid", description=__doc__)
    parser.add_argument("--version", action="version", version=f"deid {__version__}")
    parser.add_argument("--config", metavar="FILE",
                        help="YAML configuration (DEID_* env overrides)")
    parser.add_argument("--log-level", default="WARNING")
    parser.add_argument("--log-libraries", metavar="LEVEL",
                        help="log level of third-party libraries (default: WARNING at most)")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("detect", help="find PHI spans: JSONL notes in, spans out")
    _io_args(p)
    _recognizer_arg(p)

    p = sub.add_parser("anonymize", help="replace given spans by keyed surrogates")
    _io_args(p)
    _key_args(p)

    p = sub.add_parser("deidentify", help="detect + anonymize")
    _io_args(p)
    _key_args(p)
    _recognizer_arg(p)

    p = sub.add_parser("eval", help="score predicted spans against gold spans")
    p.add_argument("gold", metavar="GOLD")
    p.add_argument("pred", metavar="PRED")
    p.add_argument("--exclude-ages", action="store_true",
                   help="for sets that leave ages unannotated: ignore predicted AGE spans")
    p.add_argument("--bootstrap", type=int, default=1000, help="bootstrap resamples (0: none)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true", help="print the full result as JSON")
    p.add_argument("--deidentified", action="store_true",
                   help="PRED is the output of deid deidentify/anonymize: score its spans at "
                        "their original offsets and add placeholders and entity consistency")

    p = sub.add_parser("keys", help="manage tenant keys")
    p.add_argument("action", choices=["init", "rotate", "list", "destroy"])
    p.add_argument("--tenant", required=True)
    p.add_argument("--version", dest="key_version", type=int, help="version to destroy")

    p = sub.add_parser("run", help="run the streaming worker (Kafka in, de-identified out)")
    p.add_argument("--config", metavar="FILE", default=argparse.SUPPRESS,
                   help="YAML configuration (DEID_* env overrides)")

    p = sub.add_parser("replay", help="re-anonymize a retained input topic under a key version, "
                                      "from the span cache (or --redetect) into a release topic")
    _replay_args(p)

    p = sub.add_parser("vocab", help="site vocabularies: check a tenant's deny/allow file")
    p.add_argument("action", choices=["check"])
    p.add_argument("file", metavar="FILE", help="vocabulary file (.yaml, .yml, .csv, .txt)")
    p.add_argument("--tenant", required=True)
    p.add_argument("--sample", metavar="NOTES",
                   help="JSONL notes: count the spans the vocabulary adds and removes")
    _recognizer_arg(p)

    p = sub.add_parser("canary", help="inject canary notes (monitor.* settings) into the input "
                                      "topic, marked by the deid-canary header")
    p.add_argument("--count", type=int, help="stop after this many canaries (default: run on)")

    sub.add_parser("monitor", help="watch span events, canary outputs and the DLQ: recall, "
                                   "drift and stuck canaries as metrics and a read-only view")

    p = sub.add_parser("demo", help="de-identify the bundled sample notes end to end")
    p.add_argument("--show", type=int, default=3, help="notes to show before/after")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    configure_logs(args.log_level.upper(),
                   args.log_libraries.upper() if args.log_libraries else None)
    try:
        config = load_config(args.config)
        return _dispatch(args, config)
    except InputError as exc:
        print(f"deid {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except DeidError as exc:
        print(f"deid {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_FAILED
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the boundary: one line, no traceback, no values
        print(f"deid {args.command}: error: unexpected {type(exc).__name__} "
              "(details withheld: they may hold configuration values or note text)",
              file=sys.stderr)
        return EXIT_FAILED


def _dispatch(args: argparse.Namespace, config: Config) -> int:
    from stream import commands

    handler = getattr(commands, f"cmd_{args.command}")
    return handler(args, config)
