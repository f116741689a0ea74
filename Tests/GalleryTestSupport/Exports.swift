// The runner the tests start programs with, for every test that imports the support module.
@_exported import ChildProcesses
