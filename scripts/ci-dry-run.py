#!/usr/bin/env python3
"""A dry run of the CI templates on this machine: runs the jobs of Templates/ci/github-workflow.yml
or Templates/ci/gitlab-ci.yml as shell commands, each job on a fresh workspace, with the built-in
gallery's widget-gallery program (scripts/cirun says what is stood in for), then checks that
the site the pipeline publishes (push) or compares (pull request) is byte for byte the site one
`widget-gallery build` writes, and, for a pull request, that the Markdown report was written.

The base commit of a pull request is stood in for by the same program whose `build` gets
`--base-option`s (by default `--appearances light dark`, so that the report lists the other
appearances as added previews, with links to the HTML report).

Prints the steps, then one line: `dry run (SYSTEM, EVENT): …`, which counts the pipeline's
compilations (its `swift build --product` calls) and gives the CPU time its jobs took (user and
system, every process a job's scripts ran; the single build it is compared with not included).
Compiling is stood in for, so with `--compile-cpu SECONDS`, the CPU time of one cold build of
the program measured apart (`/usr/bin/time swift build --product P` in a fresh scratch folder),
the line also gives the pull request's total: compilations times that, plus the jobs' time.
Exits 0 when every check holds.

Usage: scripts/ci-dry-run.py --widget-gallery BIN [--system github|gitlab] [--event push|pull_request]
       [--template FILE] [--base-option OPTION …] [--compile-cpu SECONDS] [--keep DIR]"""

import argparse
import pathlib
import shlex
import sys
import tempfile

from cirun import github, gitlab
from cirun.machine import DryRunError, Machine, compilations, differences

REPOSITORY = pathlib.Path(__file__).resolve().parent.parent
TEMPLATES = {"github": REPOSITORY / "Templates/ci/github-workflow.yml", "gitlab": REPOSITORY / "Templates/ci/gitlab-ci.yml"}


def dry_run(widget_gallery, system, event, template, base_options, folder, log=print, compile_cpu=None):
    """Runs the pipeline in `folder`; returns (ok, summary line, report text or None)."""
    lines = []

    def record(line):
        lines.append(line)
        log(line)

    configuration = (github if system == "github" else gitlab).load(template)
    variables = configuration.get("env" if system == "github" else "variables") or {}
    product = str(variables.get("GALLERY_PRODUCT", "widget-gallery"))
    build_options = shlex.split(str(variables.get("GALLERY_BUILD_OPTIONS", "")))
    machine = Machine(folder, widget_gallery, product, base_options, REPOSITORY)
    review = event != "push"
    if system == "github":
        run = github.WorkflowRun(machine, configuration, "pull_request" if review else "push", record)
    else:
        run = gitlab.PipelineRun(machine, configuration, "merge_request_event" if review else "push", record)
    results = run.run()
    failed = [name for name, result in results.items() if result == "failure"]
    if failed:
        return False, f"jobs failed: {', '.join(failed)}", None

    if review:
        if system == "github":
            site, report = machine.artifacts / "widget-gallery-site/site", machine.artifacts / "widget-gallery-report/report.md"
        else:
            site, report = machine.artifacts / "gallery-1/site", machine.artifacts / "gallery-1/report.md"
    else:
        site, report = run.published, None
    if site is None or not site.is_dir():
        return False, f"the pipeline left no site ({'compared' if review else 'published'})", None
    single = machine.single_build(build_options)
    differing, count = differences(single, site)
    if differing:
        shown = ", ".join(differing[:10])
        return False, f"the merged site differs from one build in {len(differing)} of {count} files: {shown}", None
    compiled = compilations(lines)
    jobs_cpu = machine.cpu_seconds
    summary = (f"{compiled} compilation{'' if compiled == 1 else 's'}; the {'compared' if review else 'published'} site is byte-identical "
               f"to one build ({count} files); the jobs' CPU time {jobs_cpu:.1f} s")
    if compile_cpu is not None:
        total = compiled * compile_cpu + jobs_cpu
        summary += f", {total / 60:.1f} CPU minutes with {compiled} compilations of {compile_cpu:g} s"
    text = None
    if review:
        if not report.is_file():
            return False, summary + "; but no report.md was written", None
        text = report.read_text()
        if not text.startswith("### Widget gallery diff"):
            return False, summary + "; but report.md is not the diff's Markdown report", text
        links = text.count("](")
        summary += f"; report.md: {text.splitlines()[2]} ({links} links)"
        if system == "github" and run.comments != [text]:
            return False, summary + "; but the comment step did not get the report", text
    return True, summary, text


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--widget-gallery", required=True, help="the built-in gallery's program")
    parser.add_argument("--system", choices=["github", "gitlab"], default="github")
    parser.add_argument("--event", choices=["push", "pull_request"], default="pull_request")
    parser.add_argument("--template", help="the CI file (default: the system's template in Templates/ci/)")
    parser.add_argument("--base-option", action="append", dest="base_options",
                        help="an option the base commit's stand-in gives `build` (repeat; default: --appearances light dark)")
    parser.add_argument("--compile-cpu", type=float,
                        help="CPU seconds of one cold build of the program, measured apart, to total the pipeline's CPU time")
    parser.add_argument("--keep", help="run in this new folder and keep it (default: a temporary folder)")
    arguments = parser.parse_args()
    template = pathlib.Path(arguments.template or TEMPLATES[arguments.system])
    base_options = arguments.base_options if arguments.base_options is not None else ["--appearances", "light", "dark"]
    try:
        if arguments.keep:
            ok, summary, _ = dry_run(arguments.widget_gallery, arguments.system, arguments.event, template, base_options,
                                     pathlib.Path(arguments.keep), compile_cpu=arguments.compile_cpu)
        else:
            with tempfile.TemporaryDirectory(prefix="ci-dry-run-") as folder:
                ok, summary, _ = dry_run(arguments.widget_gallery, arguments.system, arguments.event, template, base_options,
                                         pathlib.Path(folder), compile_cpu=arguments.compile_cpu)
    except DryRunError as error:
        ok, summary = False, str(error)
    print(f"dry run ({arguments.system}, {arguments.event}): {'ok' if ok else 'FAILED'}: {summary}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
