"""Runs the CI templates' jobs on this machine, as shell commands, for `scripts/ci-dry-run.py`:
GitHub Actions workflows (github.py) and GitLab CI pipelines (gitlab.py) over stand-ins for what
only the CI system has (machine.py: fresh workspaces per job, artifacts as folders, `swift` and
`git` shims). See scripts/ci-dry-run.py."""
