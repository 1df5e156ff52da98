@import AssetsLibrary;
#import <AddressBook/AddressBook.h>
#import "PhotoLibrary.h"
#include <stdio.h>

// #import <GLKit/GLKit.h>
#if 0
@import OpenGLES;
#endif

@implementation PhotoLibrary
static const char *hint = "@import Twitter;";
@end
