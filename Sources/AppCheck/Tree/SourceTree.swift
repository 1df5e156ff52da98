import Foundation
import SourceImports
import SystemCalls

/// The files `oscat check` reads under the paths it is given: source files by their
/// extension, the project files that can declare a deployment target, and the paths that do
/// not exist. Build products, dependency checkouts and version control (``skippedFolders``)
/// are never entered; links are followed, but no folder twice, so a link loop ends the walk
/// of that branch instead of running forever.
public struct SourceTree: Sendable, Hashable {
    /// Folders never entered: build products, package and dependency-manager checkouts,
    /// Xcode's derived data and version control.
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git"]

    /// The source files, sorted by path.
    public private(set) var sourceFiles: [String] = []
    /// The project files, sorted by path.
    public private(set) var projectFiles: [ProjectFile] = []
    /// The paths given that do not exist, in the order given.
    public private(set) var missingPaths: [String] = []
    /// The folders that could not be listed (no permission), sorted.
    public private(set) var unreadableFolders: [String] = []

    /// Walks `paths` (files or folders; `.` when empty).
    public init(walking paths: [String]) {
        var visited: Set<[UInt64]> = []
        var folders: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            guard let status = Platform.fileStatus(atPath: path) else {
                missingPaths.append(path)
                continue
            }
            if status.isDirectory {
                folders.append(path)
            } else {
                add(file: path)
            }
        }
        while let folder = folders.popLast() {
            guard let status = Platform.fileStatus(atPath: folder), visited.insert([status.device, status.inode]).inserted else {
                continue
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                unreadableFolders.append(folder)
                continue
            }
            for name in names.sorted().reversed() where !Self.skippedFolders.contains(name) {
                let path = folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
                guard let status = Platform.fileStatus(atPath: path) else { continue }  // a dangling link
                if status.isDirectory {
                    if name.hasSuffix(".xcodeproj") {
                        let project = path + "/project.pbxproj"
                        if Platform.fileStatus(atPath: project)?.isRegularFile == true {
                            projectFiles.append(ProjectFile(path: project, kind: .xcodeProject))
                        }
                    } else {
                        folders.append(path)
                    }
                } else if status.isRegularFile {
                    add(file: path)
                }
            }
        }
        // A file given directly and met again in a folder given too is read once.
        sourceFiles = Array(Set(sourceFiles)).sorted()
        projectFiles = Array(Set(projectFiles)).sorted()
        unreadableFolders.sort()
    }

    /// Files the walk was told about directly or met in a folder.
    private mutating func add(file path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let name = parts.last.map(String.init) ?? path
        let folder = parts.dropLast().last.map(String.init) ?? ""
        if let kind = ProjectFile.kind(ofFileNamed: name, inFolder: folder) {
            projectFiles.append(ProjectFile(path: path, kind: kind))
        } else if SourceLanguage(fileName: name) != nil {
            sourceFiles.append(path)
        }
    }
}
