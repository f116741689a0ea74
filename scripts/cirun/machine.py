"""What a CI system gives a job, stood in for on this machine: a fresh workspace per job, an
artifact store of folders, a private build-record cache, and `swift` and `git` shims on PATH.

The shims stand in for compiling and checking out: `swift build --show-bin-path` names the
folder of the widget-gallery program under test (or, after `git checkout` of the base
revision, of a stand-in for the base commit's program: the same program, its `build` given
extra options, so that the base's gallery differs); `swift build` and `swift package resolve`
do nothing, since the program is built already (each `swift build --product` is a compilation
the pipeline asked for, counted by `compilations`); `swift package show-dependencies --format
json` answers a package that depends on WidgetGallery, checked out at this repository;
`git checkout` records which revision is out,
`git config` and `git fetch` do nothing. Any other use of them fails the dry run."""

import filecmp
import os
import pathlib
import resource
import shlex
import shutil
import subprocess

SWIFT_SHIM = """#!/bin/sh
echo "[swift $*]" >&2
case "$*" in
  "build --show-bin-path")
    if [ "$(cat "$DRYRUN_CHECKOUT" 2>/dev/null)" = base ]; then echo "$DRYRUN_BASE_BIN"; else echo "$DRYRUN_BIN"; fi ;;
  "build --product "*|"package resolve") ;;
  "package show-dependencies --format json")
    printf '{\n  "identity": "app",\n  "name": "App",\n  "path": "%s",\n  "dependencies": [\n' "$PWD"
    printf '    {\n      "identity": "widgetgallery",\n      "name": "WidgetGallery",\n'
    printf '      "url": "https://github.com/your-org/WidgetGallery.git",\n      "version": "0.2.0",\n'
    printf '      "path": "%s",\n      "dependencies": []\n    }\n  ]\n}\n' "$DRYRUN_WIDGETGALLERY" ;;
  *) echo "dry run: 'swift $*' is not stood in for" >&2; exit 1 ;;
esac
"""

GIT_SHIM = """#!/bin/sh
echo "[git $*]" >&2
case "$1" in
  config|fetch) ;;
  checkout)
    for revision in "$@"; do :; done
    case " $DRYRUN_BASE_REVISIONS " in
      *" $revision "*) echo base > "$DRYRUN_CHECKOUT" ;;
      *) echo head > "$DRYRUN_CHECKOUT" ;;
    esac ;;
  *) echo "dry run: 'git $*' is not stood in for" >&2; exit 1 ;;
esac
"""


class DryRunError(Exception):
    pass


