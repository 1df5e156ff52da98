#import <UIKit/UIKit.h>

/// Reads the photo library the way iOS 8 apps did.
@interface PhotoLibrary : NSObject
@end
