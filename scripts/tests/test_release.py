"""The release's version is one fact in four places: CHANGELOG.md's newest version,
`GalleryVersion.release` (what `widget-gallery --version` prints; GalleryCLITests'
VersionAndCompletionTests runs the command), and the version the README and the Getting started
article tell users to depend on. The changelog keeps Keep a Changelog's shape.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`)."""

import pathlib
import re
import unittest

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
VERSION_HEADING = re.compile(r"^## \[(?P<version>\d+\.\d+\.\d+)\] - (?P<date>\d{4}-\d{2}-\d{2})$", re.MULTILINE)
DEPENDENCY = re.compile(r'\.package\(url: "(?P<url>[^"]+/WidgetGallery(?:\.git)?)", (?P<requirement>[^)]*)\)')


def changelog_versions(text):
    """The versions of the changelog's release headings, newest first, with their dates."""
    return [(match["version"], match["date"]) for match in VERSION_HEADING.finditer(text)]


def gallery_release():
    source = (ROOT / "Sources" / "Site" / "GalleryCLI" / "GalleryVersion.swift").read_text()
    match = re.search(r'static let release = "([^"]+)"', source)
    if match is None:
        raise AssertionError("GalleryVersion.swift declares no `static let release`")
    return match[1]


class ReleaseTests(unittest.TestCase):
    def setUp(self):
        self.changelog = (ROOT / "CHANGELOG.md").read_text()

    def test_the_newest_changelog_version_is_the_release(self):
        versions = changelog_versions(self.changelog)
        self.assertTrue(versions, "CHANGELOG.md has no `## [x.y.z] - YYYY-MM-DD` heading")
        self.assertEqual(versions[0][0], gallery_release(), "bump GalleryVersion.release with the changelog")

    def test_the_changelog_keeps_its_format(self):
        headings = re.findall(r"^## .*$", self.changelog, re.MULTILINE)
        self.assertEqual(headings[0], "## [Unreleased]", "the Unreleased section comes first")
        versions = changelog_versions(self.changelog)
        self.assertEqual(len(headings), len(versions) + 1, f"every other heading is a version with its date: {headings}")
        keys = [tuple(int(part) for part in version.split(".")) for version, _ in versions]
        self.assertEqual(keys, sorted(keys, reverse=True), "newest first")
        dates = [date for _, date in versions]
        self.assertEqual(dates, sorted(dates, reverse=True), "dates newest first")
        for name in ["Unreleased"] + [version for version, _ in versions]:
            self.assertRegex(self.changelog, rf"(?m)^\[{re.escape(name)}\]: https://", f"a link for [{name}]")
        sections = re.findall(r"^### (.*)$", self.changelog, re.MULTILINE)
        self.assertLessEqual(set(sections), {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"})

    def test_the_documentation_depends_on_the_release(self):
        release = gallery_release()
        for path in [
            "README.md",
            "Sources/Products/WidgetGallery/WidgetGallery.docc/GettingStarted.md",
            "Sources/Products/WidgetGallery/WidgetGallery.docc/WidgetGallery.md",
            "Sources/Site/WidgetGallerySnapshotTesting/WidgetGallerySnapshotTesting.docc/SnapshotTests.md",
        ]:
            lines = DEPENDENCY.findall((ROOT / path).read_text())
            self.assertTrue(lines, f"{path} shows the dependency line")
            for url, requirement in lines:
                self.assertEqual(requirement, f'from: "{release}"', f"{path} depends on the release")
                self.assertTrue(url.endswith(".git"), f"{path}: the URL a user clones, {url}")


if __name__ == "__main__":
    unittest.main()
