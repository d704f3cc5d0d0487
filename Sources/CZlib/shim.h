// zlib, the system's (Debian: zlib1g-dev), for the gzip layer of widget bundles: the
// reference inflate and deflate rather than a copy of our own (see WidgetBundles' Gzip).
#include <zlib.h>
