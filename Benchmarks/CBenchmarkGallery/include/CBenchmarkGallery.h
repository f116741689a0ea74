// Nothing to call: the constructor in CBenchmarkGallery.c runs by itself (see there).