class Machine:
    """The dry run's folder: `jobs/` (a workspace per job), `artifacts/` (one folder per
    artifact), `bin/` (the shims), `base-bin/` (the base program's stand-in)."""

    def __init__(self, root, widget_gallery, product, base_options, repository):
        self.root = pathlib.Path(root)
        self.widget_gallery = pathlib.Path(widget_gallery).resolve()
        self.product = product
        self.repository = pathlib.Path(repository).resolve()
        self.artifacts = self.root / "artifacts"
        self.artifacts.mkdir(parents=True)
        shims = self.root / "bin"
        shims.mkdir()
        for name, text in (("swift", SWIFT_SHIM), ("git", GIT_SHIM)):
            (shims / name).write_text(text)
            (shims / name).chmod(0o755)
        self.shims = shims
        base = self.root / "base-bin"
        base.mkdir()
        extra = " ".join(shlex.quote(option) for option in base_options)
        (base / product).write_text(
            "#!/bin/sh\n# The base commit's program, stood in for: build gets the dry run's base options.\n"
            f'if [ "$1" = build ]; then shift; exec {shlex.quote(str(self.widget_gallery))} build {extra} "$@"; fi\n'
            f'exec {shlex.quote(str(self.widget_gallery))} "$@"\n')
        (base / product).chmod(0o755)
        self.base_bin = base
        self.jobs = 0
        self.cpu_seconds = 0.0

    def workspace(self, name):
        """A fresh, empty workspace for one job (one machine)."""
        self.jobs += 1
        folder = self.root / "jobs" / f"{self.jobs:02d}-{name}"
        folder.mkdir(parents=True)
        return folder

    def environment(self, workspace, base_revisions):
        """The environment every job's shell gets: the shims first on PATH, a private cache for
        the build record, WidgetGallery's checkout at this repository."""
        environment = {key: value for key, value in os.environ.items() if not key.startswith(("GITHUB_", "CI_", "GALLERY"))}
        environment.update({
            "PATH": f"{self.shims}:{environment.get('PATH', '/usr/bin:/bin')}",
            "DRYRUN_BIN": str(self.widget_gallery.parent),
            "DRYRUN_BASE_BIN": str(self.base_bin),
            "DRYRUN_CHECKOUT": str(workspace / ".dry-run-checkout"),
            "DRYRUN_BASE_REVISIONS": " ".join(base_revisions),
            "XDG_CACHE_HOME": str(workspace / ".dry-run-cache"),
            "DRYRUN_WIDGETGALLERY": str(self.repository),
        })
        return environment

    def run_shell(self, script, workspace, environment, log):
        """Runs `script` with bash in `workspace`, its output (both streams) to `log`; returns
        its exit status. Its CPU time (user and system, with every process it waited for) is
        added to `cpu_seconds`."""
        log(f"$ {script.strip()}")
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        result = subprocess.run(["bash", "-e", "-c", script], cwd=workspace, env=environment, check=False,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        self.cpu_seconds += (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        for line in result.stdout.splitlines():
            log(line)
        return result.returncode

    def upload(self, name, workspace, paths, archive=True, keep_paths=False):
        """Stores `paths` (relative to `workspace`, globs allowed) as artifact `name`: as
        GitHub stores them (one folder's contents, one file, or several paths under the
        workspace), or with `keep_paths` as GitLab does (every path under the workspace)."""
        matched = sorted({match for path in paths for match in workspace.glob(path.rstrip("/"))})
        if not matched:
            return None
        target = self.artifacts / name
        if target.exists():
            raise DryRunError(f"artifact {name} was uploaded twice")
        if not archive:
            if len(matched) != 1 or not matched[0].is_file():
                raise DryRunError(f"an unzipped artifact is one file; {paths} matched {matched}")
            target.mkdir()
            shutil.copy2(matched[0], target / matched[0].name)
            return target / matched[0].name
        if len(matched) == 1 and matched[0].is_dir() and not keep_paths:
            shutil.copytree(matched[0], target)
            return target
        target.mkdir()
        for match in matched:
            relative = match.relative_to(workspace)
            (target / relative).parent.mkdir(parents=True, exist_ok=True)
            if match.is_dir():
                shutil.copytree(match, target / relative)
            else:
                shutil.copy2(match, target / relative)
        return target

    def download(self, name, destination):
        source = self.artifacts / name
        if not source.is_dir():
            raise DryRunError(f"no artifact named {name}")
        shutil.copytree(source, destination, dirs_exist_ok=True)

    def artifact_names(self):
        return sorted(path.name for path in self.artifacts.iterdir())

    def single_build(self, options):
        """The gallery as one `build` writes it, on a machine of its own."""
        workspace = self.workspace("single-build")
        environment = self.environment(workspace, [])
        command = [str(self.widget_gallery), "build", *options, "--output", "site"]
        result = subprocess.run(command, cwd=workspace, env=environment, check=False, capture_output=True, text=True)
        if result.returncode != 0:
            raise DryRunError(f"{shlex.join(command)} exited {result.returncode}: {result.stderr.strip()}")
        return workspace / "site"


def differences(expected, actual):
    """The relative paths that differ between two folders (missing on either side, or with
    other bytes), and the number of files compared."""
    def files(folder):
        return {str(path.relative_to(folder)) for path in folder.rglob("*") if path.is_file()}

    left, right = files(expected), files(actual)
    differing = sorted(left ^ right)
    for path in sorted(left & right):
        if not filecmp.cmp(expected / path, actual / path, shallow=False):
            differing.append(path)
    return differing, len(left | right)


def compilations(lines):
    """How many times a dry run's pipeline compiled a program: its `swift build --product` calls."""
    return sum(line.startswith("[swift build --product ") for line in lines)
