/// A `project.pbxproj` as Xcode 15 writes it (tabs, `/* … */` reference comments, sections) for
/// an iOS app `Trailhead` and its widget extension `TrailheadWidgetExtension`. The project's
/// Debug and Release set `IPHONEOS_DEPLOYMENT_TARGET` 15.0 (line 216) and 15.4 (line 234); the app
/// overrides both with 16.0 (lines 249 and 269); the widget sets none and inherits. Every value
/// is at column 34, after four tabs and `IPHONEOS_DEPLOYMENT_TARGET = `.
let trailheadProject = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 56;
    	objects = {

    /* Begin PBXBuildFile section */
    		A1B2C3D4E5F6071829300001 /* TrailheadApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = A1B2C3D4E5F6071829300101 /* TrailheadApp.swift */; };
    		A1B2C3D4E5F6071829300002 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = A1B2C3D4E5F6071829300102 /* Assets.xcassets */; };
    		A1B2C3D4E5F6071829300003 /* WidgetKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = A1B2C3D4E5F6071829300104 /* WidgetKit.framework */; };
    		A1B2C3D4E5F6071829300004 /* TrailheadWidget.swift in Sources */ = {isa = PBXBuildFile; fileRef = A1B2C3D4E5F6071829300105 /* TrailheadWidget.swift */; };
    		A1B2C3D4E5F6071829300005 /* TrailheadWidgetExtension.appex in Embed Foundation Extensions */ = {isa = PBXBuildFile; fileRef = A1B2C3D4E5F6071829300106 /* TrailheadWidgetExtension.appex */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
    /* End PBXBuildFile section */

    /* Begin PBXContainerItemProxy section */
    		A1B2C3D4E5F6071829300201 /* PBXContainerItemProxy */ = {
    			isa = PBXContainerItemProxy;
    			containerPortal = A1B2C3D4E5F6071829300801 /* Project object */;
    			proxyType = 1;
    			remoteGlobalIDString = A1B2C3D4E5F6071829300702;
    			remoteInfo = TrailheadWidgetExtension;
    		};
    /* End PBXContainerItemProxy section */

    /* Begin PBXCopyFilesBuildPhase section */
    		A1B2C3D4E5F6071829300301 /* Embed Foundation Extensions */ = {
    			isa = PBXCopyFilesBuildPhase;
    			buildActionMask = 2147483647;
    			dstPath = "";
    			dstSubfolderSpec = 13;
    			files = (
    				A1B2C3D4E5F6071829300005 /* TrailheadWidgetExtension.appex in Embed Foundation Extensions */,
    			);
    			name = "Embed Foundation Extensions";
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXCopyFilesBuildPhase section */

    /* Begin PBXFileReference section */
    		A1B2C3D4E5F6071829300100 /* Trailhead.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Trailhead.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		A1B2C3D4E5F6071829300101 /* TrailheadApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TrailheadApp.swift; sourceTree = "<group>"; };
    		A1B2C3D4E5F6071829300102 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    		A1B2C3D4E5F6071829300104 /* WidgetKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = WidgetKit.framework; path = System/Library/Frameworks/WidgetKit.framework; sourceTree = SDKROOT; };
    		A1B2C3D4E5F6071829300105 /* TrailheadWidget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TrailheadWidget.swift; sourceTree = "<group>"; };
    		A1B2C3D4E5F6071829300106 /* TrailheadWidgetExtension.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = TrailheadWidgetExtension.appex; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXFrameworksBuildPhase section */
    		A1B2C3D4E5F6071829300401 /* Frameworks */ = {
    			isa = PBXFrameworksBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				A1B2C3D4E5F6071829300003 /* WidgetKit.framework in Frameworks */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXFrameworksBuildPhase section */

    /* Begin PBXGroup section */
    		A1B2C3D4E5F6071829300501 = {
    			isa = PBXGroup;
    			children = (
    				A1B2C3D4E5F6071829300502 /* Trailhead */,
    				A1B2C3D4E5F6071829300503 /* Products */,
    			);
    			sourceTree = "<group>";
    		};
    		A1B2C3D4E5F6071829300502 /* Trailhead */ = {
    			isa = PBXGroup;
    			children = (
    				A1B2C3D4E5F6071829300101 /* TrailheadApp.swift */,
    				A1B2C3D4E5F6071829300102 /* Assets.xcassets */,
    				A1B2C3D4E5F6071829300105 /* TrailheadWidget.swift */,
    			);
    			path = Trailhead;
    			sourceTree = "<group>";
    		};
    		A1B2C3D4E5F6071829300503 /* Products */ = {
    			isa = PBXGroup;
    			children = (
    				A1B2C3D4E5F6071829300100 /* Trailhead.app */,
    				A1B2C3D4E5F6071829300106 /* TrailheadWidgetExtension.appex */,
    			);
    			name = Products;
    			sourceTree = "<group>";
    		};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    		A1B2C3D4E5F6071829300701 /* Trailhead */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = A1B2C3D4E5F6071829300902 /* Build configuration list for PBXNativeTarget "Trailhead" */;
    			buildPhases = (
    				A1B2C3D4E5F6071829300601 /* Sources */,
    				A1B2C3D4E5F6071829300402 /* Resources */,
    				A1B2C3D4E5F6071829300301 /* Embed Foundation Extensions */,
    			);
    			buildRules = (
    			);
    			dependencies = (
    				A1B2C3D4E5F6071829300A01 /* PBXTargetDependency */,
    			);
    			name = Trailhead;
    			productName = Trailhead;
    			productReference = A1B2C3D4E5F6071829300100 /* Trailhead.app */;
    			productType = "com.apple.product-type.application";
    		};
    		A1B2C3D4E5F6071829300702 /* TrailheadWidgetExtension */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = A1B2C3D4E5F6071829300903 /* Build configuration list for PBXNativeTarget "TrailheadWidgetExtension" */;
    			buildPhases = (
    				A1B2C3D4E5F6071829300602 /* Sources */,
    				A1B2C3D4E5F6071829300401 /* Frameworks */,
    			);
    			buildRules = (
    			);
    			dependencies = (
    			);
    			name = TrailheadWidgetExtension;
    			productName = TrailheadWidgetExtension;
    			productReference = A1B2C3D4E5F6071829300106 /* TrailheadWidgetExtension.appex */;
    			productType = "com.apple.product-type.app-extension";
    		};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    		A1B2C3D4E5F6071829300801 /* Project object */ = {
    			isa = PBXProject;
    			attributes = {
    				BuildIndependentTargetsInParallel = 1;
    				LastSwiftUpdateCheck = 1540;
    				LastUpgradeCheck = 1540;
    				TargetAttributes = {
    					A1B2C3D4E5F6071829300701 = {
    						CreatedOnToolsVersion = 15.4;
    					};
    					A1B2C3D4E5F6071829300702 = {
    						CreatedOnToolsVersion = 15.4;
    					};
    				};
    			};
    			buildConfigurationList = A1B2C3D4E5F6071829300901 /* Build configuration list for PBXProject "Trailhead" */;
    			compatibilityVersion = "Xcode 14.0";
    			developmentRegion = en;
    			hasScannedForEncodings = 0;
    			knownRegions = (
    				en,
    				Base,
    			);
    			mainGroup = A1B2C3D4E5F6071829300501;
    			productRefGroup = A1B2C3D4E5F6071829300503 /* Products */;
    			projectDirPath = "";
    			projectRoot = "";
    			targets = (
    				A1B2C3D4E5F6071829300701 /* Trailhead */,
    				A1B2C3D4E5F6071829300702 /* TrailheadWidgetExtension */,
    			);
    		};
    /* End PBXProject section */

    /* Begin PBXResourcesBuildPhase section */
    		A1B2C3D4E5F6071829300402 /* Resources */ = {
    			isa = PBXResourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				A1B2C3D4E5F6071829300002 /* Assets.xcassets in Resources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXSourcesBuildPhase section */
    		A1B2C3D4E5F6071829300601 /* Sources */ = {
    			isa = PBXSourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				A1B2C3D4E5F6071829300001 /* TrailheadApp.swift in Sources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    		A1B2C3D4E5F6071829300602 /* Sources */ = {
    			isa = PBXSourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				A1B2C3D4E5F6071829300004 /* TrailheadWidget.swift in Sources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXSourcesBuildPhase section */

    /* Begin PBXTargetDependency section */
    		A1B2C3D4E5F6071829300A01 /* PBXTargetDependency */ = {
    			isa = PBXTargetDependency;
    			target = A1B2C3D4E5F6071829300702 /* TrailheadWidgetExtension */;
    			targetProxy = A1B2C3D4E5F6071829300201 /* PBXContainerItemProxy */;
    		};
    /* End PBXTargetDependency section */

    /* Begin XCBuildConfiguration section */
    		A1B2C3D4E5F6071829300B01 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ALWAYS_SEARCH_USER_PATHS = NO;
    				ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;
    				CLANG_ENABLE_MODULES = YES;
    				COPY_PHASE_STRIP = NO;
    				DEBUG_INFORMATION_FORMAT = dwarf;
    				ENABLE_TESTABILITY = YES;
    				GCC_OPTIMIZATION_LEVEL = 0;
    				GCC_PREPROCESSOR_DEFINITIONS = (
    					"DEBUG=1",
    					"$(inherited)",
    				);
    				IPHONEOS_DEPLOYMENT_TARGET = 15.0;
    				MTL_ENABLE_DEBUG_INFO = INCLUDE_SOURCE;
    				ONLY_ACTIVE_ARCH = YES;
    				SDKROOT = iphoneos;
    				SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
    				SWIFT_OPTIMIZATION_LEVEL = "-Onone";
    			};
    			name = Debug;
    		};
    		A1B2C3D4E5F6071829300B02 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ALWAYS_SEARCH_USER_PATHS = NO;
    				ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;
    				CLANG_ENABLE_MODULES = YES;
    				COPY_PHASE_STRIP = NO;
    				DEBUG_INFORMATION_FORMAT = "dwarf-with-dsym";
    				ENABLE_NS_ASSERTIONS = NO;
    				IPHONEOS_DEPLOYMENT_TARGET = 15.4;
    				MTL_ENABLE_DEBUG_INFO = NO;
    				SDKROOT = iphoneos;
    				SWIFT_COMPILATION_MODE = wholemodule;
    				VALIDATE_PRODUCT = YES;
    			};
    			name = Release;
    		};
    		A1B2C3D4E5F6071829300B03 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
    				CODE_SIGN_STYLE = Automatic;
    				CURRENT_PROJECT_VERSION = 1;
    				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
    				IPHONEOS_DEPLOYMENT_TARGET = 16.0;
    				LD_RUNPATH_SEARCH_PATHS = (
    					"$(inherited)",
    					"@executable_path/Frameworks",
    				);
    				MARKETING_VERSION = 1.0;
    				PRODUCT_BUNDLE_IDENTIFIER = com.example.Trailhead;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SWIFT_VERSION = 5.0;
    				TARGETED_DEVICE_FAMILY = "1,2";
    			};
    			name = Debug;
    		};
    		A1B2C3D4E5F6071829300B04 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
    				CODE_SIGN_STYLE = Automatic;
    				CURRENT_PROJECT_VERSION = 1;
    				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
    				IPHONEOS_DEPLOYMENT_TARGET = 16.0;
    				LD_RUNPATH_SEARCH_PATHS = (
    					"$(inherited)",
    					"@executable_path/Frameworks",
    				);
    				MARKETING_VERSION = 1.0;
    				PRODUCT_BUNDLE_IDENTIFIER = com.example.Trailhead;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SWIFT_VERSION = 5.0;
    				TARGETED_DEVICE_FAMILY = "1,2";
    			};
    			name = Release;
    		};
    		A1B2C3D4E5F6071829300B05 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				CODE_SIGN_STYLE = Automatic;
    				INFOPLIST_FILE = TrailheadWidget/Info.plist;
    				INFOPLIST_KEY_CFBundleDisplayName = "Trailhead \"Now\"";
    				LD_RUNPATH_SEARCH_PATHS = (
    					"$(inherited)",
    					"@executable_path/Frameworks",
    					"@executable_path/../../Frameworks",
    				);
    				PRODUCT_BUNDLE_IDENTIFIER = com.example.Trailhead.TrailheadWidget;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SKIP_INSTALL = YES;
    				SWIFT_VERSION = 5.0;
    			};
    			name = Debug;
    		};
    		A1B2C3D4E5F6071829300B06 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				CODE_SIGN_STYLE = Automatic;
    				INFOPLIST_FILE = TrailheadWidget/Info.plist;
    				INFOPLIST_KEY_CFBundleDisplayName = "Trailhead \"Now\"";
    				LD_RUNPATH_SEARCH_PATHS = (
    					"$(inherited)",
    					"@executable_path/Frameworks",
    					"@executable_path/../../Frameworks",
    				);
    				PRODUCT_BUNDLE_IDENTIFIER = com.example.Trailhead.TrailheadWidget;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SKIP_INSTALL = YES;
    				SWIFT_VERSION = 5.0;
    			};
    			name = Release;
    		};
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    		A1B2C3D4E5F6071829300901 /* Build configuration list for PBXProject "Trailhead" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				A1B2C3D4E5F6071829300B01 /* Debug */,
    				A1B2C3D4E5F6071829300B02 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		A1B2C3D4E5F6071829300902 /* Build configuration list for PBXNativeTarget "Trailhead" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				A1B2C3D4E5F6071829300B03 /* Debug */,
    				A1B2C3D4E5F6071829300B04 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		A1B2C3D4E5F6071829300903 /* Build configuration list for PBXNativeTarget "TrailheadWidgetExtension" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				A1B2C3D4E5F6071829300B05 /* Debug */,
    				A1B2C3D4E5F6071829300B06 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    /* End XCConfigurationList section */
    	};
    	rootObject = A1B2C3D4E5F6071829300801 /* Project object */;
    }
    """#

/// The fixture's bytes, as a reader gets them from disk.
let trailheadProjectBytes = Array(trailheadProject.utf8)
