@_exported import ViewDSL
