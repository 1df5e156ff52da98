// The C interface of libcmark-gfm and its GitHub extensions (tables, strikethrough,
// autolinks, tag filter), as installed by Debian's libcmark-gfm-dev and
// libcmark-gfm-extensions-dev packages.
#ifndef OSCAT_CCMARKGFM_SHIM_H
#define OSCAT_CCMARKGFM_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#endif
